import { Module } from '@nestjs/common'
import { MessagesModule } from '../messages/messages.module'
import { OrdersModule } from '../orders/orders.module'
import { SettingsModule } from '../settings/settings.module'
import { AdminCollectionsController } from './admin-collections.controller'
import { AdminCollectionsService } from './admin-collections.service'
import { AdminContentController } from './admin-content.controller'
import { AdminPerfumesController } from './admin-perfumes.controller'
import { AdminPerfumesService } from './admin-perfumes.service'
import { CachedAnswers } from './cached-answers'
import { CatalogueCache } from './catalogue.cache'
import { CatalogueService } from './catalogue.service'
import { CollectionsController } from './collections.controller'
import { ContentStatsService } from './content-stats.service'
import { PerfumeRepository } from './entities/perfume.repository'
import { OfferExpiry } from './offer-expiry'
import { PerfumeEvents } from './perfume-events'
import { PerfumeImagesService } from './perfume-images.service'
import { PerfumeImportService } from './perfume-import.service'
import { PerfumesController } from './perfumes.controller'

@Module({
  imports: [SettingsModule, OrdersModule, MessagesModule],
  controllers: [
    PerfumesController,
    CollectionsController,
    AdminPerfumesController,
    AdminCollectionsController,
    AdminContentController,
  ],
  providers: [
    CatalogueService,
    CatalogueCache,
    CachedAnswers,
    PerfumeRepository,
    AdminPerfumesService,
    AdminCollectionsService,
    ContentStatsService,
    OfferExpiry,
    PerfumeImagesService,
    PerfumeImportService,
    PerfumeEvents,
  ],
  exports: [CatalogueService, CatalogueCache, CachedAnswers, PerfumeImagesService, PerfumeEvents],
})
export class CatalogueModule {}
