/**
 * Money is kept in integer cents everywhere; the specification's text form ("12.50") is made only
 * at the edges (API answers, forms).
 */

/** 1250 -> "12.50" */
export function centsToText(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** "12.5" or "12,50" -> 1250; null when the text is not an amount with at most two decimals. */
export function textToCents(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Price after an offer: price x (1 - discount/100), rounded half up to the cent. */
export function priceAfterDiscount(priceCents: number, discountPercentage: number): number {
  return Math.round((priceCents * (100 - discountPercentage)) / 100)
}

/** Price of one millilitre, in cents rounded to the cent. */
export function pricePerMl(priceCents: number, ml: number): number {
  return Math.round(priceCents / ml)
}

const formatters = new Map<string, Intl.NumberFormat>()

/** 1250, 'EUR' -> "12,50 €" (Spanish formatting, one store currency). */
export function formatMoney(cents: number, currency = 'EUR'): string {
  let formatter = formatters.get(currency)
  if (!formatter) {
    formatter = new Intl.NumberFormat('es-ES', { style: 'currency', currency })
    formatters.set(currency, formatter)
  }
  return formatter.format(cents / 100)
}
