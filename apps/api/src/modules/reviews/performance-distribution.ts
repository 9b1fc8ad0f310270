import { LONGEVITY_LEVELS, SEASONS, SILLAGE_LEVELS, TIMES_OF_DAY } from '@aurum/contracts'

/** `'key', count(*) filter (where condition)` for each value: one JSON object, zeros included. */
const counts = (values: readonly (string | number)[], condition: (value: string) => string) =>
  `json_build_object(${values
    .map((value) => `'${value}', count(*) filter (where ${condition(String(value))})`)
    .join(', ')})`

/**
 * SQL for the distributions of the votes on the perfume whose id is `perfumeId` (a column or a
 * placeholder): one JSON object shaped as PerformanceDistributionSchema, every key present. One
 * aggregate over the perfume's votes (its unique index leads with perfume_id), so the perfume's
 * answer stays one query. Every value written in it is one of the shop's constants.
 */
export function performanceDistributionSql(perfumeId: string): string {
  return `(select json_build_object(
    'votes', count(*),
    'longevity', ${counts(LONGEVITY_LEVELS, (level) => `pv.longevity = ${level}`)},
    'sillage', ${counts(SILLAGE_LEVELS, (level) => `pv.sillage = ${level}`)},
    'seasons', ${counts(SEASONS, (season) => `'${season}' = any(pv.seasons)`)},
    'timeOfDay', ${counts(TIMES_OF_DAY, (time) => `pv.time_of_day = '${time}'`)})
  from performance_vote pv where pv.perfume_id = ${perfumeId})`
}
