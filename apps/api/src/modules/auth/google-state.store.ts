import { Inject, Injectable } from '@nestjs/common'
import type { FastifyRequest } from 'fastify'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { GoogleSignIn } from './google.service'
import { hashToken, newOpaqueToken } from './tokens'

const COOKIE = 'aurum_google'
const COOKIE_PATH = '/api/auth/google'
const COOKIE_SECONDS = 10 * 60
const MAX_STATE_LENGTH = 200

type StoreCallback = (error: Error | null, state?: string) => void
type VerifyCallback = (error: Error | null, ok: boolean, info?: { message: string }) => void

/**
 * Passport's OAuth 2.0 state store, in PostgreSQL (any replica can check a state) and bound to
 * the browser that started the sign-in: that browser gets a random nonce in a cookie, and the
 * stored row is the hash of the state and the nonce together. A Google return carried to another
 * browser, replayed, or older than ten minutes finds no row.
 */
@Injectable()
export class GoogleStateStore {
  private readonly started = new WeakMap<object, { nonce: string; binding: string }>()
  private readonly bindings = new WeakMap<object, string>()
  private readonly secure: boolean

  constructor(
    private readonly google: GoogleSignIn,
    @Inject(ENV) env: Env,
  ) {
    this.secure = new URL(env.API_PUBLIC_URL).protocol === 'https:'
  }

  /**
   * Gives this request's browser a nonce, and keeps the web session's binding for the state:
   * answers the Set-Cookie that carries the nonce.
   */
  bindBrowser(request: FastifyRequest, binding: string): string {
    const nonce = newOpaqueToken()
    this.started.set(request, { nonce, binding })
    return this.cookie(nonce, COOKIE_SECONDS)
  }

  /** The web session's binding of the state this return brought back (after verify). */
  bindingOf(request: FastifyRequest): string | null {
    return this.bindings.get(request) ?? null
  }

  /** The Set-Cookie that removes the nonce once the browser is back from Google. */
  clearCookie(): string {
    return this.cookie('', 0)
  }

  // Passport picks the signatures by their number of parameters: (req, callback) and
  // (req, state, callback).
  store(request: FastifyRequest, callback: StoreCallback): void {
    const started = this.started.get(request)
    if (!started) return callback(new Error('The Google sign-in started without a browser nonce'))
    const state = newOpaqueToken()
    this.google.saveState(stateHash(state, started.nonce), started.binding).then(
      () => callback(null, state),
      (error: Error) => callback(error),
    )
  }

  verify(request: FastifyRequest, state: unknown, callback: VerifyCallback): void {
    const nonce = readCookie(request.headers.cookie, COOKIE)
    if (!nonce || typeof state !== 'string' || state.length > MAX_STATE_LENGTH) {
      return callback(null, false, { message: 'No Google sign-in was started in this browser' })
    }
    this.google.spendState(stateHash(state, nonce)).then(
      (binding) => {
        if (!binding) return callback(null, false, { message: 'Unknown, used or expired state' })
        this.bindings.set(request, binding)
        callback(null, true)
      },
      (error: Error) => callback(error, false),
    )
  }

  private cookie(value: string, maxAge: number): string {
    const attributes = [
      `${COOKIE}=${value}`,
      `Path=${COOKIE_PATH}`,
      `Max-Age=${maxAge}`,
      'HttpOnly',
      // Lax: the cookie comes along on Google's top-level redirect back, never on a sub-request.
      'SameSite=Lax',
    ]
    if (this.secure) attributes.push('Secure')
    return attributes.join('; ')
  }
}

function stateHash(state: string, nonce: string): string {
  return hashToken(`${state}.${nonce}`)
}

function readCookie(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(/;\s*/)) {
    const separator = pair.indexOf('=')
    if (pair.slice(0, separator) === name) return pair.slice(separator + 1) || null
  }
  return null
}
