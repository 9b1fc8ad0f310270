import {
  Entity,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  type Rel,
} from '@mikro-orm/core'
import { Session } from './session.entity'

/**
 * A refresh token already exchanged: seeing it again means it was stolen, so its session ends,
 * unless it comes back within the grace period while its successor is still unused (a parallel
 * request of the same browser through another web server), which gets that successor again.
 */
@Entity({ tableName: 'rotated_refresh_token' })
export class RotatedRefreshToken {
  [PrimaryKeyProp]?: 'tokenHash';
  [OptionalProps]?: 'rotatedAt' | 'successor'

  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string

  @ManyToOne(() => Session, { deleteRule: 'cascade', index: true })
  session!: Rel<Session>

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  rotatedAt: Date = new Date()

  /** The token that replaced it, sealed with it (tokens.ts): answered again for REFRESH_GRACE_MS. */
  @Property({ type: 'text', nullable: true })
  successor: string | null = null
}
