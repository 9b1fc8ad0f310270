import { Controller, Get, Query } from '@nestjs/common'
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { Roles } from '../auth/current-user'
import { PerfumeSalesDto } from '../orders/dto/admin-orders.dto'
import { DashboardService } from './dashboard.service'
import {
  DashboardStatsDto,
  DashboardSummaryDto,
  LowStockQueryDto,
  LowStockSizeDto,
  RecentOrderDto,
} from './dto/dashboard.dto'

@ApiTags('Admin: Dashboard')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminDashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('dashboard-stats')
  @ApiOperation({ summary: 'The dashboard’s counts: perfumes, orders today, collections, offers' })
  @ZodResponse({ status: 200, type: DashboardStatsDto })
  stats() {
    return this.dashboard.stats()
  }

  @Get('dashboard/summary')
  @ApiOperation({
    summary: 'How the shop is doing: revenue and orders today, in 7 and 30 days, and what waits',
    description:
      "Revenue is net of refunds and orders leave out cancelled and refunded ones, as Analytics (GET /api/admin/sales-stats) counts them: test orders (local provider, no money taken) are left out, except when the shop itself runs PAYMENT_PROVIDER=local, where every order is one. Days are the store's (Europe/Madrid); an order counts on the day it was placed, and so do its refunds. Each period is compared with the same number of days just before it: today (so far) with all of yesterday. awaitingShipment counts the same orders, paid and not shipped yet.",
  })
  @ZodResponse({ status: 200, type: DashboardSummaryDto })
  summary() {
    return this.dashboard.summary()
  }

  @Get('recent-orders')
  @ApiOperation({
    summary: 'The 5 latest orders, whatever their state',
    description:
      'The orders the figures count: test orders (marked isTest) only when the shop runs PAYMENT_PROVIDER=local.',
  })
  @ZodResponse({ status: 200, type: [RecentOrderDto] })
  recentOrders() {
    return this.dashboard.recentOrders()
  }

  @Get('popular-perfumes')
  @ApiOperation({
    summary: 'The 5 perfumes with most units sold, all time',
    description:
      "Counts paid orders not cancelled or refunded, as the sales series' topByUnits does: test orders (local provider, no money taken) are left out, except when the shop itself runs PAYMENT_PROVIDER=local, where every order is one. Revenue is at item prices, before coupons and shipping.",
  })
  @ZodResponse({ status: 200, type: [PerfumeSalesDto] })
  popularPerfumes() {
    return this.dashboard.popularPerfumes()
  }

  @Get('low-stock')
  @ApiOperation({
    summary: 'Sizes with at most `threshold` units, fewest first',
    description:
      'Without threshold, the store setting low_stock_threshold (3 unless changed with PUT /api/settings). Archived perfumes are left out.',
  })
  @ZodResponse({ status: 200, type: [LowStockSizeDto] })
  lowStock(@Query() query: LowStockQueryDto) {
    return this.dashboard.lowStock(query.threshold)
  }
}
