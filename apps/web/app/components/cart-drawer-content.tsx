import { Form, Link, useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import type { action as cartAction } from '~/routes/carrito'
import type { loader as summaryLoader } from '~/routes/carrito_.resumen'
import { formatPrice } from '~/utils/money'
import { useCurrency } from '~/utils/use-currency'
import { CartLoading, CartUnavailable } from './cart-dialog'
import { CART_PATH } from './cart-drawer'
import { FreeShippingLine } from './free-shipping-line'

/** What the drawer shows, loaded when it opens (routes/carrito_.resumen.tsx). */
const SUMMARY_PATH = '/carrito/resumen'

type Change = ReturnType<typeof useFetcher<typeof cartAction>>

/** Fields every drawer form posts: the /carrito action answers them with the notice, not a page. */
function ChangeFields({ intent, itemId }: { intent: string; itemId?: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {itemId ? <input type="hidden" name="itemId" value={itemId} /> : null}
      <input type="hidden" name="js" value="1" />
    </>
  )
}

/**
 * The drawer's lines and totals, loaded when it opens. Mounted only while the drawer is open, so
 * its fetcher goes with it: a closed drawer costs no request when other forms of the page post.
 */
export function DrawerContent({ change, added }: { change: Change; added?: string }) {
  const summary = useFetcher<typeof summaryLoader>()
  const { load } = summary
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    load(SUMMARY_PATH)
  }, [load])
  // The line just added is in view.
  useEffect(() => {
    list.current?.querySelector('[data-added]')?.scrollIntoView({ block: 'nearest' })
  }, [added, summary.data])
  const currency = useCurrency()
  const cart = summary.data?.cart
  if (summary.data === undefined) return <CartLoading />
  if (!cart) return <CartUnavailable />
  // What the change in progress will leave, shown at once.
  const pending = change.state !== 'idle' ? change.formData : undefined
  const pendingIntent = pending?.get('intent')
  const pendingItem = pending?.get('itemId')
  const lines =
    pendingIntent === 'clear'
      ? []
      : cart.lines.filter((line) => !(pendingIntent === 'remove' && pendingItem === line.id))
  const sets = pendingIntent === 'clear' ? [] : cart.sets
  const button =
    'h-8 w-8 rounded-full border border-line text-lg leading-none hover:border-gold disabled:cursor-not-allowed disabled:opacity-40'
  return (
    <>
      <div className="flex-1 overflow-y-auto px-5 py-4">
        {lines.length === 0 && sets.length === 0 ? (
          <div className="py-8 text-center">
            <p className="text-ink-muted">Tu carrito está vacío.</p>
            <Link
              to="/catalogo"
              className="mt-4 inline-block rounded-full bg-gold px-6 py-3 font-semibold text-on-gold"
            >
              Ver Catálogo
            </Link>
          </div>
        ) : (
          <ul
            ref={list}
            aria-label="Productos en el carrito"
            aria-busy={summary.state !== 'idle' || change.state !== 'idle'}
            className="divide-y divide-line"
          >
            {lines.map((line) => {
              const quantity =
                pendingIntent === 'update' && pendingItem === line.id
                  ? Number(pending?.get('quantity'))
                  : line.quantity
              const isNew = line.id === added
              return (
                <li
                  key={line.id}
                  data-added={isNew || undefined}
                  className={`flex gap-4 py-4 ${isNew ? '-mx-2 rounded-lg bg-surface-raised px-2' : ''}`}
                >
                  {line.imageUrl ? (
                    <img
                      src={line.imageUrl}
                      alt=""
                      width={56}
                      height={70}
                      className="h-[70px] w-14 shrink-0 rounded-lg border border-line object-cover"
                    />
                  ) : null}
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <div>
                      <p className="font-display text-lg leading-tight font-semibold">
                        <Link to={`/perfume/${line.slug}`} className="hover:text-gold">
                          {line.name}
                        </Link>
                      </p>
                      <p className="text-sm text-ink-muted">
                        {line.brand} · {line.size}
                      </p>
                      {isNew ? (
                        <p className="text-xs font-semibold text-gold">Recién agregado</p>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <change.Form
                        method="post"
                        action={CART_PATH}
                        data-quantity=""
                        className="flex items-center gap-2"
                      >
                        <ChangeFields intent="update" itemId={line.id} />
                        <button
                          type="submit"
                          name="quantity"
                          value={quantity - 1}
                          disabled={quantity <= 1}
                          aria-label={`Quitar uno de ${line.name} ${line.size}`}
                          className={button}
                        >
                          −
                        </button>
                        <span className="min-w-6 text-center">
                          <span className="sr-only">Cantidad: </span>
                          {quantity}
                        </span>
                        <button
                          type="submit"
                          name="quantity"
                          value={quantity + 1}
                          disabled={quantity >= line.stock}
                          aria-label={`Añadir uno de ${line.name} ${line.size}`}
                          className={button}
                        >
                          +
                        </button>
                      </change.Form>
                      <p className="font-semibold">{formatPrice(line.lineTotal, currency)}</p>
                    </div>
                    <change.Form method="post" action={CART_PATH}>
                      <ChangeFields intent="remove" itemId={line.id} />
                      <button type="submit" className="text-sm text-danger hover:underline">
                        Eliminar
                        <span className="sr-only">
                          {' '}
                          {line.name} {line.size}
                        </span>
                      </button>
                    </change.Form>
                  </div>
                </li>
              )
            })}
            {sets.map((set) => (
              <li key={set.id} className="flex flex-wrap justify-between gap-2 py-4">
                <div>
                  <p className="font-display text-lg leading-tight font-semibold">{set.name}</p>
                  <p className="text-sm text-ink-muted">
                    Set de {set.size} × {set.quantity} ·{' '}
                    <Link to={CART_PATH} className="text-gold hover:underline">
                      Cambiar en el carrito
                    </Link>
                  </p>
                </div>
                <p className="font-semibold">{formatPrice(set.lineTotal, currency)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-line px-5 py-4">
        <FreeShippingLine progress={cart.freeShipping} />
        {lines.length ? (
          <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
            <dt className="text-ink-muted">Subtotal</dt>
            <dd className="text-right">{formatPrice(cart.subtotal, currency)}</dd>
            <dt className="text-ink-muted">Envío</dt>
            <dd className="text-right">
              {cart.shipping === '0.00' ? 'Gratis' : formatPrice(cart.shipping, currency)}
            </dd>
            <dt className="text-base font-semibold">Total</dt>
            <dd className="text-right text-base font-semibold text-gold">
              {formatPrice(cart.total, currency)}
            </dd>
          </dl>
        ) : null}
        {/* An empty cart offers no payment: there is nothing to pay for. */}
        {lines.length || sets.length ? (
          <Form method="post" action={CART_PATH} className="mt-4">
            <input type="hidden" name="intent" value="checkout" />
            <button
              type="submit"
              className="w-full rounded-full bg-gold px-6 py-3 font-semibold text-on-gold hover:bg-gold-strong"
            >
              Proceder al pago
            </button>
          </Form>
        ) : null}
        <div className="mt-3 flex items-center justify-between gap-4 text-sm">
          {lines.length ? (
            <change.Form method="post" action={CART_PATH}>
              <ChangeFields intent="clear" />
              <button type="submit" className="text-ink-muted hover:text-danger">
                Vaciar carrito
              </button>
            </change.Form>
          ) : (
            <span />
          )}
          <Link to={CART_PATH} className="text-gold hover:underline">
            Ver carrito
          </Link>
        </div>
      </div>
    </>
  )
}
