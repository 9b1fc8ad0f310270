import { z } from 'zod'
import { LONGEVITY_LEVELS, SILLAGE_LEVELS } from './performance'
import { SEASONS, TIMES_OF_DAY } from './scent'

const level = (label: string, levels: readonly number[]) => {
  const message = `${label}: elige de ${levels[0]} a ${levels[levels.length - 1]}`
  return z
    .number(message)
    .int(message)
    .min(levels[0], message)
    .max(levels[levels.length - 1], message)
}

/**
 * POST /api/perfumes/{id}/performance: a buyer's vote on how the perfume lasts and is noticed,
 * the seasons they wear it in (none repeated, none at all is fine) and the time of day.
 */
export const PerformanceVoteSchema = z.strictObject({
  longevity: level('La duración', LONGEVITY_LEVELS).describe(
    'Duración: 1 Muy débil ... 5 Muy duradera',
  ),
  sillage: level('La estela', SILLAGE_LEVELS).describe('Estela: 1 Íntima ... 4 Enorme'),
  seasons: z
    .array(z.enum(SEASONS, 'Las estaciones son primavera, verano, otoño o invierno'))
    .max(SEASONS.length, 'Como mucho las cuatro estaciones')
    .refine(
      (seasons) => new Set(seasons).size === seasons.length,
      'Una estación aparece dos veces',
    ),
  timeOfDay: z.enum(TIMES_OF_DAY, 'El momento del día es dia o noche'),
})
export type PerformanceVoteInput = z.output<typeof PerformanceVoteSchema>

const count = z.number().int().min(0)

/** What every buyer's votes on a perfume add up to: a count for every value, zeros included. */
export const PerformanceDistributionSchema = z.object({
  votes: count.describe('How many buyers voted'),
  longevity: z
    .object({ '1': count, '2': count, '3': count, '4': count, '5': count })
    .describe('Votes for each longevity, 1 Muy débil ... 5 Muy duradera'),
  sillage: z
    .object({ '1': count, '2': count, '3': count, '4': count })
    .describe('Votes for each sillage, 1 Íntima ... 4 Enorme'),
  seasons: z
    .object({ primavera: count, verano: count, otoño: count, invierno: count })
    .describe('Votes naming each season (a vote may name several, or none)'),
  timeOfDay: z.object({ dia: count, noche: count }),
})
