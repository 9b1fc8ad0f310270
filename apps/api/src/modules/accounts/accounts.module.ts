import { Module } from '@nestjs/common'
import { FavoritesModule } from '../favorites/favorites.module'
import { OrdersModule } from '../orders/orders.module'
import { PaymentProviderModule } from '../checkout/payment/payment-provider.module'
import { ReviewsModule } from '../reviews/reviews.module'
import { UsersModule } from '../users/users.module'
import { AccountEventsService } from './account-events.service'
import { AddressesController } from './addresses.controller'
import { AddressesService } from './addresses.service'
import { PaymentMethodsController } from './payment-methods.controller'
import { PaymentMethodsService } from './payment-methods.service'
import { ProfileController } from './profile.controller'
import { ProfileService } from './profile.service'

/**
 * The customer's own things: addresses, the profile and its activity (account events, exported
 * for sign-ins and password changes), saved payment methods (exported for the checkout's events
 * and the account's data); the favorites and reviews modules are imported for the profile's
 * counters and activity, and passed on to the account's data (its export).
 */
@Module({
  imports: [UsersModule, OrdersModule, PaymentProviderModule, FavoritesModule, ReviewsModule],
  controllers: [AddressesController, ProfileController, PaymentMethodsController],
  providers: [AddressesService, ProfileService, AccountEventsService, PaymentMethodsService],
  exports: [
    AddressesService,
    AccountEventsService,
    PaymentMethodsService,
    FavoritesModule,
    ReviewsModule,
  ],
})
export class AccountsModule {}
