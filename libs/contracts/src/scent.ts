// How a perfume smells, as the fragrance databases describe it (issue 29): its pyramid, accords,
// family, concentration, and when it is worn.

export const SCENT_FAMILIES = [
  'Amaderada',
  'Oriental',
  'Floral',
  'Cítrica',
  'Aromática',
  'Chipre',
  'Fougère',
  'Gourmand',
  'Acuática',
  'Cuero',
] as const
export type ScentFamily = (typeof SCENT_FAMILIES)[number]

export const CONCENTRATIONS = ['EDT', 'EDP', 'Parfum', 'Extrait'] as const
export type Concentration = (typeof CONCENTRATIONS)[number]

export const SEASONS = ['primavera', 'verano', 'otoño', 'invierno'] as const
export type Season = (typeof SEASONS)[number]

export const TIMES_OF_DAY = ['dia', 'noche'] as const
export type TimeOfDay = (typeof TIMES_OF_DAY)[number]

/** The shop's words for when a perfume is worn. */
export const TIME_OF_DAY_LABELS: Record<TimeOfDay, string> = { dia: 'Día', noche: 'Noche' }

export interface Scent {
  /** The notes as they unfold: the first minutes, the heart, what stays. */
  pyramid: { top: string[]; heart: string[]; base: string[] }
  /** Its main accords, the strongest first, each 0-100 (the strongest is 100). */
  accords: { name: string; intensity: number }[]
  family: ScentFamily
  concentration: Concentration
  seasons: Season[]
  timeOfDay: TimeOfDay[]
}
