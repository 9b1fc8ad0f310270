import { EntityManager } from '@mikro-orm/postgresql'
import { Inject, Injectable, Logger } from '@nestjs/common'
import { Cron, CronExpression } from '@nestjs/schedule'
import { Checkout } from './entities/checkout.entity'
import { FulfilmentService } from './fulfilment.service'
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment/payment-provider'

/** Any number will do as long as no other job takes the same PostgreSQL advisory lock. */
const EXPIRY_LOCK = 734_002
/** Stripe sends its own expiry event; the job steps in only when that is this late. */
const STRIPE_GRACE_MS = 5 * 60_000
const BATCH = 100

/**
 * Closes checkouts that were never paid, so their coupon uses come back: local ones when their
 * 30 minutes are over, Stripe ones when Stripe's expiry event has not arrived after a grace
 * period (Stripe is asked first, and a session it says was paid becomes an order instead).
 */
@Injectable()
export class CheckoutExpiry {
  private readonly logger = new Logger(CheckoutExpiry.name)

  constructor(
    private readonly em: EntityManager,
    private readonly fulfilment: FulfilmentService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** Every minute; the advisory lock lets one replica run it while the others skip. */
  @Cron(CronExpression.EVERY_MINUTE, { name: 'checkout-expiry' })
  async run(now = new Date()): Promise<number> {
    // The transaction holds the lock (and one connection) while the batch is settled.
    return this.em.fork().transactional(async (em) => {
      const [{ locked }] = await em.execute<{ locked: boolean }[]>(
        'select pg_try_advisory_xact_lock(?) as locked',
        [EXPIRY_LOCK],
      )
      if (!locked) return 0
      const cutoff =
        this.provider.name === 'stripe' ? new Date(now.getTime() - STRIPE_GRACE_MS) : now
      const stale = await em.find(
        Checkout,
        { status: 'open', provider: this.provider.name, expiresAt: { $lt: cutoff } },
        {
          fields: ['id', 'providerSessionId', 'provider'],
          limit: BATCH,
          orderBy: { expiresAt: 'asc' },
        },
      )
      let settled = 0
      for (const checkout of stale) {
        try {
          if ((await this.fulfilment.settle(checkout, this.provider)) !== 'ignored') settled++
        } catch (error) {
          // One session the provider cannot answer for must not hold up the others.
          this.logger.warn(`Checkout ${checkout.id} not settled: ${(error as Error).message}`)
        }
      }
      return settled
    })
  }
}
