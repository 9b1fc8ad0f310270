import { MailedTokenSchema } from '@aurum/contracts'
import { Body, Controller, HttpCode, Inject, Post, Query } from '@nestjs/common'
import { ApiBadRequestResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger'
import { createZodDto, ZodResponse } from 'nestjs-zod'
import { z } from 'zod'
import { DomainError, invalidInput, UNKNOWN_FIELD } from '../../common/domain-error'
import { Public } from '../../common/public.decorator'
import { RateLimit } from '../../common/throttling/rate-limits'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { UsersService } from '../users/users.service'
import { unsubscribedUser } from './mail-consent'

/** RFC 8058: a mail provider's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form. */
const OneClickBody = z
  .strictObject({ 'List-Unsubscribe': z.literal('One-Click').optional() })
  .optional()
class UnsubscribedDto extends createZodDto(z.object({ done: z.literal(true) })) {}

@ApiTags('Notifications')
@Controller('mail')
export class MailConsentController {
  constructor(
    private readonly users: UsersService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Public()
  @RateLimit('notifications')
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    summary: "One click off the favourites' mails (the link and List-Unsubscribe of each one)",
    description:
      'Mail providers post `List-Unsubscribe=One-Click` as a form (RFC 8058); an empty body works too.',
  })
  @ApiQuery({ name: 'token', required: true, description: "The link's token" })
  @ApiBadRequestResponse({ description: 'Not a token of this shop (LINK_INVALID)' })
  @ZodResponse({ status: 200, type: UnsubscribedDto })
  async unsubscribe(@Query('token') token: unknown, @Body() body: unknown) {
    // No DTOs: the body is optional (a provider may send the form or nothing at all), and a
    // field it should not carry is named before the token is looked at.
    if (!OneClickBody.safeParse(body).success) {
      const fields = Object.keys(body && typeof body === 'object' ? body : { '(root)': body })
      throw invalidInput(Object.fromEntries(fields.map((field) => [field, [UNKNOWN_FIELD]])))
    }
    const parsed = MailedTokenSchema.safeParse(token)
    const userId = parsed.success ? unsubscribedUser(parsed.data, this.env.JWT_SECRET) : null
    if (!userId || !(await this.users.findById(userId))) {
      throw new DomainError('LINK_INVALID', 'link_invalid')
    }
    await this.users.patchSettings(userId, { notifications: { marketing: false } })
    return { done: true as const }
  }
}
