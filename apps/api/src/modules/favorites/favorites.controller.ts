import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Res,
} from '@nestjs/common'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger'
import type { FastifyReply } from 'fastify'
import { ZodResponse } from 'nestjs-zod'
import { RateLimit } from '../../common/throttling/rate-limits'
import { CurrentUser } from '../auth/current-user'
import { AddFavoriteDto, FavoritePerfumeIdsDto, FavoriteViewDto } from './dto/favorite.dto'
import { FavoritesService } from './favorites.service'

@ApiTags('Favorites')
@ApiBearerAuth()
@Controller('favorites')
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @Get()
  @ApiOperation({
    summary: "The customer's favorites, newest first",
    description:
      "Each perfume with its lowest price now (after any running offer), its reviews' average and count, and the size 'Agregar' puts in the cart (5ml or the nearest). Perfumes no longer in the shop are left out.",
  })
  @ZodResponse({ status: 200, type: [FavoriteViewDto] })
  list(@CurrentUser() user: CurrentUser) {
    return this.favorites.list(user.id)
  }

  @Get('ids')
  @ApiOperation({
    summary: 'The ids of the perfumes the customer saved',
    description: 'What the hearts of a page of perfume cards need, in one small call.',
  })
  @ZodResponse({ status: 200, type: FavoritePerfumeIdsDto })
  perfumeIds(@CurrentUser() user: CurrentUser) {
    return this.favorites.perfumeIds(user.id)
  }

  @RateLimit('favorites')
  @Post()
  @ApiOperation({
    summary: 'Save a perfume in the favorites',
    description: 'Saving it again is no error: the answer is the favorite it already has (200).',
  })
  @ApiBadRequestResponse({ description: 'perfumeId is missing or not an id (fieldErrors)' })
  @ApiNotFoundResponse({ description: 'No such perfume in the shop' })
  @ApiOkResponse({
    description: 'Already saved: the existing favorite',
    type: FavoriteViewDto.Output,
  })
  @ZodResponse({ status: 201, type: FavoriteViewDto, description: 'Saved' })
  async add(
    @CurrentUser() user: CurrentUser,
    @Body() body: AddFavoriteDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { favorite, created } = await this.favorites.add(user.id, body.perfumeId)
    if (!created) void reply.status(200)
    return favorite
  }

  @RateLimit('favorites')
  @Delete('perfume/:perfumeId')
  @HttpCode(204)
  @ApiOperation({ summary: "Remove a perfume from the favorites (the heart's second click)" })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiBadRequestResponse({ description: 'The id is malformed' })
  @ApiNotFoundResponse({ description: 'This perfume is not in the customer’s favorites' })
  async removePerfume(
    @CurrentUser() user: CurrentUser,
    @Param('perfumeId', new ParseUUIDPipe()) perfumeId: string,
  ): Promise<void> {
    await this.favorites.removePerfume(user.id, perfumeId)
  }

  @RateLimit('favorites')
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a favorite' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiBadRequestResponse({ description: 'The id is malformed' })
  @ApiNotFoundResponse({ description: 'No such favorite of this customer' })
  async remove(
    @CurrentUser() user: CurrentUser,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<void> {
    await this.favorites.remove(user.id, id)
  }
}
