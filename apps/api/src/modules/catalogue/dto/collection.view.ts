import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'
import { PerfumeViewSchema } from './perfume.view'

export const CollectionViewSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  theme: z.string(),
  imageUrl: z.string().nullable(),
  perfumes: z.array(PerfumeViewSchema),
  sets: z
    .array(
      z.object({
        size: z.string().describe('Every perfume of the collection in this size'),
        price: z
          .string()
          .regex(/^\d+\.\d{2}$/)
          .describe('The set price'),
        stock: z
          .number()
          .int()
          .min(0)
          .describe('Sets there are now: the scarcest perfume decides (0 when one is sold out)'),
      }),
    )
    .describe('The collection sold as a set (POST /api/cart/sets): empty when it is not'),
})

export type CollectionView = z.infer<typeof CollectionViewSchema>
export class CollectionViewDto extends createZodDto(CollectionViewSchema) {}
