/**
 * IVA. Prices include it; an order records, line by line and for its shipping, the rate applied
 * and the tax inside each amount (rounded per line), so the order's tax is the sum of its lines'.
 */

/** Where Spanish IVA does not apply (IGIC or IPSI instead): its name, by postcode prefix. */
const OUTSIDE_VAT_POSTCODES: Record<string, string> = {
  '35': 'Canarias',
  '38': 'Canarias',
  '51': 'Ceuta',
  '52': 'Melilla',
}

/** What an invoice and an order say of a sale outside Spanish IVA. */
export const OUTSIDE_VAT_NOTE = 'Operación no sujeta a IVA (Canarias, Ceuta y Melilla)'

/** The territory outside Spanish IVA a Spanish address is in, or null (IVA applies). */
export function outsideVatRegion(address: { zipCode: string; country: string }): string | null {
  const country = address.country.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase()
  if (!['espana', 'spain', 'es'].includes(country)) return null
  return OUTSIDE_VAT_POSTCODES[address.zipCode.trim().slice(0, 2)] ?? null
}

/** An IVA-included amount without its IVA: what the same sale costs outside Spanish IVA. */
export function withoutVat(cents: number, ratePercent: number): number {
  return Math.round((cents * 100) / (100 + ratePercent))
}

/** The IVA inside an IVA-included amount, rounded to the cent. */
export function vatIncluded(cents: number, ratePercent: number): number {
  return cents - withoutVat(cents, ratePercent)
}

/**
 * A discount shared among lines in proportion to their amounts (largest remainder): the shares
 * add up to the discount exactly and none exceeds its line.
 */
export function shareDiscount(lineCents: readonly number[], discountCents: number): number[] {
  const total = lineCents.reduce((sum, cents) => sum + cents, 0)
  if (!total || !discountCents) return lineCents.map(() => 0)
  const exact = lineCents.map((cents) => (cents * discountCents) / total)
  const shares = exact.map(Math.floor)
  let left = discountCents - shares.reduce((sum, cents) => sum + cents, 0)
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (!left) break
    shares[index] += 1
    left -= 1
  }
  return shares
}

/** An order's tax, line by line: each line's share of the discount and the IVA in what it cost. */
export interface OrderTax {
  lines: { discountCents: number; taxCents: number }[]
  shippingTaxCents: number
  taxCents: number
}

export function orderTax(
  lines: readonly { unitCents: number; quantity: number }[],
  discountCents: number,
  shippingCents: number,
  ratePercent: number,
): OrderTax {
  const amounts = lines.map((line) => line.unitCents * line.quantity)
  const discounts = shareDiscount(amounts, discountCents)
  const taxed = lines.map((_, index) => ({
    discountCents: discounts[index],
    taxCents: vatIncluded(amounts[index] - discounts[index], ratePercent),
  }))
  const shippingTaxCents = vatIncluded(shippingCents, ratePercent)
  return {
    lines: taxed,
    shippingTaxCents,
    taxCents: taxed.reduce((sum, line) => sum + line.taxCents, shippingTaxCents),
  }
}
