import { EntityManager } from '@mikro-orm/postgresql'
import { Inject, Injectable, Logger } from '@nestjs/common'
import { Cron, CronExpression } from '@nestjs/schedule'
import { type Checkout } from './entities/checkout.entity'
import { FulfilmentService } from './fulfilment.service'
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment/payment-provider'

/** Stripe sends its own expiry event; the job steps in only when that is this late. */
const STRIPE_GRACE_MS = 5 * 60_000
/** How long a run owns the checkouts it claimed: longer than settling a batch takes. */
const CLAIM_SECONDS = 120
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

  /**
   * Every minute, on every replica. The batch is claimed in one statement (`skip locked`: replicas
   * take different rows) and each checkout is then settled in a transaction of its own. Nothing
   * is held open meanwhile: the embedded database serves one transaction at a time, so a
   * transaction left open here would wait forever for the settling done on other connections.
   */
  @Cron(CronExpression.EVERY_MINUTE, { name: 'checkout-expiry' })
  async run(now = new Date()): Promise<number> {
    const cutoff = this.provider.name === 'stripe' ? new Date(now.getTime() - STRIPE_GRACE_MS) : now
    const claimed = await this.em
      .fork()
      .execute<
        { id: string; provider_session_id: string | null; provider: Checkout['provider'] }[]
      >(
        `update checkout set settle_claimed_until = now() + make_interval(secs => ?)
       where id in (
         select id from checkout
         where status = 'open' and provider = ? and expires_at < ?
           and (settle_claimed_until is null or settle_claimed_until < now())
         order by expires_at limit ? for update skip locked)
       returning id, provider_session_id, provider`,
        [CLAIM_SECONDS, this.provider.name, cutoff, BATCH],
      )
    let settled = 0
    for (const { id, provider_session_id: providerSessionId, provider } of claimed) {
      try {
        const outcome = await this.fulfilment.settle(
          { id, providerSessionId, provider },
          this.provider,
        )
        if (outcome !== 'ignored') settled++
      } catch (error) {
        // One session the provider cannot answer for must not hold up the others; it is tried
        // again once its claim is over.
        this.logger.warn(`Checkout ${id} not settled: ${(error as Error).message}`)
      }
    }
    return settled
  }
}
