import type { ApiError } from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { FreeShippingLine } from '~/components/free-shipping-line'
import { PLACEHOLDER_IMAGE } from '~/components/perfume-card'
import { apiFailure, apiFor, CART_TOKEN_KEY } from '~/utils/api.server'
import { getUser } from '~/utils/auth.server'
import { formatPrice } from '~/utils/money'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { returnPath } from '~/utils/safe-redirect'
import { readCart } from '~/utils/cart.server'
import { cartPage } from '~/utils/storefront.server'
import { redirectWithToast, setToast, type Toast } from '~/utils/toast.server'
import { useCurrency } from '~/utils/use-currency'

export const meta: MetaFunction = () => [{ title: 'Tu carrito | Aurum Decants' }]

type CartLine = ReturnType<typeof cartPage>['items'][number]
type CartSetLine = ReturnType<typeof cartPage>['sets'][number]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data: cart, error } = await readCart(request, context)
  if (!cart) throw apiFailure('El carrito no está disponible', { error })
  return { cart: cartPage(cart) }
}

/** A cart notice of the spec: a toast on the page, or a line in the cart drawer. */
export type Notice = Omit<Toast, 'id'>

/** What a cart change answers a page that stays (scripts running): its notice, and after an add the new line. */
export interface CartAnswer {
  notice: Notice
  added?: string
}

/** A refused change: the spec's 'Error: ...' title; the description says why when that is known. */
const failed = (what: string, response: Response, why?: string): Notice => ({
  title: `Error: ${what}`,
  description: rateLimitMessage(response) ?? why,
  variant: 'destructive',
})

/**
 * Every cart change posts here, with or without JavaScript. Without, it comes back to the page with
 * the spec's notice as a toast. With scripts (the cards' and the cart drawer's forms then carry
 * js=1) the page stays: the answer is the notice, which the drawer shows, and the line just added,
 * which the drawer opens on.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const api = await apiFor(request)
  const intent = String(form.get('intent'))
  const itemId = String(form.get('itemId') ?? '')
  const back = returnPath(request, form, '/carrito')
  const script = form.get('js') === '1'
  const answer = async (
    notice: Notice,
    added?: string,
    sessionValues?: Record<string, unknown>,
  ) => {
    if (!script) return redirectWithToast(request, back, notice, { sessionValues })
    const headers = new Headers()
    if (sessionValues) headers.append('Set-Cookie', await setToast(request, null, sessionValues))
    return data<CartAnswer>({ notice, ...(added ? { added } : {}) }, { headers })
  }

  switch (intent) {
    case 'add': {
      const productId = String(form.get('productId') ?? '')
      const size = form.get('size')
      const {
        data: cart,
        error,
        response,
      } = await api.POST('/api/cart/items', {
        body: { productId, ...(size ? { size: String(size) } : {}) },
      })
      if (error || !cart) {
        const notice = failed(
          'No se pudo agregar el producto al carrito',
          response,
          (error as ApiError | undefined)?.code === 'OUT_OF_STOCK'
            ? 'No queda stock suficiente de este tamaño.'
            : undefined,
        )
        // The drawer opens only on a success: a refusal is a toast on the page, with scripts too.
        if (!script) return redirectWithToast(request, back, notice)
        return data<CartAnswer>(
          { notice },
          { headers: { 'Set-Cookie': await setToast(request, notice) } },
        )
      }
      const line = cart.items.find(
        (item) => item.productId === productId && (!size || item.size === String(size)),
      )
      return answer(
        {
          title: 'Producto agregado',
          description: 'El producto se agrego correctamente al carrito',
        },
        line?.id,
        cart.guestToken ? { [CART_TOKEN_KEY]: cart.guestToken } : undefined,
      )
    }
    case 'add-set': {
      const collectionId = String(form.get('collectionId') ?? '')
      const perfumeIds = form.getAll('perfumeIds').map(String)
      const {
        data: cart,
        error,
        response,
      } = await api.POST('/api/cart/sets', {
        body: {
          ...(collectionId ? { collectionId } : { perfumeIds }),
          size: String(form.get('size') ?? ''),
        },
      })
      if (error || !cart) {
        const answer = error as ApiError | undefined
        const notice = failed(
          'No se pudo agregar el set al carrito',
          response,
          answer?.code === 'OUT_OF_STOCK'
            ? 'No queda stock suficiente de alguno de sus perfumes.'
            : answer?.fieldErrors
              ? Object.values(answer.fieldErrors).flat()[0]
              : undefined,
        )
        return redirectWithToast(request, back, notice)
      }
      return redirectWithToast(
        request,
        '/carrito',
        { title: 'Set agregado', description: 'El set se agregó al carrito' },
        { sessionValues: cart.guestToken ? { [CART_TOKEN_KEY]: cart.guestToken } : undefined },
      )
    }
    case 'update-set': {
      const { error, response } = await api.PATCH('/api/cart/sets/{id}', {
        params: { path: { id: itemId } },
        body: { quantity: Number(form.get('quantity')) },
      })
      if (error) return answer(failed('No se pudo actualizar la cantidad', response))
      return answer({ title: 'Cantidad actualizada' })
    }
    case 'remove-set': {
      const { error, response } = await api.DELETE('/api/cart/sets/{id}', {
        params: { path: { id: itemId } },
      })
      if (error) return answer(failed('No se pudo eliminar el set', response))
      return answer({ title: 'Set eliminado' })
    }
    case 'update': {
      const quantity = Number(form.get('quantity'))
      const { error, response } = await api.PATCH('/api/cart/items/{id}', {
        params: { path: { id: itemId } },
        body: { quantity },
      })
      if (error) return answer(failed('No se pudo actualizar la cantidad', response))
      return answer({ title: 'Cantidad actualizada' })
    }
    case 'remove': {
      const { error, response } = await api.DELETE('/api/cart/items/{id}', {
        params: { path: { id: itemId } },
      })
      if (error) return answer(failed('No se pudo eliminar el producto', response))
      return answer({ title: 'Producto eliminado' })
    }
    case 'clear': {
      const { error, response } = await api.DELETE('/api/cart')
      if (error) return answer(failed('No se pudo vaciar el carrito', response))
      return answer({
        title: 'Carrito vacio',
        description: 'Todos los productos han sido eliminados',
      })
    }
    case 'checkout': {
      const { data: cart } = await api.GET('/api/cart')
      if (!cart?.items.length && !cart?.sets.length) {
        return redirectWithToast(request, '/carrito', {
          title: 'Carrito vacio',
          description: 'Agrega productos antes de proceder al pago',
          variant: 'destructive',
        })
      }
      if (!(await getUser(request))) {
        // /auth shows the spec's notice for message=login-required, then comes back here.
        return redirect(`/auth?message=login-required&redirectTo=${encodeURIComponent('/carrito')}`)
      }
      return redirect('/checkout')
    }
    default:
      throw new Response('Acción no válida', { status: 400 })
  }
}

function QuantityControls({ line }: { line: CartLine }) {
  const button =
    'h-9 w-9 rounded-full border border-line text-lg leading-none hover:border-gold disabled:cursor-not-allowed disabled:opacity-40'
  return (
    <Form method="post" className="flex items-center gap-3" preventScrollReset>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="itemId" value={line.id} />
      <button
        type="submit"
        name="quantity"
        value={line.quantity - 1}
        disabled={line.quantity <= 1}
        aria-label={`Quitar uno de ${line.perfume.name} ${line.size}`}
        className={button}
      >
        −
      </button>
      <span aria-label={`Cantidad de ${line.perfume.name} ${line.size}`}>{line.quantity}</span>
      <button
        type="submit"
        name="quantity"
        value={line.quantity + 1}
        disabled={line.quantity >= line.stock}
        aria-label={`Añadir uno de ${line.perfume.name} ${line.size}`}
        className={button}
      >
        +
      </button>
    </Form>
  )
}

/** A set's line: its perfumes named under it, its quantity and its removal. */
function SetLine({ line }: { line: CartSetLine }) {
  const currency = useCurrency()
  const label = `${line.name} ${line.size}`
  const button =
    'h-9 w-9 rounded-full border border-line text-lg leading-none hover:border-gold disabled:cursor-not-allowed disabled:opacity-40'
  return (
    <li className="flex flex-wrap items-center gap-4 p-4">
      <div className="min-w-40 flex-1">
        <p className="font-display text-lg font-semibold">
          {line.slug ? (
            <Link to={`/colecciones/${line.slug}`} className="hover:text-gold">
              {line.name}
            </Link>
          ) : (
            line.name
          )}
        </p>
        <p className="text-sm text-ink-muted">
          Set de {line.perfumes.length} decants de {line.size}: {line.perfumes.join(', ')}
        </p>
        <p className="text-sm">{formatPrice(line.price, currency)}</p>
        {line.stock < line.quantity ? (
          <p className="text-sm text-danger">No queda stock suficiente de alguno de sus perfumes</p>
        ) : null}
      </div>
      <Form method="post" className="flex items-center gap-3" preventScrollReset>
        <input type="hidden" name="intent" value="update-set" />
        <input type="hidden" name="itemId" value={line.id} />
        <button
          type="submit"
          name="quantity"
          value={line.quantity - 1}
          disabled={line.quantity <= 1}
          aria-label={`Quitar uno de ${label}`}
          className={button}
        >
          −
        </button>
        <span aria-label={`Cantidad de ${label}`}>{line.quantity}</span>
        <button
          type="submit"
          name="quantity"
          value={line.quantity + 1}
          disabled={line.quantity >= line.stock}
          aria-label={`Añadir uno de ${label}`}
          className={button}
        >
          +
        </button>
      </Form>
      <p className="w-24 text-right font-semibold">{formatPrice(line.lineTotal, currency)}</p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="remove-set" />
        <input type="hidden" name="itemId" value={line.id} />
        <button type="submit" className="text-sm text-danger hover:underline">
          Eliminar<span className="sr-only"> {label}</span>
        </button>
      </Form>
    </li>
  )
}

function ProceedToPayment() {
  return (
    <Form method="post" className="mt-6 flex justify-end">
      <input type="hidden" name="intent" value="checkout" />
      <button
        type="submit"
        className="rounded-full bg-gold px-8 py-3 font-semibold text-on-gold hover:bg-gold-strong"
      >
        Proceder al pago
      </button>
    </Form>
  )
}

export default function Carrito() {
  const { cart } = useLoaderData<typeof loader>()
  const currency = useCurrency()
  const busy = useNavigation().state !== 'idle'
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-gold">Tu carrito</h1>
      {cart.items.length === 0 && cart.sets.length === 0 ? (
        <>
          <div className="mt-8 rounded-2xl border border-line bg-surface p-10 text-center">
            <p className="text-ink-muted">Tu carrito está vacío.</p>
            <Link
              to="/catalogo"
              className="mt-4 inline-block rounded-full bg-gold px-6 py-3 font-semibold text-on-gold"
            >
              Ver Catálogo
            </Link>
          </div>
        </>
      ) : (
        <>
          <ul
            className="mt-8 divide-y divide-line rounded-2xl border border-line bg-surface"
            aria-busy={busy}
          >
            {cart.items.map((line) => (
              <li key={line.id} className="flex flex-wrap items-center gap-4 p-4">
                <img
                  src={line.perfume.imageUrl ?? PLACEHOLDER_IMAGE}
                  alt=""
                  width={64}
                  height={80}
                  className="h-20 w-16 rounded-lg border border-line object-cover"
                />
                <div className="min-w-40 flex-1">
                  <p className="font-display text-lg font-semibold">
                    <Link to={`/perfume/${line.slug}`} className="hover:text-gold">
                      {line.perfume.name}
                    </Link>
                  </p>
                  <p className="text-sm text-ink-muted">
                    {line.perfume.brand} · {line.size}
                  </p>
                  <p className="text-sm">
                    {formatPrice(line.price, currency)}
                    {line.originalPrice ? (
                      <s className="ml-2 text-ink-muted">
                        {formatPrice(line.originalPrice, currency)}
                      </s>
                    ) : null}
                  </p>
                </div>
                <QuantityControls line={line} />
                <p className="w-24 text-right font-semibold">
                  {formatPrice(line.lineTotal, currency)}
                </p>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="itemId" value={line.id} />
                  <button type="submit" className="text-sm text-danger hover:underline">
                    Eliminar
                    <span className="sr-only">
                      {' '}
                      {line.perfume.name} {line.size}
                    </span>
                  </button>
                </Form>
              </li>
            ))}
            {cart.sets.map((line) => (
              <SetLine key={line.id} line={line} />
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
            <Form method="post">
              <input type="hidden" name="intent" value="clear" />
              <button type="submit" className="text-sm text-ink-muted hover:text-danger">
                Vaciar carrito
              </button>
            </Form>
            <div className="text-right">
              <p className="text-xl">
                {/* The API's cart total is the goods' sum: shipping (and any coupon) come on top. */}
                Subtotal: <strong className="text-gold">{formatPrice(cart.total, currency)}</strong>
              </p>
              <p className="text-sm text-ink-muted">
                Envío: {cart.shipping === '0.00' ? 'Gratis' : formatPrice(cart.shipping, currency)}
                {cart.shipping === '0.00' || !cart.freeShippingFrom
                  ? null
                  : ` · gratis a partir de ${formatPrice(cart.freeShippingFrom, currency)}`}
              </p>
              <FreeShippingLine progress={cart.freeShipping} />
            </div>
          </div>
          <ProceedToPayment />
        </>
      )}
    </div>
  )
}
