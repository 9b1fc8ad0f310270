import { Module } from '@nestjs/common'
import { CatalogueModule } from '../catalogue/catalogue.module'
import { FavoritesModule } from '../favorites/favorites.module'
import { UsersModule } from '../users/users.module'
import { FavoriteNews } from './favorite-news'
import { MailConsentController } from './mail-consent.controller'
import { NotificationsModule } from './notifications.module'

/**
 * Imported by the app only: nothing depends on it, so it may depend on the others. Its news goes
 * out as notifications and, to those who agreed, as mail with a one-click way out.
 */
@Module({
  imports: [CatalogueModule, FavoritesModule, NotificationsModule, UsersModule],
  controllers: [MailConsentController],
  providers: [FavoriteNews],
})
export class FavoriteNewsModule {}
