import { EntityManager } from '@mikro-orm/postgresql'
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

const GOOGLE = {
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
}
const STATE_TTL_MS = 10 * 60_000
const LOGIN_CODE_TTL_MS = 60_000

interface GoogleProfile {
  sub: string
  email?: string
  email_verified?: boolean | string
  name?: string
  picture?: string
}

/**
 * Google sign-in, OAuth 2.0 authorization code flow: the state is single-use and checked; accounts
 * are linked by Google subject; a Google email that Google has not verified never takes over an
 * existing account. The browser only ever carries a one-time code back to the web app.
 */
@Injectable()
export class GoogleSignIn {
  private readonly logger = new Logger(GoogleSignIn.name)

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  get enabled(): boolean {
    return Boolean(this.env.GOOGLE_CLIENT_ID && this.env.GOOGLE_CLIENT_SECRET)
  }

  private get callbackUrl(): string {
    return `${this.env.API_PUBLIC_URL}/api/auth/google/callback`
  }

  /** Where to send the browser: Google's consent page, with a fresh state. */
  async authorizationUrl(): Promise<string> {
    if (!this.enabled) throw new DomainError('NOT_FOUND', 'Google sign-in is not configured')
    const state = await this.issue('oauth-state', null, STATE_TTL_MS)
    const url = new URL(this.env.GOOGLE_AUTHORIZATION_URL ?? GOOGLE.authorization)
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.env.GOOGLE_CLIENT_ID ?? '',
      redirect_uri: this.callbackUrl,
      scope: 'openid email profile',
      state,
      prompt: 'select_account',
    }).toString()
    return url.toString()
  }

  /** Google's return: answers where the browser goes next, /auth with a one-time code or an error. */
  async callback(query: { code?: string; state?: string; error?: string }): Promise<string> {
    const back = new URL('/auth', this.env.WEB_URL)
    try {
      if (!this.enabled) throw new GoogleError('Google sign-in is not configured')
      if (!query.state || (await this.consume('oauth-state', query.state)) === false) {
        throw new GoogleError('La solicitud de Google no es válida o ha caducado')
      }
      if (query.error || !query.code) throw new GoogleError('Has cancelado el acceso con Google')
      const profile = await this.profile(query.code)
      const user = await this.linkOrCreate(profile)
      back.searchParams.set('code', await this.issue('login', user, LOGIN_CODE_TTL_MS))
    } catch (error) {
      const message =
        error instanceof GoogleError ? error.message : 'No se pudo completar el acceso con Google'
      if (!(error instanceof GoogleError)) this.logger.error(error)
      back.searchParams.set('error', 'google')
      back.searchParams.set('message', message)
    }
    return back.toString()
  }

  /** The web app trades the one-time code for a session, server to server. */
  async exchange(code: string, client: Client): Promise<AuthAnswer> {
    const userId = await this.consume('login', code)
    if (!userId) throw new DomainError('UNAUTHENTICATED', 'Invalid or expired sign-in code')
    return this.auth.signInAs(userId, client)
  }

  private async profile(code: string): Promise<GoogleProfile> {
    const tokenResponse = await fetch(this.env.GOOGLE_TOKEN_URL ?? GOOGLE.token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.callbackUrl,
        client_id: this.env.GOOGLE_CLIENT_ID ?? '',
        client_secret: this.env.GOOGLE_CLIENT_SECRET ?? '',
      }),
      signal: AbortSignal.timeout(10_000),
    })
    const tokens = (await tokenResponse.json()) as { access_token?: string }
    if (!tokenResponse.ok || !tokens.access_token)
      throw new GoogleError('Google no aceptó el acceso')
    const profileResponse = await fetch(this.env.GOOGLE_USERINFO_URL ?? GOOGLE.userinfo, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
      signal: AbortSignal.timeout(10_000),
    })
    const profile = (await profileResponse.json()) as GoogleProfile
    if (!profileResponse.ok || !profile.sub) throw new GoogleError('Google no devolvió tu perfil')
    return profile
  }

  private async linkOrCreate(profile: GoogleProfile): Promise<User> {
    const em = this.em.fork()
    const linked = await em.findOne(User, { googleSubject: profile.sub })
    if (linked) return linked
    const email = profile.email?.trim().toLowerCase()
    const verified = profile.email_verified === true || profile.email_verified === 'true'
    if (!email) throw new GoogleError('Tu cuenta de Google no tiene email')
    const existing = await em.findOne(User, { email })
    if (existing) {
      if (!verified) {
        throw new GoogleError(
          'Tu email de Google no está verificado: inicia sesión con tu contraseña',
        )
      }
      existing.googleSubject = profile.sub
      await em.flush()
      return existing
    }
    if (!verified) throw new GoogleError('Tu email de Google no está verificado')
    return this.users.createFromGoogle({ email, subject: profile.sub, name: profile.name ?? null })
  }

  private async issue(
    purpose: OneTimeCode['purpose'],
    user: User | null,
    ttlMs: number,
  ): Promise<string> {
    const value = newOpaqueToken()
    const em = this.em.fork()
    em.create(OneTimeCode, {
      codeHash: hashToken(value),
      purpose,
      user,
      expiresAt: new Date(Date.now() + ttlMs),
    })
    await em.flush()
    return value
  }

  /**
   * Deletes the entry when it exists, has this purpose and has not expired; answers false when it
   * did not, else the user it was issued for (null for an OAuth state).
   */
  private async consume(
    purpose: OneTimeCode['purpose'],
    value: string,
  ): Promise<string | null | false> {
    if (value.length > 200) return false
    const [row] = await this.em.execute<{ user_id: string | null }[]>(
      `delete from one_time_code where code_hash = ? and purpose = ? and expires_at > now() returning user_id`,
      [hashToken(value), purpose],
    )
    return row ? row.user_id : false
  }
}

/** A failure the shopper is told about on /auth. */
class GoogleError extends Error {}
