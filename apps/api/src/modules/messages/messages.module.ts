import { Module } from '@nestjs/common'
import { AdminNewsletterController } from './admin-newsletter.controller'
import { MessagesController } from './messages.controller'
import { MessagesService } from './messages.service'

@Module({
  controllers: [MessagesController, AdminNewsletterController],
  providers: [MessagesService],
  exports: [MessagesService],
})
export class MessagesModule {}
