import {
  CARD_BRAND_LABELS,
  cardExpiry,
  maskedCardNumber,
  type PaymentMethodView,
} from '@aurum/contracts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A payment method id from a form, or null when it cannot be one. */
export function paymentMethodId(value: FormDataEntryValue | null): string | null {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null
}

/** A saved method as the page shows it: never more than the brand, last 4 digits and expiry. */
export function paymentMethodCard(method: PaymentMethodView) {
  const paypal = method.type === 'paypal'
  return {
    id: method.id,
    label: paypal ? 'PayPal' : method.cardType ? CARD_BRAND_LABELS[method.cardType] : 'Tarjeta',
    number: paypal ? null : maskedCardNumber(method),
    expiry: paypal ? null : cardExpiry(method),
    last4: method.last4,
    isDefault: method.isDefault,
  }
}

/**
 * Set in the session when the customer leaves for the provider's page: the methods they had, so
 * the return knows whether the new card has arrived (the provider's event may come a moment later).
 */
export const ADDING_CARD_KEY = 'addingCard'
/** How long the return waits for the provider's event before it stops looking. */
export const ADDING_CARD_WAIT_MS = 60_000

export interface AddingCard {
  known: string[]
  since: number
}
