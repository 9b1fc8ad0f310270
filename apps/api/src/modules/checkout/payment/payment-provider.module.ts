import { Module } from '@nestjs/common'
import type { Env } from '../../../config/env'
import { ENV } from '../../../config/env.token'
import { LocalProvider } from './local.provider'
import { PAYMENT_PROVIDER } from './payment-provider'
import { StripeProvider, stripeClient } from './stripe.provider'

/**
 * The payment provider, chosen by PAYMENT_PROVIDER (never by a missing key): the checkout takes
 * payments through it, and the account's saved cards are kept at it.
 */
@Module({
  providers: [
    // Always there: test orders are refunded by the provider that took them.
    { provide: LocalProvider, inject: [ENV], useFactory: (env: Env) => new LocalProvider(env) },
    {
      provide: PAYMENT_PROVIDER,
      inject: [ENV, LocalProvider],
      useFactory: (env: Env, local: LocalProvider) =>
        env.PAYMENT_PROVIDER === 'stripe'
          ? new StripeProvider(stripeClient(env), env.STRIPE_WEBHOOK_SECRET, env.WEB_URL)
          : local,
    },
  ],
  exports: [LocalProvider, PAYMENT_PROVIDER],
})
export class PaymentProviderModule {}
