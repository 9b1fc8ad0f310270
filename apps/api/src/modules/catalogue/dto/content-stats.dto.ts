import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export const ContentStatsSchema = z.object({
  newsletterSubscribers: z.number().int(),
  perfumesWithoutDescription: z.number().int(),
  perfumesWithoutImage: z.number().int(),
  collections: z.number().int(),
  offersRunning: z.number().int().describe('Perfumes whose offer applies now'),
})

export type ContentStats = z.infer<typeof ContentStatsSchema>
export class ContentStatsDto extends createZodDto(ContentStatsSchema) {}
