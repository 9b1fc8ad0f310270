import { Module } from '@nestjs/common'
import { AuthModule } from '../auth/auth.module'
import { NotificationsModule } from '../notifications/notifications.module'
import { UsersModule } from '../users/users.module'
import { AccountSettingsController } from './account-settings.controller'
import { AccountSettingsService } from './account-settings.service'
import { AccountsModule } from './accounts.module'
import { PasswordController } from './password.controller'
import { PasswordService } from './password.service'

/**
 * The settings page: the customer's settings and the password change. A module of its own because
 * a password change ends the account's other sessions (AuthModule's SessionsService), and
 * AuthModule imports AccountsModule for the sign-in events.
 */
@Module({
  imports: [UsersModule, AuthModule, AccountsModule, NotificationsModule],
  controllers: [AccountSettingsController, PasswordController],
  providers: [AccountSettingsService, PasswordService],
})
export class AccountSettingsModule {}
