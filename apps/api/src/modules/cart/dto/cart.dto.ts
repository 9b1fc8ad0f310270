import { AddCartItemSchema, UpdateCartItemSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class AddCartItemDto extends createZodDto(AddCartItemSchema) {}
export class UpdateCartItemDto extends createZodDto(UpdateCartItemSchema) {}

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

export const CartViewSchema = z.object({
  items: z.array(CartLineSchema),
  itemCount: z.number().int().min(0),
  total: amount.describe('Sum of price x quantity'),
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
