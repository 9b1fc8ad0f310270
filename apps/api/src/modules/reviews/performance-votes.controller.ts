import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { RateLimit } from '../../common/throttling/rate-limits'
import { CurrentUser } from '../auth/current-user'
import {
  MyPerformanceVoteDto,
  PerformanceDistributionDto,
  PerformanceVoteInputDto,
} from './dto/performance-vote.dto'
import { PerformanceVotesService } from './performance-votes.service'

/** How a perfume lasts and is noticed, as its buyers vote it; the totals are in its own answer. */
@ApiTags('Reviews')
@Controller('perfumes/:id/performance')
export class PerformanceVotesController {
  constructor(private readonly votes: PerformanceVotesService) {}

  // Counted with the reviews: a vote is a short review, written a few times, not a stream.
  @RateLimit('reviews')
  @Post()
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Vote how a perfume lasts, how far it is noticed, and when it is worn (its buyers)',
    description:
      "Only a customer who bought the perfume in a paid order votes. One vote per customer and perfume: voting again replaces it. The answer is the perfume's distributions after the vote, the same as `performance` in GET /api/perfumes/{slug}.",
  })
  @ApiBadRequestResponse({
    description: 'A value is missing, out of range, repeated or unknown (fieldErrors)',
  })
  @ApiForbiddenResponse({ description: 'The customer has not bought this perfume' })
  @ApiNotFoundResponse({ description: 'No such perfume in the shop' })
  @ZodResponse({ status: 200, type: PerformanceDistributionDto })
  vote(
    @CurrentUser() user: CurrentUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: PerformanceVoteInputDto,
  ) {
    return this.votes.vote(user.id, id, body)
  }

  @Get('mine')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Whether the signed-in customer may vote on this perfume, and their vote',
  })
  @ApiBadRequestResponse({ description: 'The id is malformed' })
  @ApiNotFoundResponse({ description: 'No such perfume in the shop' })
  @ZodResponse({ status: 200, type: MyPerformanceVoteDto })
  mine(@CurrentUser() user: CurrentUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.votes.mine(user.id, id)
  }
}
