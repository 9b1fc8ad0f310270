import { Body, Controller, HttpCode, Post } from '@nestjs/common'
import { ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { Public } from '../../common/public.decorator'
import { RateLimit } from '../../common/throttling/rate-limits'
import {
  ContactMessageDto,
  ContactMessageReceivedDto,
  NewsletterSubscribedDto,
  NewsletterSubscriptionDto,
} from './dto/messages.dto'
import { MessagesService } from './messages.service'

@ApiTags('Store')
@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Public()
  @RateLimit('newsletter')
  @Post('newsletter')
  @HttpCode(200)
  @ApiOperation({ summary: 'Subscribe an email to the newsletter (again is fine)' })
  @ApiBadRequestResponse({ description: 'Not an email address' })
  @ZodResponse({ status: 200, type: NewsletterSubscribedDto })
  async subscribe(@Body() body: NewsletterSubscriptionDto) {
    await this.messages.subscribe(body.email)
    return { email: body.email, subscribed: true as const }
  }

  @Public()
  @RateLimit('contact')
  @Post('contact')
  @ApiOperation({ summary: 'Send a message to the shop (read in the admin panel)' })
  @ApiBadRequestResponse({ description: 'A field is missing or too long' })
  @ZodResponse({ status: 201, type: ContactMessageReceivedDto })
  contact(@Body() body: ContactMessageDto) {
    return this.messages.receiveContactMessage(body)
  }
}
