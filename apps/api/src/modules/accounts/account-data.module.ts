import { Module } from '@nestjs/common'
import { AuthModule } from '../auth/auth.module'
import { CheckoutModule } from '../checkout/checkout.module'
import { NotificationsModule } from '../notifications/notifications.module'
import { OrdersModule } from '../orders/orders.module'
import { UsersModule } from '../users/users.module'
import { AccountDataController } from './account-data.controller'
import { AccountDeletionService } from './account-deletion.service'
import { AccountExportService } from './account-export.service'
import { AccountsModule } from './accounts.module'

/**
 * The customer's data as a whole: its export and the account's deletion. A module of its own
 * because it reads and erases through nearly every other one: the sessions (AuthModule, which
 * imports AccountsModule) and the open checkouts (CheckoutModule, which does too).
 */
@Module({
  imports: [
    UsersModule,
    AccountsModule,
    AuthModule,
    CheckoutModule,
    OrdersModule,
    NotificationsModule,
  ],
  controllers: [AccountDataController],
  providers: [AccountExportService, AccountDeletionService],
})
export class AccountDataModule {}
