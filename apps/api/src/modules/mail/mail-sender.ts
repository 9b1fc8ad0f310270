import { EntityManager } from '@mikro-orm/postgresql'
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  Optional,
} from '@nestjs/common'
import { Interval } from '@nestjs/schedule'
import type { Transporter } from 'nodemailer'
import { DomainError } from '../../common/domain-error'
import { type Env, mailTransport } from '../../config/env'
import { ENV } from '../../config/env.token'
import { JOBS_HERE } from '../jobs/jobs-here'
import { jobsFailed, mailsFailed, mailsSent, measureMailQueueWith } from '../metrics/metrics'
import { DemoMailbox } from './demo-mailbox'

/** How many times a mail is tried before it is left 'failed'. */
export const MAX_ATTEMPTS = 6
/** A run owns the mails it claimed this long; past half of it, it sends no more of them. */
const CLAIM_SECONDS = 300
const BATCH = 20
const FIRST_RETRY_SECONDS = 30
/** A server that hangs is given up on well within a claim (nodemailer waits minutes by default). */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 }

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
 *
 * Only a process that runs the jobs sends (see JOBS): an API with JOBS=worker queues its mails and
 * a worker sends them at its next round.
 */
@Injectable()
export class MailSender
  implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly logger = new Logger('MailSender')
  private readonly transport: 'smtp' | 'log' | 'catcher'
  /** The right-hand side of every Message-ID: the sender's own domain. */
  private readonly messageIdDomain: string
  private transporter: Transporter | null = null
  /** The run under way (or none); it never rejects. */
  private running: Promise<unknown> = Promise.resolve()
  /** The run that starts when the current one ends, shared by every call made meanwhile. */
  private queued: Promise<number> | null = null
  /** Set at shutdown: no run starts once the database may be closing. */
  private stopping = false
  /** Takes this outbox off the queue-depth gauge. */
  private stopMeasuring: () => void = () => undefined

  constructor(
    private readonly em: EntityManager,
    readonly mailbox: DemoMailbox,
    @Inject(ENV) private readonly env: Env,
    @Optional() @Inject(JOBS_HERE) private readonly sendsHere: boolean = true,
  ) {
    this.transport = mailTransport(env)
    this.messageIdDomain = /@([^\s<>@]+)>?\s*$/.exec(env.MAIL_FROM)?.[1] ?? 'aurumdecants.local'
  }

  get mode(): 'smtp' | 'log' | 'catcher' {
    return this.transport
  }

  async onApplicationBootstrap(): Promise<void> {
    this.stopMeasuring = measureMailQueueWith(() => this.pendingCount())
    if (!this.sendsHere || this.transport === 'log') return
    if (this.transport === 'catcher') await this.mailbox.start()
    const url = this.transport === 'catcher' ? this.mailbox.url : this.env.SMTP_URL!
    // nodemailer is loaded only by an API that sends mail (not with MAIL_TRANSPORT=log).
    const { createTransport } = await import('nodemailer')
    this.transporter = createTransport({ url, ...SMTP_TIMEOUTS }, { from: this.env.MAIL_FROM })
  }

  /** The run under way finishes before the database pool closes (in onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true
    await this.running
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopMeasuring()
    this.transporter?.close()
    await this.mailbox.stop()
  }

  @Interval('mail-outbox', 3000)
  async tick(): Promise<void> {
    try {
      await this.sendDue()
    } catch (error) {
      jobsFailed.inc({ job: 'mail-outbox' })
      this.logger.warn(`The outbox could not be read: ${(error as Error).message}`)
    }
  }

  /**
   * Sends what is due now; answers how many that run sent. Runs go one at a time in this process,
   * and a call made during a run gets the next one: the run under way may have looked before the
   * caller's mail was committed or made due.
   */
  sendDue(): Promise<number> {
    if (!this.sendsHere || this.stopping) return Promise.resolve(0)
    if (!this.queued) {
      const run = this.running.then(() => {
        this.queued = null
        return this.sendBatch()
      })
      this.queued = run
      this.running = run.catch(() => undefined)
    }
    return this.queued
  }

  /** Sends soon, without making anyone wait or fail for it (the next round tries again). */
  nudge(): void {
    this.sendDue().catch(() => undefined)
  }

  /** A failed mail goes back to the queue, with its attempts counted afresh, and is sent soon. */
  async retry(id: string): Promise<void> {
    const [row] = await this.em.execute<{ id: string }[]>(
      `update mail_outbox set status = 'pending', attempts = 0, next_attempt_at = now(),
         claimed_until = null, last_error = null
       where id = ? and status = 'failed' returning id`,
      [id],
    )
    if (!row) throw new DomainError('NOT_FOUND', 'failed_mail_not_found')
    this.nudge()
  }

  /** The mails waiting to be sent, due or not yet: the queue's depth. */
  private async pendingCount(): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ pending: number }[]>(
        `select count(*)::int as pending from mail_outbox where status = 'pending'`,
      )
    return row.pending
  }

  private async sendBatch(): Promise<number> {
    const em = this.em.fork()
    // Timed from before the claim is asked for, so this run never counts on it longer than it lasts.
    const stopAt = Date.now() + (CLAIM_SECONDS * 1000) / 2
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
    for (const [index, mail] of claimed.entries()) {
      if (Date.now() > stopAt) {
        // A slow server used up half the claim: the rest go back untried rather than risk being
        // sent by another replica too once their claim lapses mid-send.
        await em.execute(
          `update mail_outbox set claimed_until = null, attempts = attempts - 1 where id in (?)`,
          [claimed.slice(index).map((rest) => rest.id)],
        )
        break
      }
      try {
        await this.deliver(mail)
        await em.execute(
          `update mail_outbox set status = 'sent', sent_at = now(), claimed_until = null, last_error = null where id = ?`,
          [mail.id],
        )
        sent++
        mailsSent.inc()
      } catch (error) {
        mailsFailed.inc()
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
      messageId: `<${mail.id}@${this.messageIdDomain}>`,
    })
  }
}

/** What the administrator reads about a refusal: the server's answer, without any credentials. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/\/\/[^@\s]*@/g, '//').slice(0, 500)
}
