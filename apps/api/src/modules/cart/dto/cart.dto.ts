import { AddCartItemSchema, AddCartSetSchema, UpdateCartItemSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class AddCartItemDto extends createZodDto(AddCartItemSchema) {}
export class UpdateCartItemDto extends createZodDto(UpdateCartItemSchema) {}
export class AddCartSetDto extends createZodDto(AddCartSetSchema) {}

const amount = z.string().regex(/^\d+\.\d{2}$/)

export const CartLineSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  slug: z.string(),
  size: z.string(),
  quantity: z.number().int().min(1),
  price: amount.describe('Unit price now, after any offer'),
  originalPrice: amount.nullable().describe('Unit price before the offer; null when not on offer'),
  lineTotal: amount,
  stock: z.number().int().min(0),
  perfume: z.object({
    id: z.uuid(),
    name: z.string(),
    brand: z.string(),
    imageUrl: z.string().nullable(),
  }),
})

export const CartSetLineSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['collection', 'discovery']),
  collectionId: z
    .uuid()
    .nullable()
    .describe('The collection sold as this set; null for a discovery set'),
  slug: z.string().nullable().describe("The collection's slug; null for a discovery set"),
  name: z.string(),
  size: z.string().describe('The size every perfume of the set comes in'),
  quantity: z.number().int().min(1),
  price: amount.describe(
    "The set's price now: the collection's set price, or the picks' prices less the tier's discount",
  ),
  lineTotal: amount,
  stock: z.number().int().min(0).describe('Sets there are now: the scarcest perfume decides'),
  perfumes: z.array(
    z.object({ id: z.uuid(), slug: z.string(), name: z.string(), brand: z.string() }),
  ),
})

export const CartViewSchema = z.object({
  items: z.array(CartLineSchema),
  sets: z.array(CartSetLineSchema).describe('Sets, each one line whatever its perfumes'),
  itemCount: z.number().int().min(0).describe('Units of sizes and sets'),
  total: amount.describe('Sum of price x quantity, sets included'),
  shipping: amount.describe(
    'Shipping for this cart before any coupon: free over the threshold (when the shop offers free shipping), else the flat fee',
  ),
  freeShippingFrom: amount
    .nullable()
    .describe('Goods total from which shipping is free; null while the shop has no free shipping'),
  currency: z.string(),
  guestToken: z
    .string()
    .optional()
    .describe('Only when this answer created a guest cart: send it back as X-Cart-Token'),
})

export type CartView = z.infer<typeof CartViewSchema>
export class CartViewDto extends createZodDto(CartViewSchema) {}
