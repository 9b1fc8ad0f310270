import { randomUUID } from 'node:crypto'
import {
  Entity,
  Enum,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
} from '@mikro-orm/core'
import { User } from '../../users/entities/user.entity'

export const ACCOUNT_EVENT_TYPES = ['login', 'password_change', 'profile_update'] as const
export type AccountEventType = (typeof ACCOUNT_EVENT_TYPES)[number]

/** Something that happened to a customer's account, shown in the profile's recent activity. */
@Entity({ tableName: 'account_event' })
export class AccountEvent {
  [OptionalProps]?: 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: Rel<User>

  @Enum({ items: () => [...ACCOUNT_EVENT_TYPES] })
  type!: AccountEventType

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()
}
