import { Module } from '@nestjs/common'
import { CatalogueModule } from '../catalogue/catalogue.module'
import { FavoritesModule } from '../favorites/favorites.module'
import { FavoriteNews } from './favorite-news'
import { NotificationsModule } from './notifications.module'

/** Imported by the app only: nothing depends on it, so it may depend on all three. */
@Module({
  imports: [CatalogueModule, FavoritesModule, NotificationsModule],
  providers: [FavoriteNews],
})
export class FavoriteNewsModule {}
