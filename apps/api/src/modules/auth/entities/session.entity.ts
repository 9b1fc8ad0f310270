import { randomUUID } from 'node:crypto'
import {
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
} from '@mikro-orm/core'
import { User } from '../../users/entities/user.entity'

/** One sign-in: its refresh token (hashed, rotated on every use), where it came from, how long it lives. */
@Entity({ tableName: 'session' })
export class Session {
  [OptionalProps]?: 'isAdmin' | 'userAgent' | 'ip' | 'createdAt' | 'lastUsedAt' | 'revokedAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: Rel<User>

  @Property({ type: 'boolean', default: false })
  isAdmin = false

  @Property({ type: 'string', length: 64, unique: true })
  refreshTokenHash!: string

  @Property({ type: 'string', length: 300, nullable: true })
  userAgent: string | null = null

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastUsedAt: Date = new Date()

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null
}
