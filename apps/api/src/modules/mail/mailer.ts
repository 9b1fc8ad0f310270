import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { MailSender } from './mail-sender'
import type { MailContent } from './templates'

/** The sender looks again this soon after a mail is queued, when its transaction has likely ended. */
const NUDGE_MS = 100

/** The only way the shop sends mail: queued with the event that causes it. */
@Injectable()
export class Mailer {
  constructor(private readonly sender: MailSender) {}

  /**
   * Queues a mail in the caller's transaction (pass the transaction's em): it is sent only if that
   * transaction commits. One mail per key: a second enqueue with the same key does nothing.
   */
  async enqueue(
    em: EntityManager,
    mail: { key: string; to: string; content: MailContent },
  ): Promise<void> {
    const { subject, html, text, headers } = mail.content
    await em.execute(
      `insert into mail_outbox (id, key, "to", subject, html, text, headers)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?::jsonb)
       on conflict (key) do nothing`,
      [
        mail.key.slice(0, 200),
        mail.to,
        subject.slice(0, 300),
        html,
        text,
        headers ? JSON.stringify(headers) : null,
      ],
    )
    // Sooner than the sender's next round; a transaction still open then waits for that round.
    setTimeout(() => void this.sender.sendDue().catch(() => undefined), NUDGE_MS).unref()
  }
}
