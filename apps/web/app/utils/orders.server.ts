import type { Schemas } from '@aurum/api-client'
import { type DeliveryDays, estimatedDelivery, STORE_TIME_ZONE } from '@aurum/contracts'

type OrderView = Schemas['OrderViewDto_Output']

/** The store's calendar days ('2026-11-24') read in Spanish: "24 de noviembre de 2026". */
const longDay = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** An order's date as the shop's calendar has it (Madrid), the same on any server. */
const storeDate = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'short',
  timeZone: STORE_TIME_ZONE,
})

const dayOf = (day: string) => new Date(`${day}T00:00:00Z`)

/** "24–27 de noviembre de 2026"; a single day when both ends are the same. */
export function formatDayRange(from: string, to: string): string {
  return longDay.formatRange(dayOf(from), dayOf(to))
}

/** A store day ('2026-12-12') in Spanish: "12 de diciembre de 2026". */
export function formatStoreDay(day: string): string {
  return longDay.format(dayOf(day))
}

/** A store day with its weekday, for a promise: "martes, 1 de diciembre". */
const promiseDay = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})

/**
 * What the perfume page promises by its button: the days an order placed now should arrive, from
 * the delivery settings and the shop's working days (the same rule the order's estimate uses).
 */
export function deliveryPromise(days: DeliveryDays, now = new Date()): string {
  const { from, to } = estimatedDelivery(now, days)
  const [first, last] = [promiseDay.format(dayOf(from)), promiseDay.format(dayOf(to))]
  return from === to
    ? `Pídelo hoy, llega el ${first}`
    : `Pídelo hoy, llega entre el ${first} y el ${last}`
}

export function formatOrderDate(iso: string): string {
  return storeDate.format(new Date(iso))
}

/**
 * Where the order's delivery stands, as a line of text: the estimated range while it is on its
 * way, the day it arrived once delivered, nothing while it waits for stock or will not arrive.
 */
export function deliveryText(
  order: Pick<OrderView, 'estimatedDelivery' | 'deliveredOn'>,
): string | null {
  if (order.deliveredOn) return `Entregado el ${formatStoreDay(order.deliveredOn)}`
  if (order.estimatedDelivery) {
    const { from, to } = order.estimatedDelivery
    return `Entrega estimada: ${formatDayRange(from, to)}`
  }
  return null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An order's id from its path; anything else is a 404 before the API is asked. */
export function orderIdFrom(id: string | undefined): string {
  if (!id || !UUID.test(id)) throw new Response('Pedido no encontrado', { status: 404 })
  return id
}

/** An order as the customer's order lists show it. */
export function orderCard(order: OrderView) {
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    date: formatOrderDate(order.createdAt),
    total: order.total,
    trackingNumber: order.trackingNumber,
    isTest: order.isTest,
    delivery: deliveryText(order),
    items: order.items.map(({ perfumeName, size, quantity }) => ({ perfumeName, size, quantity })),
  }
}
