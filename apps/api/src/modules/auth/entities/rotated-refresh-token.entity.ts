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

/** A refresh token already exchanged: seeing it again means it was stolen, so its session ends. */
@Entity({ tableName: 'rotated_refresh_token' })
export class RotatedRefreshToken {
  [PrimaryKeyProp]?: 'tokenHash';
  [OptionalProps]?: 'rotatedAt'

  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string

  @ManyToOne(() => Session, { deleteRule: 'cascade', index: true })
  session!: Rel<Session>

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  rotatedAt: Date = new Date()
}
