import { Module } from '@nestjs/common'
import { SettingsModule } from '../settings/settings.module'
import { OrdersController } from './orders.controller'
import { OrdersService } from './orders.service'

/** Orders, their events and tracking: written by checkout's fulfilment through OrdersService. */
@Module({
  imports: [SettingsModule],
  controllers: [OrdersController],
  providers: [OrdersService],
  exports: [OrdersService],
})
export class OrdersModule {}
