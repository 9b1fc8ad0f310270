import { formatMoney, type RefundRequestInput, shortOrderId, vatIncluded } from '@aurum/contracts'
import { EntityManager, LockMode } from '@mikro-orm/postgresql'
import { Inject, Injectable, Logger } from '@nestjs/common'
import { Cron, CronExpression } from '@nestjs/schedule'
import { DomainError } from '../../common/domain-error'
import { InventoryService } from '../inventory/inventory.service'
import { InvoicesService } from '../invoices/invoices.service'
import { jobsFailed } from '../metrics/metrics'
import { NotificationsService } from '../notifications/notifications.service'
import { AdminOrdersService } from '../orders/admin-orders.service'
import { OrderEvent } from '../orders/entities/order-event.entity'
import { Order } from '../orders/entities/order.entity'
import { Refund, type RefundLine } from '../orders/entities/refund.entity'
import { OrderMails } from '../orders/order-mails'
import { countingRefunds, givenBack, refundedUnits, refundLine } from '../orders/refund-lines'
import { LocalProvider } from './payment/local.provider'
import {
  PAYMENT_PROVIDER,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderRefund,
} from './payment/payment-provider'

/** Times the provider is asked before a refund is shown as failed (about 4 hours in all). */
export const REFUND_ATTEMPTS = 8

/** Statuses whose goods have not left the shop: what they refund goes back to the bottles. */
const UNSHIPPED: ReadonlySet<string> = new Set(['pending', 'confirmed', 'processing'])

/**
 * Money given back, as a ledger. A refund is recorded pending in the shop's transaction, then the
 * provider is asked outside it (the refund's id is its idempotency key), and the answer settles
 * it: the order's refunded total, its event, the credit note and the customer's mail. A provider
 * that fails is asked again later; a commit that fails after the provider paid leaves the refund
 * pending, and asking again gets the same refund back: it settles once, never twice, never lost.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger(RefundsService.name)

  constructor(
    private readonly em: EntityManager,
    private readonly orders: AdminOrdersService,
    private readonly inventory: InventoryService,
    private readonly invoices: InvoicesService,
    private readonly notifications: NotificationsService,
    private readonly orderMails: OrderMails,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly testPayments: LocalProvider,
  ) {}

  /** The administrator gives back units of some lines, the shipping, or both. */
  async request(orderId: string, input: RefundRequestInput, adminId: string) {
    const refundId = await this.em.fork().transactional(async (em) => {
      const order = await this.orders.lockForMove(em, orderId)
      const refund = await this.record(em, order, {
        units: input.items,
        shipping: input.shipping,
        reason: input.reason ?? null,
        requestedBy: adminId,
      })
      em.create(OrderEvent, {
        order,
        status: order.status,
        description: `Reembolso solicitado: ${formatMoney(refund.amountCents, order.currency)}`,
      })
      await em.flush()
      return refund.id
    })
    await this.attempt(refundId)
    return this.orders.view(orderId, this.em.fork())
  }

  /**
   * Records a pending refund of a locked order in the caller's transaction: units of its lines
   * and its shipping, each no more than is left to give back, the whole no more than was paid.
   * The millilitres of lines given back whole before shipping return to their bottles.
   */
  async record(
    em: EntityManager,
    order: Order,
    wanted: {
      units: { orderItemId: string; quantity: number }[] | 'all'
      shipping: boolean
      reason: string | null
      requestedBy?: string | null
    },
  ): Promise<Refund> {
    this.checkProvider(order)
    const existing = await em.find(Refund, { order })
    const given = givenBack(existing)
    const units = refundedUnits(existing)
    const items = order.items.getItems()
    const asked =
      wanted.units === 'all'
        ? items.map((item) => ({
            orderItemId: item.id,
            quantity: item.quantity - (units.get(item.id) ?? 0),
          }))
        : wanted.units
    const lines: RefundLine[] = []
    for (const { orderItemId, quantity } of asked) {
      const item = items.find((each) => each.id === orderItemId)
      if (!item) throw new DomainError('VALIDATION_FAILED', 'refund_foreign_line')
      const left = item.quantity - (units.get(item.id) ?? 0)
      if (quantity > left) {
        const line = `${item.perfumeName} ${item.size}`
        throw left
          ? new DomainError('CONFLICT', 'refund_units_left', { params: { item: line, left } })
          : new DomainError('CONFLICT', 'refund_line_done', { params: { item: line } })
      }
      if (quantity > 0)
        lines.push(refundLine(item, quantity, units.get(item.id) ?? 0, order.taxRate))
    }
    const shippingGiven = countingRefunds(existing).some((refund) => refund.shippingCents > 0)
    if (wanted.shipping && wanted.units !== 'all' && (shippingGiven || !order.shippingCents)) {
      throw new DomainError(
        'CONFLICT',
        order.shippingCents ? 'refund_shipping_done' : 'refund_no_shipping',
      )
    }
    let shippingCents = wanted.shipping && !shippingGiven ? order.shippingCents : 0
    let amountCents = lines.reduce((sum, line) => sum + line.amountCents, shippingCents)
    let taxCents = lines.reduce(
      (sum, line) => sum + line.taxCents,
      vatIncluded(shippingCents, order.taxRate),
    )
    // The rest of an order part of which went back from the provider's dashboard (naming no
    // lines) is what is left of its total, as one amount.
    const left = order.totalCents - given
    if (wanted.units === 'all' && amountCents > left) {
      ;[amountCents, shippingCents, taxCents] = [left, 0, vatIncluded(left, order.taxRate)]
      lines.length = 0
    }
    if (amountCents <= 0) throw new DomainError('CONFLICT', 'refund_nothing_left')
    if (amountCents > left) {
      throw new DomainError('CONFLICT', 'refund_above_paid', {
        params: { left: formatMoney(left, order.currency) },
      })
    }
    const refund = em.create(Refund, {
      order,
      amountCents,
      shippingCents,
      taxCents,
      lines,
      reason: wanted.reason,
      requestedBy: wanted.requestedBy ?? null,
      // Asked at once after the commit; the retry job picks it up if that never happens.
      nextAttemptAt: new Date(Date.now() + 60_000),
    })
    await em.flush()
    if (UNSHIPPED.has(order.status)) {
      const whole = items.filter(
        (item) =>
          (units.get(item.id) ?? 0) +
            (lines.find((line) => line.orderItemId === item.id)?.quantity ?? 0) ===
          item.quantity,
      )
      await this.inventory.giveBack(
        em,
        whole.map((item) => item.id),
      )
    }
    return refund
  }

  /**
   * The refund of whatever is left of a locked order (a cancellation), or null when nothing is:
   * nothing was charged, or all of it went back already.
   */
  async recordRest(em: EntityManager, order: Order): Promise<Refund | null> {
    const given = givenBack(await em.find(Refund, { order }))
    if (order.totalCents - given <= 0) return null
    return this.record(em, order, { units: 'all', shipping: true, reason: null })
  }

  /**
   * Asks the provider for a pending refund, outside any transaction, and settles it from the
   * answer. Never throws: a failure is written on the refund and tried again later.
   */
  async attempt(refundId: string): Promise<void> {
    const refund = await this.em.fork().findOne(Refund, refundId, { populate: ['order'] })
    if (!refund || refund.status !== 'pending') return
    const order = refund.order
    let reference: string
    try {
      const provider = order.isTest ? this.testPayments : this.provider
      ;({ reference } = await provider.refund({
        refundId: refund.id,
        orderId: order.id,
        sessionId: order.paymentSessionId,
        amountCents: refund.amountCents,
      }))
    } catch (error) {
      this.logger.error(
        `Refund ${refund.id} of order ${order.id} failed: ${(error as Error).message}`,
      )
      await this.failedAttempt(refund.id, error as Error)
      return
    }
    try {
      await this.settle(refund.id, reference)
    } catch (error) {
      // The provider gave the money back and the shop could not write it: the refund stays
      // pending, and the retry gets the same refund back from the provider.
      this.logger.error(
        `Refund ${refund.id} was made (${reference}) but not recorded: ${(error as Error).message}`,
      )
    }
  }

  /**
   * Pending refunds whose next attempt is due, oldest first: the retry job's round. They are
   * claimed for 5 minutes in one statement, so two replicas never ask for the same one at once
   * (and if they did, the idempotency key would answer the same refund).
   */
  async retryDue(limit = 20): Promise<number> {
    const due = await this.em.fork().execute<{ id: string }[]>(
      `update refund set next_attempt_at = now() + interval '5 minutes'
       where id in (
         select id from refund where status = 'pending' and next_attempt_at <= now()
         order by next_attempt_at limit ? for update skip locked)
       returning id`,
      [limit],
    )
    for (const refund of due) await this.attempt(refund.id)
    return due.length
  }

  /** Every minute: the refunds the provider could not make yet, or that never got recorded. */
  @Cron(CronExpression.EVERY_MINUTE, { name: 'refund-retry', waitForCompletion: true })
  async retryJob(): Promise<void> {
    try {
      await this.retryDue()
    } catch (error) {
      jobsFailed.inc({ job: 'refund-retry' })
      this.logger.warn(`Refund retry round failed: ${(error as Error).message}`)
    }
  }

  /** The administrator asks again for a refund shown as failed. */
  async retry(refundId: string) {
    const refund = await this.em
      .fork()
      .findOne(Refund, refundId, { fields: ['id', 'status', 'order'] })
    if (!refund) throw new DomainError('NOT_FOUND', 'refund_not_found')
    if (refund.status === 'succeeded') throw new DomainError('CONFLICT', 'refund_done')
    await this.em
      .fork()
      .nativeUpdate(
        Refund,
        { id: refundId, status: { $ne: 'succeeded' } },
        { status: 'pending', nextAttemptAt: new Date() },
      )
    await this.attempt(refundId)
    return this.orders.view(refund.order.id, this.em.fork())
  }

  /**
   * Writes down a refund the provider made, once: pending becomes succeeded, the order's
   * refunded total grows, and the credit note, the event and the customer's mail follow.
   */
  async settle(refundId: string, reference: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const refund = await em.findOne(Refund, refundId, { lockMode: LockMode.PESSIMISTIC_WRITE })
      if (!refund || refund.status === 'succeeded') return
      const order = await em.findOneOrFail(Order, refund.order.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      })
      refund.status = 'succeeded'
      refund.providerReference = reference
      refund.settledAt = new Date()
      refund.attempts += 1
      refund.lastError = null
      refund.nextAttemptAt = null
      await this.recordGiven(em, order, refund)
    })
  }

  /**
   * What the provider says happened to money, by webhook: the shop's own refunds settle or fail,
   * refunds made in its dashboard are recorded with their credit note, and disputes reach the
   * order. Answers whether the event was about a refund or a dispute.
   */
  async handleProviderEvent(em: EntityManager, event: PaymentEvent): Promise<boolean> {
    const object = event.data.object
    switch (event.type) {
      case 'refund.created':
      case 'refund.updated':
        await this.providerRefund(em, { ...object, amount: object.amount ?? 0 })
        return true
      case 'charge.refunded':
        for (const refund of object.refunds?.data ?? []) await this.providerRefund(em, refund)
        if (!object.refunds?.data) await this.chargeRefunded(em, object)
        return true
      case 'charge.dispute.created':
      case 'charge.dispute.closed':
        await this.dispute(em, event)
        return true
      default:
        return false
    }
  }

  private async providerRefund(em: EntityManager, made: ProviderRefund): Promise<void> {
    const ours = made.metadata?.refundId
      ? await em.findOne(Refund, made.metadata.refundId, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : await em.findOne(Refund, { providerReference: made.id })
    if (ours) {
      if (ours.status === 'succeeded') return
      if (made.status === 'failed' || made.status === 'canceled') {
        ours.status = 'failed'
        ours.lastError = `El proveedor de pago rechazó el reembolso (${made.status})`
        await em.flush()
        return
      }
      if (made.status && made.status !== 'succeeded') return // still on its way at the provider
      const order = await em.findOneOrFail(Order, ours.order.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      })
      ours.status = 'succeeded'
      ours.providerReference = made.id
      ours.settledAt = new Date()
      ours.nextAttemptAt = null
      await this.recordGiven(em, order, ours)
      return
    }
    if (made.status && made.status !== 'succeeded') return
    const order = made.payment_intent
      ? await em.findOne(
          Order,
          { paymentIntentId: made.payment_intent },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        )
      : null
    if (!order) return
    await this.fromDashboard(em, order, made.id, made.amount)
  }

  /** A charge refunded without its list of refunds: what is beyond the shop's refunds came from elsewhere. */
  private async chargeRefunded(
    em: EntityManager,
    charge: PaymentEvent['data']['object'],
  ): Promise<void> {
    if (!charge.payment_intent || charge.amount_refunded === undefined) return
    const order = await em.findOne(
      Order,
      { paymentIntentId: charge.payment_intent },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    )
    if (!order) return
    const known = givenBack(await em.find(Refund, { order }))
    const extra = charge.amount_refunded - known
    if (extra > 0)
      await this.fromDashboard(em, order, `${charge.id}:${charge.amount_refunded}`, extra)
  }

  /** A refund made in the provider's dashboard: recorded as given, and the administrators told. */
  private async fromDashboard(
    em: EntityManager,
    order: Order,
    reference: string,
    amountCents: number,
  ): Promise<void> {
    if (await em.count(Refund, { providerReference: reference })) return
    const given = givenBack(await em.find(Refund, { order }))
    const cents = Math.min(amountCents, order.totalCents - given)
    if (cents <= 0) return
    const refund = em.create(Refund, {
      order,
      source: 'provider',
      status: 'succeeded',
      amountCents: cents,
      taxCents: vatIncluded(cents, order.taxRate),
      reason: 'Reembolso hecho en el panel del proveedor de pago',
      providerReference: reference,
      settledAt: new Date(),
    })
    await this.recordGiven(em, order, refund)
    await this.orderMails.alertAdminsOf(em, order.id, {
      key: `provider-refund:${refund.id}`,
      subject: `Reembolso fuera de la tienda: pedido #${shortOrderId(order.id)}`,
      lines: [
        `El proveedor de pago ha devuelto ${formatMoney(cents, order.currency)} del pedido #${shortOrderId(order.id)} sin pasar por el panel.`,
        'La tienda lo ha anotado con su factura rectificativa. Revisa el pedido por si hay que cancelarlo o recuperar el stock.',
      ],
    })
  }

  private async dispute(em: EntityManager, event: PaymentEvent): Promise<void> {
    const dispute = event.data.object
    if (!dispute.payment_intent) return
    const order = await em.findOne(Order, { paymentIntentId: dispute.payment_intent })
    if (!order) return
    const amount = formatMoney(dispute.amount ?? 0, order.currency)
    const opened = event.type === 'charge.dispute.created'
    const description = opened
      ? `Disputa abierta por el cliente en su banco (${dispute.reason ?? 'sin motivo'}): ${amount}`
      : `Disputa cerrada: ${dispute.status === 'won' ? 'ganada' : dispute.status === 'lost' ? 'perdida' : dispute.status}`
    em.create(OrderEvent, { order, status: order.status, description })
    await this.orderMails.alertAdminsOf(em, order.id, {
      key: `dispute:${dispute.id}:${opened ? 'created' : 'closed'}`,
      subject: `${opened ? 'Disputa abierta' : 'Disputa cerrada'}: pedido #${shortOrderId(order.id)}`,
      lines: [description, 'Responde a la disputa desde el panel del proveedor de pago.'],
    })
    await em.flush()
  }

  /** A refund that reached the customer: the order's total given back, its event, credit note and mail. */
  private async recordGiven(em: EntityManager, order: Order, refund: Refund): Promise<void> {
    order.refundedCents += refund.amountCents
    order.refundedAt = refund.settledAt
    order.refundReference = refund.providerReference
    em.create(OrderEvent, {
      order,
      status: order.status,
      description: `Reembolso hecho: ${formatMoney(refund.amountCents, order.currency)}`,
    })
    await em.flush()
    await this.invoices.issueCredit(em, order, refund)
    if (order.user) {
      await this.notifications.notify(em, {
        userId: order.user.id,
        type: 'order',
        title: 'Reembolso hecho',
        message: `Te hemos devuelto ${formatMoney(refund.amountCents, order.currency)} de tu pedido #${shortOrderId(order.id)}.`,
      })
    }
    await this.orderMails.refunded(em, order.id, { id: refund.id, cents: refund.amountCents })
  }

  private async failedAttempt(refundId: string, error: Error): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const refund = await em.findOne(Refund, refundId, { lockMode: LockMode.PESSIMISTIC_WRITE })
      if (!refund || refund.status !== 'pending') return
      refund.attempts += 1
      refund.lastError = error.message.slice(0, 500)
      if (refund.attempts >= REFUND_ATTEMPTS) {
        refund.status = 'failed'
        refund.nextAttemptAt = null
      } else {
        // 1, 2, 4 ... minutes: a provider that is down gets time to come back.
        refund.nextAttemptAt = new Date(Date.now() + 60_000 * 2 ** (refund.attempts - 1))
      }
    })
  }

  /** A real payment is refunded only by the provider that took it. */
  private checkProvider(order: Order): void {
    if (!order.isTest && this.provider.name === 'local') {
      throw new DomainError('SERVICE_UNAVAILABLE', 'refund_needs_stripe')
    }
  }
}
