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
import { OrderWorkflowController } from './order-workflow.controller'
import { OrderWorkflowService } from './order-workflow.service'
import { LocalProvider } from './payment/local.provider'
import { PAYMENT_PROVIDER } from './payment/payment-provider'
import { StripeProvider, stripeClient } from './payment/stripe.provider'
import { PaymentsController } from './payments.controller'

/**
 * From the cart to a paid order: the quote, coupons, the payment provider (chosen by
 * PAYMENT_PROVIDER, never by a missing key), its return paths and the fulfilment of its events;
 * and back: the order workflow's refunds, returned stock and coupon uses.
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
  controllers: [CheckoutController, PaymentsController, OrderWorkflowController],
  providers: [
    CheckoutService,
    CouponsService,
    FulfilmentService,
    CheckoutExpiry,
    OrderWorkflowService,
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
})
export class CheckoutModule {}
