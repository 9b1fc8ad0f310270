import { centsToText, textToCents } from '@aurum/contracts'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { apiFor } from '~/utils/api.server'
import { freeShippingProgress } from '~/utils/storefront.server'

/**
 * What the cart drawer shows (components/cart-drawer.tsx loads it with a fetcher): its lines,
 * subtotal, shipping and total. A resource route, so that a cart the API cannot give is an empty
 * answer the drawer explains, not the error page in place of the page underneath.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = await apiFor(request)
  const { data: cart } = await api.GET('/api/cart')
  // json(): a resource route's raw object is read differently once single fetch is the default.
  if (!cart) return json({ cart: null })
  const total = (textToCents(cart.total) ?? 0) + (textToCents(cart.shipping) ?? 0)
  return json({
    cart: {
      lines: cart.items.map((item) => ({
        id: item.id,
        slug: item.slug,
        name: item.perfume.name,
        brand: item.perfume.brand,
        imageUrl: item.perfume.imageUrl,
        size: item.size,
        quantity: item.quantity,
        stock: item.stock,
        lineTotal: item.lineTotal,
      })),
      // Sets are changed on the cart page: the drawer lists them.
      sets: cart.sets.map((set) => ({
        id: set.id,
        name: set.name,
        size: set.size,
        quantity: set.quantity,
        lineTotal: set.lineTotal,
      })),
      subtotal: cart.total,
      shipping: cart.shipping,
      total: centsToText(total),
      freeShipping: freeShippingProgress(cart),
    },
  })
}
