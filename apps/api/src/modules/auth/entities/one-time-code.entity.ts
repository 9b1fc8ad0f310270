import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  type Rel,
} from '@mikro-orm/core'
import { User } from '../../users/entities/user.entity'

export const ONE_TIME_CODE_PURPOSES = [
  'oauth-state',
  'login',
  'verify-email',
  'password-reset',
] as const
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number]

/**
 * Short-lived single-use values: the Google sign-in's `state` (checked on the way back) and the
 * code the web app exchanges for tokens, and the mailed links (an address's verification, a
 * password reset). Only their hashes are stored.
 */
@Entity({ tableName: 'one_time_code' })
// A password reset spends every other link of the account; Google's linking drops them all.
@Index({ properties: ['user', 'purpose'] })
export class OneTimeCode {
  [PrimaryKeyProp]?: 'codeHash';
  [OptionalProps]?: 'user' | 'createdAt' | 'email' | 'binding'

  @PrimaryKey({ type: 'string', length: 64 })
  codeHash!: string

  @Enum({ items: () => [...ONE_TIME_CODE_PURPOSES] })
  purpose!: OneTimeCodePurpose

  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade' })
  user: Rel<User> | null = null

  /** The address a verification link confirms (the account's, or the new one of a change). */
  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null = null

  /**
   * A Google state and its code: the hash of the nonce in the web session of the browser that
   * started the sign-in; the code is traded only with that nonce.
   */
  @Property({ type: 'string', length: 64, nullable: true })
  binding: string | null = null

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()

  @Property({ type: 'datetime' })
  expiresAt!: Date
}
