import { createCookieSessionStorage } from '@remix-run/node'
import { env } from './env.server'

/**
 * The web app's own session: an httpOnly, SameSite=Lax cookie signed with SESSION_SECRET. It carries
 * toasts across redirects now, and the customer's tokens once they sign in; nothing in it is ever
 * readable by page scripts.
 */
export const sessionStorage = createCookieSessionStorage({
  cookie: {
    name: '__aurum',
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env.NODE_ENV === 'production',
    secrets: [env.SESSION_SECRET],
  },
})

export function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get('Cookie'))
}
