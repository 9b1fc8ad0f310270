import { Module } from '@nestjs/common'
import { OrdersModule } from '../orders/orders.module'
import { PerformanceVotesController } from './performance-votes.controller'
import { PerformanceVotesService } from './performance-votes.service'
import { PerfumeReviewsController, ReviewsController } from './reviews.controller'
import { ReviewsService } from './reviews.service'

/**
 * Reviews of perfumes and their 'Útil' votes, and buyers' performance votes. 'Verificado', and who
 * may vote on a perfume's performance, ask OrdersService whether the customer bought it; the
 * profile, the data export and the favorites read reviews through ReviewsService.
 */
@Module({
  imports: [OrdersModule],
  controllers: [ReviewsController, PerfumeReviewsController, PerformanceVotesController],
  providers: [ReviewsService, PerformanceVotesService],
  exports: [ReviewsService, PerformanceVotesService],
})
export class ReviewsModule {}
