import { PerfumeCategorySchema, PerformanceDistributionSchema, ScentSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

const amount = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .describe('Amount in the store currency, e.g. "12.50"')

export const PerfumeVariantViewSchema = z.object({
  size: z.string().describe('Size label, e.g. "5ml"'),
  ml: z.number().int(),
  price: amount,
  offerPrice: amount.nullable().describe('Price after the offer discount; null when not on offer'),
  pricePerMl: amount,
  lowestPrice30Days: amount
    .nullable()
    .describe(
      'Lowest price in the 30 days before the current price began (EU rule for reductions)',
    ),
  stock: z.number().int().min(0),
})

export const PerfumeViewSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  category: PerfumeCategorySchema,
  notes: z.array(z.string()),
  scent: ScentSchema.nullable().describe('How it smells; null until the shop describes it'),
  sizes: z.array(z.string()).describe('Size labels, parallel to prices'),
  prices: z.array(amount).describe('Prices as text, parallel to sizes'),
  isOnOffer: z.boolean(),
  discountPercentage: z.string().regex(/^\d+$/).describe('Numeric string, "0" when not on offer'),
  offerDescription: z.string().nullable(),
  inStock: z.boolean(),
  rating: z
    .number()
    .min(1)
    .max(5)
    .nullable()
    .describe("The average of the perfume's reviews (one decimal); null with no review yet"),
  reviewCount: z.number().int().min(0),
  variants: z.array(PerfumeVariantViewSchema),
})

export type PerfumeView = z.infer<typeof PerfumeViewSchema>
export class PerfumeViewDto extends createZodDto(PerfumeViewSchema) {}

/** One perfume on its own page (GET /api/perfumes/{slug}): the lists leave the votes out. */
export const PerfumeDetailViewSchema = PerfumeViewSchema.extend({
  performance: PerformanceDistributionSchema.describe(
    'How its buyers vote it lasts, is noticed and is worn (POST /api/perfumes/{id}/performance)',
  ),
})

export type PerfumeDetailView = z.infer<typeof PerfumeDetailViewSchema>
export class PerfumeDetailViewDto extends createZodDto(PerfumeDetailViewSchema) {}
