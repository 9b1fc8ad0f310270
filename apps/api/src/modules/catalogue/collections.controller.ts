import { Controller, Get, Headers, Res } from '@nestjs/common'
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger'
import type { FastifyReply } from 'fastify'
import { Public } from '../../common/public.decorator'
import { CatalogueService } from './catalogue.service'
import { CollectionViewDto } from './dto/collection.view'
import { sendCached } from './perfumes.controller'

@ApiTags('catalogue')
@Controller('collections')
export class CollectionsController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Every collection, each with its perfumes' })
  @ApiOkResponse({ type: [CollectionViewDto.Output] })
  async list(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.catalogue.collections(), ifNoneMatch)
  }
}
