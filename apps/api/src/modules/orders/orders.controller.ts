import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common'
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger'
import { RateLimit } from '../../common/throttling/rate-limits'
import { ZodResponse } from 'nestjs-zod'
import { CurrentUser } from '../auth/current-user'
import { OrderViewDto, TrackingEventDto, TrackingOrderDto } from './dto/orders.dto'
import { OrdersService } from './orders.service'

@ApiTags('Orders')
@ApiBearerAuth()
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('orders')
  @ApiOperation({ summary: "The customer's orders, newest first" })
  @ZodResponse({ status: 200, type: [OrderViewDto] })
  list(@CurrentUser() user: CurrentUser) {
    return this.orders.list(user.id)
  }

  @Get('orders/by-session/:sessionId')
  @ApiOperation({
    summary: 'The order a payment session became (404 while the payment is on its way)',
  })
  @ApiNotFoundResponse({ description: 'Not (yet) an order of this customer' })
  @ZodResponse({ status: 200, type: OrderViewDto })
  bySession(@CurrentUser() user: CurrentUser, @Param('sessionId') sessionId: string) {
    return this.orders.get(user.id, { paymentSessionId: sessionId })
  }

  @Get('orders/:id')
  @ApiOperation({ summary: 'One of the customer’s orders' })
  @ApiNotFoundResponse({ description: 'No such order of this customer' })
  @ZodResponse({ status: 200, type: OrderViewDto })
  get(@CurrentUser() user: CurrentUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.orders.get(user.id, { id })
  }

  @Post('orders/:id/withdrawal')
  @HttpCode(201)
  @RateLimit('invoices')
  @ApiOperation({
    summary: 'Withdraw from the contract of a delivered order, within 14 days of its delivery',
    description:
      "The second step of the shop's 'Desistir del contrato' button (CRD art. 11a). The receipt is mailed at once; the order waits in the administrators' queue for the goods to come back and be refunded.",
  })
  @ApiNotFoundResponse({ description: 'No such order of this customer' })
  @ApiConflictResponse({
    description: 'Already withdrawn, not delivered, or more than 14 days after delivery',
  })
  @ZodResponse({ status: 201, type: OrderViewDto })
  withdraw(@CurrentUser() user: CurrentUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.orders.withdraw(user.id, id)
  }

  @Get('tracking')
  @ApiOperation({
    summary:
      "The signed-in customer's orders for tracking (no email in the query decides anything)",
  })
  @ApiNotFoundResponse({ description: 'The shop has switched tracking off' })
  @ZodResponse({ status: 200, type: [TrackingOrderDto] })
  tracking(@CurrentUser() user: CurrentUser) {
    return this.orders.tracking(user.id)
  }

  @Get('tracking/:trackingNumber')
  @ApiOperation({ summary: "The events of one of the customer's shipments" })
  @ApiNotFoundResponse({ description: 'No such shipment of this customer, or tracking is off' })
  @ZodResponse({ status: 200, type: [TrackingEventDto] })
  trackingEvents(
    @CurrentUser() user: CurrentUser,
    @Param('trackingNumber') trackingNumber: string,
  ) {
    return this.orders.trackingEvents(user.id, trackingNumber)
  }
}
