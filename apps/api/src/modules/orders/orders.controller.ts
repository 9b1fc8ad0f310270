import { centsToText } from '@aurum/contracts'
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common'
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { CurrentUser } from '../auth/current-user'
import { CheckoutService } from './checkout.service'
import {
  AddressInputDto,
  AddressViewDto,
  ApplyCouponDto,
  CheckoutSessionDto,
  CouponQuoteDto,
  CreateCheckoutDto,
  OrderViewDto,
  QuoteQueryDto,
  TrackingEventDto,
  TrackingOrderDto,
} from './dto/orders.dto'
import { OrdersService } from './orders.service'
import { AddressesService } from './addresses.service'

@ApiTags('checkout and orders')
@ApiBearerAuth()
@Controller()
export class OrdersController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly orders: OrdersService,
    private readonly addresses: AddressesService,
  ) {}

  @Post('checkout/session')
  @ApiOperation({
    summary: "Start paying for the signed-in customer's cart: answers the hosted payment page",
    description: 'Every amount comes from the database; a body with prices is refused.',
  })
  @ZodResponse({ status: 201, type: CheckoutSessionDto })
  startCheckout(@CurrentUser() user: CurrentUser, @Body() body: CreateCheckoutDto) {
    return this.checkout.start(user, body)
  }

  @Post('stripe/create-checkout-session')
  @ApiOperation({ summary: 'Alias of POST /api/checkout/session (the old path)', deprecated: true })
  @ZodResponse({ status: 201, type: CheckoutSessionDto })
  startCheckoutAlias(@CurrentUser() user: CurrentUser, @Body() body: CreateCheckoutDto) {
    return this.checkout.start(user, body)
  }

  @Get('checkout/quote')
  @ApiOperation({
    summary: 'What paying for the cart costs now: subtotal, coupon discount, shipping, total',
  })
  @ZodResponse({ status: 200, type: CouponQuoteDto })
  async quote(@CurrentUser() user: CurrentUser, @Query() query: QuoteQueryDto) {
    const quote = await this.checkout.quote(user.id, query.couponCode)
    return {
      code: query.couponCode ?? '',
      subtotal: centsToText(quote.subtotal),
      discount: centsToText(quote.discount),
      shipping: centsToText(quote.shipping),
      total: centsToText(quote.total),
    }
  }

  @Post('coupons/apply')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check a coupon against the cart and answer the discount' })
  @ZodResponse({ status: 200, type: CouponQuoteDto })
  async applyCoupon(@CurrentUser() user: CurrentUser, @Body() body: ApplyCouponDto) {
    const quote = await this.checkout.quote(user.id, body.code)
    return {
      code: body.code,
      subtotal: centsToText(quote.subtotal),
      discount: centsToText(quote.discount),
      shipping: centsToText(quote.shipping),
      total: centsToText(quote.total),
    }
  }

  @Get('addresses')
  @ApiOperation({ summary: "The customer's shipping addresses, the default first" })
  @ZodResponse({ status: 200, type: [AddressViewDto] })
  listAddresses(@CurrentUser() user: CurrentUser) {
    return this.addresses.list(user.id)
  }

  @Post('addresses')
  @ApiOperation({ summary: 'Add a shipping address' })
  @ZodResponse({ status: 201, type: AddressViewDto })
  addAddress(@CurrentUser() user: CurrentUser, @Body() body: AddressInputDto) {
    return this.addresses.add(user.id, body)
  }

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

  @Get('tracking')
  @ApiOperation({
    summary:
      "The signed-in customer's orders for tracking (no email in the query decides anything)",
  })
  @ZodResponse({ status: 200, type: [TrackingOrderDto] })
  tracking(@CurrentUser() user: CurrentUser) {
    return this.orders.tracking(user.id)
  }

  @Get('tracking/:trackingNumber')
  @ApiOperation({ summary: "The events of one of the customer's shipments" })
  @ZodResponse({ status: 200, type: [TrackingEventDto] })
  trackingEvents(
    @CurrentUser() user: CurrentUser,
    @Param('trackingNumber') trackingNumber: string,
  ) {
    return this.orders.trackingEvents(user.id, trackingNumber)
  }
}
