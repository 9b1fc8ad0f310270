import { randomUUID } from 'node:crypto'
import { type AddPaymentMethod, cardBrandOf, type PaymentMethodView } from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Inject, Injectable, Logger } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { LocalProvider } from '../checkout/payment/local.provider'
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type SavedCard,
} from '../checkout/payment/payment-provider'
import { PaymentCustomer } from './entities/payment-customer.entity'
import { PaymentMethod } from './entities/payment-method.entity'

/**
 * First key of the per-customer advisory lock (the second is a hash of the customer's id): two
 * changes of one customer's cards wait for each other instead of meeting the one-default index.
 */
const PAYMENT_METHOD_LOCK = 4_210_012

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The metadata a setup session carries to its completion event. */
export const SETUP_PURPOSE = 'setup'

/** What a completed setup asks the shop to keep. */
export interface CardToSave {
  provider: 'stripe' | 'local'
  /** The provider's customer the setup was made for (from the event). */
  customerId: string | null | undefined
  metadata: Record<string, string> | null | undefined
  card: SavedCard
}

/**
 * The customer's saved payment methods. A card is never typed on a shop page: adding one opens
 * the provider's hosted page in setup mode, and the provider's event (verified, recorded once by
 * the checkout's fulfilment) brings back what the shop keeps: brand, last 4 digits, expiry and
 * the provider's id. Removing a card forgets it at the provider first.
 */
@Injectable()
export class PaymentMethodsService {
  private readonly logger = new Logger(PaymentMethodsService.name)

  constructor(
    private readonly em: EntityManager,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly local: LocalProvider,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** The default first, then in the order they were saved. */
  async list(userId: string): Promise<PaymentMethodView[]> {
    const methods = await this.em
      .fork()
      .find(
        PaymentMethod,
        { user: userId },
        { orderBy: { isDefault: 'desc', createdAt: 'asc', id: 'asc' } },
      )
    return methods.map(toView)
  }

  /**
   * Opens the provider's hosted page in setup mode and answers its address. PayPal is not a
   * provider of this shop, so it is refused rather than saved as a pretend entry.
   */
  async startSetup(
    user: { id: string; email: string },
    input: AddPaymentMethod,
  ): Promise<{ url: string }> {
    if (input.type === 'paypal') {
      throw new DomainError('VALIDATION_FAILED', 'paypal_unavailable', {
        fieldErrors: {
          type: ['PayPal no está disponible: agrega una tarjeta'],
        },
      })
    }
    try {
      const customerId = await this.customerOf(user)
      const page = `${this.env.WEB_URL}/payment-methods`
      const session = await this.provider.createSetupSession(
        customerId,
        { success: `${page}?guardado=1`, cancel: `${page}?cancelado=1` },
        { userId: user.id, purpose: SETUP_PURPOSE, makeDefault: String(input.isDefault) },
      )
      return { url: session.url }
    } catch (error) {
      this.logger.error(error)
      throw new DomainError('SERVICE_UNAVAILABLE', 'payment_method_not_added')
    }
  }

  /**
   * Keeps the card a completed setup saved, inside the transaction that recorded its event.
   * The setup must have been made for this user's customer at this provider; a card already kept
   * changes nothing. The first card, or one asked to be, becomes the only default.
   */
  async save(em: EntityManager, input: CardToSave): Promise<'saved' | 'ignored' | 'duplicate'> {
    const userId = input.metadata?.userId ?? ''
    if (input.metadata?.purpose !== SETUP_PURPOSE || !UUID.test(userId) || !input.customerId)
      return 'ignored'
    const customer = await em.findOne(PaymentCustomer, {
      customerId: input.customerId,
      provider: input.provider,
      user: userId,
    })
    const { card } = input
    if (!customer || (card.customerId && card.customerId !== customer.customerId)) return 'ignored'
    await lock(em, userId)
    if (await em.count(PaymentMethod, { providerPaymentMethodId: card.paymentMethodId }))
      return 'duplicate'
    const first = (await em.count(PaymentMethod, { user: userId })) === 0
    const isDefault = first || input.metadata?.makeDefault === 'true'
    if (isDefault) await demoteDefault(em, userId)
    em.create(PaymentMethod, {
      user: userId,
      type: 'card',
      cardType: cardBrandOf(card.brand),
      last4: card.last4,
      expiryMonth: card.expMonth,
      expiryYear: card.expYear,
      provider: input.provider,
      providerPaymentMethodId: card.paymentMethodId,
      isDefault,
    })
    await em.flush()
    return 'saved'
  }

  async setDefault(userId: string, methodId: string): Promise<PaymentMethodView> {
    const view = await this.write(userId, async (em) => {
      const method = await ownMethod(em, userId, methodId)
      if (!method.isDefault) {
        await demoteDefault(em, userId)
        method.isDefault = true
        await em.flush()
      }
      return toView(method)
    })
    await this.offerDefault(userId)
    return view
  }

  /**
   * Forgets the card at the provider first (a card the shop no longer lists must not stay usable
   * there), then here; when the default goes, the oldest card left takes its place.
   */
  async remove(userId: string, methodId: string): Promise<void> {
    const method = await ownMethod(this.em.fork(), userId, methodId)
    try {
      await this.providerNamed(method.provider)?.detach(method.providerPaymentMethodId)
    } catch (error) {
      this.logger.error(error)
      throw new DomainError('SERVICE_UNAVAILABLE', 'payment_method_not_removed')
    }
    const promoted = await this.write(userId, async (em) => {
      const deleted = await em.nativeDelete(PaymentMethod, { id: methodId, user: userId })
      if (!deleted || !method.isDefault) return false
      const [oldest] = await em.find(
        PaymentMethod,
        { user: userId },
        { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 1 },
      )
      if (!oldest) return false
      oldest.isDefault = true
      await em.flush()
      return true
    })
    if (promoted) await this.offerDefault(userId)
  }

  /** The default card, for the checkout to say which one its hosted page will offer. */
  async defaultFor(userId: string): Promise<PaymentMethodView | null> {
    const method = await this.em
      .fork()
      .findOne(PaymentMethod, { user: userId, isDefault: true, provider: this.provider.name })
    return method ? toView(method) : null
  }

  /**
   * The provider's customer to name on a checkout, when this user has cards saved there: its
   * hosted page then offers them.
   */
  async checkoutCustomer(userId: string): Promise<string | null> {
    const em = this.em.fork()
    const saved = await em.count(PaymentMethod, { user: userId, provider: this.provider.name })
    if (!saved) return null
    const customer = await em.findOne(PaymentCustomer, {
      user: userId,
      provider: this.provider.name,
    })
    return customer?.customerId ?? null
  }

  /**
   * The account is going: its cards and customers are forgotten at the providers (as far as they
   * answer: a provider that cannot must not keep the account), then its rows go in the caller's
   * transaction.
   */
  async removeAllOf(em: EntityManager, userId: string): Promise<void> {
    const customers = await em.find(PaymentCustomer, { user: userId })
    for (const customer of customers) {
      try {
        await this.providerNamed(customer.provider)?.deleteCustomer(customer.customerId)
      } catch (error) {
        this.logger.warn(`Customer ${customer.customerId} not deleted at ${customer.provider}`)
        this.logger.error(error)
      }
    }
    await em.nativeDelete(PaymentMethod, { user: userId })
    await em.nativeDelete(PaymentCustomer, { user: userId })
  }

  /** The user's customer at the provider, made the first time a card is added. */
  private async customerOf(user: { id: string; email: string }): Promise<string> {
    const em = this.em.fork()
    const where = { user: user.id, provider: this.provider.name }
    const known = await em.findOne(PaymentCustomer, where)
    if (known) return known.customerId
    const customerId = await this.provider.createCustomer(user)
    // Two first cards at once: the provider answers the same customer, one row is kept.
    await em.execute(
      `insert into payment_customer (id, user_id, provider, customer_id) values (?, ?, ?, ?)
       on conflict do nothing`,
      [randomUUID(), user.id, this.provider.name, customerId],
    )
    return (await em.findOneOrFail(PaymentCustomer, where)).customerId
  }

  /**
   * Tells the provider which card the customer's default is, so its hosted page offers it first;
   * the shop's row decides, and a provider that does not answer hears of it on the next change.
   */
  async offerDefault(userId: string): Promise<void> {
    const em = this.em.fork()
    const method = await em.findOne(PaymentMethod, { user: userId, isDefault: true })
    if (!method) return
    const customer = await em.findOne(PaymentCustomer, { user: userId, provider: method.provider })
    if (!customer) return
    try {
      await this.providerNamed(method.provider)?.makeDefault(
        customer.customerId,
        method.providerPaymentMethodId,
      )
    } catch (error) {
      this.logger.warn(`Default card not told to ${method.provider}: ${(error as Error).message}`)
    }
  }

  /** The provider that keeps a card: the configured one, or the local one for test cards. */
  private providerNamed(name: 'stripe' | 'local'): PaymentProvider | null {
    if (name === this.provider.name) return this.provider
    if (name === 'local') return this.local
    this.logger.warn(`No ${name} provider configured: its card is forgotten only here`)
    return null
  }

  private write<T>(userId: string, change: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.em.fork().transactional(async (em) => {
      await lock(em, userId)
      return change(em)
    })
  }
}

async function lock(em: EntityManager, userId: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [PAYMENT_METHOD_LOCK, userId])
}

async function ownMethod(em: EntityManager, userId: string, methodId: string) {
  const method = await em.findOne(PaymentMethod, { id: methodId, user: userId })
  if (!method) throw new DomainError('NOT_FOUND', 'payment_method_not_found')
  return method
}

/** Runs before the new default is written: the index allows one default at any moment. */
async function demoteDefault(em: EntityManager, userId: string): Promise<void> {
  await em.nativeUpdate(PaymentMethod, { user: userId, isDefault: true }, { isDefault: false })
}

function toView(method: PaymentMethod): PaymentMethodView {
  const { id, type, cardType, last4, expiryMonth, expiryYear, isDefault } = method
  return { id, type, cardType, last4, expiryMonth, expiryYear, isDefault }
}
