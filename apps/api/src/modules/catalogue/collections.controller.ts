import { Controller, Get, Headers, Param, Res } from '@nestjs/common'
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger'
import type { FastifyReply } from 'fastify'
import { Public } from '../../common/public.decorator'
import { CatalogueService } from './catalogue.service'
import { CollectionViewDto } from './dto/collection.view'
import { ApiCachedAnswer, sendCached } from './perfumes.controller'

@ApiTags('Catalogue')
@Controller('collections')
export class CollectionsController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Every collection, each with its perfumes (none while the shop hides collections)',
  })
  @ApiOkResponse({ type: [CollectionViewDto.Output] })
  @ApiCachedAnswer()
  async list(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.catalogue.collections(), ifNoneMatch)
  }

  @Public()
  @Get(':slug')
  @ApiOperation({ summary: 'One collection by its slug, with its perfumes' })
  @ApiParam({ name: 'slug', example: 'esenciales-de-verano' })
  @ApiOkResponse({ type: CollectionViewDto.Output })
  @ApiNotFoundResponse({ description: 'No such collection, or the shop hides collections' })
  @ApiCachedAnswer()
  async bySlug(
    @Param('slug') slug: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.catalogue.collection(slug), ifNoneMatch)
  }
}
