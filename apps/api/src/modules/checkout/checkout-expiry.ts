import { EntityManager } from '@mikro-orm/postgresql'
import { Inject, Injectable, Logger } from '@nestjs/common'
import { Cron, CronExpression } from '@nestjs/schedule'
import { jobsFailed } from '../metrics/metrics'
import { type Checkout } from './entities/checkout.entity'
import { FulfilmentService } from './fulfilment.service'
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment/payment-provider'

/** Stripe sends its own expiry event; the job steps in only when that is this late. */
const STRIPE_GRACE_MS = 5 * 60_000
/** How long a run owns the checkouts it claimed: longer than settling a batch takes. */
const CLAIM_SECONDS = 120
const BATCH = 100
/** Batches one run goes through at most: 2,000 checkouts a minute. */
const MAX_BATCHES = 20

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
  @Cron(CronExpression.EVERY_MINUTE, { name: 'checkout-expiry', waitForCompletion: true })
  async run(now = new Date()): Promise<number> {
    const cutoff = this.provider.name === 'stripe' ? new Date(now.getTime() - STRIPE_GRACE_MS) : now
    let settled = 0
    // Batch after batch, oldest first: a checkout the provider cannot answer for keeps its claim,
    // so the next batch is the ones behind it, never the same stuck ones again.
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const claimed = await this.claim(cutoff)
      if (!claimed.length) break
      settled += await this.settleAll(claimed)
      if (claimed.length < BATCH) break
    }
    return settled
  }

  private claim(
    cutoff: Date,
  ): Promise<{ id: string; provider_session_id: string | null; provider: Checkout['provider'] }[]> {
    return this.em.fork().execute(
      `update checkout set settle_claimed_until = now() + make_interval(secs => ?)
       where id in (
         select id from checkout
         where status = 'open' and provider = ? and expires_at < ?
           and (settle_claimed_until is null or settle_claimed_until < now())
         order by expires_at limit ? for update skip locked)
       returning id, provider_session_id, provider`,
      [CLAIM_SECONDS, this.provider.name, cutoff, BATCH],
    )
  }

  private async settleAll(
    claimed: { id: string; provider_session_id: string | null; provider: Checkout['provider'] }[],
  ): Promise<number> {
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
        jobsFailed.inc({ job: 'checkout-expiry' })
        this.logger.warn(`Checkout ${id} not settled: ${(error as Error).message}`)
      }
    }
    return settled
  }
}
