import {
  centsToText,
  checkoutSubtotal,
  checkoutTotals,
  MAX_CHECKOUT_TOTAL_CENTS,
  MIN_CHECKOUT_TOTAL_CENTS,
  outsideVatRegion,
  withoutVat,
} from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Inject, Injectable, Logger } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { AddressesService } from '../accounts/addresses.service'
import { PaymentMethodsService } from '../accounts/payment-methods.service'
import type { CurrentUser } from '../auth/current-user'
import { CartService } from '../cart/cart.service'
import { InventoryService } from '../inventory/inventory.service'
import { pourLinesOf } from '../inventory/pours'
import { SettingsService } from '../settings/settings.service'
import { CouponsService } from './coupons.service'
import { Checkout } from './entities/checkout.entity'
import { FulfilmentService } from './fulfilment.service'
import {
  CHECKOUT_TTL_MINUTES,
  PAYMENT_PROVIDER,
  type PaymentProvider,
} from './payment/payment-provider'

@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name)

  constructor(
    private readonly em: EntityManager,
    private readonly carts: CartService,
    private readonly addresses: AddressesService,
    private readonly coupons: CouponsService,
    private readonly settings: SettingsService,
    private readonly fulfilment: FulfilmentService,
    private readonly paymentMethods: PaymentMethodsService,
    private readonly inventory: InventoryService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** What the cart costs now, with a coupon: the same numbers the payment page will show. */
  async quote(userId: string, couponCode?: string) {
    if (couponCode && !(await this.settings.enabled('coupons_enabled'))) {
      throw new DomainError('CONFLICT', 'coupons_off')
    }
    const lines = await this.carts.pricedLines(userId)
    const coupon = couponCode
      ? await this.coupons.check(couponCode, checkoutSubtotal(lines), userId)
      : null
    return { lines, ...checkoutTotals(lines, coupon, await this.settings.shippingRule()) }
  }

  /**
   * Prices the signed-in customer's cart from the database, holds its millilitres and a use of
   * the coupon (given back if the payment never happens), snapshots it all and asks the provider
   * for a hosted page.
   */
  async start(user: CurrentUser, input: { addressId: string; couponCode?: string }) {
    const shippingAddress = await this.addresses.snapshot(user.id, input.addressId)
    const vatRate = await this.settings.vatRate()
    const region = outsideVatRegion(shippingAddress)
    const quote = chargedQuote(await this.quote(user.id, input.couponCode), region, vatRate)
    if (!quote.lines.length) {
      throw new DomainError('VALIDATION_FAILED', 'cart_empty', {
        fieldErrors: {
          cart: ['Agrega productos antes de proceder al pago'],
        },
      })
    }
    // Beyond what one payment may take (and the order's integer columns could keep): a 400. The
    // subtotal counts too: a whole-cart coupon leaves a small total of a huge subtotal.
    if (Math.max(quote.subtotal, quote.total) > MAX_CHECKOUT_TOTAL_CENTS) {
      throw new DomainError('VALIDATION_FAILED', 'total_above_max', {
        fieldErrors: {
          cart: [
            `Un pago puede ser de ${centsToText(MAX_CHECKOUT_TOTAL_CENTS)} como máximo: quita algunas unidades`,
          ],
        },
      })
    }
    if (quote.total < MIN_CHECKOUT_TOTAL_CENTS) {
      throw new DomainError('VALIDATION_FAILED', 'total_below_min', {
        fieldErrors: {
          cart: [
            `Un pago debe ser de ${centsToText(MIN_CHECKOUT_TOTAL_CENTS)} como mínimo: agrega algún producto`,
          ],
        },
      })
    }
    for (const line of quote.lines) {
      if (line.quantity > line.stock) {
        throw new DomainError('OUT_OF_STOCK', 'stock_short', {
          params: { item: `${line.name} ${line.size}` },
        })
      }
    }
    const couponCode = input.couponCode ?? null
    // A payment page left open with this coupon is closed first: its use moves to this one.
    if (couponCode) await this.closeOpen(user.id, couponCode)

    const checkout = await this.em.fork().transactional(async (em) => {
      const created = em.create(Checkout, {
        user: user.id,
        provider: this.provider.name,
        email: user.email,
        lines: quote.lines.map(({ stock: _stock, ...line }) => line),
        shippingAddress,
        couponCode,
        currency: this.env.STORE_CURRENCY,
        subtotalCents: quote.subtotal,
        discountCents: quote.discount,
        shippingCents: quote.shipping,
        totalCents: quote.total,
        taxRate: region ? 0 : vatRate,
        outsideVatRegion: region,
        expiresAt: new Date(Date.now() + CHECKOUT_TTL_MINUTES * 60_000),
      })
      await em.flush()
      // The millilitres are the customer's while the payment page is open: the last ones are
      // held by one checkout only, and a 409 names the size when they are not free.
      await this.inventory.hold(
        em,
        created.id,
        quote.lines.flatMap((line, index) =>
          pourLinesOf(line).map((pour) => ({ ...pour, checkoutLine: index })),
        ),
      )
      if (couponCode) await this.coupons.hold(em, couponCode, user.id, created.id)
      return created
    })

    try {
      // A customer with saved cards is named, so the hosted page offers them (the default first).
      const customerId = await this.paymentMethods.checkoutCustomer(user.id)
      const session = await this.provider.createSession(
        checkout,
        {
          success: `${this.env.WEB_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel: `${this.env.WEB_URL}/carrito`,
        },
        customerId,
      )
      await this.em.nativeUpdate(Checkout, { id: checkout.id }, { providerSessionId: session.id })
      return { sessionId: session.id, url: session.url, total: centsToText(quote.total) }
    } catch (error) {
      this.logger.error(error)
      await this.fulfilment.close(checkout.id, 'failed')
      throw new DomainError('SERVICE_UNAVAILABLE', 'checkout_failed')
    }
  }

  /** A checkout of the local provider, for its test page; any other id is a 404. */
  async localCheckout(id: string): Promise<Checkout> {
    if (this.provider.name !== 'local') throw new DomainError('NOT_FOUND', 'local_payments_off')
    const checkout = await this.em.fork().findOne(Checkout, { id, provider: 'local' })
    if (!checkout) throw new DomainError('NOT_FOUND', 'checkout_not_found')
    return checkout
  }

  /**
   * The customer is deleting their account: every payment page they left open is closed at its
   * provider, so none can take money for an order nobody would see; one the provider says was
   * paid becomes its order first. Fails (503) when the provider cannot be asked.
   */
  async settleOpenOf(userId: string): Promise<void> {
    const open = await this.em
      .fork()
      .find(
        Checkout,
        { user: userId, status: 'open' },
        { fields: ['id', 'providerSessionId', 'provider'] },
      )
    for (const checkout of open) {
      try {
        await this.fulfilment.settle(checkout, this.provider)
      } catch (error) {
        this.logger.error(error)
        throw new DomainError('SERVICE_UNAVAILABLE', 'checkout_not_closed')
      }
    }
  }

  /** Whether the customer has a payment page open, read in the caller's transaction. */
  async hasOpen(em: EntityManager, userId: string): Promise<boolean> {
    return (await em.count(Checkout, { user: userId, status: 'open' })) > 0
  }

  /** Closes the customer's open checkouts that hold this coupon, once their provider agrees. */
  private async closeOpen(userId: string, couponCode: string): Promise<void> {
    const open = await this.em
      .fork()
      .find(
        Checkout,
        { user: userId, couponCode, status: 'open' },
        { fields: ['id', 'providerSessionId', 'provider'] },
      )
    for (const checkout of open) {
      await this.fulfilment.settle(checkout, this.provider)
    }
  }
}

/**
 * What a quote charges where it ships: the same outside Spanish IVA (Canarias, Ceuta, Melilla)
 * less the IVA of each price, discount and shipping. The coupon and free shipping were decided on
 * the prices the customer saw.
 */
function chargedQuote<T extends Awaited<ReturnType<CheckoutService['quote']>>>(
  quote: T,
  region: string | null,
  vatRate: number,
): T {
  if (!region) return quote
  const lines = quote.lines.map((line) => ({
    ...line,
    unitCents: withoutVat(line.unitCents, vatRate),
  }))
  const subtotal = checkoutSubtotal(lines)
  const discount = Math.min(withoutVat(quote.discount, vatRate), subtotal)
  const shipping = withoutVat(quote.shipping, vatRate)
  return { ...quote, lines, subtotal, discount, shipping, total: subtotal - discount + shipping }
}
