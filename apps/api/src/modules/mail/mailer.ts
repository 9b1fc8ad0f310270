import { createHash } from 'node:crypto'
import type { EventSubscriber } from '@mikro-orm/core'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { MailSender } from './mail-sender'
import type { MailContent } from './templates'

/** As long as mail_outbox.key holds. */
const KEY_LENGTH = 200

/** The only way the shop sends mail: queued with the event that causes it. */
@Injectable()
export class Mailer {
  /** Tells the sender when a transaction that queued mail has committed. */
  private readonly afterCommit: EventSubscriber = {
    afterTransactionCommit: () => this.sender.nudge(),
  }

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
        storedKey(mail.key),
        mail.to,
        subject.slice(0, 300),
        html,
        text,
        headers ? JSON.stringify(headers) : null,
      ],
    )
    if (!em.isInTransaction()) return this.sender.nudge()
    // The mail goes as soon as its transaction commits rather than at the sender's next round.
    // em.transactional gives each transaction an em with an event manager of its own, so this ends
    // with it; a mail queued in a nested transaction waits for that round.
    em.getContext(false).getEventManager().registerSubscriber(this.afterCommit)
  }
}

/**
 * The key as stored: a longer one (a contact's address can be 254 characters) keeps its start and
 * ends in a hash of the whole, so two different events never share a key by being cut alike.
 */
function storedKey(key: string): string {
  if (key.length <= KEY_LENGTH) return key
  const hash = createHash('sha256').update(key).digest('hex')
  return `${key.slice(0, KEY_LENGTH - hash.length - 1)}#${hash}`
}
