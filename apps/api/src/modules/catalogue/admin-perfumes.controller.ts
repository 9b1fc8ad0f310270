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
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger'
import type { FastifyReply } from 'fastify'
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

@ApiTags('Admin: Catalogue')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class AdminPerfumesController {
  constructor(private readonly perfumes: AdminPerfumesService) {}

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
