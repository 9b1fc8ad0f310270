import { Module } from '@nestjs/common'
import { CatalogueService } from './catalogue.service'
import { PerfumesController } from './perfumes.controller'

@Module({
  controllers: [PerfumesController],
  providers: [CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
