import { Module } from '@nestjs/common'
import { AccountsModule } from '../accounts/accounts.module'
import { CartModule } from '../cart/cart.module'
import { CatalogueModule } from '../catalogue/catalogue.module'
import { InventoryModule } from '../inventory/inventory.module'
import { InvoicesModule } from '../invoices/invoices.module'
import { NotificationsModule } from '../notifications/notifications.module'
import { OrdersModule } from '../orders/orders.module'
import { SettingsModule } from '../settings/settings.module'
import { AdminCouponsController } from './admin-coupons.controller'
import { CheckoutExpiry } from './checkout-expiry'
import { CheckoutController } from './checkout.controller'
import { CheckoutService } from './checkout.service'
import { CouponsController } from './coupons.controller'
import { CouponsService } from './coupons.service'
import { FulfilmentService } from './fulfilment.service'
import { OrderWorkflowController } from './order-workflow.controller'
import { OrderWorkflowService } from './order-workflow.service'
import { PaymentProviderModule } from './payment/payment-provider.module'
import { PaymentsController } from './payments.controller'
import { RefundsService } from './refunds.service'

/**
 * From the cart to a paid order: the quote, coupons, the payment provider (chosen by
 * PAYMENT_PROVIDER, never by a missing key), its return paths and the fulfilment of its events;
 * and back: the order workflow's refunds (a ledger settled from the provider), returned stock and
 * coupon uses.
 */
@Module({
  imports: [
    CartModule,
    CatalogueModule,
    InventoryModule,
    InvoicesModule,
    AccountsModule,
    OrdersModule,
    NotificationsModule,
    SettingsModule,
    PaymentProviderModule,
  ],
  controllers: [
    CheckoutController,
    CouponsController,
    AdminCouponsController,
    PaymentsController,
    OrderWorkflowController,
  ],
  providers: [
    CheckoutService,
    CouponsService,
    FulfilmentService,
    CheckoutExpiry,
    OrderWorkflowService,
    RefundsService,
  ],
  // Deleting an account first closes its open payments (AccountDataModule).
  exports: [CheckoutService],
})
export class CheckoutModule {}
