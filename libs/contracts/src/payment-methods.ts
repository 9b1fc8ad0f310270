// The saved payment methods (spec 001 §3). Plain rules only: the account page imports them, and
// zod stays out of its bundle (the schemas are in payment-methods.schemas.ts).
import type { PaymentMethodView } from './payment-methods.schemas'

/** The card brands the shop names (spec 001 §3); any other brand is saved without a name. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
}

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
