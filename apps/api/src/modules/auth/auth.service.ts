import { displayName } from '@aurum/contracts'
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql'
import { Inject, Injectable, Logger } from '@nestjs/common'
import { JwtService } from '@nestjs/jwt'
import { DomainError } from '../../common/domain-error'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { AccountEventsService } from '../accounts/account-events.service'
import { Mailer } from '../mail/mailer'
import { registrationAttempt } from '../mail/templates'
import { SalesService } from '../orders/sales.service'
import { SettingsService } from '../settings/settings.service'
import { User, type UserRole } from '../users/entities/user.entity'
import { toUserView, usernameTaken, UsersService } from '../users/users.service'
import type { CurrentUser } from './current-user'
import type { AuthAnswer, SignedInUser } from './dto/auth.dto'
import { sessionTimeoutSql } from './session-timeout'
import { RotatedRefreshToken } from './entities/rotated-refresh-token.entity'
import { Session } from './entities/session.entity'
import { EmailVerification } from '../users/email-verification.service'
import { LoginThrottle } from './login-throttle'
import { hashPassword, verifyPassword } from './password'
import {
  ACCESS_TOKEN_SECONDS,
  type AccessClaims,
  hashToken,
  JWT_OPTIONS,
  newOpaqueToken,
  openSuccessor,
  REFRESH_GRACE_MS,
  sealSuccessor,
  SESSION_DAYS,
} from './tokens'

/** Where a sign-in comes from, kept on its session. */
export interface Client {
  ip: string
  userAgent: string | null
}

type SignInMethod = 'password' | 'admin-password' | 'google'

/** How often a session's last use is written: every request would be a write per request. */
const LAST_USED_PRECISION_MS = 60_000
const DAY_MS = 24 * 60 * 60 * 1000

interface SessionRow {
  id: string
  user_id: string
  email: string
  role: UserRole
  revoked_at: Date | null
  expires_at: Date
  last_used_at: Date
  timeout_minutes: number
}

@Injectable()
export class AuthService {
  /** Sign-ins for whoever looks into an account's security: who, from where, and the outcome. */
  private readonly logger = new Logger('SignIn')

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
    private readonly accountEvents: AccountEventsService,
    private readonly sales: SalesService,
    private readonly settings: SettingsService,
    private readonly verification: EmailVerification,
    private readonly mailer: Mailer,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /**
   * A new account and a link to confirm its address; for an address that has an account, a mail
   * to its owner instead. Both answer the same, so no one learns whether an address is a
   * customer's. No session: the new account signs in with its password (the web does it at once).
   */
  async register(
    input: { username: string; email: string; password: string },
    client: Client,
  ): Promise<{ email: string }> {
    const passwordHash = await hashPassword(input.password)
    const outcome = await this.em
      .transactional(async (em) => {
        const registered = await this.users.register(em, { ...input, passwordHash })
        await this.mailAboutRegistration(em, registered)
        return registered
      })
      .catch(async (error: unknown) => {
        // Another registration took the email or the username a moment ago.
        if (!(error instanceof UniqueConstraintViolationException)) throw error
        return this.em.transactional(async (em) => {
          const owner = await this.users.findByEmail(input.email, em)
          if (!owner) throw usernameTaken()
          const registered = { user: owner, created: false }
          await this.mailAboutRegistration(em, registered)
          return registered
        })
      })
    this.logger.log({
      event: 'register',
      outcome: outcome.created ? 'created' : 'email-taken',
      userId: outcome.user.id,
      ip: client.ip,
    })
    return { email: input.email }
  }

  private async mailAboutRegistration(
    em: EntityManager,
    { user, created }: { user: User; created: boolean },
  ): Promise<void> {
    if (created) return this.verification.send(em, user, user.email)
    // At most one notice an hour: registering the address again and again is no mail bomb.
    const hour = new Date().toISOString().slice(0, 13)
    await this.mailer.enqueue(em, {
      key: `registration-attempt:${user.id}:${hour}`,
      to: user.email,
      content: registrationAttempt({
        name: displayName(user),
        signInUrl: new URL('/auth', this.env.WEB_URL).toString(),
        resetUrl: new URL('/recuperar-contrasena', this.env.WEB_URL).toString(),
      }),
    })
  }

  /**
   * The same answer for an unknown account and a wrong password, in about the same time. Guessing
   * is slowed, never the owner locked out (LoginThrottle): a client that failed too often is
   * refused, an account that many clients failed on answers later, and a right password is never
   * refused to a client that has not failed.
   */
  async login(
    input: { login: string; password: string },
    client: Client,
    options: { adminOnly?: boolean } = {},
  ): Promise<AuthAnswer> {
    const user = await this.users.findByLogin(input.login)
    // By user id when the account exists, so its email and its username share one count.
    const account = user?.id ?? input.login.trim().toLowerCase()
    const method = options.adminOnly ? 'admin-password' : 'password'
    try {
      await this.throttle.attempt(account, client.ip)
    } catch (error) {
      this.signInFailed(user, client, method, 'rate-limited')
      throw error
    }
    const valid = await verifyPassword(user?.passwordHash ?? null, input.password)
    if (!user || !valid || (options.adminOnly && user.role !== 'admin')) {
      await this.throttle.failed(account, client.ip)
      this.signInFailed(user, client, method, !user || !valid ? 'invalid-credentials' : 'not-admin')
      throw new DomainError('INVALID_CREDENTIALS', 'login_failed')
    }
    await this.throttle.succeeded(account, client.ip)
    const answer = await this.startSession(user, client, options.adminOnly === true)
    await this.accountEvents.record(this.em, user.id, 'login')
    this.signedIn(user, client, method)
    return answer
  }

  /**
   * Exchanges a refresh token for a new pair; a token used twice ends its session (theft), unless
   * the second use is a parallel one within the grace period (graceSuccessor).
   */
  async refresh(refreshToken: string, client: Client): Promise<AuthAnswer> {
    // The transaction commits the revocation of a stolen or dead session; only then is it refused.
    const answer = await this.em.transactional(async (em) => {
      const tokenHash = hashToken(refreshToken)
      const session = await em.findOne(
        Session,
        { refreshTokenHash: tokenHash },
        { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE },
      )
      if (!session) {
        const rotated = await em.findOne(RotatedRefreshToken, tokenHash, {
          populate: ['session', 'session.user'],
        })
        if (!rotated) return null
        const successor = await this.graceSuccessor(em, rotated, refreshToken)
        if (successor) return this.answer(rotated.session.user, rotated.session, successor)
        rotated.session.revokedAt ??= new Date()
        return null
      }
      if (!isLive(session, await this.idleTimeoutMinutes(em, session.user.id))) {
        session.revokedAt ??= new Date()
        return null
      }
      const next = newOpaqueToken()
      em.create(RotatedRefreshToken, {
        tokenHash,
        session,
        successor: sealSuccessor(refreshToken, next),
      })
      session.refreshTokenHash = hashToken(next)
      session.lastUsedAt = new Date()
      session.ip = client.ip
      await em.flush()
      await this.users.markSeen(session.user.id, em)
      return this.answer(session.user, session, next)
    })
    if (!answer) throw new DomainError('SESSION_ENDED', 'session_ended')
    return answer
  }

  /**
   * The successor of a token exchanged moments ago, for a parallel request of the same browser
   * that another web server sent with the same token: only within REFRESH_GRACE_MS, only while
   * that successor is still the session's current token (not itself spent) and the session
   * lives. Anything else is a spent token coming back, which ends the session.
   */
  private async graceSuccessor(
    em: EntityManager,
    rotated: RotatedRefreshToken,
    refreshToken: string,
  ): Promise<string | null> {
    if (!rotated.successor || Date.now() - rotated.rotatedAt.getTime() > REFRESH_GRACE_MS) {
      return null
    }
    const successor = openSuccessor(refreshToken, rotated.successor)
    const { session } = rotated
    if (!successor || hashToken(successor) !== session.refreshTokenHash) return null
    return isLive(session, await this.idleTimeoutMinutes(em, session.user.id)) ? successor : null
  }

  async logout(sessionId: string): Promise<void> {
    await this.em.nativeUpdate(
      Session,
      { id: sessionId, revokedAt: null },
      { revokedAt: new Date() },
    )
  }

  async me(userId: string): Promise<SignedInUser> {
    const user = await this.users.findById(userId)
    if (!user) throw new DomainError('UNAUTHENTICATED', 'authentication_required')
    return this.signedInUser(user)
  }

  /**
   * The session of a verified access token (JwtStrategy has checked its signature, issuer,
   * audience and expiry): not revoked, not expired, not idle past the user's timeout. One query
   * per request; the session and its user are marked used at most once a minute.
   */
  async sessionUser(claims: AccessClaims): Promise<CurrentUser> {
    const [row] = await this.em.execute<SessionRow[]>(
      `select s.id, s.user_id, u.email, u.role, s.revoked_at, s.expires_at, s.last_used_at,
         ${sessionTimeoutSql('s.user_id')} as timeout_minutes
       from session s
       join app_user u on u.id = s.user_id
       where s.id = ? and s.user_id = ?`,
      [claims.sid, claims.sub],
    )
    if (!row || !isLive(rowAsSession(row), row.timeout_minutes)) {
      throw new DomainError('SESSION_ENDED', 'session_ended')
    }
    if (Date.now() - new Date(row.last_used_at).getTime() > LAST_USED_PRECISION_MS) {
      await Promise.all([
        this.em.nativeUpdate(Session, { id: row.id }, { lastUsedAt: new Date() }),
        this.users.markSeen(row.user_id),
      ])
    }
    return { id: row.user_id, email: row.email, role: row.role, sessionId: row.id }
  }

  /** A session for a user already proven elsewhere (the Google sign-in's one-time code). */
  async signInAs(userId: string, client: Client): Promise<AuthAnswer> {
    const user = await this.users.findById(userId)
    if (!user) throw new DomainError('UNAUTHENTICATED', 'sign_in_code_invalid')
    const answer = await this.startSession(user, client, false)
    await this.accountEvents.record(this.em, user.id, 'login')
    this.signedIn(user, client, 'google')
    return answer
  }

  private signedIn(user: User, client: Client, method: SignInMethod): void {
    this.logger.log({
      event: 'sign-in',
      outcome: 'success',
      method,
      userId: user.id,
      email: user.email,
      role: user.role,
      ip: client.ip,
    })
  }

  /**
   * What was typed as the login is logged only when it names an account: an unknown one may be a
   * password typed into the wrong field.
   */
  private signInFailed(
    user: User | null,
    client: Client,
    method: SignInMethod,
    reason: 'invalid-credentials' | 'not-admin' | 'rate-limited',
  ): void {
    this.logger.warn({
      event: 'sign-in',
      outcome: 'failure',
      method,
      reason,
      userId: user?.id ?? null,
      email: user?.email ?? null,
      ip: client.ip,
    })
  }

  private async startSession(user: User, client: Client, isAdmin: boolean): Promise<AuthAnswer> {
    const refreshToken = newOpaqueToken()
    const session = this.em.create(Session, {
      user,
      isAdmin,
      refreshTokenHash: hashToken(refreshToken),
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip,
      expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
    })
    await this.em.flush()
    await this.users.markSeen(user.id)
    return this.answer(user, session, refreshToken)
  }

  private async answer(user: User, session: Session, refreshToken: string): Promise<AuthAnswer> {
    const accessToken = await this.jwt.signAsync(
      { sub: user.id, sid: session.id },
      { ...JWT_OPTIONS, secret: this.env.JWT_SECRET, expiresIn: ACCESS_TOKEN_SECONDS },
    )
    return {
      accessToken,
      refreshToken,
      expiresIn: ACCESS_TOKEN_SECONDS,
      user: await this.signedInUser(user),
    }
  }

  /**
   * The user and whether they are 'Cliente Premium': a customer whose paid orders of the last 12
   * months reach the store's premium_min_spent. An administrator never is. Two small queries,
   * side by side.
   */
  private async signedInUser(user: User): Promise<SignedInUser> {
    if (user.role === 'admin') return { ...toUserView(user), premium: false }
    const [paidCents, minimumCents] = await Promise.all([
      this.sales.paidInLastYear(user.id),
      this.settings.premiumMinSpentCents(),
    ])
    return { ...toUserView(user), premium: paidCents >= minimumCents }
  }

  private async idleTimeoutMinutes(em: EntityManager, userId: string): Promise<number> {
    const [row] = await em.execute<{ minutes: number }[]>(
      `select ${sessionTimeoutSql('?')} as minutes`,
      [userId],
    )
    return row.minutes
  }
}

function rowAsSession(row: SessionRow): Pick<Session, 'revokedAt' | 'expiresAt' | 'lastUsedAt'> {
  return {
    revokedAt: row.revoked_at,
    expiresAt: new Date(row.expires_at),
    lastUsedAt: new Date(row.last_used_at),
  }
}

/** Not revoked, not past its 7 days, not idle longer than the user's session timeout. */
export function isLive(
  session: Pick<Session, 'revokedAt' | 'expiresAt' | 'lastUsedAt'>,
  timeoutMinutes: number,
): boolean {
  const now = Date.now()
  return (
    !session.revokedAt &&
    session.expiresAt.getTime() > now &&
    now - session.lastUsedAt.getTime() <= timeoutMinutes * 60_000
  )
}
