import { Body, Controller, Get, Put } from '@nestjs/common'
import { ApiBadRequestResponse, ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { AliasOf } from '../../common/alias-of'
import { RateLimit } from '../../common/throttling/rate-limits'
import { CurrentUser } from '../auth/current-user'
import { AccountSettingsService } from './account-settings.service'
import { AccountSettingsDto } from './dto/account-settings.dto'

@ApiTags('Account')
@ApiBearerAuth()
@Controller()
export class AccountSettingsController {
  constructor(private readonly settings: AccountSettingsService) {}

  @Get('user/settings')
  @ApiOperation({
    summary: "The customer's settings: six groups, with the defaults where nothing was saved",
  })
  @ZodResponse({ status: 200, type: AccountSettingsDto })
  get(@CurrentUser() user: CurrentUser) {
    return this.settings.get(user.id)
  }

  @Get('user-settings')
  @AliasOf('GET /api/user/settings')
  @ZodResponse({ status: 200, type: AccountSettingsDto })
  getAlias(@CurrentUser() user: CurrentUser) {
    return this.settings.get(user.id)
  }

  @RateLimit('accountSettings')
  @Put('user/settings')
  @ApiOperation({
    summary:
      'Replace the settings with the whole object (every group and field; unknown keys refused). ' +
      'security.sessionTimeout is the idle time after which the API ends a session',
  })
  @ApiBadRequestResponse({ description: 'A missing, unknown or invalid field (VALIDATION_FAILED)' })
  @ZodResponse({ status: 200, type: AccountSettingsDto })
  replace(@CurrentUser() user: CurrentUser, @Body() body: AccountSettingsDto) {
    return this.settings.replace(user.id, body)
  }
}
