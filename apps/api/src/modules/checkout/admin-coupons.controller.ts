import { Body, Controller, Get, Post } from '@nestjs/common'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { Roles } from '../auth/current-user'
import { CouponsService } from './coupons.service'
import { AdminCouponDto, CreateCouponDto } from './dto/coupons.dto'

@ApiTags('Admin: Coupons')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/coupons')
export class AdminCouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @Get()
  @ApiOperation({ summary: 'Every coupon with its uses' })
  @ZodResponse({ status: 200, type: [AdminCouponDto] })
  list() {
    return this.coupons.list()
  }

  @Post()
  @ApiOperation({
    summary: 'Create a coupon (code upper-cased, at most 20 characters; amounts as "20.00")',
  })
  @ApiBadRequestResponse({ description: 'A field out of its range, or an end date in the past' })
  @ApiConflictResponse({ description: 'The code is taken' })
  @ZodResponse({ status: 201, type: AdminCouponDto })
  create(@Body() body: CreateCouponDto) {
    return this.coupons.create(body)
  }
}
