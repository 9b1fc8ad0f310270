import { Body, Controller, Put } from '@nestjs/common'
import { ApiBadRequestResponse, ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { AliasOf } from '../../common/alias-of'
import { RateLimit } from '../../common/throttling/rate-limits'
import { CurrentUser } from '../auth/current-user'
import { ChangePasswordDto, PasswordChangedDto } from './dto/account-settings.dto'
import { PasswordService } from './password.service'

@ApiTags('Account')
@ApiBearerAuth()
@Controller()
export class PasswordController {
  constructor(private readonly passwords: PasswordService) {}

  @RateLimit('passwordChange')
  @Put('user/change-password')
  @ApiOperation({
    summary:
      'Change the password: the current one is checked, the new one follows the registration ' +
      'rules; every other session of the account ends, this one goes on',
  })
  @ApiBadRequestResponse({
    description:
      'Invalid input, confirmPassword not matching, or a wrong current password ' +
      '(VALIDATION_FAILED with fieldErrors.currentPassword)',
  })
  @ZodResponse({ status: 200, type: PasswordChangedDto })
  change(@CurrentUser() user: CurrentUser, @Body() body: ChangePasswordDto) {
    return this.passwords.change(user, body)
  }

  @RateLimit('passwordChange')
  @Put('profile/password')
  @AliasOf('PUT /api/user/change-password')
  @ZodResponse({ status: 200, type: PasswordChangedDto })
  changeAlias(@CurrentUser() user: CurrentUser, @Body() body: ChangePasswordDto) {
    return this.passwords.change(user, body)
  }
}
