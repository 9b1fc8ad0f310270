import { applyDecorators, Controller, Get, Headers, Param, Query, Res } from '@nestjs/common'
import {
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger'
import type { FastifyReply } from 'fastify'
import { Public } from '../../common/public.decorator'
import type { CachedAnswer } from './catalogue.cache'
import { CatalogueService } from './catalogue.service'
import { PerfumeListQueryDto } from './dto/perfume-list.query'
import { PerfumeViewDto } from './dto/perfume.view'

/** Sends a cached catalogue answer as it is, or 304 when the caller already has it. */
export function sendCached(reply: FastifyReply, answer: CachedAnswer, ifNoneMatch?: string): void {
  void reply
    .header('etag', answer.etag)
    .header('cache-control', 'public, max-age=0, must-revalidate')
  for (const [name, value] of Object.entries(answer.headers)) void reply.header(name, value)
  if (ifNoneMatch === answer.etag) {
    void reply.status(304).send()
    return
  }
  void reply.header('content-type', 'application/json; charset=utf-8').send(answer.body)
}

/** What sendCached answers besides the body: 304 for If-None-Match (the ETag is added with it). */
export const ApiCachedAnswer = () =>
  applyDecorators(
    ApiHeader({
      name: 'If-None-Match',
      required: false,
      description: 'The ETag of the answer already held: 304 while it is still current',
    }),
    ApiResponse({ status: 304, description: 'Not modified since the ETag sent in If-None-Match' }),
  )

@ApiTags('Catalogue')
@Controller()
export class PerfumesController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Public()
  @Get('perfumes')
  @ApiOperation({
    summary: 'The catalogue: filters, sort and pages (the total is in X-Total-Count)',
    description:
      'q searches name and brand, ignoring case and accents. Price filters and sorts use the price of the smallest size after any offer. Answers carry an ETag; If-None-Match gives 304.',
  })
  @ApiOkResponse({
    type: [PerfumeViewDto.Output],
    headers: {
      'X-Total-Count': {
        description: 'Perfumes matching the filters',
        schema: { type: 'integer' },
      },
    },
  })
  @ApiCachedAnswer()
  async list(
    @Query() query: PerfumeListQueryDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.catalogue.listPerfumes(query), ifNoneMatch)
  }

  @Public()
  @Get('perfumes/homepage')
  @ApiOperation({ summary: 'The perfumes of the home page grid' })
  @ApiOkResponse({ type: [PerfumeViewDto.Output] })
  @ApiCachedAnswer()
  async homepage(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.catalogue.homepagePerfumes(), ifNoneMatch)
  }

  @Public()
  @Get('perfumes/:slug')
  @ApiOperation({ summary: 'One perfume by its slug' })
  @ApiParam({ name: 'slug', example: 'dior-sauvage' })
  @ApiOkResponse({ type: PerfumeViewDto.Output })
  @ApiNotFoundResponse({ description: 'No perfume has this slug' })
  @ApiCachedAnswer()
  async bySlug(
    @Param('slug') slug: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.catalogue.perfume(slug), ifNoneMatch)
  }

  @Public()
  @Get('brands')
  @ApiOperation({ summary: 'Every brand in the catalogue, alphabetically' })
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'string' } } })
  @ApiCachedAnswer()
  async brands(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.catalogue.brands(), ifNoneMatch)
  }
}
