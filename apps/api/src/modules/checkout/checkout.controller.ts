import { centsToText } from '@aurum/contracts'
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common'
import { ApiBearerAuth, ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { AliasOf } from '../../common/alias-of'
import { ApiErrors } from '../../common/api-errors'
import { RateLimit } from '../../common/throttling/rate-limits'
import { CurrentUser } from '../auth/current-user'
import { CheckoutService } from './checkout.service'
import {
  ApplyCouponDto,
  CheckoutSessionDto,
  CouponQuoteDto,
  CreateCheckoutDto,
  QuoteQueryDto,
} from './dto/checkout.dto'
import { ClosedInMaintenance } from '../../common/maintenance.guard'

@ApiTags('Checkout')
@ApiBearerAuth()
@Controller()
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @RateLimit('checkout')
  @ClosedInMaintenance()
  @Post('checkout/session')
  @ApiOperation({
    summary: "Start paying for the signed-in customer's cart: answers the hosted payment page",
    description: 'Every amount comes from the database; a body with prices is refused.',
  })
  @ApiErrors({
    400: 'The cart is empty, or over the most one payment may take (999999.99), or the coupon is unknown or expired, or the cart is under its minimum (fieldErrors)',
    404: 'No such address of this customer',
    409: 'A size has not enough stock (OUT_OF_STOCK), or the coupon has no uses left for this customer or at all, or the shop has switched coupons off',
    503: 'The payment provider did not answer, or a payment left open could not be closed',
  })
  @ZodResponse({ status: 201, type: CheckoutSessionDto })
  startCheckout(@CurrentUser() user: CurrentUser, @Body() body: CreateCheckoutDto) {
    return this.checkout.start(user, body)
  }

  @RateLimit('checkout')
  @ClosedInMaintenance()
  @Post('stripe/create-checkout-session')
  @AliasOf('POST /api/checkout/session')
  @ApiErrors({
    400: 'The cart is empty, or over the most one payment may take (999999.99), or the coupon is unknown or expired, or the cart is under its minimum (fieldErrors)',
    404: 'No such address of this customer',
    409: 'A size has not enough stock (OUT_OF_STOCK), or the coupon has no uses left for this customer or at all, or the shop has switched coupons off',
    503: 'The payment provider did not answer, or a payment left open could not be closed',
  })
  @ZodResponse({ status: 201, type: CheckoutSessionDto })
  startCheckoutAlias(@CurrentUser() user: CurrentUser, @Body() body: CreateCheckoutDto) {
    return this.checkout.start(user, body)
  }

  @Get('checkout/quote')
  @ApiOperation({
    summary: 'What paying for the cart costs now: subtotal, coupon discount, shipping, total',
  })
  @ApiErrors({
    400: 'The coupon is unknown or expired, or the cart is under its minimum (fieldErrors)',
    409: 'The coupon has no uses left for this customer or at all, or the shop has switched coupons off',
  })
  @ZodResponse({ status: 200, type: CouponQuoteDto })
  async quote(@CurrentUser() user: CurrentUser, @Query() query: QuoteQueryDto) {
    return asQuote(query.couponCode ?? '', await this.checkout.quote(user.id, query.couponCode))
  }

  @RateLimit('coupons')
  @Post('coupons/apply')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check a coupon against the cart and answer the discount' })
  @ApiConflictResponse({ description: 'No uses left, or the shop has switched coupons off' })
  @ZodResponse({ status: 200, type: CouponQuoteDto })
  async applyCoupon(@CurrentUser() user: CurrentUser, @Body() body: ApplyCouponDto) {
    return asQuote(body.code, await this.checkout.quote(user.id, body.code))
  }
}

function asQuote(
  code: string,
  quote: { subtotal: number; discount: number; shipping: number; total: number },
) {
  return {
    code,
    subtotal: centsToText(quote.subtotal),
    discount: centsToText(quote.discount),
    shipping: centsToText(quote.shipping),
    total: centsToText(quote.total),
  }
}
