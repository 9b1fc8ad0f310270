import { apiFor, CART_TOKEN_KEY } from './api.server'
import { AUTH_KEY } from './auth.server'
import { getSession } from './session.server'

/** Items in the visitor's cart for the header badge; no API call for a guest with no cart. */
export async function countCartItems(request: Request): Promise<number> {
  const session = await getSession(request)
  if (!session.get(CART_TOKEN_KEY) && !session.get(AUTH_KEY)) return 0
  const api = await apiFor(request)
  const { data } = await api.GET('/api/cart')
  return data?.itemCount ?? 0
}
