import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common'
import {
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger'
import type { FastifyReply } from 'fastify'
import { ZodResponse } from 'nestjs-zod'
import { Roles } from '../auth/current-user'
import { AdminOrdersService } from './admin-orders.service'
import { AdminOrderListQueryDto, AdminOrderRowDto, AdminOrderViewDto } from './dto/admin-orders.dto'

@ApiTags('Admin: Orders')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly orders: AdminOrdersService) {}

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
}
