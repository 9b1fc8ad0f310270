import { applyDecorators, Controller, Get, Param, Query, Res } from '@nestjs/common'
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
import { CachedAnswers } from './cached-answers'
import { CatalogueService } from './catalogue.service'
import { PerfumeListQueryDto } from './dto/perfume-list.query'
import { PerfumeViewDto } from './dto/perfume.view'

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
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly answers: CachedAnswers,
  ) {}

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
  async list(@Query() query: PerfumeListQueryDto, @Res() reply: FastifyReply): Promise<void> {
    this.answers.send(reply, await this.catalogue.listPerfumes(query))
  }

  @Public()
  @Get('perfumes/homepage')
  @ApiOperation({ summary: 'The perfumes of the home page grid' })
  @ApiOkResponse({ type: [PerfumeViewDto.Output] })
  @ApiCachedAnswer()
  async homepage(@Res() reply: FastifyReply): Promise<void> {
    this.answers.send(reply, await this.catalogue.homepagePerfumes())
  }

  @Public()
  @Get('perfumes/:slug')
  @ApiOperation({ summary: 'One perfume by its slug' })
  @ApiParam({ name: 'slug', example: 'dior-sauvage' })
  @ApiOkResponse({ type: PerfumeViewDto.Output })
  @ApiNotFoundResponse({ description: 'No perfume has this slug' })
  @ApiCachedAnswer()
  async bySlug(@Param('slug') slug: string, @Res() reply: FastifyReply): Promise<void> {
    this.answers.send(reply, await this.catalogue.perfume(slug))
  }

  @Public()
  @Get('brands')
  @ApiOperation({ summary: 'Every brand in the catalogue, alphabetically' })
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'string' } } })
  @ApiCachedAnswer()
  async brands(@Res() reply: FastifyReply): Promise<void> {
    this.answers.send(reply, await this.catalogue.brands())
  }
}
