import type { OrderDocument } from '@aurum/contracts'
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
  StreamableFile,
} from '@nestjs/common'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger'
import type { FastifyReply } from 'fastify'
import { ZodResponse } from 'nestjs-zod'
import { Roles } from '../auth/current-user'
import { AdminOrdersService } from './admin-orders.service'
import { AdminOrderListQueryDto, AdminOrderRowDto, AdminOrderViewDto } from './dto/admin-orders.dto'
import { PrintOrdersDto } from './dto/order-printing.dto'
import { OrderPrintingService, type PrintedDocument } from './order-printing.service'

const PDF_ANSWER = {
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const

/** Its file's name: of one order ('albaran-A1B2C3D4.pdf'), or of several. */
const FILE_NAMES: Record<OrderDocument, { one: string; several: string }> = {
  'packing-slip': { one: 'albaran', several: 'albaranes' },
  labels: { one: 'etiquetas', several: 'etiquetas' },
}

/** A printed document as a download. */
function download({ bytes, code }: PrintedDocument, document: OrderDocument) {
  const names = FILE_NAMES[document]
  return new StreamableFile(Buffer.from(bytes), {
    type: 'application/pdf',
    disposition: `attachment; filename="${code ? `${names.one}-${code}` : names.several}.pdf"`,
    length: bytes.length,
  })
}

@ApiTags('Admin: Orders')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrdersService,
    private readonly printing: OrderPrintingService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The orders table: filters, search and pages, newest first (total in X-Total-Count)',
    description:
      'from and to are store days (Europe/Madrid), both included. search finds the short code customers see (with or without #), the whole id, or part of the email. Test orders are listed, marked isTest.',
  })
  @ZodResponse({ status: 200, type: [AdminOrderRowDto] })
  @ApiOkResponse({
    headers: {
      'X-Total-Count': { description: 'Orders matching the filters', schema: { type: 'integer' } },
    },
  })
  async list(
    @Query() query: AdminOrderListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { orders, total } = await this.orders.list(query)
    void reply.header('x-total-count', String(total))
    return orders
  }

  @Get(':id')
  @ApiOperation({
    summary:
      "An order's page: items, address, coupon, payment reference, shipment, refund, timeline",
  })
  @ApiNotFoundResponse({ description: 'No such order' })
  @ZodResponse({ status: 200, type: AdminOrderViewDto })
  get(@Param('id', new ParseUUIDPipe()) id: string) {
    return this.orders.view(id)
  }

  @Get(':id/packing-slip')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    summary: "The order's packing slip as PDF (albaran-<code>.pdf), to put in its parcel",
    description:
      'A4: the customer, the shipping address, and each line (perfume, brand, size, units, the batches it was poured from) with an empty box for the packer. Units already given back are left out.',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF_ANSWER)
  @ApiNotFoundResponse({ description: 'No such order' })
  async packingSlip(@Param('id', new ParseUUIDPipe()) id: string) {
    return download(await this.printing.packingSlip(id), 'packing-slip')
  }

  @Get(':id/labels')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    summary: "The labels of the order's decants as PDF (etiquetas-<code>.pdf)",
    description:
      "A4 sheets of 3 × 8 labels of 70 × 37 mm, one per decant (a set's line, one per perfume of each set): perfume, brand, ml, batch, the perfume's allergens when it declares them, and 'Decant de perfume original'.",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF_ANSWER)
  @ApiNotFoundResponse({ description: 'No such order' })
  async labels(@Param('id', new ParseUUIDPipe()) id: string) {
    return download(await this.printing.labels(id), 'labels')
  }

  @Post('print')
  @HttpCode(200)
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    summary: 'The packing slips or the labels of several orders in one PDF',
    description:
      'Up to 50 orders, in the order given: packing slips each from a new page (albaranes.pdf), labels one after another across the orders (etiquetas.pdf). One order alone is named as its own routes name it.',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF_ANSWER)
  @ApiBadRequestResponse({ description: 'No orders, more than 50, one twice, or bad input' })
  @ApiNotFoundResponse({ description: 'An order that is not there (named); nothing is printed' })
  async print(@Body() body: PrintOrdersDto) {
    return download(await this.printing.print(body), body.document)
  }
}
