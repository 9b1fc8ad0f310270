import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common'
import { RouteConfig } from '@nestjs/platform-fastify'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger'
import { MAX_IMPORT_BYTES } from '@aurum/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ZodResponse } from 'nestjs-zod'
import { ApiErrors } from '../../common/api-errors'
import { Roles } from '../auth/current-user'
import { AdminPerfumesService } from './admin-perfumes.service'
import {
  AdminPerfumeListQueryDto,
  AdminPerfumeViewDto,
  CreatePerfumeDto,
  UpdatePerfumeDto,
} from './dto/admin-perfume.dto'
import { PerfumeImportQueryDto, PerfumeImportResultDto } from './dto/perfume-import.dto'
import { readImportRequest } from './perfume-import-request'
import { PerfumeImportService } from './perfume-import.service'

@ApiTags('Admin: Catalogue')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class AdminPerfumesController {
  constructor(
    private readonly perfumes: AdminPerfumesService,
    private readonly csv: PerfumeImportService,
  ) {}

  @Get('admin/perfumes')
  @ApiOperation({
    summary: 'The perfumes tab: search, filters, sort and pages (the total is in X-Total-Count)',
    description:
      'search looks in name and brand, ignoring case and accents; price sorts by the smallest size after any offer. Archived perfumes are left out.',
  })
  @ZodResponse({ status: 200, type: [AdminPerfumeViewDto] })
  @ApiOkResponse({
    headers: {
      'X-Total-Count': {
        description: 'Perfumes matching the filters',
        schema: { type: 'integer' },
      },
    },
  })
  async list(
    @Query() query: AdminPerfumeListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { perfumes, total } = await this.perfumes.list(query)
    void reply.header('x-total-count', String(total))
    return perfumes
  }

  @Get('admin/perfumes/export.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="perfumes.csv"')
  @ApiOperation({
    summary: 'The catalogue as CSV, one row per perfume, to edit and import again',
    description:
      'UTF-8 with a byte order mark, a header row, CRLF lines. Columns: slug, name, brand, category, description, sizes (every size with its full price: "2ml=4.90; 5ml=9.90"), notes ("Bergamota; Vainilla"), imageUrl, isOnOffer (true/false), discountPercentage (0 off offer), offerDescription, offerEndsAt (ISO 8601), allergens. A cell that a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return, after any apostrophes) gets one apostrophe in front, which the import takes off. Archived perfumes are left out; stock (the inventory) and the scent are not in it.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  exportCsv(): Promise<string> {
    return this.csv.exportCsv()
  }

  @Post('admin/perfumes/import')
  @HttpCode(200)
  // The CSV may be up to 2 MB; other bodies stay capped far below.
  @RouteConfig({ bodyLimit: MAX_IMPORT_BYTES })
  @ApiOperation({
    summary: 'Import the catalogue CSV: dryRun=true tells what would change and writes nothing',
    description:
      'The CSV of GET /api/admin/perfumes/export.csv (columns in any order; a file saved with ";" between cells or in Windows-1252 is read too), as the body (text/csv) or as the part file of a form. A row whose slug the shop has updates that perfume with what differs; any other row creates a perfume (with that slug, or one made from its name when the slug is empty). Each row is checked with the perfume form\'s rules. Without dryRun every row is written in one transaction, through the same create and update as the form (price history, offer news, the catalogue moves at once), or, with any error, nothing: 400 VALIDATION_FAILED (reason perfume_import_invalid) whose fieldErrors hold each error under "<row>.<column>" ("<row>" for a whole row), the header being row 1. At most 2 MB and 2,000 perfumes.',
    requestBody: {
      required: true,
      content: {
        'text/csv': {
          schema: { type: 'string' },
          example:
            'slug,name,brand,category,description,sizes,notes,imageUrl,isOnOffer,discountPercentage,offerDescription,offerEndsAt,allergens\r\n' +
            'ambar-noche,Ámbar Noche,Maison Ámbar,nicho,Ámbar cálido y vainilla.,"2ml=4.90; 5ml=9.90; 10ml=17.90","Ámbar; Vainilla",,true,20,Rebajas de otoño,,"Linalool, Limonene"\r\n',
        },
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' } },
          },
        },
      },
    },
  })
  @ApiBadRequestResponse({
    description: 'No CSV, or (without dryRun) some row breaks the rules: nothing was written',
  })
  @ApiPayloadTooLargeResponse({ description: 'Over 2 MB or over 2,000 perfumes' })
  @ZodResponse({ status: 200, type: PerfumeImportResultDto })
  async importCsv(@Query() query: PerfumeImportQueryDto, @Req() request: FastifyRequest) {
    return this.csv.import(await readImportRequest(request), query)
  }

  @Get('admin/perfumes/:id')
  @ApiOperation({ summary: 'One perfume as the edit form shows it' })
  @ApiNotFoundResponse({ description: 'No such perfume (or it was archived)' })
  @ZodResponse({ status: 200, type: AdminPerfumeViewDto })
  get(@Param('id', new ParseUUIDPipe()) id: string) {
    return this.perfumes.get(id)
  }

  @Post('perfumes')
  @ApiOperation({
    summary: 'Create a perfume',
    description:
      'sizes, prices and notes may be arrays or comma-separated text. Sizes without stock start at 0 units; inStock false keeps every size at 0. A scent given without notes gives the perfume its pyramid notes (top, heart, base, each once); its accords are stored strongest first.',
  })
  @ApiBadRequestResponse({ description: 'A field breaks the perfume form rules (fieldErrors)' })
  @ApiErrors({ 409: 'Another perfume of the same name was saved at the same moment: try again' })
  @ZodResponse({ status: 201, type: AdminPerfumeViewDto })
  create(@Body() body: CreatePerfumeDto) {
    return this.perfumes.create(body)
  }

  @Put('perfumes/:id')
  @ApiOperation({
    summary: 'Change a perfume: the fields given replace the stored ones',
    description:
      'A size kept keeps its stock unless stock is given; a size left out is deleted. Price and offer changes are written to the price history. scent replaces the whole scent (null clears it; left out keeps it); given without notes, the notes become its pyramid notes.',
  })
  @ApiBadRequestResponse({ description: 'A field breaks the rules, or the id is not the path’s' })
  @ApiNotFoundResponse({ description: 'No such perfume (or it was archived)' })
  @ZodResponse({ status: 200, type: AdminPerfumeViewDto })
  update(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: UpdatePerfumeDto) {
    return this.perfumes.update(id, body)
  }

  @Delete('perfumes/:id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a perfume; one that orders point at is archived instead',
    description: 'Either way the shop stops showing it at once.',
  })
  @ApiNoContentResponse({ description: 'Deleted or archived' })
  @ApiNotFoundResponse({ description: 'No such perfume (or it was archived)' })
  async remove(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.perfumes.remove(id)
  }
}
