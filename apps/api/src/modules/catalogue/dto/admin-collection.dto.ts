import { CreateCollectionSchema, UpdateCollectionSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class CreateCollectionDto extends createZodDto(CreateCollectionSchema) {}
export class UpdateCollectionDto extends createZodDto(UpdateCollectionSchema) {}

export const AdminCollectionViewSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  theme: z.string(),
  imageUrl: z.string().nullable(),
  perfumeIds: z.array(z.uuid()).describe('In the order the collection shows them'),
  sizes: z.array(z.string()).describe('Sizes of the collection sold as a discovery set'),
  prices: z
    .array(z.string().regex(/^\d+\.\d{2}$/))
    .describe('Price of the discovery set in each size, parallel to sizes'),
})

export type AdminCollectionView = z.infer<typeof AdminCollectionViewSchema>
export class AdminCollectionViewDto extends createZodDto(AdminCollectionViewSchema) {}
