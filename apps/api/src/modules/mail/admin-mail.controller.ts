import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common'
import {
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { Roles } from '../auth/current-user'
import { AdminMailDto } from './dto/admin-mail.dto'
import { MailSender } from './mail-sender'
import { MailOutboxService } from './mail-outbox.service'

@ApiTags('Admin: Mail')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/mail')
export class AdminMailController {
  constructor(
    private readonly sender: MailSender,
    private readonly outbox: MailOutboxService,
  ) {}

  @Get()
  @ApiOperation({
    summary: "Where mail goes, the demo mailbox's mails and the newest mails of the outbox",
  })
  @ZodResponse({ status: 200, type: AdminMailDto })
  async list() {
    return {
      transport: this.sender.mode,
      caught: this.sender.mode === 'catcher' ? this.sender.mailbox.list() : [],
      outbox: await this.outbox.latest(),
    }
  }

  @Post(':id/retry')
  @HttpCode(204)
  @ApiOperation({ summary: 'Send a failed mail again' })
  @ApiResponse({ status: 204, description: 'Back in the queue' })
  @ApiNotFoundResponse({ description: 'No failed mail with this id' })
  async retry(@Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.sender.retry(id)
  }
}
