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
import { DomainError } from '../../common/domain-error'
import { CachedAnswers } from './cached-answers'
import { CatalogueCache } from './catalogue.cache'
import { CatalogueService } from './catalogue.service'
import { type CatalogueVersionView, CatalogueVersionViewDto } from './dto/catalogue-version.view'
import {
  PerfumeFacetsViewDto,
  SimilarPerfumeViewDto,
  SimilarQueryDto,
} from './dto/perfume-facets.view'
import { PerfumeListQueryDto } from './dto/perfume-list.query'
import { PerfumeDetailViewDto, PerfumeViewDto } from './dto/perfume.view'

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
    private readonly cache: CatalogueCache,
  ) {}

  @Public()
  @Get('catalogue/version')
  @ApiOperation({
    summary: "The catalogue's version and the next offer end, as this server last read them",
    description:
      "Asked every quarter second by the web app, which keeps visitors' pages ready until the version moves or an offer ends. Answered from memory, without the database.",
  })
  @ApiOkResponse({ type: CatalogueVersionViewDto.Output })
  version(): CatalogueVersionView {
    const current = this.cache.current()
    if (!current) throw new DomainError('SERVICE_UNAVAILABLE', 'service_unavailable')
    return current
  }

  @Public()
  @Get('perfumes')
  @ApiOperation({
    summary: 'The catalogue: filters, sort and pages (the total is in X-Total-Count)',
    description:
      'q searches name, brand, notes, accords, family and description in Spanish full text (no accents or case, stems, the last word as a prefix), and forgives typos in the name and brand by trigrams; a search is ordered by relevance, then the most reviewed, unless sort says otherwise. Filters combine; accord may be repeated (all of them). Price filters and sorts use the price of the smallest size after any offer. Answers carry an ETag; If-None-Match gives 304.',
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
  @Get('perfumes/facets')
  @ApiOperation({
    summary: 'How many perfumes each filter choice leaves, for the same filters as the list',
    description:
      'Brand, category, family, season, size and price bands count without their own filter (choosing another value replaces it); accords count with every filter (one more narrows the list). The category counts add up to the total when no category is chosen.',
  })
  @ApiOkResponse({ type: PerfumeFacetsViewDto.Output })
  @ApiCachedAnswer()
  async facets(@Query() query: PerfumeListQueryDto, @Res() reply: FastifyReply): Promise<void> {
    this.answers.send(reply, await this.catalogue.facets(query))
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
  @ApiOkResponse({ type: PerfumeDetailViewDto.Output })
  @ApiNotFoundResponse({ description: 'No perfume has this slug' })
  @ApiCachedAnswer()
  async bySlug(@Param('slug') slug: string, @Res() reply: FastifyReply): Promise<void> {
    this.answers.send(reply, await this.catalogue.perfume(slug))
  }

  @Public()
  @Get('perfumes/:slug/similar')
  @ApiOperation({
    summary: "'Huele parecido a…': the perfumes that smell most like this one, best first",
    description:
      'Ranked by 0.75 × the cosine of their accord intensities + 0.25 × the Jaccard index of their notes (docs/decisions/019). Never the perfume itself; each shares at least one accord.',
  })
  @ApiParam({ name: 'slug', example: 'dior-sauvage' })
  @ApiOkResponse({ type: [SimilarPerfumeViewDto.Output] })
  @ApiNotFoundResponse({ description: 'No perfume has this slug' })
  @ApiCachedAnswer()
  async similar(
    @Param('slug') slug: string,
    @Query() query: SimilarQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.answers.send(reply, await this.catalogue.similar(slug, query.limit))
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
