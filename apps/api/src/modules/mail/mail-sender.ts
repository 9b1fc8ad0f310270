import { EntityManager } from '@mikro-orm/postgresql'
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common'
import { Interval } from '@nestjs/schedule'
import { createTransport, type Transporter } from 'nodemailer'
import { DomainError } from '../../common/domain-error'
import { type Env, mailTransport } from '../../config/env'
import { ENV } from '../../config/env.token'
import { DemoMailbox } from './demo-mailbox'

/** How many times a mail is tried before it is left 'failed'. */
export const MAX_ATTEMPTS = 6
/** A claim outlives any one send (nodemailer's own timeouts are shorter). */
const CLAIM_SECONDS = 120
const BATCH = 20
const FIRST_RETRY_SECONDS = 30

interface ClaimedMail {
  id: string
  to: string
  subject: string
  html: string
  text: string
  headers: Record<string, string> | null
  attempts: number
}

/**
 * Sends the outbox. Every few seconds, on every replica, it claims due mails in one statement
 * (`skip locked`: replicas take different rows) and sends each with no transaction open: the
 * embedded database serves one transaction at a time, and SMTP may be slow. A mail is marked sent
 * after the server took it; a refusal waits 30 s, 1 min, 2 min... and after MAX_ATTEMPTS the mail
 * is 'failed'. Each mail's Message-ID comes from its row, so a repeat after a crash between the
 * send and the mark is recognisable as the same message.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailSender')
  private readonly transport: 'smtp' | 'log' | 'catcher'
  private transporter: Transporter | null = null
  private sending: Promise<number> | null = null

  constructor(
    private readonly em: EntityManager,
    readonly mailbox: DemoMailbox,
    @Inject(ENV) private readonly env: Env,
  ) {
    this.transport = mailTransport(env)
  }

  get mode(): 'smtp' | 'log' | 'catcher' {
    return this.transport
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.transport === 'log') return
    if (this.transport === 'catcher') await this.mailbox.start()
    const url = this.transport === 'catcher' ? this.mailbox.url : this.env.SMTP_URL!
    this.transporter = createTransport(url, { from: this.env.MAIL_FROM })
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sending
    this.transporter?.close()
    await this.mailbox.stop()
  }

  @Interval('mail-outbox', 3000)
  async tick(): Promise<void> {
    try {
      await this.sendDue()
    } catch (error) {
      this.logger.warn(`The outbox could not be read: ${(error as Error).message}`)
    }
  }

  /** Sends what is due now; answers how many were sent. One run at a time in this process. */
  sendDue(): Promise<number> {
    this.sending ??= this.sendBatch().finally(() => {
      this.sending = null
    })
    return this.sending
  }

  /** A failed mail goes back to the queue, with its attempts counted afresh. */
  async retry(id: string): Promise<void> {
    const [row] = await this.em.execute<{ id: string }[]>(
      `update mail_outbox set status = 'pending', attempts = 0, next_attempt_at = now(),
         claimed_until = null, last_error = null
       where id = ? and status = 'failed' returning id`,
      [id],
    )
    if (!row) throw new DomainError('NOT_FOUND', 'No failed mail with this id')
  }

  private async sendBatch(): Promise<number> {
    const em = this.em.fork()
    const claimed = await em.execute<ClaimedMail[]>(
      `update mail_outbox set claimed_until = now() + make_interval(secs => ?), attempts = attempts + 1
       where id in (
         select id from mail_outbox
         where status = 'pending' and next_attempt_at <= now()
           and (claimed_until is null or claimed_until < now())
         order by next_attempt_at limit ? for update skip locked)
       returning id, "to", subject, html, text, headers, attempts`,
      [CLAIM_SECONDS, BATCH],
    )
    let sent = 0
    for (const mail of claimed) {
      try {
        await this.deliver(mail)
        await em.execute(
          `update mail_outbox set status = 'sent', sent_at = now(), claimed_until = null, last_error = null where id = ?`,
          [mail.id],
        )
        sent++
      } catch (error) {
        const reason = describe(error)
        const failed = mail.attempts >= MAX_ATTEMPTS
        await em.execute(
          `update mail_outbox set status = ?, last_error = ?, claimed_until = null,
             next_attempt_at = now() + make_interval(secs => ?)
           where id = ?`,
          [
            failed ? 'failed' : 'pending',
            reason,
            FIRST_RETRY_SECONDS * 2 ** (mail.attempts - 1),
            mail.id,
          ],
        )
        this.logger.warn({
          event: 'mail-not-sent',
          mailId: mail.id,
          attempt: mail.attempts,
          failed,
          reason,
        })
      }
    }
    return sent
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    if (this.transport === 'log') {
      // Never the body: it carries the links' tokens.
      this.logger.log({ event: 'mail', mailId: mail.id, to: mail.to, subject: mail.subject })
      return
    }
    if (!this.transporter) throw new Error('The mail transport is not ready')
    await this.transporter.sendMail({
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers ?? undefined,
      messageId: `<${mail.id}@aurum-decants>`,
    })
  }
}

/** What the administrator reads about a refusal: the server's answer, without any credentials. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/\/\/[^@\s]*@/g, '//').slice(0, 500)
}
