import { z } from 'zod'

/** The card brands the shop names (spec 001 §3); any other brand is saved without a name. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
}

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

/** '•••• •••• •••• 4242' (American Express groups its 15 digits 4-6-5: '•••• •••••• •4242'). */
export function maskedCardNumber(method: Pick<PaymentMethodView, 'cardType' | 'last4'>): string {
  const last4 = method.last4 ?? '••••'
  return method.cardType === 'amex' ? `•••• •••••• •${last4}` : `•••• •••• •••• ${last4}`
}

/** The expiry as the page shows it: 'MM/YYYY'. */
export function cardExpiry(method: Pick<PaymentMethodView, 'expiryMonth' | 'expiryYear'>): string {
  if (!method.expiryMonth || !method.expiryYear) return ''
  return `${String(method.expiryMonth).padStart(2, '0')}/${method.expiryYear}`
}

/** Stripe's brand names for a card, narrowed to the brands the shop names. */
export function cardBrandOf(brand: string | null | undefined): CardBrand | null {
  return (CARD_BRANDS as readonly string[]).includes(brand ?? '') ? (brand as CardBrand) : null
}
