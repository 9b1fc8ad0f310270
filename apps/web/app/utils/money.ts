import { formatMoney, textToCents } from '@aurum/contracts'

/** "12.50" from the API -> "12,50 €" in the store currency. */
export function formatPrice(text: string, currency: string): string {
  return formatMoney(textToCents(text) ?? 0, currency)
}
