import type { AppLoadContext } from '@remix-run/node'
import { apiFor, CART_TOKEN_KEY } from './api.server'
import { AUTH_KEY } from './auth.server'
import { getSession } from './session.server'

async function fetchCart(request: Request) {
  const api = await apiFor(request)
  return api.GET('/api/cart')
}

type CartRead = ReturnType<typeof fetchCart>
const cartReads = new WeakMap<AppLoadContext, CartRead>()

/**
 * The visitor's cart as the API answers it, asked once per page: the header's badge (root loader)
 * and the page's own loader (the cart, checkout) share one call, the API's dearest read. Remix
 * gives each loader a Request of its own; the load context (server.mjs) is the one thing they
 * share. Loaders read after an action has run, so a page never shows a cart from before a change;
 * an action reads afresh.
 */
export function readCart(request: Request, context: AppLoadContext): CartRead {
  if (request.method !== 'GET' && request.method !== 'HEAD') return fetchCart(request)
  let read = cartReads.get(context)
  if (!read) {
    read = fetchCart(request)
    cartReads.set(context, read)
  }
  return read
}

/** Items in the visitor's cart for the header badge; no API call for a guest with no cart. */
export async function countCartItems(request: Request, context: AppLoadContext): Promise<number> {
  const session = await getSession(request)
  if (!session.get(CART_TOKEN_KEY) && !session.get(AUTH_KEY)) return 0
  const { data } = await readCart(request, context)
  return data?.itemCount ?? 0
}
