import { useFetcher } from '@remix-run/react'
import { type ReactNode, useRef } from 'react'
import type { action as cartAction } from '~/routes/carrito'
import { useHydrated } from '~/utils/use-hydrated'
import { useOpenCartOnAdd } from './cart-drawer'

/**
 * A form that puts the chosen size of a perfume in the cart. Without JavaScript it posts and comes
 * back to this page; with it, the page stays, the button says 'Agregando...' meanwhile, and the
 * cart drawer opens on the new line (a refusal is a toast on the page). `stays`: on a phone the
 * button (and its `note`) is a bar fixed at the bottom of the screen, in reach while reading.
 */
export function AddToCartButton({
  perfume,
  children,
  note,
  stays = false,
}: {
  perfume: { id: string; inStock: boolean }
  children: ReactNode
  note?: string | null
  stays?: boolean
}) {
  const fetcher = useFetcher<typeof cartAction>({ key: `add-${perfume.id}` })
  const hydrated = useHydrated()
  const button = useRef<HTMLButtonElement>(null)
  useOpenCartOnAdd(fetcher, button)
  const adding = fetcher.state !== 'idle'
  const submit = (
    // The intent rides on the button (Enter in the form submits through it too): a field less.
    <button
      ref={button}
      name="intent"
      value="add"
      disabled={adding || !perfume.inStock}
      className="add-to-cart"
    >
      {adding ? 'Agregando...' : 'Agregar'}
    </button>
  )
  return (
    <fetcher.Form method="post" action="/carrito" className="buy-form">
      <input type="hidden" name="productId" value={perfume.id} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {children}
      {stays ? (
        <div className="buy-bar">
          {note ? <p className="text-sm text-ink-muted">{note}</p> : null}
          {submit}
        </div>
      ) : (
        submit
      )}
    </fetcher.Form>
  )
}
