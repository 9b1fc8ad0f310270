import { createHash, randomBytes } from 'node:crypto'
import { redirectDocument, type Session } from '@remix-run/node'
import { env } from './env.server'
import { commitSession, getSession } from './session.server'
import { GOOGLE_NONCE_KEY, GOOGLE_REDIRECT_KEY } from './sign-in.server'

/*
 * The nonce is the secret of the browser that started a Google sign-in, kept in its session. The
 * API keeps only its hash (the binding) with the one-time code, so the code can be traded only
 * together with this nonce: a code sent to another browser (login CSRF) is worthless there.
 */

/** What the API is given to bind the code to: the SHA-256 of the nonce, in hex. */
export function googleBinding(nonce: string): string {
  return createHash('sha256').update(nonce).digest('hex')
}

/**
 * Starts a Google sign-in from this browser: a new nonce in the session (and, when given, the page
 * to come back to), then the API's start address with its binding. A document redirect: the API
 * may share the shop's origin (one domain, as the checkout's).
 */
export async function startGoogleSignIn(
  request: Request,
  redirectTo: string | null,
): Promise<Response> {
  const session = await getSession(request)
  const nonce = randomBytes(32).toString('base64url')
  session.set(GOOGLE_NONCE_KEY, nonce)
  if (redirectTo !== null) session.set(GOOGLE_REDIRECT_KEY, redirectTo)
  return redirectDocument(`${env.API_PUBLIC_URL}/api/auth/google?binding=${googleBinding(nonce)}`, {
    headers: { 'Set-Cookie': await commitSession(session, request) },
  })
}

/** The nonce this browser's sign-in was started with, if any. */
export function googleNonce(session: Session): string | null {
  const nonce = session.get(GOOGLE_NONCE_KEY) as unknown
  return typeof nonce === 'string' ? nonce : null
}
