import {
  AdminPerfumeListQuerySchema,
  CreatePerfumeSchema,
  PerfumeCategorySchema,
  ScentSchema,
  UpdatePerfumeSchema,
} from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

const amount = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .describe('Amount in the store currency, e.g. "12.50"')

export class AdminPerfumeListQueryDto extends createZodDto(AdminPerfumeListQuerySchema) {}
export class CreatePerfumeDto extends createZodDto(CreatePerfumeSchema) {}
export class UpdatePerfumeDto extends createZodDto(UpdatePerfumeSchema) {}

export const AdminPerfumeViewSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  description: z.string(),
  category: PerfumeCategorySchema,
  notes: z.array(z.string()),
  scent: ScentSchema.nullable().describe('How it smells; null until the shop describes it'),
  imageUrl: z.string().nullable(),
  sizes: z.array(z.string()).describe('Size labels, smallest first, parallel to prices and stock'),
  prices: z.array(amount).describe('Full price of each size, parallel to sizes'),
  stock: z.array(z.number().int().min(0)).describe('Units of each size, parallel to sizes'),
  inStock: z.boolean().describe('Some size has units left'),
  isOnOffer: z.boolean().describe('The offer applies now (switched on and not past its end)'),
  discountPercentage: z.number().int().min(0).max(90).describe('0 when not on offer'),
  offerDescription: z.string().nullable(),
  offerEndsAt: z.iso.datetime().nullable().describe('When the offer ends by itself'),
  allergens: z
    .string()
    .nullable()
    .describe("The EU-listed allergens it declares, as each decant's label prints them"),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})

export type AdminPerfumeView = z.infer<typeof AdminPerfumeViewSchema>
export class AdminPerfumeViewDto extends createZodDto(AdminPerfumeViewSchema) {}
