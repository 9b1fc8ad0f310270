import { randomUUID } from 'node:crypto'
import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core'

export const USER_ROLES = ['customer', 'admin'] as const
export type UserRole = (typeof USER_ROLES)[number]

@Entity({ tableName: 'app_user' })
export class User {
  [OptionalProps]?:
    | 'passwordHash'
    | 'googleSubject'
    | 'name'
    | 'phone'
    | 'avatarUrl'
    | 'role'
    | 'createdAt'
    | 'updatedAt'
    | 'lastSeenAt'
    | 'emailVerifiedAt'
    | 'pendingEmail'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  /** Stored lower-cased, so the unique index makes email unique whatever its case. */
  @Property({ type: 'string', length: 254, unique: true })
  email!: string

  /** When the owner of `email` confirmed it (a mailed link, a password reset, or Google). */
  @Property({ type: 'datetime', nullable: true })
  emailVerifiedAt: Date | null = null

  /** The new address of an email change, until a link mailed to it is followed. */
  @Property({ type: 'string', length: 254, nullable: true })
  pendingEmail: string | null = null

  @Property({ type: 'string', length: 60, unique: true })
  username!: string

  /** argon2id; null for an account that only signs in with Google. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  passwordHash: string | null = null

  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  googleSubject: string | null = null

  @Property({ type: 'string', length: 120, nullable: true })
  name: string | null = null

  @Property({ type: 'string', length: 40, nullable: true })
  phone: string | null = null

  @Property({ type: 'string', length: 500, nullable: true })
  avatarUrl: string | null = null

  @Enum({ items: () => [...USER_ROLES], default: 'customer' })
  role: UserRole = 'customer'

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date()

  /**
   * The last use of any of the user's sessions. Kept here because ended sessions are deleted
   * every hour, and the admin panel counts users active in the last 30 days.
   */
  @Property({ type: 'datetime', nullable: true, index: true })
  lastSeenAt: Date | null = null
}
