import { Module } from '@nestjs/common'
import { AuthModule } from '../auth/auth.module'
import { OrdersModule } from '../orders/orders.module'
import { AdminUsersController } from './admin-users.controller'
import { AdminUsersService } from './admin-users.service'

/**
 * The back office's customers. Apart from UsersModule because it reads orders and sessions,
 * and auth already depends on users.
 */
@Module({
  imports: [AuthModule, OrdersModule],
  controllers: [AdminUsersController],
  providers: [AdminUsersService],
})
export class AdminUsersModule {}
