import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { MailOutbox } from './entities/mail-outbox.entity'

const LATEST = 50

/** The outbox as the administrator reads it. */
@Injectable()
export class MailOutboxService {
  constructor(private readonly em: EntityManager) {}

  async latest() {
    const rows = await this.em.find(
      MailOutbox,
      {},
      {
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: LATEST,
        fields: ['to', 'subject', 'status', 'attempts', 'lastError', 'createdAt', 'sentAt'],
      },
    )
    return rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    }))
  }
}
