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

export const InvoiceViewSchema = z.object({
  number: z.string().describe('F2026-000001 (invoices) or R2026-000001 (credit notes)'),
  kind: z.enum(['invoice', 'credit']),
  simplified: z.boolean().describe('A factura simplificada, without the buyer named'),
  total: amount.describe('IVA included; negative on a credit note'),
  issuedAt: z.iso.datetime(),
  url: z.string().describe('The PDF, for the owner of the order and administrators'),
})

/** An invoice as the API answers it. */
export class InvoiceViewDto extends createZodDto(InvoiceViewSchema) {}

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
  taxRate: z
    .number()
    .int()
    .describe(
      'The IVA its prices include, in percent; 0 outside Spanish IVA (Canarias, Ceuta, Melilla)',
    ),
  taxTotal: amount.describe(
    'The IVA inside the total: each line and the shipping rounded on its own',
  ),
  taxableBase: amount.describe('The total without its IVA'),
  outsideVatRegion: z
    .string()
    .nullable()
    .describe('Canarias, Ceuta or Melilla when the order was charged without Spanish IVA'),
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
  invoices: z
    .array(InvoiceViewSchema)
    .describe(
      'Its invoices, oldest first: the simplified one of the payment, a full one on request, a credit note per refund',
    ),
  withdrawnAt: z.iso.datetime().nullable().describe('When the customer withdrew from the contract'),
  withdrawableUntil: z.iso
    .date()
    .nullable()
    .describe(
      'The last store day the delivered order can be withdrawn from (14 days after delivery); null when it cannot',
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
