import { z } from 'zod'
import { CARD_BRANDS } from './payment-methods'

/**
 * 'Agregar Método de Pago' (spec 001 §7: type and isDefault only): no card field ever reaches the
 * shop; the card is typed on the provider's hosted page, which this starts.
 */
export const AddPaymentMethodSchema = z.strictObject({
  type: z.enum(['card', 'paypal'], 'Elige el tipo de método de pago').default('card'),
  isDefault: z.boolean().default(false),
})
export type AddPaymentMethod = z.output<typeof AddPaymentMethodSchema>

/** A saved payment method as the account shows it (spec 001 §3): never a card number. */
export const PaymentMethodViewSchema = z.object({
  id: z.uuid(),
  type: z.enum(['card', 'paypal']),
  cardType: z.enum(CARD_BRANDS).nullable(),
  last4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
  expiryMonth: z.number().int().min(1).max(12).nullable(),
  expiryYear: z.number().int().nullable(),
  isDefault: z.boolean(),
})
export type PaymentMethodView = z.output<typeof PaymentMethodViewSchema>
