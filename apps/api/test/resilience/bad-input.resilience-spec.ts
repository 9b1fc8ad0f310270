import { FEWEST, fuzzFailures, fuzzFigures, fuzzInWorkers } from '../fuzz/api-fuzz'
import { reportFigures } from '../load'

/** Generated bad requests per route (FUZZ_RUNS to change it); FUZZ_SEED for other cases. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 1000)
const SEED = Number(process.env.FUZZ_SEED ?? 2026)
/**
 * Processes sharing the routes (FUZZ_WORKERS), each with its own app and database: one per core
 * of this 2-core machine. The embedded PostgreSQL of a run without DATABASE_URL has one database.
 */
const WORKERS = process.env.EMBEDDED_DATABASE ? 1 : Number(process.env.FUZZ_WORKERS ?? 2)
/**
 * A safety stop for the whole run (FUZZ_SECONDS; 0 for none): ~134 routes × 1,000 cases took
 * 5.6 ms of CPU each over the two processes, about 6 minutes on a quiet 2-core machine. Under it every route gets as many cases as the
 * others; when it was not set, a route with fewer than RUNS_PER_ROUTE fails the run.
 */
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 360)
const BOUNDED_BY_CALLER = process.env.FUZZ_SECONDS !== undefined

/**
 * The full fuzz pass (test/fuzz/; a sample of it is in bad-input.e2e-spec.ts): every route of the
 * app's Fastify route table gets RUNS_PER_ROUTE generated bad requests, as a visitor, a customer
 * and, on the administrator's routes, an admin. Bar: no 5xx, every refusal the standard error
 * body, nothing stored by a refused request, every answer as openapi.json describes it.
 */
describe('api fuzz: bad input on every route', () => {
  it(
    `up to ${RUNS_PER_ROUTE} generated bad requests per route: no 5xx, refusals with the error body, nothing stored`,
    async () => {
      const found = await fuzzInWorkers({
        workers: WORKERS,
        runs: RUNS_PER_ROUTE,
        seed: SEED,
        seconds: SECONDS,
      })
      const fewest = Math.min(...found.casesPerRoute.values())
      reportFigures('api fuzz', [
        ...fuzzFigures(found),
        `target ${RUNS_PER_ROUTE} per route within ${SECONDS || 'unlimited'} s, ${WORKERS} processes, seed ${SEED}` +
          (fewest < RUNS_PER_ROUTE ? `: NOT REACHED, the time ran out (fewest ${fewest})` : ''),
      ])
      expect(fuzzFailures(found)).toEqual([])
      expect(found.contractViolations.slice(0, 20)).toEqual([])
      // Under a time limit the caller chose, a route gets at least its first batch; otherwise all.
      expect(fewest).toBeGreaterThanOrEqual(
        BOUNDED_BY_CALLER ? Math.min(FEWEST, RUNS_PER_ROUTE) : RUNS_PER_ROUTE,
      )
    },
    // Bounded by SECONDS (and by count); this only stops a run that hangs.
    (SECONDS || 3600) * 1000 + 300_000,
  )
})
