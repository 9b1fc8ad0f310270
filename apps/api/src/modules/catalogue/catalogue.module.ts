import { Module } from '@nestjs/common'
import { CatalogueService } from './catalogue.service'
import { CollectionsController } from './collections.controller'
import { PerfumesController } from './perfumes.controller'

@Module({
  controllers: [PerfumesController, CollectionsController],
  providers: [CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
