import { randomUUID } from 'node:crypto'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { AccountEvent, type AccountEventType } from './entities/account-event.entity'

export type { AccountEventType }

/** The account's own history: sign-ins, password and profile changes (the profile's activity). */
@Injectable()
export class AccountEventsService {
  constructor(private readonly em: EntityManager) {}

  /** Written in the caller's unit of work (its transaction, when it has one): one insert. */
  async record(em: EntityManager, userId: string, type: AccountEventType): Promise<void> {
    await em.insert(AccountEvent, { id: randomUUID(), user: userId, type, createdAt: new Date() })
  }

  /** The user's latest events, newest first. */
  latest(userId: string, limit: number): Promise<AccountEvent[]> {
    return this.em.find(
      AccountEvent,
      { user: userId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
    )
  }
}
