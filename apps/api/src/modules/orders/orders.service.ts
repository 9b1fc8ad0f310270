import {
  centsToText,
  type DeliveryDays,
  estimatedDelivery,
  orderTax,
  shortOrderId,
  STORE_TIME_ZONE,
  storeDay,
  withdrawalDeadline,
  WITHDRAWAL_DAYS,
} from '@aurum/contracts'
import { EntityManager, LockMode } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import type { AddressSnapshot } from '../accounts/entities/address.entity'
import { SettingsService } from '../settings/settings.service'
import { OrderEvent } from './entities/order-event.entity'
import { OrderItem } from './entities/order-item.entity'
import { Order } from './entities/order.entity'
import type { SetMember } from './entities/order-item.entity'
import { type OrderInvoice, orderInvoices } from './order-invoices'
import { OrderMails } from './order-mails'
import { type OrderPours, orderPours } from './order-pours'

export interface NewOrder {
  userId: string
  email: string
  currency: string
  subtotalCents: number
  discountCents: number
  shippingCents: number
  totalCents: number
  couponCode: string | null
  /** The IVA its prices include (percent); 0 outside Spanish IVA. */
  taxRate: number
  outsideVatRegion: string | null
  shippingAddress: AddressSnapshot
  paymentSessionId: string
  paymentIntentId: string | null
  isTest: boolean
  items: {
    /** Null for a set, whose perfumes are its members. */
    variantId: string | null
    members?: SetMember[]
    name: string
    brand: string
    size: string
    unitCents: number
    quantity: number
    /** False for a size the payment covered but the stock could not: the order waits for it. */
    stockTaken: boolean
  }[]
}

const LONG_DAY = new Intl.DateTimeFormat('es-ES', { timeZone: STORE_TIME_ZONE, dateStyle: 'long' })

/** What an order keeps in place of its customer once their account is deleted. */
export const DELETED_CUSTOMER = { email: 'cliente-eliminado', name: 'Cliente eliminado' } as const

export interface CustomerOrderTotals {
  ordersCount: number
  spentCents: number
}

@Injectable()
export class OrdersService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    private readonly orderMails: OrderMails,
  ) {}

  /**
   * Records a paid order inside the caller's transaction: confirmed when every size could be
   * served, else pending with the reason in its first events.
   */
  place(em: EntityManager, input: NewOrder): Order {
    const { userId, items, ...fields } = input
    const short = items
      .filter((item) => !item.stockTaken)
      .map((item) => `${item.name} ${item.size}`)
    const tax = orderTax(items, fields.discountCents, fields.shippingCents, fields.taxRate)
    const order = em.create(Order, {
      ...fields,
      shippingTaxCents: tax.shippingTaxCents,
      taxCents: tax.taxCents,
      user: userId,
      status: short.length ? 'pending' : 'confirmed',
    })
    for (const [index, item] of items.entries()) {
      em.create(OrderItem, {
        ...tax.lines[index],
        order,
        variantId: item.variantId,
        members: item.members ?? null,
        perfumeName: item.name,
        brand: item.brand,
        size: item.size,
        unitCents: item.unitCents,
        quantity: item.quantity,
        stockTaken: item.stockTaken,
      })
    }
    const received = new Date()
    // The next step is stamped a millisecond later, so the journey always reads in order.
    const next = new Date(received.getTime() + 1)
    em.create(OrderEvent, {
      order,
      status: 'pending',
      description: 'Pedido Recibido',
      createdAt: received,
    })
    em.create(OrderEvent, {
      order,
      status: short.length ? 'pending' : 'confirmed',
      description: short.length
        ? `Pago recibido; sin stock suficiente de ${short.join(', ')}: lo revisamos y te escribimos`
        : 'Pago confirmado',
      createdAt: next,
    })
    return order
  }

  /**
   * The customer deleted their account: their orders stay for the books (amounts, items, dates,
   * events, and the city, state, postcode and country they went to) and lose who the customer
   * was: no account, no email, no name, street or phone. In the caller's transaction; answers how
   * many orders were kept this way.
   */
  async anonymiseFor(em: EntityManager, userId: string): Promise<number> {
    const kept = await em.execute<{ id: string }[]>(
      `update customer_order set user_id = null, email = ?,
         shipping_address = shipping_address || jsonb_build_object('name', ?::text, 'street', '', 'phone', '')
       where user_id = ? returning id`,
      [DELETED_CUSTOMER.email, DELETED_CUSTOMER.name, userId],
    )
    return kept.length
  }

  /** Which of these sizes some order bought (each once), whatever became of them since. */
  async variantsOrdered(variantIds: string[], em: EntityManager = this.em): Promise<string[]> {
    if (!variantIds.length) return []
    const items = await em.find(
      OrderItem,
      { variantId: { $in: variantIds } },
      { fields: ['variantId'] },
    )
    return [...new Set(items.flatMap((item) => item.variantId ?? []))]
  }

  async list(userId: string) {
    const [orders, days] = await Promise.all([
      this.em.find(
        Order,
        { user: userId },
        { populate: ['items', 'events'], orderBy: { createdAt: 'desc' } },
      ),
      this.settings.deliveryDays(),
    ])
    const [pours, invoices] = await Promise.all([
      orderPours(
        this.em,
        orders.flatMap((order) => order.items.getItems().map((item) => item.id)),
      ),
      orderInvoices(
        this.em,
        orders.map((order) => order.id),
      ),
    ])
    return orders.map((order) => toOrderView(order, days, pours, invoices.get(order.id) ?? []))
  }

  /** The owner's order; anyone else's is a 404, never someone else's order. */
  async get(userId: string, where: { id: string } | { paymentSessionId: string }) {
    const order = await this.em.findOne(
      Order,
      { ...where, user: userId },
      { populate: ['items', 'events'] },
    )
    if (!order) throw new DomainError('NOT_FOUND', 'order_not_found')
    const [pours, invoices, days] = await Promise.all([
      orderPours(
        this.em,
        order.items.getItems().map((item) => item.id),
      ),
      orderInvoices(this.em, [order.id]),
      this.settings.deliveryDays(),
    ])
    return toOrderView(order, days, pours, invoices.get(order.id) ?? [])
  }

  /**
   * The customer withdraws from a delivered order within 14 days of its delivery (CRD art. 9 and
   * 11a): the order records when, gets an event, and the receipt is mailed in the same
   * transaction; the administrators get it in their queue to refund on return. Once only.
   */
  async withdraw(userId: string, orderId: string) {
    await this.em.fork().transactional(async (em) => {
      const order = await em.findOne(
        Order,
        { id: orderId, user: userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      )
      if (!order) throw new DomainError('NOT_FOUND', 'order_not_found')
      await em.populate(order, ['items', 'events'])
      if (order.withdrawnAt) {
        throw new DomainError('CONFLICT', 'already_withdrawn', {
          params: { day: LONG_DAY.format(order.withdrawnAt) },
        })
      }
      if (order.status !== 'delivered') {
        throw new DomainError('CONFLICT', 'withdrawal_needs_delivery')
      }
      if (!withdrawalOf(order).withdrawableUntil) {
        throw new DomainError('CONFLICT', 'withdrawal_ended', {
          params: { days: WITHDRAWAL_DAYS },
        })
      }
      order.withdrawnAt = new Date()
      em.create(OrderEvent, {
        order,
        status: order.status,
        description: 'Desistimiento del contrato: el cliente devolverá los productos',
      })
      await em.flush()
      await this.orderMails.withdrawn(em, order)
      await this.orderMails.alertAdminsOf(em, order.id, {
        key: `withdrawal:${order.id}`,
        subject: `Desistimiento: pedido #${shortOrderId(order.id)}`,
        lines: [
          `El cliente ha desistido del pedido #${shortOrderId(order.id)}.`,
          'Cuando recibas los productos, reembolsa el pedido desde su página (productos y envío).',
        ],
      })
    })
    return this.get(userId, { id: orderId })
  }

  /** Spec 001's tracking reading of the user's own orders. */
  async tracking(userId: string) {
    await this.trackingOpen()
    const orders = await this.em.find(
      Order,
      { user: userId },
      { populate: ['items'], orderBy: { createdAt: 'desc' } },
    )
    return orders.map((order) => ({
      id: order.id,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      total: centsToText(order.totalCents),
      trackingNumber: order.trackingNumber,
      isTest: order.isTest,
      items: order.items
        .getItems()
        .map((item) => ({ perfumeName: item.perfumeName, quantity: item.quantity })),
    }))
  }

  async trackingEvents(userId: string, trackingNumber: string) {
    await this.trackingOpen()
    const order = await this.em.findOne(
      Order,
      // Stored upper-cased (see UpdateOrderStatusSchema); customers type it either way.
      { trackingNumber: trackingNumber.trim().toUpperCase(), user: userId },
      { populate: ['events'] },
    )
    if (!order) throw new DomainError('NOT_FOUND', 'tracking_not_found')
    return order.events.getItems().map((event) => ({
      id: event.id,
      description: event.description,
      location: event.location,
      timestamp: event.createdAt.toISOString(),
    }))
  }

  /**
   * Per customer: how many orders they placed, and what they spent. Spent counts the orders that
   * kept their money (not cancelled or refunded), less any part given back, and leaves test
   * orders out.
   */
  async totalsByUser(userIds: string[]): Promise<Map<string, CustomerOrderTotals>> {
    const totals = new Map(userIds.map((id) => [id, { ordersCount: 0, spentCents: 0 }]))
    if (!userIds.length) return totals
    const rows = await this.em.execute<{ user_id: string; orders: string; spent: string }[]>(
      `select user_id, count(*) as orders,
         coalesce(sum(total_cents - refunded_cents) filter (
           where status not in ('cancelled', 'refunded') and not is_test), 0) as spent
       from customer_order where user_id in (?) group by user_id`,
      [userIds],
    )
    for (const row of rows) {
      totals.set(row.user_id, { ordersCount: Number(row.orders), spentCents: Number(row.spent) })
    }
    return totals
  }

  /** A customer's orders, newest first, and their totals: the admin panel's customer page. */
  async summaryFor(userId: string) {
    const [orders, totals] = await Promise.all([
      this.em.find(Order, { user: userId }, { orderBy: { createdAt: 'desc', id: 'asc' } }),
      this.totalsByUser([userId]),
    ])
    return {
      ...(totals.get(userId) as CustomerOrderTotals),
      orders: orders.map((order) => ({
        id: order.id,
        code: shortOrderId(order.id),
        status: order.status,
        total: centsToText(order.totalCents),
        createdAt: order.createdAt.toISOString(),
        isTest: order.isTest,
      })),
    }
  }

  /** How many orders the customer has placed (the profile's counter), whatever became of them. */
  countFor(userId: string): Promise<number> {
    return this.em.count(Order, { user: userId })
  }

  /**
   * Which of these (customer, perfume) pairs the customer bought in a paid order: confirmed,
   * processing, shipped or delivered (not one waiting for stock, cancelled or refunded). An order
   * item keeps the id of the size it bought; sizes that orders point at are archived with their
   * perfume, never deleted, so the size still names its perfume. One query; answers
   * `${userId}:${perfumeId}` keys.
   */
  async purchasedPerfumes(pairs: { userId: string; perfumeId: string }[]): Promise<Set<string>> {
    if (!pairs.length) return new Set()
    const rows = await this.em.execute<{ user_id: string; perfume_id: string }[]>(
      `select distinct o.user_id, v.perfume_id
         from order_item oi
         join customer_order o on o.id = oi.order_id
         join perfume_variant v on v.id = oi.variant_id
        where o.status in ('confirmed', 'processing', 'shipped', 'delivered')
          and (o.user_id, v.perfume_id) in (${pairs.map(() => '(?::uuid, ?::uuid)').join(', ')})`,
      pairs.flatMap((pair) => [pair.userId, pair.perfumeId]),
    )
    return new Set(rows.map((row) => `${row.user_id}:${row.perfume_id}`))
  }

  /** The customer's orders paid through these payment sessions, by session: code and date. */
  async placedThrough(
    userId: string,
    paymentSessionIds: string[],
  ): Promise<Map<string, { code: string; createdAt: Date }>> {
    if (!paymentSessionIds.length) return new Map()
    const orders = await this.em.find(
      Order,
      { user: userId, paymentSessionId: { $in: paymentSessionIds } },
      { fields: ['id', 'paymentSessionId', 'createdAt'] },
    )
    return new Map(
      orders.map((order) => [
        order.paymentSessionId,
        { code: shortOrderId(order.id), createdAt: order.createdAt },
      ]),
    )
  }

  /** The customer's latest orders, newest first: the profile's recent activity. */
  async recentFor(userId: string, limit: number) {
    const orders = await this.em.find(
      Order,
      { user: userId },
      {
        fields: ['id', 'currency', 'totalCents', 'createdAt'],
        orderBy: { createdAt: 'desc', id: 'asc' },
        limit,
      },
    )
    return orders.map((order) => ({
      id: order.id,
      code: shortOrderId(order.id),
      currency: order.currency,
      totalCents: order.totalCents,
      createdAt: order.createdAt,
    }))
  }

  /** The administrator may switch tracking off (order_tracking_enabled). */
  private async trackingOpen(): Promise<void> {
    if (!(await this.settings.enabled('order_tracking_enabled'))) {
      throw new DomainError('NOT_FOUND', 'tracking_off')
    }
  }
}

/** Where the order's delivery stands: expected between two days, done on one, or neither. */
function deliveryOf(order: Order, days: DeliveryDays) {
  const events = order.events.getItems()
  if (order.status === 'delivered') {
    const delivered = events.findLast((event) => event.status === 'delivered')
    return {
      estimatedDelivery: null,
      deliveredOn: delivered ? storeDay(delivered.createdAt) : null,
    }
  }
  // Waiting for stock there is no date to promise; cancelled and refunded ones will not arrive.
  if (!['confirmed', 'processing', 'shipped'].includes(order.status)) {
    return { estimatedDelivery: null, deliveredOn: null }
  }
  // Counted from when it could go out: the payment, or the day a pending order got its stock.
  const confirmed = events.find((event) => event.status === 'confirmed')
  return {
    estimatedDelivery: estimatedDelivery(confirmed?.createdAt ?? order.createdAt, days),
    deliveredOn: null,
  }
}

/**
 * Where the customer's right to withdraw stands: when they used it, or until which day a
 * delivered order can still be withdrawn from (null otherwise).
 */
export function withdrawalOf(order: Order, now: Date = new Date()) {
  const delivered = order.events.getItems().findLast((event) => event.status === 'delivered')
  const deadline =
    order.status === 'delivered' && delivered && !order.withdrawnAt
      ? withdrawalDeadline(delivered.createdAt)
      : null
  return {
    withdrawnAt: order.withdrawnAt?.toISOString() ?? null,
    withdrawableUntil: deadline && storeDay(now) <= deadline ? deadline : null,
  }
}

export function toOrderView(
  order: Order,
  days: DeliveryDays,
  pours: OrderPours,
  invoices: OrderInvoice[],
) {
  return {
    id: order.id,
    code: shortOrderId(order.id),
    status: order.status,
    email: order.email,
    currency: order.currency,
    subtotal: centsToText(order.subtotalCents),
    discount: centsToText(order.discountCents),
    shipping: centsToText(order.shippingCents),
    total: centsToText(order.totalCents),
    ...orderTaxView(order),
    couponCode: order.couponCode,
    shippingAddress: order.shippingAddress,
    trackingNumber: order.trackingNumber,
    isTest: order.isTest,
    createdAt: order.createdAt.toISOString(),
    items: order.items.getItems().map((item) => ({
      perfumeName: item.perfumeName,
      brand: item.brand,
      size: item.size,
      unitPrice: centsToText(item.unitCents),
      quantity: item.quantity,
      batches: pours.byItem.get(item.id) ?? [],
      setPerfumes: item.members?.map(({ name, brand }) => ({ name, brand })) ?? null,
    })),
    events: order.events.getItems().map((event) => ({
      status: event.status,
      description: event.description,
      location: event.location,
      timestamp: event.createdAt.toISOString(),
    })),
    invoices,
    ...deliveryOf(order, days),
    ...withdrawalOf(order),
  }
}

/** What an order says of its IVA: the rate, the tax inside its total, and where none applies. */
export function orderTaxView(order: Order) {
  return {
    taxRate: order.taxRate,
    taxTotal: centsToText(order.taxCents),
    taxableBase: centsToText(order.totalCents - order.taxCents),
    outsideVatRegion: order.outsideVatRegion,
  }
}
