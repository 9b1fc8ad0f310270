import { EntityManager } from '@mikro-orm/postgresql'
import { Inject, Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { User } from '../users/entities/user.entity'
import { UsersService } from '../users/users.service'
import { AuthService, type Client } from './auth.service'
import type { AuthAnswer } from './dto/auth.dto'
import { OneTimeCode } from './entities/one-time-code.entity'
import { hashToken, newOpaqueToken } from './tokens'

const STATE_TTL_MS = 10 * 60_000
const LOGIN_CODE_TTL_MS = 60_000

/** Why a Google sign-in ended on /auth: the web app shows a message for each, nothing else. */
export const GOOGLE_SIGN_IN_ERRORS = [
  'google-cancelled',
  'google-invalid-state',
  'google-unverified-email',
  'google-no-email',
  'google-failed',
  'google-disabled',
] as const
export type GoogleSignInErrorKey = (typeof GOOGLE_SIGN_IN_ERRORS)[number]

/** How a Google sign-in ended: the account it proved, or why not. */
export type GoogleOutcome = { userId: string } | { error: GoogleSignInErrorKey }

/** A refusal the shopper is told about (by its key). */
export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError'

  constructor(readonly key: GoogleSignInErrorKey) {
    super(key)
  }
}

/** What the sign-in needs of a Google profile. */
export interface GoogleIdentity {
  subject: string
  email: string | null
  emailVerified: boolean
  name: string | null
}

/**
 * The shop's side of Google sign-in (Passport's GoogleStrategy does the OAuth 2.0 part): accounts
 * are linked by Google subject; a Google email that Google has not verified never takes over an
 * existing account; the browser only ever carries a one-time code back to the web app.
 */
@Injectable()
export class GoogleSignIn {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  get enabled(): boolean {
    return Boolean(this.env.GOOGLE_CLIENT_ID && this.env.GOOGLE_CLIENT_SECRET)
  }

  /** The account a Google identity signs in to, linked or created by the rules above. */
  async linkOrCreate(identity: GoogleIdentity): Promise<{ id: string }> {
    const linked = await this.users.findByGoogleSubject(identity.subject)
    if (linked) return linked
    const email = identity.email?.trim().toLowerCase()
    if (!email) throw new GoogleSignInError('google-no-email')
    if (!identity.emailVerified) throw new GoogleSignInError('google-unverified-email')
    const existing = await this.users.linkGoogle(email, identity.subject)
    if (existing) return existing
    return this.users.createFromGoogle({ email, subject: identity.subject, name: identity.name })
  }

  /** Where the browser goes after Google: the web app's exchange page with a one-time code, or /auth with an error key. */
  async returnUrl(outcome: GoogleOutcome): Promise<string> {
    if ('error' in outcome) {
      const back = new URL('/auth', this.env.WEB_URL)
      back.searchParams.set('error', outcome.error)
      return back.toString()
    }
    const back = new URL('/auth/google', this.env.WEB_URL)
    const code = newOpaqueToken()
    await this.save(hashToken(code), 'login', outcome.userId, LOGIN_CODE_TTL_MS)
    back.searchParams.set('code', code)
    return back.toString()
  }

  /** The web app trades the one-time code for a session, server to server. */
  async exchange(code: string, client: Client): Promise<AuthAnswer> {
    const userId = await this.spend(hashToken(code), 'login')
    if (!userId) throw new DomainError('UNAUTHENTICATED', 'Invalid or expired sign-in code')
    return this.auth.signInAs(userId, client)
  }

  /** Keeps an OAuth state (by its hash) for ten minutes. */
  saveState(stateHash: string): Promise<void> {
    return this.save(stateHash, 'oauth-state', null, STATE_TTL_MS)
  }

  /** Uses up an OAuth state: true once, while it lives. */
  async spendState(stateHash: string): Promise<boolean> {
    return (await this.spend(stateHash, 'oauth-state')) !== false
  }

  private async save(
    codeHash: string,
    purpose: OneTimeCode['purpose'],
    userId: string | null,
    ttlMs: number,
  ): Promise<void> {
    const em = this.em.fork()
    em.create(OneTimeCode, {
      codeHash,
      purpose,
      user: userId ? em.getReference(User, userId) : null,
      expiresAt: new Date(Date.now() + ttlMs),
    })
    await em.flush()
  }

  /**
   * Deletes the entry when it exists, has this purpose and has not expired; answers false when it
   * did not, else the user it was issued for (null for an OAuth state).
   */
  private async spend(
    codeHash: string,
    purpose: OneTimeCode['purpose'],
  ): Promise<string | null | false> {
    const [row] = await this.em.execute<{ user_id: string | null }[]>(
      `delete from one_time_code where code_hash = ? and purpose = ? and expires_at > now() returning user_id`,
      [codeHash, purpose],
    )
    return row ? row.user_id : false
  }
}
