// How a perfume performs on skin, as its buyers vote it (issue 29): how long it lasts, how far it
// is noticed, when they wear it. Plain constants only: the web app imports them, and zod stays
// out of any browser bundle (the schema is in performance.schemas.ts).
import type { Season, TimeOfDay } from './scent'

/** Duración: 1 (barely lasts) to 5 (lasts all day and more). */
export const LONGEVITY_LEVELS = [1, 2, 3, 4, 5] as const
export type LongevityLevel = (typeof LONGEVITY_LEVELS)[number]

/** Estela (sillage): 1 (close to the skin) to 4 (fills a room). */
export const SILLAGE_LEVELS = [1, 2, 3, 4] as const
export type SillageLevel = (typeof SILLAGE_LEVELS)[number]

export const LONGEVITY_LABELS: Record<LongevityLevel, string> = {
  1: 'Muy débil',
  2: 'Débil',
  3: 'Moderada',
  4: 'Duradera',
  5: 'Muy duradera',
}

export const SILLAGE_LABELS: Record<SillageLevel, string> = {
  1: 'Íntima',
  2: 'Moderada',
  3: 'Notable',
  4: 'Enorme',
}

/** What every buyer's votes add up to: a count for every value, zeros included. */
export interface PerformanceDistribution {
  votes: number
  longevity: Record<`${LongevityLevel}`, number>
  sillage: Record<`${SillageLevel}`, number>
  seasons: Record<Season, number>
  timeOfDay: Record<TimeOfDay, number>
}
