import type { Schemas } from '@aurum/api-client'
import { data, redirect } from '@remix-run/node'
import { createApiClient } from '@aurum/api-client'
import type { AccessRequired } from './access-required'
import { env } from './env.server'
import { getSession, sessionStorage } from './session.server'

export type SessionUser = Pick<
  Schemas['UserViewDto_Output'],
  'id' | 'email' | 'username' | 'name' | 'role'
>

/** What the web session keeps of a sign-in. Tokens never reach the browser: the cookie is httpOnly. */
export interface SessionAuth {
  accessToken: string
  refreshToken: string
  /** Epoch ms when the access token stops working. */
  accessExpiresAt: number
  user: SessionUser
}

export const AUTH_KEY = 'auth'
/** The longest page address kept to come back to after signing in (safeRedirect's own limit). */
const MAX_RETURN_LENGTH = 1024
/** Refresh a little before the access token expires, so no API call meets an expired one. */
const REFRESH_MARGIN_MS = 30_000

export function authFromAnswer(answer: Schemas['AuthAnswerDto_Output']): SessionAuth {
  const { id, email, username, name, role } = answer.user
  return {
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken,
    accessExpiresAt: Date.now() + answer.expiresIn * 1000,
    user: { id, email, username, name, role },
  }
}

export async function getAuth(request: Request): Promise<SessionAuth | null> {
  const session = await getSession(request)
  return (session.get(AUTH_KEY) as SessionAuth | undefined) ?? null
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  return (await getAuth(request))?.user ?? null
}

/** Every protected loader and action starts here: no user, no page. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request)
  if (user) return user
  const url = new URL(request.url)
  // A long query is not carried along: a Location header past a proxy's limit answers 502.
  const back = [`${url.pathname}${url.search}`, url.pathname].find(
    (target) => target.length <= MAX_RETURN_LENGTH,
  )
  throw redirect(
    back
      ? `/auth?message=login-required&redirectTo=${encodeURIComponent(back)}`
      : '/auth?message=login-required',
  )
}

// In a module of its own: the root error boundary (browser code) checks for it too.
export type { AccessRequired } from './access-required'

/**
 * Account pages: a visitor gets a 401 page with the spec's text for that page (for example
 * 'Debes iniciar sesión para ver tu perfil') and a link to sign in that comes back here; the
 * root error boundary draws it. Actions use requireUser: a post without a session goes to sign in.
 */
export async function requireCustomer(request: Request, message: string): Promise<SessionUser> {
  const user = await getUser(request)
  if (user) return user
  const url = new URL(request.url)
  const back = url.pathname.length <= MAX_RETURN_LENGTH ? url.pathname : '/'
  const body: AccessRequired = {
    accessRequired: message,
    signInHref: `/auth?message=login-required&redirectTo=${encodeURIComponent(back)}`,
  }
  throw data(body, { status: 401 })
}

/**
 * Admin pages, whatever the browser claims: a visitor goes to the admin sign-in; a signed-in
 * customer is refused (403), since signing in again as the same customer would change nothing.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getUser(request)
  if (user?.role === 'admin') return user
  if (user) throw accessDenied()
  throw redirect('/admin-auth')
}

/** The admin gate's refusal: the admin layout's error boundary shows it as 'Acceso Denegado'. */
export function accessDenied(): Response {
  return new Response('Acceso Denegado', { status: 403 })
}

/** A refresh answers fresh tokens, 'ended' when the API has ended the session, or 'later'. */
type Refreshed = SessionAuth | 'ended' | 'later'

const refreshing = new Map<string, Promise<Refreshed>>()

/**
 * Called by server.mjs before every page and data request: when the access token is about to
 * expire it is refreshed (once, even for parallel requests), and the request goes on with the new
 * cookie. A session the API has ended is dropped, so the visitor is simply signed out; a refresh
 * the API only delays (rate limit, outage) leaves the session as it is, to try again later.
 */
export async function refreshAuth(
  cookieHeader: string | undefined,
  protocol: string,
  /** The visitor's address: the API counts refreshes per client, not per web server. */
  clientAddress: string,
): Promise<{ cookie: string; setCookie: string } | null> {
  const session = await sessionStorage.getSession(cookieHeader)
  const auth = session.get(AUTH_KEY) as SessionAuth | undefined
  if (!auth || auth.accessExpiresAt - REFRESH_MARGIN_MS > Date.now()) return null
  let pending = refreshing.get(auth.refreshToken)
  if (!pending) {
    pending = exchange(auth.refreshToken, clientAddress)
    refreshing.set(auth.refreshToken, pending)
    // Kept a moment so requests that were already on their way share the answer.
    void pending.finally(() => setTimeout(() => refreshing.delete(auth.refreshToken), 10_000))
  }
  const fresh = await pending
  if (fresh === 'later') return null
  if (fresh === 'ended') session.unset(AUTH_KEY)
  else session.set(AUTH_KEY, fresh)
  // Express's req.protocol: "https" behind a trusted proxy that says so, as Remix's request.url.
  const setCookie = await sessionStorage.commitSession(session, { secure: protocol === 'https' })
  const ours = setCookie.split(';')[0]
  const name = ours.split('=')[0]
  const others = (cookieHeader ?? '')
    .split(/;\s*/)
    .filter((pair) => pair && !pair.startsWith(`${name}=`))
  return { cookie: [...others, ours].join('; '), setCookie }
}

async function exchange(refreshToken: string, clientAddress: string): Promise<Refreshed> {
  const api = createApiClient({
    baseUrl: env.API_URL,
    headers: { 'x-forwarded-for': clientAddress },
  })
  try {
    const { data, response } = await api.POST('/api/auth/refresh', { body: { refreshToken } })
    if (data) return authFromAnswer(data)
    return response.status === 429 || response.status >= 500 ? 'later' : 'ended'
  } catch {
    // The API did not answer (down, timed out): nothing says the session has ended.
    return 'later'
  }
}
