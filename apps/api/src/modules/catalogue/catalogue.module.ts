import { Module } from '@nestjs/common'
import { CatalogueCache } from './catalogue.cache'
import { CatalogueService } from './catalogue.service'
import { CollectionsController } from './collections.controller'
import { PerfumeRepository } from './entities/perfume.repository'
import { PerfumesController } from './perfumes.controller'

@Module({
  controllers: [PerfumesController, CollectionsController],
  providers: [CatalogueService, CatalogueCache, PerfumeRepository],
  exports: [CatalogueService, CatalogueCache],
})
export class CatalogueModule {}
