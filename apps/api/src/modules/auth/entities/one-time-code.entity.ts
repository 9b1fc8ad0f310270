import {
  Entity,
  Enum,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  type Rel,
} from '@mikro-orm/core'
import { User } from '../../users/entities/user.entity'

/**
 * Short-lived single-use values of the Google sign-in: the `state` sent to Google (checked on the
 * way back), and the code the web app exchanges for tokens. Only their hashes are stored.
 */
@Entity({ tableName: 'one_time_code' })
export class OneTimeCode {
  [PrimaryKeyProp]?: 'codeHash';
  [OptionalProps]?: 'user' | 'createdAt'

  @PrimaryKey({ type: 'string', length: 64 })
  codeHash!: string

  @Enum({ items: () => ['oauth-state', 'login'] })
  purpose!: 'oauth-state' | 'login'

  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade' })
  user: Rel<User> | null = null

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()

  @Property({ type: 'datetime' })
  expiresAt!: Date
}
