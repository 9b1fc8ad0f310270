import { Module } from '@nestjs/common'
import { ReviewsModule } from '../reviews/reviews.module'
import { FavoritesController } from './favorites.controller'
import { FavoritesService } from './favorites.service'

/**
 * The customer's saved perfumes. Exported for the account (counter, activity, export) and for the
 * notifications of an offer or new stock (`userIdsFor`). It imports only the reviews (for the
 * ratings) so that accounts, the catalogue or notifications can import it without a cycle.
 */
@Module({
  imports: [ReviewsModule],
  controllers: [FavoritesController],
  providers: [FavoritesService],
  exports: [FavoritesService],
})
export class FavoritesModule {}
