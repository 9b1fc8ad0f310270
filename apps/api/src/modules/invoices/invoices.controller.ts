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
import { DomainError } from '../../common/domain-error'
import { RateLimit } from '../../common/throttling/rate-limits'
import { CurrentUser, Roles } from '../auth/current-user'
import { InvoiceViewDto } from '../orders/dto/orders.dto'
import { AdminInvoiceListQueryDto, AdminInvoiceRowDto, FullInvoiceDto } from './dto/invoices.dto'
import { InvoicesService } from './invoices.service'

const PDF_NAME = /^([FR]\d{4}-\d{6})\.pdf$/

@ApiTags('Invoices')
@ApiBearerAuth()
@Controller()
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get('orders/:id/invoice')
  @ApiOperation({
    summary: "The order's latest invoice (for its owner or an administrator)",
    description:
      'The simplified invoice issued at payment, the full one that replaced it, or the last credit note.',
  })
  @ApiNotFoundResponse({ description: 'No such order of this customer, or no invoice yet' })
  @ZodResponse({ status: 200, type: InvoiceViewDto })
  latest(@CurrentUser() user: CurrentUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.invoices.latestOf(user, id)
  }

  @Post('orders/:id/invoices')
  @HttpCode(201)
  @RateLimit('invoices')
  @ApiOperation({
    summary: 'A full invoice naming the buyer, in place of the simplified one (once per order)',
    description:
      'Name or company, NIF/NIE/CIF (its check letter or digit is verified) and tax address. The full invoice takes the next number of the F series and refers to the simplified one it replaces.',
  })
  @ApiNotFoundResponse({ description: 'No such order of this customer' })
  @ApiConflictResponse({ description: 'The order has no invoice yet, or already a full one' })
  @ZodResponse({ status: 201, type: InvoiceViewDto })
  full(
    @CurrentUser() user: CurrentUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: FullInvoiceDto,
  ) {
    return this.invoices.issueFull(user, id, body)
  }

  @Get('invoices/:file')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    summary:
      'An invoice as PDF: /api/invoices/F2026-000001.pdf (owner of the order or administrator)',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse({ description: 'No such invoice of this customer' })
  async pdf(@CurrentUser() user: CurrentUser, @Param('file') file: string) {
    const number = PDF_NAME.exec(file)?.[1]
    if (!number) throw new DomainError('NOT_FOUND', 'invoice_not_found')
    const bytes = await this.invoices.pdf(user, number)
    return new StreamableFile(Buffer.from(bytes), {
      type: 'application/pdf',
      disposition: `inline; filename="${number}.pdf"`,
      length: bytes.length,
    })
  }
}

@ApiTags('Admin: Invoices')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminInvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get('invoices')
  @ApiOperation({
    summary: 'The invoices and credit notes of a range, in number order (total in X-Total-Count)',
    description: 'from and to are store days (Europe/Madrid), both included.',
  })
  @ZodResponse({ status: 200, type: [AdminInvoiceRowDto] })
  @ApiOkResponse({
    headers: {
      'X-Total-Count': { description: 'Invoices of the range', schema: { type: 'integer' } },
    },
  })
  async list(
    @Query() query: AdminInvoiceListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { invoices, total } = await this.invoices.list(query)
    void reply.header('x-total-count', String(total))
    return invoices
  }

  @Get('invoices.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="facturas.csv"')
  @ApiOperation({
    summary: 'Every invoice of a range as CSV for the accountant: number, date, base, IVA, total',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  csv(@Query() query: AdminInvoiceListQueryDto): Promise<string> {
    return this.invoices.csv(query)
  }
}
