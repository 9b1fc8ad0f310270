import { Module } from '@nestjs/common'
import { CatalogueModule } from '../catalogue/catalogue.module'
import { NotificationsModule } from '../notifications/notifications.module'
import { SettingsModule } from '../settings/settings.module'
import { AdminInventoryController } from './admin-inventory.controller'
import { AdminInventoryService } from './admin-inventory.service'
import { InventoryService } from './inventory.service'

/**
 * Millilitres in bottles: the ledger every change of stock is written to, the holds of open
 * checkouts and the sales of orders (through InventoryService, for checkout and the order
 * workflow), and the owner's tools.
 */
@Module({
  imports: [SettingsModule, NotificationsModule, CatalogueModule],
  controllers: [AdminInventoryController],
  providers: [InventoryService, AdminInventoryService],
  exports: [InventoryService],
})
export class InventoryModule {}
