import { Module } from '@nestjs/common'
import { OrdersModule } from '../orders/orders.module'
import { PerfumeReviewsController, ReviewsController } from './reviews.controller'
import { ReviewsService } from './reviews.service'

/**
 * Reviews of perfumes and their 'Útil' votes. 'Verificado' asks OrdersService whether the author
 * bought the perfume; the profile, the data export and the favorites read reviews through
 * ReviewsService.
 */
@Module({
  imports: [OrdersModule],
  controllers: [ReviewsController, PerfumeReviewsController],
  providers: [ReviewsService],
  exports: [ReviewsService],
})
export class ReviewsModule {}
