import { centsToText, shippingCents } from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Inject, Injectable, Logger } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { Address } from '../accounts/entities/address.entity'
import type { CurrentUser } from '../auth/current-user'
import { CartService } from '../checkout/cart.service'
import { PAYMENT_PROVIDER, type PaymentProvider } from '../checkout/payment/payment-provider'
import { checkCoupon, releaseCouponUse, reserveCouponUse } from './coupons.service'
import { Checkout } from './entities/checkout.entity'
import { shippingRule } from './shop-settings'

@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name)

  constructor(
    private readonly em: EntityManager,
    private readonly carts: CartService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** What the cart costs now, with a coupon: the same numbers the payment page will show. */
  async quote(userId: string, couponCode?: string) {
    const lines = await this.carts.pricedLines(userId)
    const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
    const discount = couponCode
      ? (await checkCoupon(this.em, couponCode, subtotal)).discountCents
      : 0
    const shipping = lines.length
      ? shippingCents(subtotal - discount, await shippingRule(this.em))
      : 0
    return { lines, subtotal, discount, shipping, total: subtotal - discount + shipping }
  }

  /**
   * Prices the signed-in customer's cart from the database, takes a use of the coupon (given back
   * if the payment never happens), snapshots it all and asks the provider for a hosted page.
   */
  async start(user: CurrentUser, input: { addressId: string; couponCode?: string }) {
    const quote = await this.quote(user.id, input.couponCode)
    if (!quote.lines.length) {
      throw new DomainError('VALIDATION_FAILED', 'Carrito vacío', {
        cart: ['Agrega productos antes de proceder al pago'],
      })
    }
    for (const line of quote.lines) {
      if (line.quantity > line.stock) {
        throw new DomainError(
          'OUT_OF_STOCK',
          `No queda stock suficiente de ${line.name} ${line.size}`,
        )
      }
    }
    const address = await this.em.findOne(Address, { id: input.addressId, user: user.id })
    if (!address) throw new DomainError('NOT_FOUND', 'Address not found')

    const checkout = await this.em.fork().transactional(async (em) => {
      if (input.couponCode) await reserveCouponUse(em, input.couponCode)
      return em.create(Checkout, {
        user: user.id,
        provider: this.provider.name,
        email: user.email,
        lines: quote.lines.map(({ stock: _stock, ...line }) => line),
        shippingAddress: {
          name: address.name,
          street: address.street,
          city: address.city,
          state: address.state,
          zipCode: address.zipCode,
          country: address.country,
          phone: address.phone,
        },
        couponCode: input.couponCode ?? null,
        currency: this.env.STORE_CURRENCY,
        subtotalCents: quote.subtotal,
        discountCents: quote.discount,
        shippingCents: quote.shipping,
        totalCents: quote.total,
      })
    })

    try {
      const session = await this.provider.createSession(checkout, {
        success: `${this.env.WEB_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel: `${this.env.WEB_URL}/carrito`,
      })
      await this.em.nativeUpdate(Checkout, { id: checkout.id }, { providerSessionId: session.id })
      return { sessionId: session.id, url: session.url, total: centsToText(quote.total) }
    } catch (error) {
      this.logger.error(error)
      await this.em.fork().transactional(async (em) => {
        await em.nativeUpdate(Checkout, { id: checkout.id }, { status: 'failed' })
        if (input.couponCode) await releaseCouponUse(em, input.couponCode)
      })
      throw new DomainError('SERVICE_UNAVAILABLE', 'Error al crear la sesión de pago')
    }
  }
}
