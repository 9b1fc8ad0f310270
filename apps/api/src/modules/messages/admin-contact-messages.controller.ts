import { Controller, Get, Param, ParseUUIDPipe, Patch, Query, Res } from '@nestjs/common'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger'
import type { FastifyReply } from 'fastify'
import { ZodResponse } from 'nestjs-zod'
import { Roles } from '../auth/current-user'
import { AdminContactMessageListQueryDto, ContactMessageViewDto } from './dto/messages.dto'
import { MessagesService } from './messages.service'

@ApiTags('Admin: Messages')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/contact-messages')
export class AdminContactMessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Get()
  @ApiOperation({
    summary: 'Contact messages, newest first (the total is in X-Total-Count)',
    description: 'unread=true keeps the unread messages, unread=false the read ones.',
  })
  @ZodResponse({ status: 200, type: [ContactMessageViewDto] })
  @ApiOkResponse({
    headers: {
      'X-Total-Count': {
        description: 'Messages matching the filter',
        schema: { type: 'integer' },
      },
    },
  })
  async list(
    @Query() query: AdminContactMessageListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { messages, total } = await this.messages.contactMessages(query)
    void reply.header('x-total-count', String(total))
    return messages
  }

  @Patch(':id/read')
  @ApiOperation({ summary: 'Mark a message read (again is fine)' })
  @ApiBadRequestResponse({ description: 'The id is not a UUID' })
  @ApiNotFoundResponse({ description: 'No such message' })
  @ZodResponse({ status: 200, type: ContactMessageViewDto })
  markRead(@Param('id', new ParseUUIDPipe()) id: string) {
    return this.messages.markRead(id)
  }
}
