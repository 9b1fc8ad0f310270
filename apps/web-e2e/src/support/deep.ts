import { test } from '@playwright/test'

/**
 * The deep passes (the page fuzz, the web access matrix's page visits, the back office's axe
 * runs) do all of their work with E2E_DEEP=1, as `npm run test:resilience` runs them; `npm test`
 * runs the same tests on a sample that still reaches every kind of page once.
 */
export const DEEP = process.env.E2E_DEEP === '1'

/**
 * What turns the sample: E2E_SAMPLE_SEED, else the day (UTC), so that the days between two deep
 * passes see different samples and a failure can be run again with its seed.
 */
export const SAMPLE_SEED = Number(
  process.env.E2E_SAMPLE_SEED ?? Math.floor(Date.now() / 86_400_000),
)

/** Says in the report how much of its pass the test did, and with which seed. */
export function noteSample(what: string): void {
  test.info().annotations.push({
    type: DEEP ? 'deep pass' : 'sample',
    description: DEEP ? what : `${what} (E2E_SAMPLE_SEED=${SAMPLE_SEED}; E2E_DEEP=1 for all)`,
  })
}

/**
 * `count` of `items`, evenly spread from an offset the seed and `salt` choose: consecutive seeds
 * take the ones next to the last, so every item comes round. All of them in a deep pass.
 */
export function sample<T>(items: readonly T[], count: number, salt = 0): T[] {
  if (DEEP || count >= items.length) return [...items]
  const step = items.length / count
  const offset = (SAMPLE_SEED + salt) % Math.ceil(step)
  return Array.from({ length: count }, (_, index) => items[Math.floor(offset + index * step)])
}

/** One of `choices` for the `index`-th item, turning with the seed: each choice gets its share. */
export function turn<T>(choices: readonly T[], index: number): T {
  return choices[(SAMPLE_SEED + index) % choices.length]
}
