import { ApiFuzz, FEWEST, fuzzFailures, fuzzFigures } from '../fuzz/api-fuzz'
import { prepareFuzzShop } from '../fuzz/fuzz-shop'
import { reportFigures } from '../load'
import { createTestApp, type TestApp } from '../test-app'

/** Generated bad requests per route (FUZZ_RUNS to change it); FUZZ_SEED for other cases. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 1000)
const SEED = Number(process.env.FUZZ_SEED ?? 2026)
/**
 * The run's time, shared by the routes (FUZZ_SECONDS; 0 for none): on this 2-core machine a
 * case takes 3 to 30 ms, so 1,000 for each of ~130 routes is 7 to 60 minutes. Each route gets
 * its share, stopping at RUNS_PER_ROUTE; the figures say how many each got.
 */
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 150)

/**
 * The full fuzz pass (test/fuzz/; a sample of it is in bad-input.e2e-spec.ts): every route of the
 * app's Fastify route table gets RUNS_PER_ROUTE generated bad requests, as a visitor, a customer
 * and, on the administrator's routes, an admin. Bar: no 5xx, every refusal the standard error
 * body, nothing stored by a refused request.
 */
describe('api fuzz: bad input on every route', () => {
  let t: TestApp
  let fuzz: ApiFuzz

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '1000' })
    fuzz = await ApiFuzz.start(t.app, await prepareFuzzShop(t))
  })
  afterAll(async () => {
    await fuzz?.stop()
    await t.close()
  })

  it(
    `up to ${RUNS_PER_ROUTE} generated bad requests per route: no 5xx, refusals with the error body, nothing stored`,
    async () => {
      await fuzz.runAll(RUNS_PER_ROUTE, SEED, SECONDS)
      reportFigures('api fuzz', [
        ...fuzzFigures(fuzz),
        `target ${RUNS_PER_ROUTE} per route within ${SECONDS || 'unlimited'} s, seed ${SEED}`,
      ])
      expect(fuzzFailures(fuzz)).toEqual([])
      expect(Math.min(...fuzz.casesPerRoute)).toBeGreaterThanOrEqual(
        Math.min(FEWEST, RUNS_PER_ROUTE),
      )
    },
    // Bounded by SECONDS (and by count); this only stops a run that hangs.
    (SECONDS || 3600) * 1000 + 300_000,
  )
})
