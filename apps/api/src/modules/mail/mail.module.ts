import { Global, Module } from '@nestjs/common'
import { AdminMailController } from './admin-mail.controller'
import { DemoMailbox } from './demo-mailbox'
import { Mailer } from './mailer'
import { MailOutboxService } from './mail-outbox.service'
import { MailSender } from './mail-sender'

/** Global: every module that has something to tell someone queues it through Mailer. */
@Global()
@Module({
  controllers: [AdminMailController],
  providers: [Mailer, MailSender, MailOutboxService, DemoMailbox],
  exports: [Mailer, MailSender],
})
export class MailModule {}
