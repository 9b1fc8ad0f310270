import {
  AddressSchema,
  ApplyCouponSchema,
  CouponCodeSchema,
  CreateCheckoutSchema,
} from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

const amount = z.string().regex(/^-?\d+\.\d{2}$/)
const statuses = z.enum([
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
])

export class CreateCheckoutDto extends createZodDto(CreateCheckoutSchema) {}
export class QuoteQueryDto extends createZodDto(
  z.strictObject({ couponCode: CouponCodeSchema.optional() }),
) {}
export class ApplyCouponDto extends createZodDto(ApplyCouponSchema) {}
export class AddressInputDto extends createZodDto(AddressSchema) {}

export class CheckoutSessionDto extends createZodDto(
  z.object({ sessionId: z.string(), url: z.url(), total: amount }),
) {}

export class CouponQuoteDto extends createZodDto(
  z.object({
    code: z.string(),
    subtotal: amount,
    discount: amount,
    shipping: amount,
    total: amount,
  }),
) {}

const AddressViewSchema = z.object({
  id: z.uuid(),
  type: z.enum(['home', 'work', 'other']),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
})
export class AddressViewDto extends createZodDto(AddressViewSchema) {}

export const OrderViewSchema = z.object({
  id: z.uuid(),
  code: z.string().describe('Short reference: the last 8 characters of the id, upper-cased'),
  status: statuses,
  email: z.string(),
  currency: z.string(),
  subtotal: amount,
  discount: amount,
  shipping: amount,
  total: amount,
  couponCode: z.string().nullable(),
  shippingAddress: AddressViewSchema.omit({ id: true, type: true, isDefault: true }),
  trackingNumber: z.string().nullable(),
  createdAt: z.iso.datetime(),
  items: z.array(
    z.object({
      perfumeName: z.string(),
      brand: z.string(),
      size: z.string(),
      unitPrice: amount,
      quantity: z.number().int(),
    }),
  ),
  events: z.array(
    z.object({
      status: statuses,
      description: z.string(),
      location: z.string().nullable(),
      timestamp: z.iso.datetime(),
    }),
  ),
})
export class OrderViewDto extends createZodDto(OrderViewSchema) {}

export class TrackingOrderDto extends createZodDto(
  z.object({
    id: z.uuid(),
    status: statuses,
    createdAt: z.iso.datetime(),
    total: amount,
    trackingNumber: z.string().nullable(),
    items: z.array(z.object({ perfumeName: z.string(), quantity: z.number().int() })),
  }),
) {}

export class TrackingEventDto extends createZodDto(
  z.object({
    id: z.uuid(),
    description: z.string(),
    location: z.string().nullable(),
    timestamp: z.iso.datetime(),
  }),
) {}
