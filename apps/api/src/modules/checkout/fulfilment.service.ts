import { shortOrderId } from '@aurum/contracts'
import { EntityManager, LockMode } from '@mikro-orm/postgresql'
import { Inject, Injectable, Logger } from '@nestjs/common'
import { PaymentMethodsService } from '../accounts/payment-methods.service'
import { CartService } from '../cart/cart.service'
import { InventoryService } from '../inventory/inventory.service'
import { InvoicesService } from '../invoices/invoices.service'
import { ordersPaid } from '../metrics/metrics'
import { pourLinesOf } from '../inventory/pours'
import { NotificationsService } from '../notifications/notifications.service'
import { OrderMails } from '../orders/order-mails'
import { OrdersService } from '../orders/orders.service'
import { CouponsService } from './coupons.service'
import { Checkout } from './entities/checkout.entity'
import { OrderWorkflowService } from './order-workflow.service'
import { RefundsService } from './refunds.service'
import {
  PAYMENT_PROVIDER,
  type PaymentEvent,
  type PaymentProvider,
} from './payment/payment-provider'

export const EVENT_OUTCOMES = [
  'fulfilled',
  'refunded',
  'closed',
  'saved',
  'recorded',
  'ignored',
  'duplicate',
] as const
export type EventOutcome = (typeof EVENT_OUTCOMES)[number]

/**
 * Turns verified payment events into orders, in one transaction each: the event id is recorded
 * first, so a repeated delivery changes nothing; a late or out-of-order event finds the checkout
 * no longer open and changes nothing either.
 */
@Injectable()
export class FulfilmentService {
  private readonly logger = new Logger(FulfilmentService.name)

  constructor(
    private readonly em: EntityManager,
    private readonly carts: CartService,
    private readonly inventory: InventoryService,
    private readonly orders: OrdersService,
    private readonly coupons: CouponsService,
    private readonly notifications: NotificationsService,
    private readonly paymentMethods: PaymentMethodsService,
    private readonly orderMails: OrderMails,
    private readonly workflow: OrderWorkflowService,
    private readonly invoices: InvoicesService,
    private readonly refunds: RefundsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async handle(event: PaymentEvent): Promise<EventOutcome> {
    // A session in setup mode saved a card and took no payment: no checkout is involved.
    if (event.data.object.mode === 'setup') return this.saveCard(event)
    const result = await this.em.fork().transactional(async (em) => {
      if (!(await recordEvent(em, event))) return 'duplicate' as const
      // Refunds and disputes, the shop's or made in the provider's dashboard.
      if (await this.refunds.handleProviderEvent(em, event)) return 'recorded' as const
      const session = event.data.object
      const checkoutId = session.metadata?.checkoutId
      const checkout = await em.findOne(
        Checkout,
        checkoutId
          ? { id: checkoutId, providerSessionId: session.id }
          : { providerSessionId: session.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      )
      const paid =
        (event.type === 'checkout.session.completed' && session.payment_status === 'paid') ||
        event.type === 'checkout.session.async_payment_succeeded'
      // Money that arrives for a checkout already expired (its millilitres released) is not lost:
      // the order is made, served if the millilitres are still free, else refunded.
      if (checkout?.status === 'expired' && paid)
        return this.fulfil(em, checkout, session.payment_intent)
      if (!checkout || checkout.status !== 'open') return 'ignored' as const
      switch (event.type) {
        case 'checkout.session.completed':
          if (!paid) return 'ignored' as const // paid later, asynchronously
          return this.fulfil(em, checkout, session.payment_intent)
        case 'checkout.session.async_payment_succeeded':
          return this.fulfil(em, checkout, session.payment_intent)
        case 'checkout.session.async_payment_failed':
          return this.closeLocked(em, checkout, 'failed')
        case 'checkout.session.expired':
          return this.closeLocked(em, checkout, 'expired')
        default:
          return 'ignored' as const
      }
    })
    // Counted once committed: an order was placed paid (even one refunded next for want of stock).
    if (result === 'fulfilled' || typeof result !== 'string') ordersPaid.inc()
    const outcome = typeof result === 'string' ? result : await this.refundUnservable(result)
    this.logger.log(`Payment event ${event.type} ${event.id}: ${outcome}`)
    return outcome
  }

  /**
   * A paid order none of whose millilitres are left is cancelled at once, once its transaction
   * has committed: the provider refunds it and the customer is told (mail and notification). If
   * the provider cannot refund now the order stays pending, in the administrator's list, and is
   * still 'refunded' here only when the refund happened.
   */
  private async refundUnservable({ unservableOrderId }: { unservableOrderId: string }) {
    try {
      await this.workflow.move(unservableOrderId, { status: 'cancelled' })
      return 'refunded' as const
    } catch (error) {
      this.logger.error(
        `Order ${unservableOrderId} cannot be served and was not refunded: ${(error as Error).message}`,
      )
      return 'fulfilled' as const
    }
  }

  /**
   * A completed setup session: the card it saved is read at the provider (before the event is
   * recorded, so a provider that cannot answer now leaves the event to its retry), then kept in
   * the transaction that records the event.
   */
  private async saveCard(event: PaymentEvent): Promise<EventOutcome> {
    const session = event.data.object
    if (event.type !== 'checkout.session.completed' || !session.setup_intent) return 'ignored'
    const card = await this.provider.savedCard(session.setup_intent)
    const outcome = await this.em.fork().transactional(async (em) => {
      if (!(await recordEvent(em, event))) return 'duplicate' as const
      if (!card) return 'ignored' as const
      return this.paymentMethods.save(em, {
        provider: this.provider.name,
        customerId: session.customer,
        metadata: session.metadata,
        card,
      })
    })
    this.logger.log(`Payment event ${event.type} ${event.id} (setup): ${outcome}`)
    if (outcome === 'saved' && session.metadata?.userId)
      await this.paymentMethods.offerDefault(session.metadata.userId)
    return outcome
  }

  /** Closes a checkout that will never be paid (still open), giving its coupon use back. */
  async close(checkoutId: string, status: 'expired' | 'failed'): Promise<EventOutcome> {
    return this.em.fork().transactional(async (em) => {
      const checkout = await em.findOne(
        Checkout,
        { id: checkoutId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      )
      if (!checkout || checkout.status !== 'open') return 'ignored'
      return this.closeLocked(em, checkout, status)
    })
  }

  /**
   * Settles an open checkout whose events may never come (left open, or expired): the provider
   * closes it so it can no longer be paid, or says it was paid, and the shop follows.
   */
  async settle(
    checkout: Pick<Checkout, 'id' | 'providerSessionId' | 'provider'>,
    provider: PaymentProvider,
  ): Promise<EventOutcome> {
    if (checkout.provider !== provider.name) return 'ignored'
    const state = checkout.providerSessionId
      ? await provider.expire(checkout.providerSessionId)
      : 'expired'
    if (state === 'expired') return this.close(checkout.id, 'expired')
    if (state !== 'paid' || !checkout.providerSessionId) return 'ignored'
    return this.handle({
      id: `evt_settled_paid_${checkout.id}`,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: checkout.providerSessionId,
          payment_status: 'paid',
          metadata: { checkoutId: checkout.id },
        },
      },
    })
  }

  /**
   * Makes the order of a paid checkout and sells its holds. A checkout that no longer holds
   * anything (paid after it expired) is poured afresh; when that cannot be, the order is placed
   * pending and handed back for a refund.
   */
  private async fulfil(
    em: EntityManager,
    checkout: Checkout,
    paymentIntentId: string | null | undefined,
  ): Promise<EventOutcome | { unservableOrderId: string }> {
    const wanted = checkout.lines.flatMap((line, index) =>
      pourLinesOf(line).map((pour) => ({ ...pour, checkoutLine: index })),
    )
    const short = await this.inventory.unservable(em, checkout.id, wanted)
    checkout.status = 'paid'
    const order = this.orders.place(em, {
      userId: checkout.user.id,
      email: checkout.email,
      currency: checkout.currency,
      subtotalCents: checkout.subtotalCents,
      discountCents: checkout.discountCents,
      shippingCents: checkout.shippingCents,
      totalCents: checkout.totalCents,
      couponCode: checkout.couponCode,
      taxRate: checkout.taxRate,
      outsideVatRegion: checkout.outsideVatRegion,
      shippingAddress: checkout.shippingAddress,
      paymentSessionId: checkout.providerSessionId ?? checkout.id,
      paymentIntentId: paymentIntentId ?? null,
      isTest: checkout.provider === 'local',
      items: checkout.lines.map((line) => ({ ...line, stockTaken: !short.length })),
    })
    const code = shortOrderId(order.id)
    await this.coupons.markUsed(em, checkout.id)
    await em.flush()
    // Paid is invoiced, in the same transaction: the order and its invoice number exist together.
    await this.invoices.issueSimplified(em, order)
    if (short.length) {
      await this.notifications.notify(em, {
        userId: checkout.user.id,
        type: 'order',
        title: 'Pedido recibido',
        message: `Hemos recibido el pago de tu pedido #${code}, pero ya no queda stock de ${short.join(', ')}: te devolvemos el importe.`,
      })
      return { unservableOrderId: order.id }
    }
    // The order's lines are the checkout's, in its order.
    const items = order.items.getItems()
    await this.inventory.sell(
      em,
      checkout.id,
      wanted.map((line) => ({ ...line, orderItemId: items[line.checkoutLine].id })),
    )
    await this.notifications.notify(em, {
      userId: checkout.user.id,
      type: 'order',
      title: 'Pedido confirmado',
      message: `Hemos recibido el pago de tu pedido #${code}.`,
    })
    // The mails go with the order: queued in its transaction, once per order.
    await this.orderMails.tell(em, order.id, 'confirmed')
    await this.orderMails.alertAdmins(em, order.id)
    await this.inventory.alertLow(
      em,
      items.map((item) => item.id),
    )
    await this.carts.removePaid(checkout.user.id, checkout.lines, em)
    return 'fulfilled'
  }

  private async closeLocked(
    em: EntityManager,
    checkout: Checkout,
    status: 'expired' | 'failed',
  ): Promise<EventOutcome> {
    checkout.status = status
    // Bottles before the coupon, as every transaction that takes both locks them.
    await this.inventory.release(em, checkout.id)
    await this.coupons.release(em, checkout.id)
    await em.flush()
    return 'closed'
  }
}

/** Records a provider's event once: false when it was already handled (a repeated delivery). */
async function recordEvent(em: EntityManager, event: PaymentEvent): Promise<boolean> {
  const [recorded] = await em.execute<{ event_id: string }[]>(
    `insert into processed_payment_event (event_id, type) values (?, ?)
     on conflict (event_id) do nothing returning event_id`,
    [event.id, event.type],
  )
  return !!recorded
}
