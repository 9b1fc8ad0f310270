import { EntityManager, LockMode } from '@mikro-orm/postgresql'
import { Injectable, Logger } from '@nestjs/common'
import { bumpCatalogueVersion } from '../catalogue/catalogue-version'
import { CartService } from '../checkout/cart.service'
import type { PaymentEvent } from '../checkout/payment/payment-provider'
import { releaseCouponUse } from './coupons.service'
import { Checkout } from './entities/checkout.entity'
import { Notification } from './entities/notification.entity'
import { OrderEvent } from './entities/order-event.entity'
import { OrderItem } from './entities/order-item.entity'
import { Order } from './entities/order.entity'
import { shortOrderId } from '@aurum/contracts'

export type EventOutcome = 'fulfilled' | 'closed' | 'ignored' | 'duplicate'

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
  ) {}

  async handle(event: PaymentEvent): Promise<EventOutcome> {
    const outcome = await this.em.fork().transactional(async (em) => {
      const [recorded] = await em.execute<{ event_id: string }[]>(
        `insert into processed_payment_event (event_id, type) values (?, ?)
         on conflict (event_id) do nothing returning event_id`,
        [event.id, event.type],
      )
      if (!recorded) return 'duplicate' as const
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
          return this.close(em, checkout, 'failed')
        case 'checkout.session.expired':
          return this.close(em, checkout, 'expired')
        default:
          return 'ignored' as const
      }
    })
    this.logger.log(`Payment event ${event.type} ${event.id}: ${outcome}`)
    return outcome
  }

  private async fulfil(em: EntityManager, checkout: Checkout): Promise<EventOutcome> {
    checkout.status = 'paid'
    const order = em.create(Order, {
      user: checkout.user,
      email: checkout.email,
      currency: checkout.currency,
      subtotalCents: checkout.subtotalCents,
      discountCents: checkout.discountCents,
      shippingCents: checkout.shippingCents,
      totalCents: checkout.totalCents,
      couponCode: checkout.couponCode,
      shippingAddress: checkout.shippingAddress,
      paymentSessionId: checkout.providerSessionId ?? checkout.id,
    })
    const short: string[] = []
    for (const line of checkout.lines) {
      em.create(OrderItem, {
        order,
        variantId: line.variantId,
        perfumeName: line.name,
        brand: line.brand,
        size: line.size,
        unitCents: line.unitCents,
        quantity: line.quantity,
      })
      // Stock is taken only where it is there: the database never lets it go below zero.
      const taken = await em.execute<{ id: string }[]>(
        'update perfume_variant set stock = stock - ? where id = ? and stock >= ? returning id',
        [line.quantity, line.variantId, line.quantity],
      )
      if (!taken.length) short.push(`${line.name} ${line.size}`)
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
    if (short.length) {
      order.status = 'pending'
      em.create(OrderEvent, {
        order,
        status: 'pending',
        description: `Pago recibido; sin stock suficiente de ${short.join(', ')}: lo revisamos y te escribimos`,
        createdAt: next,
      })
    } else {
      em.create(OrderEvent, {
        order,
        status: 'confirmed',
        description: 'Pago confirmado',
        createdAt: next,
      })
    }
    em.create(Notification, {
      user: checkout.user,
      type: 'order',
      title: 'Pedido confirmado',
      message: `Hemos recibido el pago de tu pedido #${shortOrderId(order.id)}.`,
    })
    await em.flush()
    await this.carts.emptyFor(checkout.user.id, em)
    await bumpCatalogueVersion(em) // stock changed
    return 'fulfilled'
  }

  private async close(
    em: EntityManager,
    checkout: Checkout,
    status: 'expired' | 'failed',
  ): Promise<EventOutcome> {
    checkout.status = status
    if (checkout.couponCode) await releaseCouponUse(em, checkout.couponCode)
    await em.flush()
    return 'closed'
  }
}
