import type Stripe from 'stripe'
import type { Env } from '../../../config/env'
import type { Checkout } from '../entities/checkout.entity'
import {
  CHECKOUT_TTL_MINUTES,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentState,
  type PaymentToRefund,
  type SavedCard,
} from './payment-provider'

let sdk: Promise<typeof Stripe> | undefined

/**
 * The official SDK, loaded on first use rather than at start: reading its hundreds of modules was
 * ~150 ms of every start of the API, which answers /api/health long before anyone pays.
 */
function stripeSdk(): Promise<typeof Stripe> {
  sdk ??= import('stripe').then((module) => module.default)
  return sdk
}

/**
 * The official SDK client, made on first use; STRIPE_API_URL points it elsewhere (the tests' fake
 * Stripe).
 */
export function stripeClient(env: Env): () => Promise<Stripe> {
  let client: Promise<Stripe> | undefined
  return () => (client ??= stripeSdk().then((StripeSdk) => makeClient(StripeSdk, env)))
}

function makeClient(StripeSdk: typeof Stripe, env: Env): Stripe {
  const target = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null
  return new StripeSdk(env.STRIPE_SECRET_KEY ?? '', {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    ...(target
      ? {
          host: target.hostname,
          port: target.port,
          protocol: target.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  })
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe'

  constructor(
    private readonly client: () => Promise<Stripe>,
    private readonly webhookSecret: string | undefined,
    /** The shop's address: the perfume images it serves are shown on Stripe's page from there. */
    private readonly shopUrl: string,
  ) {}

  async createSession(
    checkout: Checkout,
    urls: { success: string; cancel: string },
    customerId?: string | null,
  ) {
    const stripe = await this.client()
    const currency = checkout.currency.toLowerCase()
    // The Stripe Customer's email is the receipt's: kept as the account's current one.
    if (customerId) await stripe.customers.update(customerId, { email: checkout.email })
    // The discount travels as a one-off Stripe coupon for exactly the amount the shop computed.
    const coupon =
      checkout.discountCents > 0
        ? await stripe.coupons.create({
            amount_off: checkout.discountCents,
            currency,
            duration: 'once',
            name: checkout.couponCode ?? 'Descuento',
          })
        : null
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      // Stripe's shortest lifetime; a few seconds more so its clock never finds it too short.
      expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_TTL_MINUTES * 60 + 30,
      // A customer with saved cards is named, so the page offers them (the default first).
      ...(customerId
        ? {
            customer: customerId,
            saved_payment_method_options: {
              allow_redisplay_filters: ['always', 'limited', 'unspecified'],
            },
          }
        : { customer_email: checkout.email }),
      client_reference_id: checkout.id,
      metadata: { checkoutId: checkout.id },
      success_url: urls.success,
      cancel_url: urls.cancel,
      line_items: checkout.lines.map((line) => ({
        quantity: line.quantity,
        price_data: {
          currency,
          unit_amount: line.unitCents,
          product_data: {
            name: line.name,
            description: `${line.brand} - ${line.size}`,
            ...(line.imageUrl ? { images: [new URL(line.imageUrl, this.shopUrl).toString()] } : {}),
          },
        },
      })),
      ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
      shipping_options: [
        {
          shipping_rate_data: {
            display_name: checkout.shippingCents === 0 ? 'Envío gratuito' : 'Envío estándar',
            type: 'fixed_amount',
            fixed_amount: { amount: checkout.shippingCents, currency },
          },
        },
      ],
    })
    if (!session.url) throw new Error('Stripe answered a session without a URL')
    return { id: session.id, url: session.url }
  }

  async expire(sessionId: string): Promise<PaymentState> {
    const stripe = await this.client()
    const session = await stripe.checkout.sessions.retrieve(sessionId)
    if (session.status === 'open') {
      const expired = await stripe.checkout.sessions.expire(sessionId)
      return stateOf(expired)
    }
    return stateOf(session)
  }

  /**
   * Refunds the session's payment intent. The idempotency key is the shop's refund, so a retry
   * (after a timeout, or a crash before the shop recorded the refund) gets Stripe's first refund
   * back instead of a second one.
   */
  async refund(payment: PaymentToRefund): Promise<{ reference: string }> {
    const stripe = await this.client()
    const session = await stripe.checkout.sessions.retrieve(payment.sessionId)
    const intent =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : session.payment_intent?.id
    if (!intent) throw new Error(`Stripe session ${payment.sessionId} has no payment to refund`)
    const refund = await stripe.refunds.create(
      {
        payment_intent: intent,
        amount: payment.amountCents,
        metadata: { orderId: payment.orderId, refundId: payment.refundId },
      },
      { idempotencyKey: `refund-${payment.refundId}` },
    )
    return { reference: refund.id }
  }

  async createCustomer(user: { id: string; email: string }): Promise<string> {
    const stripe = await this.client()
    // Keyed by the user: a retry, or two tabs at once, get the same Stripe Customer back.
    const customer = await stripe.customers.create(
      { email: user.email, metadata: { userId: user.id } },
      { idempotencyKey: `customer-user-${user.id}` },
    )
    return customer.id
  }

  /** Stripe Checkout in setup mode: the card is typed and kept at Stripe, nothing is charged. */
  async createSetupSession(
    customerId: string,
    urls: { success: string; cancel: string },
    metadata: Record<string, string>,
  ) {
    const stripe = await this.client()
    const session = await stripe.checkout.sessions.create({
      mode: 'setup',
      customer: customerId,
      allowed_payment_method_types: ['card'],
      success_url: urls.success,
      cancel_url: urls.cancel,
      metadata,
      setup_intent_data: { metadata },
    })
    if (!session.url) throw new Error('Stripe answered a setup session without a URL')
    return { id: session.id, url: session.url }
  }

  async savedCard(setupIntentId: string): Promise<SavedCard | null> {
    const stripe = await this.client()
    const intent = await stripe.setupIntents.retrieve(setupIntentId, {
      expand: ['payment_method'],
    })
    const method = intent.payment_method
    if (intent.status !== 'succeeded' || !method || typeof method === 'string' || !method.card)
      return null
    const customer = method.customer ?? intent.customer
    return {
      paymentMethodId: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
      customerId: typeof customer === 'string' ? customer : (customer?.id ?? null),
    }
  }

  async makeDefault(customerId: string, paymentMethodId: string): Promise<void> {
    const stripe = await this.client()
    await stripe.customers.update(customerId, {
      invoice_settings: { default_payment_method: paymentMethodId },
    })
  }

  async detach(paymentMethodId: string): Promise<void> {
    const stripe = await this.client()
    try {
      await stripe.paymentMethods.detach(paymentMethodId)
    } catch (error) {
      if (!(await isGone(error))) throw error
    }
  }

  async deleteCustomer(customerId: string): Promise<void> {
    const stripe = await this.client()
    try {
      await stripe.customers.del(customerId)
    } catch (error) {
      if (!(await isGone(error))) throw error
    }
  }

  /** Checks the signature on the raw body; throws on a bad, old or missing one. */
  async verify(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent> {
    if (!this.webhookSecret || !signature) throw new Error('Missing webhook signature')
    const stripe = await this.client()
    return stripe.webhooks.constructEvent(
      rawBody,
      signature,
      this.webhookSecret,
    ) as unknown as PaymentEvent
  }
}

/** Stripe no longer has it (deleted, or a card already detached): nothing is left to forget. */
async function isGone(error: unknown): Promise<boolean> {
  const { errors } = await stripeSdk()
  return (
    error instanceof errors.StripeInvalidRequestError &&
    (error.code === 'resource_missing' || /not attached/i.test(error.message))
  )
}

function stateOf(session: Stripe.Checkout.Session): PaymentState {
  if (session.status === 'open') return 'open'
  if (session.status === 'expired') return 'expired'
  return session.payment_status === 'unpaid' ? 'unpaid' : 'paid'
}
