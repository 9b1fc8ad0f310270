import { Module } from '@nestjs/common'
import { AdminContactMessagesController } from './admin-contact-messages.controller'
import { AdminNewsletterController } from './admin-newsletter.controller'
import { MessagesController } from './messages.controller'
import { MessagesService } from './messages.service'

@Module({
  controllers: [MessagesController, AdminNewsletterController, AdminContactMessagesController],
  providers: [MessagesService],
  exports: [MessagesService],
})
export class MessagesModule {}
