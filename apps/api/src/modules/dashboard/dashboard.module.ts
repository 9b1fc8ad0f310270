import { Module } from '@nestjs/common'
import { CatalogueModule } from '../catalogue/catalogue.module'
import { MessagesModule } from '../messages/messages.module'
import { OrdersModule } from '../orders/orders.module'
import { SettingsModule } from '../settings/settings.module'
import { AdminDashboardController } from './admin-dashboard.controller'
import { DashboardService } from './dashboard.service'

/** The back office's dashboard: it owns no table and reads the catalogue's, orders' and messages' services. */
@Module({
  imports: [CatalogueModule, MessagesModule, OrdersModule, SettingsModule],
  controllers: [AdminDashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
