import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'
import { PerfumeViewSchema } from './perfume.view'

const choices = (what: string) =>
  z
    .array(z.object({ value: z.string(), count: z.number().int().min(1) }))
    .describe(`${what}, each with how many perfumes choosing it leaves`)

const amount = z.string().regex(/^\d+\.\d{2}$/)

export const PerfumeFacetsViewSchema = z.object({
  total: z.number().int().min(0).describe('Perfumes matching the filters, as X-Total-Count'),
  brands: choices('Brands, alphabetically'),
  categories: choices('Categories'),
  families: choices('Scent families, the most perfumes first'),
  accords: choices('Accords, the most perfumes first'),
  seasons: choices('Seasons, spring first'),
  sizes: choices('Sizes, smallest first'),
  priceBands: z
    .array(
      z.object({
        minPrice: amount.nullable().describe('The band as minPrice; null from 0'),
        maxPrice: amount.nullable().describe('The band as maxPrice; null without a top'),
        count: z.number().int().min(1),
      }),
    )
    .describe("Bands of the smallest size's price after any offer, cheapest first"),
})
export type PerfumeFacetsView = z.infer<typeof PerfumeFacetsViewSchema>
export class PerfumeFacetsViewDto extends createZodDto(PerfumeFacetsViewSchema) {}

export const SimilarPerfumeViewSchema = z.object({
  perfume: PerfumeViewSchema,
  score: z.number().min(0).max(1).describe('How alike, 0 to 1 (docs/decisions/019)'),
  sharedAccords: z.array(z.string()).describe('Accords both have, the strongest first'),
  sharedNotes: z.array(z.string()).describe('Notes both have'),
})
export type SimilarPerfumeView = z.infer<typeof SimilarPerfumeViewSchema>
export class SimilarPerfumeViewDto extends createZodDto(SimilarPerfumeViewSchema) {}

export const SimilarQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(24).default(6),
})
export class SimilarQueryDto extends createZodDto(SimilarQuerySchema) {}
