import { Module } from '@nestjs/common'
import { UsersModule } from '../users/users.module'
import { NotificationsController } from './notifications.controller'
import { NotificationsService } from './notifications.service'

/** The customer's notifications and their settings (kept with the account's, through UsersService). */
@Module({
  imports: [UsersModule],
  controllers: [NotificationsController],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
