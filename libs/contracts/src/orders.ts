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

/** Names of the states in the back office (spec 001 §4: 'Pendiente' in the orders tab). */
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  confirmed: 'Confirmado',
  processing: 'Procesando',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
  refunded: 'Reembolsado',
}

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

/** Longest range a chart draws day by day. */
export const MAX_SERIES_DAYS = 731

/** Most orders one bulk move takes (POST /api/admin/orders/bulk), or one print. */
export const MAX_BULK_ORDERS = 50

/**
 * What the back office prints for orders (POST /api/admin/orders/print): the packing slip that
 * goes in the parcel, or the sheet of labels stuck on its decants.
 */
export const ORDER_DOCUMENTS = ['packing-slip', 'labels'] as const
export type OrderDocument = (typeof ORDER_DOCUMENTS)[number]

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

const DAY_MS = 86_400_000

/** Calendar days a customer has to withdraw from a delivered order (CRD art. 9). */
export const WITHDRAWAL_DAYS = 14

/**
 * The last store day a delivered order can be withdrawn from: 14 calendar days after the day it
 * was delivered.
 */
export function withdrawalDeadline(deliveredAt: Date): string {
  const day = new Date(`${storeDay(deliveredAt)}T12:00:00Z`)
  return new Date(day.getTime() + WITHDRAWAL_DAYS * DAY_MS).toISOString().slice(0, 10)
}

/**
 * The working day (Monday to Friday) that comes `count` working days after a calendar day
 * ('YYYY-MM-DD'): paid on a Friday, 2 working days is the Tuesday; a Saturday or Sunday counts as
 * its Friday. Zero is the day itself, or the Monday after a weekend. Public holidays are not
 * known to the shop, so they count as working days.
 */
export function addWorkingDays(day: string, count: number): string {
  const start = Date.parse(`${day}T00:00:00Z`)
  // Monday 0 ... Sunday 6.
  const weekday = (new Date(start).getUTCDay() + 6) % 7
  if (count <= 0) return dayText(weekday < 5 ? start : start + (7 - weekday) * DAY_MS)
  // A weekend day counts from its Friday.
  const base = weekday < 5 ? start : start - (weekday - 4) * DAY_MS
  const from = Math.min(weekday, 4)
  const rest = count % 5
  // Whole weeks, then the rest; a rest that passes Friday jumps the weekend.
  const days = Math.floor(count / 5) * 7 + rest + (from + rest > 4 ? 2 : 0)
  return dayText(base + days * DAY_MS)
}

function dayText(instant: number): string {
  return new Date(instant).toISOString().slice(0, 10)
}

/** The store's delivery promise: working days after payment (delivery_days_min / _max). */
export interface DeliveryDays {
  min: number
  max: number
}

/**
 * When an order should arrive: from `min` to `max` working days after the store's day (Madrid) on
 * which it could go out. Ends given the wrong way round are read in order.
 */
export function estimatedDelivery(
  readySince: Date,
  days: DeliveryDays,
): { from: string; to: string } {
  const day = storeDay(readySince)
  return {
    from: addWorkingDays(day, Math.min(days.min, days.max)),
    to: addWorkingDays(day, Math.max(days.min, days.max)),
  }
}
