import { createApiClient } from '@aurum/api-client'
import { AUTH_KEY, type SessionAuth } from './auth.server'
import { env } from './env.server'
import { getSession } from './session.server'

/** The session key of a guest's cart token (an httpOnly cookie: page scripts never see it). */
export const CART_TOKEN_KEY = 'cartToken'

/**
 * The API as seen from this request: every loader and action talks to the API through it, with
 * the customer's access token or the guest's cart token, the client's address and user agent, and
 * the request id.
 */
export async function apiFor(request: Request) {
  const session = await getSession(request)
  const auth = session.get(AUTH_KEY) as SessionAuth | undefined
  const cartToken = session.get(CART_TOKEN_KEY) as string | undefined
  const headers: Record<string, string> = {}
  if (cartToken) headers['x-cart-token'] = cartToken
  for (const name of ['x-forwarded-for', 'user-agent']) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  return createApiClient({
    baseUrl: env.API_URL,
    accessToken: auth?.accessToken,
    requestId: request.headers.get('x-request-id') ?? undefined,
    headers,
  })
}
