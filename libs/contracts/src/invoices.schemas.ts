import { z } from 'zod'
import { isSpanishTaxId } from './legal'

/** POST /api/orders/{id}/invoices: the buyer a full invoice names (RD 1619/2012 art. 6). */
export const FullInvoiceSchema = z.strictObject({
  name: z
    .string('Escribe el nombre o la razón social')
    .trim()
    .min(2, 'Escribe el nombre o la razón social')
    .max(160, 'Como máximo 160 caracteres'),
  taxId: z
    .string('Escribe el NIF, NIE o CIF')
    .trim()
    .transform((text) => text.toUpperCase().replace(/[\s.-]/g, ''))
    .refine(isSpanishTaxId, 'El NIF, NIE o CIF no es válido: revisa su letra o dígito de control'),
  address: z
    .string('Escribe la dirección fiscal')
    .trim()
    .min(5, 'Escribe la dirección fiscal')
    .max(300, 'Como máximo 300 caracteres'),
})
export type FullInvoiceInput = z.output<typeof FullInvoiceSchema>
