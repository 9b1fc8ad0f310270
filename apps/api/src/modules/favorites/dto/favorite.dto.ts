import { AddFavoriteSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class AddFavoriteDto extends createZodDto(AddFavoriteSchema) {}

const amount = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .describe('Amount in the store currency, e.g. "12.50"')

/** A favorite as the favorites page shows it (spec 001 §3 Favorite, with what its card needs). */
export const FavoriteViewSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  perfume: z.object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    brand: z.string(),
    image: z.string().nullable().describe('Null when the perfume has no image (a placeholder)'),
    rating: z
      .number()
      .min(1)
      .max(5)
      .nullable()
      .describe("The average of the perfume's reviews (one decimal); null with no review yet"),
    reviewCount: z.number().int().min(0),
    description: z.string(),
    price: amount
      .nullable()
      .describe('The lowest price of its sizes now, after any running offer; null with no size'),
    cartSize: z
      .string()
      .nullable()
      .describe("The size 'Agregar' puts in the cart: 5ml, or the nearest the perfume has"),
    inStock: z.boolean().describe('Whether that size has stock'),
  }),
})
export type FavoriteView = z.output<typeof FavoriteViewSchema>
export class FavoriteViewDto extends createZodDto(FavoriteViewSchema) {}

export class FavoritePerfumeIdsDto extends createZodDto(
  z.object({
    perfumeIds: z.array(z.uuid()).describe('The perfumes the customer saved, newest first'),
  }),
) {}
