import {
  type AdminOrderListQuery,
  canMoveOrder,
  centsToText,
  ORDER_MOVES,
  type OrderStatus,
  shortOrderId,
  STORE_TIME_ZONE,
  type UpdateOrderStatusInput,
} from '@aurum/contracts'
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { NotificationsService } from '../notifications/notifications.service'
import { OrderEvent } from './entities/order-event.entity'
import { Order } from './entities/order.entity'
import { costOfGoods, type OrderPours, orderPours } from './order-pours'
import { type MoveTarget, moveTexts } from './order-texts'
import { type OrderInvoice, orderInvoices } from './order-invoices'
import { orderTaxView, withdrawalOf } from './orders.service'
import { Refund } from './entities/refund.entity'
import { countingRefunds, givenBack, refundedUnits } from './refund-lines'

interface OrderRow {
  id: string
  email: string
  total_cents: number
  currency: string
  status: OrderStatus
  is_test: boolean
  created_at: Date
  withdrawn_at: Date | null
}

/** The back office's orders: the table, an order's page, and the moves along the workflow. */
@Injectable()
export class AdminOrdersService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationsService,
  ) {}

  /** One page of the orders table, newest first, and how many orders match. */
  async list(query: AdminOrderListQuery) {
    const knex = this.em.getKnex()
    const matching = knex('customer_order as o')
    if (query.status) matching.where('o.status', query.status)
    if (query.from) {
      matching.whereRaw('o.created_at >= (?::date)::timestamp at time zone ?', [
        query.from,
        STORE_TIME_ZONE,
      ])
    }
    if (query.to) {
      matching.whereRaw('o.created_at < (?::date + 1)::timestamp at time zone ?', [
        query.to,
        STORE_TIME_ZONE,
      ])
    }
    if (query.withdrawal) {
      matching.whereNotNull('o.withdrawn_at').whereRaw('o.refunded_cents < o.total_cents')
    }
    if (query.search) {
      const search = query.search.toLowerCase()
      matching.where((any) =>
        any
          .whereRaw('o.email ilike ?', [`%${escapeLike(search)}%`])
          .orWhereRaw(`upper(right(replace(o.id::text, '-', ''), 8)) = ?`, [
            search.replace(/^#/, '').toUpperCase(),
          ])
          .orWhereRaw('o.id::text = ?', [search]),
      )
    }
    const [rows, [{ count }]] = await Promise.all([
      matching
        .clone()
        .select<OrderRow[]>('o.id', 'o.email', 'o.total_cents', 'o.currency', 'o.status')
        .select('o.is_test', 'o.created_at', 'o.withdrawn_at')
        .orderBy([
          { column: 'o.created_at', order: 'desc' },
          { column: 'o.id', order: 'desc' },
        ])
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      matching.clone().count<{ count: string }[]>({ count: '*' }),
    ])
    return {
      total: Number(count),
      orders: (rows as OrderRow[]).map((row) => ({
        id: row.id,
        code: shortOrderId(row.id),
        email: row.email,
        total: centsToText(row.total_cents),
        currency: row.currency,
        status: row.status,
        isTest: row.is_test,
        createdAt: new Date(row.created_at).toISOString(),
        withdrawnAt: row.withdrawn_at ? new Date(row.withdrawn_at).toISOString() : null,
      })),
    }
  }

  /** An order's page: items, address, coupon, payment reference, shipment, refund, timeline. */
  async view(id: string, em: EntityManager = this.em) {
    const order = await em.findOne(Order, { id }, { populate: ['items', 'events'] })
    if (!order) throw new DomainError('NOT_FOUND', 'order_not_found')
    const [pours, invoices, refunds] = await Promise.all([
      orderPours(
        em,
        order.items.getItems().map((item) => item.id),
      ),
      orderInvoices(em, [order.id]),
      em.find(Refund, { order: order.id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    ])
    return toAdminOrderView(order, pours, invoices.get(order.id) ?? [], refunds)
  }

  /**
   * Locks the order's row for the caller's transaction: moves of the same order wait for each
   * other, so each one sees the state the previous one left.
   */
  async lockForMove(em: EntityManager, id: string): Promise<Order> {
    const order = await em.findOne(Order, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE })
    if (!order) throw new DomainError('NOT_FOUND', 'order_not_found')
    await em.populate(order, ['items'])
    return order
  }

  /** Refuses a move the workflow does not allow, or a tracking number another order has. */
  async checkMove(em: EntityManager, order: Order, input: UpdateOrderStatusInput): Promise<void> {
    if (!canMoveOrder(order.status, input.status)) {
      throw new DomainError('CONFLICT', 'order_move', {
        params: { from: order.status, to: input.status },
      })
    }
    if (
      input.trackingNumber &&
      (await em.count(Order, { trackingNumber: input.trackingNumber, id: { $ne: order.id } }))
    ) {
      throw trackingTaken(input.trackingNumber)
    }
  }

  /**
   * Writes a checked move of a locked order in the caller's transaction: the state and shipment,
   * what its refund gives back (recorded by the caller, settled later), the items' stock as the caller left it (taken when a pending
   * order is confirmed, given back when it is cancelled), the tracking event and the customer's
   * notification.
   */
  async move(
    em: EntityManager,
    order: Order,
    input: UpdateOrderStatusInput,
    refundCents: number,
  ): Promise<void> {
    const to = input.status as MoveTarget
    order.status = to
    if (to === 'shipped') {
      order.trackingNumber = input.trackingNumber ?? null
      order.carrier = input.carrier ?? null
    }
    if (to === 'confirmed' || to === 'cancelled') {
      for (const item of order.items) item.stockTaken = to === 'confirmed'
    }
    const texts = moveTexts(to, {
      code: shortOrderId(order.id),
      currency: order.currency,
      trackingNumber: order.trackingNumber,
      carrier: order.carrier,
      refundedCents: refundCents,
      note: input.note,
    })
    em.create(OrderEvent, {
      order,
      status: to,
      description: texts.event,
      location: input.location ?? null,
    })
    // A deleted account's order has nobody left to tell.
    if (order.user) {
      await this.notifications.notify(em, {
        userId: order.user.id,
        type: 'order',
        title: texts.title,
        message: texts.message,
      })
    }
    try {
      await em.flush()
    } catch (error) {
      // Two orders shipped at once with the same number: the database keeps it unique.
      if (error instanceof UniqueConstraintViolationException && input.trackingNumber) {
        throw trackingTaken(input.trackingNumber)
      }
      throw error
    }
  }
}

function trackingTaken(trackingNumber: string): DomainError {
  return new DomainError('CONFLICT', 'tracking_number_taken', { params: { trackingNumber } })
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

export function toAdminOrderView(
  order: Order,
  pours: OrderPours,
  invoices: OrderInvoice[],
  refunds: Refund[],
) {
  const units = refundedUnits(refunds)
  const counting = countingRefunds(refunds)
  const given = givenBack(refunds)
  return {
    id: order.id,
    code: shortOrderId(order.id),
    status: order.status,
    nextStatuses: [...ORDER_MOVES[order.status]],
    userId: order.user?.id ?? null,
    email: order.email,
    currency: order.currency,
    subtotal: centsToText(order.subtotalCents),
    discount: centsToText(order.discountCents),
    shipping: centsToText(order.shippingCents),
    total: centsToText(order.totalCents),
    ...orderTaxView(order),
    couponCode: order.couponCode,
    shippingAddress: order.shippingAddress,
    paymentSessionId: order.paymentSessionId,
    trackingNumber: order.trackingNumber,
    carrier: order.carrier,
    refunded: centsToText(order.refundedCents),
    refundedAt: order.refundedAt?.toISOString() ?? null,
    refundReference: order.refundReference,
    isTest: order.isTest,
    createdAt: order.createdAt.toISOString(),
    items: order.items.getItems().map((item) => ({
      id: item.id,
      perfumeName: item.perfumeName,
      brand: item.brand,
      size: item.size,
      unitPrice: centsToText(item.unitCents),
      quantity: item.quantity,
      refundableQuantity: item.quantity - (units.get(item.id) ?? 0),
      stockTaken: item.stockTaken,
      batches: pours.byItem.get(item.id) ?? [],
      setPerfumes: item.members?.map(({ name, brand }) => ({ name, brand })) ?? null,
    })),
    costOfGoods: costOfGoods(pours),
    events: order.events.getItems().map((event) => ({
      status: event.status,
      description: event.description,
      location: event.location,
      timestamp: event.createdAt.toISOString(),
    })),
    invoices,
    ...withdrawalOf(order),
    refundable: centsToText(order.totalCents - given),
    shippingRefundable:
      order.shippingCents > 0 && !counting.some((refund) => refund.shippingCents > 0),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      status: refund.status,
      source: refund.source,
      amount: centsToText(refund.amountCents),
      shipping: centsToText(refund.shippingCents),
      items: refund.lines.map((line) => ({
        orderItemId: line.orderItemId,
        quantity: line.quantity,
        amount: centsToText(line.amountCents),
      })),
      reason: refund.reason,
      providerReference: refund.providerReference,
      attempts: refund.attempts,
      lastError: refund.lastError,
      createdAt: refund.createdAt.toISOString(),
      settledAt: refund.settledAt?.toISOString() ?? null,
    })),
  }
}
