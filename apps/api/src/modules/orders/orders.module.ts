import { Module } from '@nestjs/common'
import { NotificationsModule } from '../notifications/notifications.module'
import { SettingsModule } from '../settings/settings.module'
import { AdminOrdersController } from './admin-orders.controller'
import { AdminOrdersService } from './admin-orders.service'
import { AdminSalesController } from './admin-sales.controller'
import { OrderMails } from './order-mails'
import { OrderPrintingService } from './order-printing.service'
import { OrdersController } from './orders.controller'
import { OrdersService } from './orders.service'
import { SalesService } from './sales.service'

/**
 * Orders, their events, tracking and the shop's sales figures: placed by checkout's fulfilment
 * and moved along the workflow by checkout's OrderWorkflowService, through these services.
 */
@Module({
  imports: [SettingsModule, NotificationsModule],
  controllers: [OrdersController, AdminOrdersController, AdminSalesController],
  providers: [OrdersService, AdminOrdersService, SalesService, OrderMails, OrderPrintingService],
  exports: [OrdersService, AdminOrdersService, SalesService, OrderMails],
})
export class OrdersModule {}
