import { AdminInvoiceListQuerySchema, FullInvoiceSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

const amount = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Amount in the store currency, e.g. "12.50"; negative on a credit note')

export class FullInvoiceDto extends createZodDto(FullInvoiceSchema) {}
export class AdminInvoiceListQueryDto extends createZodDto(AdminInvoiceListQuerySchema) {}

export class AdminInvoiceRowDto extends createZodDto(
  z.object({
    number: z.string().describe('F2026-000001 (invoices) or R2026-000001 (credit notes)'),
    kind: z.enum(['invoice', 'credit']),
    simplified: z.boolean(),
    date: z.iso.date().describe('The store day it was issued (Europe/Madrid)'),
    orderId: z.uuid(),
    orderCode: z.string(),
    buyerTaxId: z.string().nullable().describe("The buyer's NIF on a full invoice"),
    base: amount,
    taxRate: z.number().int(),
    tax: amount,
    total: amount,
    url: z.string().describe('The PDF'),
  }),
) {}
