import { Controller, Get, Header, Query } from '@nestjs/common'
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { Roles } from '../auth/current-user'
import {
  SalesRangeQueryDto,
  SalesSeriesDto,
  SalesSeriesQueryDto,
  SalesStatsDto,
} from './dto/admin-orders.dto'
import { SalesService } from './sales.service'

const COUNTED =
  'Counts paid orders not cancelled or refunded (pending ones included: they are paid), refunds subtracted, in the store currency. Test orders (local provider, no money taken) are left out, except when the shop itself runs PAYMENT_PROVIDER=local, where every order is one (includesTestOrders says which). from and to are store days (Europe/Madrid), both included.'

@ApiTags('Admin: Orders')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminSalesController {
  constructor(private readonly sales: SalesService) {}

  @Get('sales-stats')
  @ApiOperation({
    summary: 'Revenue, orders and average order value of a range (all time by default)',
    description: `${COUNTED} monthlyRevenue is the current month's, whatever the range.`,
  })
  @ZodResponse({ status: 200, type: SalesStatsDto })
  stats(@Query() query: SalesRangeQueryDto) {
    return this.sales.stats(query)
  }

  @Get('sales-series')
  @ApiOperation({
    summary: 'The analytics charts: revenue by month, orders by day, top perfumes',
    description: `${COUNTED} By default the last 12 months up to today; at most 731 days. Every month and day of the range is listed, with 0 when nothing was sold.`,
  })
  @ZodResponse({ status: 200, type: SalesSeriesDto })
  series(@Query() query: SalesSeriesQueryDto) {
    return this.sales.series(query)
  }

  @Get('orders.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="pedidos.csv"')
  @ApiOperation({
    summary: 'Every order of a range as CSV, oldest first, safe to open in a spreadsheet',
    description:
      'All orders, whatever their state, test ones included (isTest column). from and to are store days (Europe/Madrid), both included.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  csv(@Query() query: SalesRangeQueryDto): Promise<string> {
    return this.sales.csv(query)
  }
}
