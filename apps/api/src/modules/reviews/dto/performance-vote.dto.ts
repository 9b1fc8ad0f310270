import {
  PerformanceDistributionSchema,
  PerformanceVoteSchema,
  SEASONS,
  TIMES_OF_DAY,
} from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class PerformanceVoteInputDto extends createZodDto(PerformanceVoteSchema) {}

export class PerformanceDistributionDto extends createZodDto(PerformanceDistributionSchema) {}

/** A buyer's vote as they cast it. */
export const PerformanceVoteViewSchema = z.object({
  longevity: z.number().int().min(1).max(5).describe('Duración: 1 Muy débil ... 5 Muy duradera'),
  sillage: z.number().int().min(1).max(4).describe('Estela: 1 Íntima ... 4 Enorme'),
  seasons: z.array(z.enum(SEASONS)).describe('In the order of the year, from spring'),
  timeOfDay: z.enum(TIMES_OF_DAY),
})
export type PerformanceVoteView = z.output<typeof PerformanceVoteViewSchema>

export const MyPerformanceVoteSchema = z.object({
  canVote: z
    .boolean()
    .describe(
      'The customer bought this perfume in a paid order (confirmed, processing, shipped or delivered)',
    ),
  vote: PerformanceVoteViewSchema.nullable().describe('Their vote; null until they vote'),
})
export type MyPerformanceVote = z.output<typeof MyPerformanceVoteSchema>
export class MyPerformanceVoteDto extends createZodDto(MyPerformanceVoteSchema) {}
