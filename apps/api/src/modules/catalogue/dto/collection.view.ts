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
})

export type CollectionView = z.infer<typeof CollectionViewSchema>
export class CollectionViewDto extends createZodDto(CollectionViewSchema) {}
