import type { Schemas } from '@aurum/api-client'
import { data, redirect } from '@remix-run/node'
import { createApiClient } from '@aurum/api-client'
import type { AccessRequired } from './access-required'
import { userNeedsCheck } from './current-user'
import { env } from './env.server'
import { safeRedirect } from './safe-redirect'
import { commitSession, getSession, sessionStorage } from './session.server'

/**
 * What the header shows of the signed-in user; premium is 'Cliente Premium', decided by the API;
 * emailVerified false puts the reminder to confirm the address under the header.
 */
export type SessionUser = Pick<
  Schemas['SignedInUserDto_Output'],
  'id' | 'email' | 'username' | 'name' | 'role' | 'premium' | 'emailVerified'
>

/** What the web session keeps of a sign-in. Tokens never reach the browser: the cookie is httpOnly. */
export interface SessionAuth {
  accessToken: string
  refreshToken: string
  /** Epoch ms when the access token stops working. */
  accessExpiresAt: number
  user: SessionUser
  /** Epoch ms when the user was last read from the API (current-user.ts says when to read again). */
  userCheckedAt: number
}

export const AUTH_KEY = 'auth'
/** The longest page address kept to come back to after signing in (safeRedirect's own limit). */
const MAX_RETURN_LENGTH = 1024
/** Refresh a little before the access token expires, so no API call meets an expired one. */
const REFRESH_MARGIN_MS = 30_000

export function authFromAnswer(answer: Schemas['AuthAnswerDto_Output']): SessionAuth {
  return {
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken,
    accessExpiresAt: Date.now() + answer.expiresIn * 1000,
    user: sessionUser(answer.user),
    userCheckedAt: Date.now(),
  }
}

function sessionUser(user: Schemas['SignedInUserDto_Output']): SessionUser {
  const { id, email, username, name, role, premium, emailVerified } = user
  return { id, email, username, name, role, premium, emailVerified }
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
    // No 'login-required' notice: it speaks of a purchase; the page already said why.
    signInHref: `/auth?redirectTo=${encodeURIComponent(back)}`,
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
  if (user) {
    logRefusal(request, user)
    throw accessDenied()
  }
  throw redirect('/admin-auth')
}

const refusalsLogged = new WeakSet<Request>()

/**
 * The gate answers before any call to the API, whose log would otherwise say it: who was refused
 * where, and when; once for a request whose layout and page both ask.
 */
function logRefusal(request: Request, user: SessionUser): void {
  if (refusalsLogged.has(request)) return
  refusalsLogged.add(request)
  console.log(
    JSON.stringify({
      level: 40,
      time: Date.now(),
      event: 'access-denied',
      statusCode: 403,
      method: request.method,
      path: new URL(request.url).pathname,
      userId: user.id,
      role: user.role,
    }),
  )
}

/** The admin gate's refusal: the admin layout's error boundary shows it as 'Acceso Denegado'. */
export function accessDenied(): Response {
  return new Response('Acceso Denegado', { status: 403 })
}

/**
 * The API answered 401: this session has ended there (the password was changed on another device,
 * an administrator ended it, it stayed idle too long). The web forgets it and loads the page
 * again, which a visitor then sees as the page's access text.
 */
export async function signOutEnded(request: Request): Promise<never> {
  const session = await getSession(request)
  session.unset(AUTH_KEY)
  const url = new URL(request.url)
  throw redirect(safeRedirect(`${url.pathname}${url.search}`), {
    headers: { 'Set-Cookie': await commitSession(session, request) },
  })
}

/** Account pages, after their calls to the API: a 401 to any of them is signOutEnded. */
export async function signOutIfEnded(
  request: Request,
  ...answers: ({ response: Response } | null | undefined)[]
): Promise<void> {
  if (answers.some((answer) => answer?.response.status === 401)) await signOutEnded(request)
}

/** A refresh answers fresh tokens, 'ended' when the API has ended the session, or 'later'. */
type Refreshed = SessionAuth | 'ended' | 'later'
/** Reading the user answers them, 'ended' when the API has ended the session, or 'later'. */
type CheckedUser = SessionUser | 'ended' | 'later'

const refreshing = new Map<string, Promise<Refreshed>>()
const checking = new Map<string, Promise<CheckedUser>>()

/**
 * Called by server.mjs before every page and data request: when the access token is about to
 * expire it is refreshed (once, even for parallel requests), and when the kept user is due for a
 * look (current-user.ts) it is read again from the API, so the header's name and role label stay
 * current. The request goes on with the new cookie. A session the API has ended is dropped, so the
 * visitor is simply signed out; an API that only delays (rate limit, outage) leaves the session as
 * it is, to try again later. Done here rather than in the root loader, whose toast commits the
 * same cookie: two Set-Cookie headers for one session would lose one of the changes.
 */
export async function refreshAuth(
  cookieHeader: string | undefined,
  protocol: string,
  /** The visitor's address: the API counts refreshes per client, not per web server. */
  clientAddress: string,
  /** The page asked for: some read the user every time (current-user.ts). */
  path = '/',
): Promise<{ cookie: string; setCookie: string } | null> {
  const session = await sessionStorage.getSession(cookieHeader)
  const auth = session.get(AUTH_KEY) as SessionAuth | undefined
  if (!auth) return null
  const kept = await keptAuth(auth, clientAddress, path)
  if (kept === auth) return null
  if (kept) session.set(AUTH_KEY, kept)
  else session.unset(AUTH_KEY)
  // Express's req.protocol: "https" behind a trusted proxy that says so, as Remix's request.url.
  const setCookie = await sessionStorage.commitSession(session, { secure: protocol === 'https' })
  const ours = setCookie.split(';')[0]
  const name = ours.split('=')[0]
  const others = (cookieHeader ?? '')
    .split(/;\s*/)
    .filter((pair) => pair && !pair.startsWith(`${name}=`))
  return { cookie: [...others, ours].join('; '), setCookie }
}

/**
 * The session's auth as this request should see it: the same object when nothing changes, fresh
 * tokens, the user read again, or null once the API has ended the session.
 */
async function keptAuth(
  auth: SessionAuth,
  clientAddress: string,
  path: string,
): Promise<SessionAuth | null> {
  const now = Date.now()
  if (auth.accessExpiresAt - REFRESH_MARGIN_MS <= now) {
    // Kept 10 s after: requests already on their way with the spent refresh token share it.
    const fresh = await shared(refreshing, auth.refreshToken, 10_000, () =>
      exchange(auth.refreshToken, clientAddress),
    )
    // A refresh answers the user as they are now as well.
    if (fresh !== 'later') return fresh === 'ended' ? null : fresh
    // With the refresh delayed and the token expired, the API cannot tell who this is either.
    if (auth.accessExpiresAt <= now) return auth
  }
  if (!userNeedsCheck(auth.userCheckedAt, now, path)) return auth
  // Shared only while on its way: a later look (the page after paying) must see the new order.
  const user = await shared(checking, auth.accessToken, 0, () =>
    readUser(auth.accessToken, clientAddress),
  )
  if (user === 'later') return auth
  return user === 'ended' ? null : { ...auth, user, userCheckedAt: now }
}

/** One call for parallel requests with the same key, its answer kept keepMs after it settles. */
function shared<T>(
  calls: Map<string, Promise<T>>,
  key: string,
  keepMs: number,
  call: () => Promise<T>,
): Promise<T> {
  const pending = calls.get(key)
  if (pending) return pending
  const started = call()
  calls.set(key, started)
  void started.finally(() =>
    keepMs ? setTimeout(() => calls.delete(key), keepMs) : calls.delete(key),
  )
  return started
}

async function readUser(accessToken: string, clientAddress: string): Promise<CheckedUser> {
  const api = createApiClient({
    baseUrl: env.API_URL,
    accessToken,
    headers: { 'x-forwarded-for': clientAddress },
  })
  try {
    const { data, response } = await api.GET('/api/auth/me')
    if (data) return sessionUser(data)
    return response.status === 401 ? 'ended' : 'later'
  } catch {
    return 'later'
  }
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
