import { Module } from '@nestjs/common'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { AccountsModule } from '../accounts/accounts.module'
import { CartModule } from '../cart/cart.module'
import { CatalogueModule } from '../catalogue/catalogue.module'
import { NotificationsModule } from '../notifications/notifications.module'
import { OrdersModule } from '../orders/orders.module'
import { SettingsModule } from '../settings/settings.module'
import { CheckoutExpiry } from './checkout-expiry'
import { CheckoutController } from './checkout.controller'
import { CheckoutService } from './checkout.service'
import { CouponsService } from './coupons.service'
import { FulfilmentService } from './fulfilment.service'
import { LocalProvider } from './payment/local.provider'
import { PAYMENT_PROVIDER } from './payment/payment-provider'
import { StripeProvider, stripeClient } from './payment/stripe.provider'
import { PaymentsController } from './payments.controller'

/**
 * From the cart to a paid order: the quote, coupons, the payment provider (chosen by
 * PAYMENT_PROVIDER, never by a missing key), its return paths and the fulfilment of its events.
 */
@Module({
  imports: [
    CartModule,
    CatalogueModule,
    AccountsModule,
    OrdersModule,
    NotificationsModule,
    SettingsModule,
  ],
  controllers: [CheckoutController, PaymentsController],
  providers: [
    CheckoutService,
    CouponsService,
    FulfilmentService,
    CheckoutExpiry,
    {
      provide: PAYMENT_PROVIDER,
      inject: [ENV],
      useFactory: (env: Env) =>
        env.PAYMENT_PROVIDER === 'stripe'
          ? new StripeProvider(stripeClient(env), env.STRIPE_WEBHOOK_SECRET, env.WEB_URL)
          : new LocalProvider(env),
    },
  ],
})
export class CheckoutModule {}
