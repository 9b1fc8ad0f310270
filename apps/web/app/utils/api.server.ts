import { createApiClient } from '@aurum/api-client'
import { env } from './env.server'
import { getSession } from './session.server'

/** The session key of a guest's cart token (an httpOnly cookie: page scripts never see it). */
export const CART_TOKEN_KEY = 'cartToken'

/**
 * The API as seen from this request: every loader and action talks to the API through it, with
 * the visitor's cart token and the request id.
 */
export async function apiFor(request: Request) {
  const session = await getSession(request)
  const cartToken = session.get(CART_TOKEN_KEY) as string | undefined
  return createApiClient({
    baseUrl: env.API_URL,
    requestId: request.headers.get('x-request-id') ?? undefined,
    headers: cartToken ? { 'x-cart-token': cartToken } : undefined,
  })
}
