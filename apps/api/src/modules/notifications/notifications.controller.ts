import { Controller, Get } from '@nestjs/common'
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { CurrentUser } from '../auth/current-user'
import { NotificationViewDto } from './dto/notification.dto'
import { LATEST_NOTIFICATIONS, NotificationsService } from './notifications.service'

@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({
    summary: `The signed-in customer's latest notifications, newest first (at most ${LATEST_NOTIFICATIONS})`,
  })
  @ZodResponse({ status: 200, type: [NotificationViewDto] })
  latest(@CurrentUser() user: CurrentUser) {
    return this.notifications.latest(user.id)
  }
}
