import { Module } from '@nestjs/common'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { CheckoutModule } from '../checkout/checkout.module'
import { LocalProvider } from '../checkout/payment/local.provider'
import { PAYMENT_PROVIDER } from '../checkout/payment/payment-provider'
import { StripeProvider, stripeClient } from '../checkout/payment/stripe.provider'
import { AddressesService } from './addresses.service'
import { CheckoutService } from './checkout.service'
import { FulfilmentService } from './fulfilment.service'
import { OrdersController } from './orders.controller'
import { OrdersService } from './orders.service'
import { PaymentsController } from './payments.controller'

@Module({
  imports: [CheckoutModule],
  controllers: [OrdersController, PaymentsController],
  providers: [
    CheckoutService,
    FulfilmentService,
    OrdersService,
    AddressesService,
    {
      // Stripe when it has a key; otherwise the local provider, so `npm start` can sell offline.
      provide: PAYMENT_PROVIDER,
      inject: [ENV],
      useFactory: (env: Env) =>
        env.STRIPE_SECRET_KEY
          ? new StripeProvider(stripeClient(env), env.STRIPE_WEBHOOK_SECRET, env.WEB_URL)
          : new LocalProvider(env),
    },
  ],
})
export class OrdersModule {}
