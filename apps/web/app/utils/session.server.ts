import type { Session } from '@remix-run/node'
import { env } from './env.server'
import { createSealedSessionStorage } from './sealed-session.server'

/**
 * The web app's own session: an httpOnly, SameSite=Lax cookie sealed with a key from
 * SESSION_SECRET. It carries toasts across redirects, the guest's cart token and the customer's
 * tokens once they sign in; neither page scripts nor whoever holds the cookie can read it.
 */
export const sessionStorage = createSealedSessionStorage({
  name: '__aurum',
  secret: env.SESSION_SECRET,
})

export function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get('Cookie'))
}

/** The cookie is Secure whenever this request came over https, behind a trusted proxy too. */
export function commitSession(session: Session, request: Request) {
  return sessionStorage.commitSession(session, {
    secure: new URL(request.url).protocol === 'https:',
  })
}
