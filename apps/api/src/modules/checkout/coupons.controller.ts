import { Controller, Get } from '@nestjs/common'
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { CurrentUser } from '../auth/current-user'
import { CouponsService } from './coupons.service'
import { AvailableCouponDto, UserCouponDto } from './dto/coupons.dto'

/** The customer's coupons page (spec 001 §2): what they may use, and what they used. */
@ApiTags('Checkout')
@ApiBearerAuth()
@Controller('coupons')
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @Get('available')
  @ApiOperation({
    summary: 'The coupons the signed-in customer can use now, with the uses left for them',
    description:
      'Active coupons within their dates and with uses left overall; one the customer has used up is listed with isActive false. Empty while the shop has switched coupons off.',
  })
  @ZodResponse({ status: 200, type: [AvailableCouponDto] })
  available(@CurrentUser() user: CurrentUser) {
    return this.coupons.available(user.id)
  }

  @Get('user')
  @ApiOperation({
    summary: "The signed-in customer's coupons used on paid orders, newest first",
    description:
      'Only uses of paid orders: an open payment holds a use without showing it, and a cancelled or refunded order gives its use back.',
  })
  @ZodResponse({ status: 200, type: [UserCouponDto] })
  used(@CurrentUser() user: CurrentUser) {
    return this.coupons.usedBy(user.id)
  }
}
