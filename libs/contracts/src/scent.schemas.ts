import { z } from 'zod'
import { CONCENTRATIONS, SCENT_FAMILIES, SEASONS, TIMES_OF_DAY } from './scent'

const note = z.string().trim().min(1).max(60)
const level = z.array(note).max(12)

/** A perfume's scent, as the API answers it and the back office writes it. */
export const ScentSchema = z.object({
  pyramid: z.object({ top: level, heart: level, base: level }),
  accords: z
    .array(z.object({ name: note, intensity: z.number().int().min(0).max(100) }))
    .max(12)
    .describe('The main accords, the strongest first, each 0-100'),
  family: z.enum(SCENT_FAMILIES),
  concentration: z.enum(CONCENTRATIONS),
  seasons: z.array(z.enum(SEASONS)).max(4),
  timeOfDay: z.array(z.enum(TIMES_OF_DAY)).max(2),
})
