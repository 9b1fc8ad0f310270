import { DataExportQuerySchema, DeleteAccountSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class DataExportQueryDto extends createZodDto(DataExportQuerySchema) {}
export class DeleteAccountDto extends createZodDto(DeleteAccountSchema) {}

const amount = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Amount in the order currency, e.g. "12.50"')

const settingValue = z.union([z.string(), z.number(), z.boolean()])

/**
 * Everything the shop keeps about the customer, as GET /api/user/export-data?format=json answers
 * it. The CSV and the PDF carry the same data.
 */
export const DataExportSchema = z.object({
  shop: z.string(),
  exportedAt: z.iso.datetime(),
  profile: z.object({
    name: z.string().nullable(),
    username: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    createdAt: z.iso.datetime(),
  }),
  addresses: z.array(
    z.object({
      type: z.enum(['home', 'work', 'other']),
      name: z.string(),
      street: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
      country: z.string(),
      phone: z.string(),
      isDefault: z.boolean(),
    }),
  ),
  paymentMethods: z
    .array(
      z.object({
        type: z.enum(['card', 'paypal']),
        brand: z.string().nullable(),
        last4: z.string().nullable(),
        expiry: z.string().nullable().describe('MM/YYYY'),
        isDefault: z.boolean(),
      }),
    )
    .describe('What the shop keeps of a saved card: never its number'),
  orders: z.array(
    z.object({
      code: z.string().describe('The short reference the customer sees'),
      date: z.iso.datetime(),
      status: z.string(),
      currency: z.string(),
      items: z.array(
        z.object({
          perfume: z.string(),
          brand: z.string(),
          size: z.string(),
          quantity: z.number().int(),
          unitPrice: amount,
        }),
      ),
      subtotal: amount,
      discount: amount,
      shipping: amount,
      total: amount,
      couponCode: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      shippingAddress: z.object({
        name: z.string(),
        street: z.string(),
        city: z.string(),
        state: z.string(),
        zipCode: z.string(),
        country: z.string(),
        phone: z.string(),
      }),
    }),
  ),
  notifications: z.array(
    z.object({
      type: z.string(),
      title: z.string(),
      message: z.string(),
      isRead: z.boolean(),
      createdAt: z.iso.datetime(),
    }),
  ),
  settings: z
    .record(z.string(), z.record(z.string(), settingValue))
    .describe('The account settings, by group (spec 001 §3)'),
  favorites: z
    .array(
      z.object({
        perfume: z.string(),
        brand: z.string(),
        addedAt: z.iso.datetime(),
      }),
    )
    .describe('The saved perfumes, oldest first'),
  reviews: z
    .array(
      z.object({
        perfume: z.string(),
        brand: z.string(),
        rating: z.number().int(),
        title: z.string(),
        content: z.string(),
        pros: z.string(),
        cons: z.string(),
        longevity: z.number().int(),
        sillage: z.number().int(),
        value: z.number().int(),
        helpfulCount: z.number().int(),
        createdAt: z.iso.datetime(),
        updatedAt: z.iso.datetime(),
      }),
    )
    .describe('The reviews the customer wrote, newest first'),
  performanceVotes: z
    .array(
      z.object({
        perfume: z.string(),
        brand: z.string(),
        longevity: z.number().int(),
        sillage: z.number().int(),
        seasons: z.array(z.string()),
        timeOfDay: z.string(),
        updatedAt: z.iso.datetime(),
      }),
    )
    .describe("The customer's votes on how perfumes last and are noticed, latest first"),
})
export type DataExport = z.output<typeof DataExportSchema>
export class DataExportDto extends createZodDto(DataExportSchema) {}
