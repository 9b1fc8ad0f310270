import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Put,
  Query,
} from '@nestjs/common'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { RateLimit } from '../../common/throttling/rate-limits'
import { CurrentUser } from '../auth/current-user'
import {
  NotificationListQueryDto,
  NotificationPageDto,
  NotificationSettingsDto,
  NotificationSettingsUpdateDto,
  NotificationViewDto,
  ReadAllDto,
  UnreadCountDto,
} from './dto/notification.dto'
import { NotificationsService } from './notifications.service'

@ApiTags('Notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({
    summary: "A page of the signed-in customer's notifications, newest first, with the counters",
    description:
      'filter: all (default), unread or read; counts are of all the notifications whatever the filter.',
  })
  @ApiBadRequestResponse({ description: 'An unknown filter, a bad page or an unknown parameter' })
  @ZodResponse({ status: 200, type: NotificationPageDto })
  list(@CurrentUser() user: CurrentUser, @Query() query: NotificationListQueryDto) {
    return this.notifications.list(user.id, query)
  }

  @Get('unread-count')
  @ApiOperation({ summary: 'How many notifications the customer has not read (the header badge)' })
  @ZodResponse({ status: 200, type: UnreadCountDto })
  unreadCount(@CurrentUser() user: CurrentUser) {
    return this.notifications.unreadCount(user.id)
  }

  @Get('settings')
  @ApiOperation({
    summary: 'Which notifications the customer wants',
    description:
      'Kept with the account settings (GET /api/user/settings): security is its security.loginNotifications.',
  })
  @ZodResponse({ status: 200, type: NotificationSettingsDto })
  settings(@CurrentUser() user: CurrentUser) {
    return this.notifications.settings(user.id)
  }

  @RateLimit('notifications')
  @Put('settings')
  @ApiOperation({
    summary: 'Change some notification settings (any of the seven flags); answers all of them',
    description:
      'orderUpdates lets order, payment and refund notices through, promotions new coupons and offers on favorites, newProducts favorites back in stock, security the password-change notice.',
  })
  @ApiBadRequestResponse({ description: 'An empty body, an unknown key or a value not boolean' })
  @ZodResponse({ status: 200, type: NotificationSettingsDto })
  updateSettings(@CurrentUser() user: CurrentUser, @Body() body: NotificationSettingsUpdateDto) {
    return this.notifications.updateSettings(user.id, body)
  }

  @RateLimit('notifications')
  @Put('read-all')
  @ApiOperation({ summary: "Mark every one of the customer's notifications as read" })
  @ZodResponse({ status: 200, type: ReadAllDto })
  readAll(@CurrentUser() user: CurrentUser) {
    return this.notifications.markAllRead(user.id)
  }

  @RateLimit('notifications')
  @Put(':id/read')
  @ApiOperation({ summary: 'Mark one notification as read (again is no change)' })
  @ApiBadRequestResponse({ description: 'The id is malformed' })
  @ApiNotFoundResponse({ description: 'No such notification of this customer' })
  @ZodResponse({ status: 200, type: NotificationViewDto })
  read(@CurrentUser() user: CurrentUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.notifications.markRead(user.id, id)
  }

  @RateLimit('notifications')
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete one notification' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'The id is malformed' })
  @ApiNotFoundResponse({ description: 'No such notification of this customer' })
  async remove(
    @CurrentUser() user: CurrentUser,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<void> {
    await this.notifications.remove(user.id, id)
  }
}
