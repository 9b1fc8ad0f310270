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

/**
 * The most one payment may take: Stripe's highest charge (999,999.99 in a two-decimal currency),
 * which also keeps every amount of an order inside the database's integers.
 */
export const MAX_CHECKOUT_TOTAL_CENTS = 99_999_999

/**
 * The least one payment may take: Stripe's lowest charge in euros (0.50). A coupon that leaves
 * less (free shipping and a whole-cart discount) would otherwise fail at the provider.
 */
export const MIN_CHECKOUT_TOTAL_CENTS = 50

export interface CheckoutTotals {
  subtotal: number
  discount: number
  shipping: number
  total: number
}

/** Unit prices x quantities: what a coupon's minimum and percentage are measured against. */
export function checkoutSubtotal(
  lines: readonly { unitCents: number; quantity: number }[],
): number {
  return lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
}

/**
 * What paying for a cart costs, in cents: unit prices x quantities, less the coupon's discount
 * (rounded once, on the whole subtotal), plus shipping on what is left; an empty cart ships free.
 */
export function checkoutTotals(
  lines: readonly { unitCents: number; quantity: number }[],
  coupon: { discountPercentage: number; maximumDiscountCents: number | null } | null,
  rule: ShippingRule,
): CheckoutTotals {
  const subtotal = checkoutSubtotal(lines)
  const discount = coupon ? couponDiscountCents(subtotal, coupon) : 0
  const shipping = lines.length ? shippingCents(subtotal - discount, rule) : 0
  return { subtotal, discount, shipping, total: subtotal - discount + shipping }
}

/** The short order reference customers see: the last 8 characters of its id, upper-cased. */
export function shortOrderId(id: string): string {
  return id.replace(/-/g, '').slice(-8).toUpperCase()
}
