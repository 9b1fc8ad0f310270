import { EntityManager, LockMode } from '@mikro-orm/postgresql'
import { Inject, Injectable, Logger } from '@nestjs/common'
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

/**
 * How a Google sign-in ended: the account it proved (and the web session it was started from), a
 * start without that web session (`restart`: the web app makes one), or why not.
 */
export type GoogleOutcome =
  { userId: string; binding: string } | { restart: true } | { error: GoogleSignInErrorKey }

/** The SHA-256 hex of the web session's nonce, as `GET /api/auth/google?binding=` carries it. */
export const GOOGLE_BINDING = /^[0-9a-f]{64}$/

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
 * existing account; an account whose address nobody confirmed is not handed over with its
 * password and sessions; the browser only ever carries a one-time code back to the web app, good
 * only with the nonce of the web session that started the sign-in.
 */
@Injectable()
export class GoogleSignIn {
  private readonly logger = new Logger('GoogleSignIn')

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
    const existing = await this.link(email, identity.subject)
    if (existing) return existing
    return this.users.createFromGoogle({ email, subject: identity.subject, name: identity.name })
  }

  /**
   * Links the Google identity to the account of its address; null when there is none. Google has
   * proven the address. An account whose address was never confirmed may have been registered by
   * someone else with a password of their own: that password, its sessions and its mailed links
   * end before the owner gets in (they set a new password by reset if they want one).
   */
  private async link(email: string, subject: string): Promise<{ id: string } | null> {
    return this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { email }, { lockMode: LockMode.PESSIMISTIC_WRITE })
      if (!user) return null
      if (!user.emailVerifiedAt) {
        user.passwordHash = null
        user.pendingEmail = null
        user.emailVerifiedAt = new Date()
        await em.execute(
          `update session set revoked_at = now() where user_id = ? and revoked_at is null`,
          [user.id],
        )
        await em.execute(
          `delete from one_time_code where user_id = ? and purpose in ('verify-email', 'password-reset')`,
          [user.id],
        )
        this.logger.warn({ event: 'google-took-unconfirmed-account', userId: user.id })
      }
      user.googleSubject = subject
      return { id: user.id }
    })
  }

  /** Where the browser goes after Google: the web app's exchange page with a one-time code, or /auth with an error key. */
  async returnUrl(outcome: GoogleOutcome): Promise<string> {
    if ('restart' in outcome) return new URL('/auth/google/iniciar', this.env.WEB_URL).toString()
    if ('error' in outcome) {
      const back = new URL('/auth', this.env.WEB_URL)
      back.searchParams.set('error', outcome.error)
      return back.toString()
    }
    const back = new URL('/auth/google', this.env.WEB_URL)
    const code = newOpaqueToken()
    await this.save(hashToken(code), 'login', outcome.userId, LOGIN_CODE_TTL_MS, outcome.binding)
    back.searchParams.set('code', code)
    return back.toString()
  }

  /**
   * The web app trades the one-time code for a session, server to server, with the nonce of the
   * browser's web session: a code carried to another browser (a page that signs its visitors into
   * someone else's account) is refused, and spent.
   */
  async exchange(code: string, nonce: string, client: Client): Promise<AuthAnswer> {
    const spent = await this.spend(hashToken(code), 'login')
    if (!spent || !spent.userId || spent.binding !== hashToken(nonce)) {
      throw new DomainError('UNAUTHENTICATED', 'sign_in_code_invalid')
    }
    return this.auth.signInAs(spent.userId, client)
  }

  /** Keeps an OAuth state (by its hash) for ten minutes, with the web session's binding. */
  saveState(stateHash: string, binding: string): Promise<void> {
    return this.save(stateHash, 'oauth-state', null, STATE_TTL_MS, binding)
  }

  /** Uses up an OAuth state: its binding once, while it lives; null otherwise. */
  async spendState(stateHash: string): Promise<string | null> {
    return (await this.spend(stateHash, 'oauth-state'))?.binding ?? null
  }

  private async save(
    codeHash: string,
    purpose: OneTimeCode['purpose'],
    userId: string | null,
    ttlMs: number,
    binding: string,
  ): Promise<void> {
    const em = this.em.fork()
    em.create(OneTimeCode, {
      codeHash,
      purpose,
      user: userId ? em.getReference(User, userId) : null,
      binding,
      expiresAt: new Date(Date.now() + ttlMs),
    })
    await em.flush()
  }

  /**
   * Deletes the entry when it exists, has this purpose and has not expired; answers null when it
   * did not, else the user it was issued for (null for an OAuth state) and its binding.
   */
  private async spend(
    codeHash: string,
    purpose: OneTimeCode['purpose'],
  ): Promise<{ userId: string | null; binding: string | null } | null> {
    const [row] = await this.em.execute<{ user_id: string | null; binding: string | null }[]>(
      `delete from one_time_code where code_hash = ? and purpose = ? and expires_at > now()
       returning user_id, binding`,
      [codeHash, purpose],
    )
    return row ? { userId: row.user_id, binding: row.binding } : null
  }
}
