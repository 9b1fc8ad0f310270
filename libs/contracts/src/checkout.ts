/**
 * Shipping as the footer promises: free over a threshold, else a flat fee (store settings). The
 * threshold is null while the administrator has switched free shipping off.
 */
export interface ShippingRule {
  freeOverCents: number | null
  flatFeeCents: number
}

export const DEFAULT_SHIPPING = { freeOverCents: 5000, flatFeeCents: 395 } satisfies ShippingRule

export function shippingCents(goodsCents: number, rule: ShippingRule): number {
  return rule.freeOverCents !== null && goodsCents >= rule.freeOverCents ? 0 : rule.flatFeeCents
}

/** A coupon's discount on a subtotal: its percentage, capped by its maximum, rounded to the cent. */
export function couponDiscountCents(
  subtotalCents: number,
  coupon: { discountPercentage: number; maximumDiscountCents: number | null },
): number {
  const discount = Math.round((subtotalCents * coupon.discountPercentage) / 100)
  return Math.min(discount, coupon.maximumDiscountCents ?? discount, subtotalCents)
}

/** The short order reference customers see: the last 8 characters of its id, upper-cased. */
export function shortOrderId(id: string): string {
  return id.replace(/-/g, '').slice(-8).toUpperCase()
}
