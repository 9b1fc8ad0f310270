import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger'
import type { FastifyReply } from 'fastify'
import { ZodResponse } from 'nestjs-zod'
import { ApiNoLookupByPath } from '../../common/api-errors'
import { Public } from '../../common/public.decorator'
import { RateLimit } from '../../common/throttling/rate-limits'
import { CurrentUser } from '../auth/current-user'
import {
  HelpfulVoteDto,
  ReviewInputDto,
  ReviewListQueryDto,
  ReviewPageDto,
  ReviewSummaryDto,
  ReviewUpdateDto,
  ReviewViewDto,
} from './dto/review.dto'
import { ReviewsService } from './reviews.service'

@ApiTags('Reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Reviews, searched, filtered, sorted and paged (readable by visitors)',
    description:
      "search looks in the title, the text and the perfume's name and brand (ignoring case); filter is all or a rating 1 to 5; sort is newest, oldest, rating or helpful; perfumeId keeps one perfume's reviews. Ten a page. Empty values mean the default.",
  })
  @ApiBadRequestResponse({ description: 'A parameter is not one of its values (fieldErrors)' })
  @ZodResponse({ status: 200, type: ReviewPageDto })
  list(@Query() query: ReviewListQueryDto) {
    return this.reviews.list(query)
  }

  @Public()
  @Get('user/:userId')
  @ApiOperation({ summary: 'Every review of one customer, newest first (readable by visitors)' })
  @ApiBadRequestResponse({ description: 'The id is malformed' })
  @ApiNoLookupByPath()
  @ZodResponse({ status: 200, type: [ReviewViewDto] })
  listOf(@Param('userId', new ParseUUIDPipe()) userId: string) {
    return this.reviews.listOf(userId)
  }

  @RateLimit('reviews')
  @Post()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Write a review of a perfume',
    description:
      'One review per customer and perfume: writing again edits the existing one (answered 200). Ratings 1 to 5, 5 when absent; title and content required; text is kept as written and shown as text.',
  })
  @ApiBadRequestResponse({
    description: 'A field is missing, too long or out of range (fieldErrors)',
  })
  @ApiNotFoundResponse({ description: 'No such perfume in the shop' })
  @ApiOkResponse({
    description: 'The customer had reviewed it: their review, edited',
    type: ReviewViewDto,
  })
  @ZodResponse({ status: 201, type: ReviewViewDto, description: 'Written' })
  async create(
    @CurrentUser() user: CurrentUser,
    @Body() body: ReviewInputDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { review, created } = await this.reviews.create(user.id, body)
    if (!created) void reply.status(200)
    return review
  }

  @RateLimit('reviews')
  @Put(':id')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Edit a review (its author, or an administrator)',
    description:
      "The same fields as writing one; perfumeId may be left out and cannot change. Someone else's review is a 404 and stays as it was.",
  })
  @ApiBadRequestResponse({
    description: 'A field is missing, too long or out of range (fieldErrors)',
  })
  @ApiNotFoundResponse({ description: 'No such review that this user may change' })
  @ZodResponse({ status: 200, type: ReviewViewDto })
  update(
    @CurrentUser() user: CurrentUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: ReviewUpdateDto,
  ) {
    return this.reviews.update(user, id, body)
  }

  @RateLimit('reviews')
  @Delete(':id')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete a review (its author, or an administrator)' })
  @ApiNoContentResponse({ description: 'Deleted, with its votes' })
  @ApiBadRequestResponse({ description: 'The id is malformed' })
  @ApiNotFoundResponse({ description: 'No such review that this user may delete' })
  async remove(
    @CurrentUser() user: CurrentUser,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<void> {
    await this.reviews.remove(user, id)
  }

  @RateLimit('reviewVotes')
  @Post(':id/helpful')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: "Mark a review as useful ('Útil')",
    description:
      'One vote per user and review: voting again changes nothing. The answer is the count after the vote.',
  })
  @ApiBadRequestResponse({ description: 'The id is malformed' })
  @ApiForbiddenResponse({ description: 'The author cannot vote for their own review' })
  @ApiNotFoundResponse({ description: 'No such review' })
  @ZodResponse({ status: 200, type: HelpfulVoteDto })
  vote(@CurrentUser() user: CurrentUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.reviews.vote(user.id, id)
  }
}

/** A perfume's reviews at a glance, for its page: not part of the cached catalogue answers. */
@ApiTags('Reviews')
@Controller('perfumes/:perfumeId/reviews')
export class PerfumeReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Public()
  @Get('summary')
  @ApiOperation({
    summary: "A perfume's reviews: average, count, the three fragrance averages, the latest five",
  })
  @ApiBadRequestResponse({ description: 'The id is malformed' })
  @ApiNotFoundResponse({ description: 'No such perfume in the shop' })
  @ZodResponse({ status: 200, type: ReviewSummaryDto })
  summary(@Param('perfumeId', new ParseUUIDPipe()) perfumeId: string) {
    return this.reviews.perfumeSummary(perfumeId)
  }
}
