import { formatMoney, textToCents } from '@aurum/contracts'

/** An amount as the API writes it ("12.50", "-12.50" on a credit note) in cents. */
export function amountCents(text: string): number {
  const negative = text.startsWith('-')
  const cents = textToCents(negative ? text.slice(1) : text) ?? 0
  return negative ? -cents : cents
}

/** "12.50" from the API -> "12,50 €" in the store currency ("-12.50" -> "-12,50 €"). */
export function formatPrice(text: string, currency: string): string {
  return formatMoney(amountCents(text), currency)
}
