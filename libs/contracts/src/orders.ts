// An order's workflow and the shop's calendar: pure rules shared by the API and the back office.

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * Where an order may go from each state, and nowhere else. Every order has been paid (the payment
 * event makes it), so cancelling and refunding both give the money back. A shipped order may be
 * refunded without being delivered (lost or returned parcel) but no longer cancelled: its goods
 * have left the shop.
 */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_MOVES[from].includes(to)
}

/** A move here gives the customer's money back through the payment provider. */
export function moveRefundsPayment(to: OrderStatus): boolean {
  return to === 'cancelled' || to === 'refunded'
}

/**
 * A move here puts the order's units back on the shelf: only a cancellation, whose goods never
 * left the shop. A refunded decant has been shipped and cannot be sold again.
 */
export function moveReturnsStock(to: OrderStatus): boolean {
  return to === 'cancelled'
}

/** Paid and still standing: the orders that count as sales (cancelled and refunded ones do not). */
export const SOLD_ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
] as const satisfies readonly OrderStatus[]

/** The shop's calendar: "today", days and months of the figures are counted in this time zone. */
export const STORE_TIME_ZONE = 'Europe/Madrid'

const storeDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The store's calendar day of an instant, as 'YYYY-MM-DD'. */
export function storeDay(instant: Date = new Date()): string {
  return storeDayFormat.format(instant)
}
