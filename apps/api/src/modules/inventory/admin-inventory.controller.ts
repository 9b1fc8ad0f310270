import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Res,
} from '@nestjs/common'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger'
import type { FastifyReply } from 'fastify'
import { ZodResponse } from 'nestjs-zod'
import { CurrentUser, Roles } from '../auth/current-user'
import { AdminInventoryService } from './admin-inventory.service'
import {
  AdjustBottleDto,
  BottleViewDto,
  InventoryPerfumeViewDto,
  MovementListQueryDto,
  MovementViewDto,
  ReceiveBottleDto,
} from './dto/inventory.dto'

const FILTERS =
  'perfumeId, type (received, migrated, held, released, sold, returned, adjusted), from and to (store days, Europe/Madrid, both included).'

@ApiTags('Admin: Inventory')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminInventoryController {
  constructor(private readonly inventory: AdminInventoryService) {}

  @Get('inventory')
  @ApiOperation({
    summary: "Every perfume's millilitres and what each size can sell, fewest free ml first",
  })
  @ZodResponse({ status: 200, type: [InventoryPerfumeViewDto] })
  overview() {
    return this.inventory.overview()
  }

  @Get('perfumes/:id/bottles')
  @ApiOperation({ summary: "A perfume's bottles: pouring ones first (oldest opened first)" })
  @ApiNotFoundResponse({ description: 'No such perfume (or it was archived)' })
  @ZodResponse({ status: 200, type: [BottleViewDto] })
  bottles(@Param('id', new ParseUUIDPipe()) id: string) {
    return this.inventory.bottles(id)
  }

  @Post('perfumes/:id/bottles')
  @ApiOperation({
    summary: 'Receive a bottle (a received movement of its ml)',
    description:
      'The batch code is upper-cased. With openedAt it arrives open (a bottle the shop already had), else sealed; sealed bottles pour after the open ones.',
  })
  @ApiBadRequestResponse({ description: 'A field out of its range (fieldErrors)' })
  @ApiNotFoundResponse({ description: 'No such perfume (or it was archived)' })
  @ZodResponse({ status: 201, type: BottleViewDto })
  receive(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: ReceiveBottleDto,
    @CurrentUser() user: CurrentUser,
  ) {
    return this.inventory.receive(id, body, user.id)
  }

  @Post('bottles/:id/adjustments')
  @ApiOperation({
    summary: 'Adjust a bottle by signed ml, with a reason (waste, evaporation, count, breakage)',
  })
  @ApiBadRequestResponse({ description: 'ml is 0 or out of range, or the reason is unknown' })
  @ApiNotFoundResponse({ description: 'No such bottle' })
  @ApiConflictResponse({
    description: 'It would leave the bottle below what open checkouts hold, or above its size',
  })
  @ZodResponse({ status: 201, type: BottleViewDto })
  adjust(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: AdjustBottleDto,
    @CurrentUser() user: CurrentUser,
  ) {
    return this.inventory.adjust(id, body, user.id)
  }

  @Post('bottles/:id/open')
  @HttpCode(200)
  @ApiOperation({ summary: 'Open a sealed bottle now: it pours before the sealed ones' })
  @ApiNotFoundResponse({ description: 'No such bottle' })
  @ApiConflictResponse({ description: 'It is already open (or empty)' })
  @ZodResponse({ status: 200, type: BottleViewDto })
  open(@Param('id', new ParseUUIDPipe()) id: string) {
    return this.inventory.open(id)
  }

  @Post('bottles/:id/empty')
  @HttpCode(200)
  @ApiOperation({
    summary: "Mark a bottle empty: what is left is written off ('emptied') and it pours no more",
  })
  @ApiNotFoundResponse({ description: 'No such bottle' })
  @ApiConflictResponse({ description: 'Already empty, or open checkouts hold some of it' })
  @ZodResponse({ status: 200, type: BottleViewDto })
  empty(@Param('id', new ParseUUIDPipe()) id: string, @CurrentUser() user: CurrentUser) {
    return this.inventory.empty(id, user.id)
  }

  @Get('inventory/movements')
  @ApiOperation({
    summary: 'The millilitre ledger, newest first (the total is in X-Total-Count)',
    description: `Each movement with its signed ml. Filters: ${FILTERS}`,
  })
  @ZodResponse({ status: 200, type: [MovementViewDto] })
  @ApiOkResponse({
    headers: {
      'X-Total-Count': {
        description: 'Movements matching the filters',
        schema: { type: 'integer' },
      },
    },
  })
  async movements(
    @Query() query: MovementListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { movements, total } = await this.inventory.movements(query)
    void reply.header('x-total-count', String(total))
    return movements
  }

  @Get('inventory/movements.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="movimientos.csv"')
  @ApiOperation({
    summary: 'The ledger as CSV, oldest first, safe to open in a spreadsheet',
    description: `The same filters as the list (page and limit ignored): ${FILTERS}`,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  csv(@Query() query: MovementListQueryDto): Promise<string> {
    return this.inventory.movementsCsv(query)
  }
}
