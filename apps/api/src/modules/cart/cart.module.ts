import { Module } from '@nestjs/common'
import { CatalogueModule } from '../catalogue/catalogue.module'
import { SettingsModule } from '../settings/settings.module'
import { CartController } from './cart.controller'
import { CartService } from './cart.service'

@Module({
  imports: [CatalogueModule, SettingsModule],
  controllers: [CartController],
  providers: [CartService],
  exports: [CartService],
})
export class CartModule {}
