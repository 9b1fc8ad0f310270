import { Controller, Get, Param, Res } from '@nestjs/common'
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
import { CachedAnswers } from './cached-answers'
import { ApiCachedAnswer } from './perfumes.controller'

@ApiTags('Catalogue')
@Controller('collections')
export class CollectionsController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly answers: CachedAnswers,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Every collection, each with its perfumes (none while the shop hides collections)',
  })
  @ApiOkResponse({ type: [CollectionViewDto.Output] })
  @ApiCachedAnswer()
  async list(@Res() reply: FastifyReply): Promise<void> {
    this.answers.send(reply, await this.catalogue.collections())
  }

  @Public()
  @Get(':slug')
  @ApiOperation({ summary: 'One collection by its slug, with its perfumes' })
  @ApiParam({ name: 'slug', example: 'esenciales-de-verano' })
  @ApiOkResponse({ type: CollectionViewDto.Output })
  @ApiNotFoundResponse({ description: 'No such collection, or the shop hides collections' })
  @ApiCachedAnswer()
  async bySlug(@Param('slug') slug: string, @Res() reply: FastifyReply): Promise<void> {
    this.answers.send(reply, await this.catalogue.collection(slug))
  }
}
