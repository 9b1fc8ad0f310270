import { Body, Controller, Get, Put } from '@nestjs/common'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { RateLimit } from '../../common/throttling/rate-limits'
import { CurrentUser } from '../auth/current-user'
import { UserViewDto } from '../auth/dto/auth.dto'
import {
  ActivityItemDto,
  ProfileUpdateDto,
  ProfileViewDto,
  CustomerStatsDto,
} from './dto/profile.dto'
import { ProfileService } from './profile.service'

/** Spec 001 §7's account calls for the profile page: always the signed-in customer's own data. */
@ApiTags('Account')
@ApiBearerAuth()
@Controller()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Get('profile')
  @ApiOperation({ summary: "The customer's profile" })
  @ZodResponse({ status: 200, type: ProfileViewDto })
  get(@CurrentUser() user: CurrentUser) {
    return this.profile.get(user.id)
  }

  @Put('profile')
  @RateLimit('profile')
  @ApiOperation({
    summary: "Replace the customer's name, username, email and phone",
    description:
      'A missing or empty name or phone is cleared. A new email needs `currentPassword`; an ' +
      'account that signs in only with Google keeps its email.',
  })
  @ApiBadRequestResponse({
    description: 'Invalid fields, or a new email without currentPassword (VALIDATION_FAILED)',
  })
  @ApiForbiddenResponse({ description: 'currentPassword is wrong (FORBIDDEN)' })
  @ApiConflictResponse({ description: 'The email or the username belongs to another account' })
  @ZodResponse({ status: 200, type: UserViewDto })
  update(@CurrentUser() user: CurrentUser, @Body() body: ProfileUpdateDto) {
    return this.profile.update(user.id, body)
  }

  @Get('user/stats')
  @ApiOperation({ summary: "The customer's counters: favorites, orders, reviews" })
  @ZodResponse({ status: 200, type: CustomerStatsDto })
  stats(@CurrentUser() user: CurrentUser) {
    return this.profile.stats(user.id)
  }

  @Get('user/activity')
  @ApiOperation({
    summary: "The customer's latest 20 events (orders, sign-ins, account changes), newest first",
  })
  @ZodResponse({ status: 200, type: [ActivityItemDto] })
  activity(@CurrentUser() user: CurrentUser) {
    return this.profile.activity(user.id)
  }
}
