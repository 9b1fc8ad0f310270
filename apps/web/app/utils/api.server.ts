import { createApiClient } from '@aurum/api-client'
import { data } from '@remix-run/node'
import { API_UNAVAILABLE, isApiUnavailable } from './api-unavailable'
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
    fetch: (request: Request) => sendCatalogueReadsAsVisitor(request),
  })
}

/** The catalogue's reads: the same answer for everyone (a customer's own vote is not among them). */
const CATALOGUE_READ =
  /^\/api\/(?:brands|collections(?:\/[^/]+)?|perfumes(?:\/[^/]+(?:\/similar)?)?)$/

/**
 * A catalogue read goes without the customer's token and cart: the API then answers it from its
 * cache ahead of its guards, with no session read. The page's other calls (the cart, the
 * notifications) still carry the token, so the session is marked as used all the same.
 */
export function sendCatalogueReadsAsVisitor(
  request: Request,
  send: typeof fetch = fetch,
): Promise<Response> {
  if (request.method !== 'GET' || !CATALOGUE_READ.test(new URL(request.url).pathname)) {
    return sendToApi(request, send)
  }
  const headers = new Headers(request.headers)
  headers.delete('authorization')
  headers.delete('x-cart-token')
  return sendToApi(new Request(request, { headers }), send)
}

/**
 * Sends one call to the API. When the API does not answer (refused, reset, timed out) or fails
 * with a 5xx, the answer is API_UNAVAILABLE (503) in the API's own error shape: loaders and actions
 * read it like any other refusal, so a form keeps what was typed and says 'Error de conexión...'
 * instead of the whole page breaking. The API's own 'service unavailable' answers pass as they
 * are: they carry a message for the customer (the payment provider did not answer).
 */
export async function sendToApi(request: Request, send: typeof fetch = fetch): Promise<Response> {
  let failure: string
  try {
    const response = await send(request)
    if (response.status < 500 || (await isOwnServiceUnavailable(response))) return response
    await response.body?.cancel()
    failure = `answered ${response.status}`
  } catch (error) {
    failure = describe(error)
  }
  console.error(
    JSON.stringify({
      level: 50,
      msg: 'API unavailable',
      call: `${request.method} ${new URL(request.url).pathname}`,
      failure,
    }),
  )
  return Response.json(API_UNAVAILABLE, { status: 503 })
}

async function isOwnServiceUnavailable(response: Response): Promise<boolean> {
  if (response.status !== 503) return false
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null
  return body?.code === 'SERVICE_UNAVAILABLE'
}

/** fetch's 'fetch failed' hides the reason (ECONNREFUSED...) in its cause. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.name}: ${error.message}${cause}`
}

/**
 * What a loader throws when the API gave it nothing to show, given every answer the page needed:
 * the connection screen (503) when the API could not be reached; `text` with a 400 when the API
 * refused what the address carried (the visitor's request was bad, not the shop); otherwise `text`
 * (502).
 */
export function apiFailure(text: string, ...answers: { error?: unknown }[]) {
  if (answers.some((answer) => isApiUnavailable(answer.error)))
    return data(API_UNAVAILABLE, { status: 503 })
  const refused = answers.some(
    (answer) => (answer.error as { code?: unknown } | undefined)?.code === 'VALIDATION_FAILED',
  )
  return new Response(text, { status: refused ? 400 : 502 })
}
