import { randomUUID } from 'node:crypto'
import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core'

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

/**
 * A mail, queued in the transaction of the event that causes it (the outbox): `key` names that
 * event, so one event queues one mail. MailSender sends it, retries it with growing waits, and
 * after the last attempt leaves it 'failed' for the administrator to see and retry.
 */
@Entity({ tableName: 'mail_outbox' })
@Index({ properties: ['status', 'nextAttemptAt'] })
export class MailOutbox {
  [OptionalProps]?:
    | 'status'
    | 'attempts'
    | 'nextAttemptAt'
    | 'claimedUntil'
    | 'lastError'
    | 'createdAt'
    | 'sentAt'
    | 'headers'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @Property({ type: 'string', length: 200, unique: true })
  key!: string

  @Property({ type: 'string', length: 254 })
  to!: string

  @Property({ type: 'string', length: 300 })
  subject!: string

  @Property({ type: 'text' })
  html!: string

  @Property({ type: 'text' })
  text!: string

  @Property({ type: 'json', nullable: true })
  headers: Record<string, string> | null = null

  @Enum({ items: () => [...MAIL_STATUSES], default: 'pending' })
  status: MailStatus = 'pending'

  @Property({ type: 'integer', default: 0 })
  attempts = 0

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Date = new Date()

  /** A sender owns the row until then: another one (another replica) leaves it alone. */
  @Property({ type: 'datetime', nullable: true })
  claimedUntil: Date | null = null

  @Property({ type: 'string', length: 500, nullable: true })
  lastError: string | null = null

  @Property({ type: 'datetime', defaultRaw: 'now()', index: true })
  createdAt: Date = new Date()

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null
}
