import { shortOrderId } from '@aurum/contracts'
import { EntityManager, LockMode } from '@mikro-orm/postgresql'
import { Inject, Injectable, Logger } from '@nestjs/common'
import { PaymentMethodsService } from '../accounts/payment-methods.service'
import { CartService } from '../cart/cart.service'
import { CatalogueService } from '../catalogue/catalogue.service'
import { NotificationsService } from '../notifications/notifications.service'
import { OrderMails } from '../orders/order-mails'
import { OrdersService } from '../orders/orders.service'
import { CouponsService } from './coupons.service'
import { Checkout } from './entities/checkout.entity'
import {
  PAYMENT_PROVIDER,
  type PaymentEvent,
  type PaymentProvider,
} from './payment/payment-provider'

export const EVENT_OUTCOMES = ['fulfilled', 'closed', 'saved', 'ignored', 'duplicate'] as const
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
    private readonly catalogue: CatalogueService,
    private readonly orders: OrdersService,
    private readonly coupons: CouponsService,
    private readonly notifications: NotificationsService,
    private readonly paymentMethods: PaymentMethodsService,
    private readonly orderMails: OrderMails,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async handle(event: PaymentEvent): Promise<EventOutcome> {
    // A session in setup mode saved a card and took no payment: no checkout is involved.
    if (event.data.object.mode === 'setup') return this.saveCard(event)
    const outcome = await this.em.fork().transactional(async (em) => {
      if (!(await recordEvent(em, event))) return 'duplicate' as const
      const session = event.data.object
      const checkoutId = session.metadata?.checkoutId
      const checkout = await em.findOne(
        Checkout,
        checkoutId
          ? { id: checkoutId, providerSessionId: session.id }
          : { providerSessionId: session.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      )
      if (!checkout || checkout.status !== 'open') return 'ignored' as const
      switch (event.type) {
        case 'checkout.session.completed':
          if (session.payment_status !== 'paid') return 'ignored' as const // paid later, asynchronously
          return this.fulfil(em, checkout)
        case 'checkout.session.async_payment_succeeded':
          return this.fulfil(em, checkout)
        case 'checkout.session.async_payment_failed':
          return this.closeLocked(em, checkout, 'failed')
        case 'checkout.session.expired':
          return this.closeLocked(em, checkout, 'expired')
        default:
          return 'ignored' as const
      }
    })
    this.logger.log(`Payment event ${event.type} ${event.id}: ${outcome}`)
    return outcome
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

  private async fulfil(em: EntityManager, checkout: Checkout): Promise<EventOutcome> {
    checkout.status = 'paid'
    const lines = inLockOrder(checkout.lines)
    const taken = new Map<string, boolean>()
    for (const line of lines) {
      taken.set(line.variantId, await this.catalogue.takeStock(em, line.variantId, line.quantity))
    }
    const items = checkout.lines.map((line) => ({
      ...line,
      stockTaken: taken.get(line.variantId) === true,
    }))
    const short = items
      .filter((item) => !item.stockTaken)
      .map((item) => `${item.name} ${item.size}`)
    const order = this.orders.place(em, {
      userId: checkout.user.id,
      email: checkout.email,
      currency: checkout.currency,
      subtotalCents: checkout.subtotalCents,
      discountCents: checkout.discountCents,
      shippingCents: checkout.shippingCents,
      totalCents: checkout.totalCents,
      couponCode: checkout.couponCode,
      shippingAddress: checkout.shippingAddress,
      paymentSessionId: checkout.providerSessionId ?? checkout.id,
      isTest: checkout.provider === 'local',
      items,
    })
    const code = shortOrderId(order.id)
    // A paid order that cannot be fully served is not announced as confirmed.
    await this.notifications.notify(
      em,
      short.length
        ? {
            userId: checkout.user.id,
            type: 'order',
            title: 'Pedido recibido',
            message: `Hemos recibido el pago de tu pedido #${code}, pero no queda stock suficiente de ${short.join(', ')}: lo revisamos y te escribimos.`,
          }
        : {
            userId: checkout.user.id,
            type: 'order',
            title: 'Pedido confirmado',
            message: `Hemos recibido el pago de tu pedido #${code}.`,
          },
    )
    await this.coupons.markUsed(em, checkout.id)
    await em.flush()
    // The mails go with the order: queued in its transaction, once per order.
    await this.orderMails.tell(em, order.id, 'confirmed')
    await this.orderMails.alertAdmins(em, order.id)
    await this.carts.removePaid(checkout.user.id, lines, em)
    await this.catalogue.changed(em) // stock changed
    return 'fulfilled'
  }

  private async closeLocked(
    em: EntityManager,
    checkout: Checkout,
    status: 'expired' | 'failed',
  ): Promise<EventOutcome> {
    checkout.status = status
    await this.coupons.release(em, checkout.id)
    await em.flush()
    return 'closed'
  }
}

/**
 * Lines in the one order every transaction locks their sizes in (by id): two orders paid, cancelled
 * or confirmed at once with the same sizes in other orders would otherwise lock them crosswise,
 * and PostgreSQL would end one of them with a deadlock (a 500; the event or the move lost).
 */
export function inLockOrder<Line extends { variantId: string }>(lines: readonly Line[]): Line[] {
  return [...lines].sort((a, b) =>
    a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0,
  )
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
