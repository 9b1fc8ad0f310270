import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'
import { AddressViewSchema } from '../../accounts/dto/addresses.dto'

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
  isTest: z.boolean().describe('Paid through the local test provider: no money was taken'),
  createdAt: z.iso.datetime(),
  items: z.array(
    z.object({
      perfumeName: z.string(),
      brand: z.string(),
      size: z.string(),
      unitPrice: amount,
      quantity: z.number().int(),
      batches: z
        .array(z.object({ perfumeName: z.string(), batchCode: z.string(), ml: z.number().int() }))
        .describe('The bottles it was poured from: perfume, batch code and millilitres'),
      setPerfumes: z
        .array(z.object({ name: z.string(), brand: z.string() }))
        .nullable()
        .describe("A set's perfumes; null for one perfume's size"),
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
const storeDay = z.iso.date().describe("A day of the store's calendar (Europe/Madrid)")

/** The customer's reading of an order: the shared view and when it should arrive. */
export class OrderViewDto extends createZodDto(
  OrderViewSchema.extend({
    estimatedDelivery: z
      .object({ from: storeDay, to: storeDay })
      .nullable()
      .describe(
        'Working days (Monday to Friday) after the order could go out, from the shipping settings; null while it waits for stock, once delivered, cancelled or refunded',
      ),
    deliveredOn: storeDay.nullable().describe('The day the order was marked delivered'),
  }),
) {}

export class TrackingOrderDto extends createZodDto(
  z.object({
    id: z.uuid(),
    status: statuses,
    createdAt: z.iso.datetime(),
    total: amount,
    trackingNumber: z.string().nullable(),
    isTest: z.boolean(),
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
