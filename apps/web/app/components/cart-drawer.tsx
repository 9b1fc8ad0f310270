import { Link, useLocation } from '@remix-run/react'
import {
  type ComponentType,
  lazy,
  type MouseEvent,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import type { CartAnswer, Notice } from '~/routes/carrito'
import type { CartDialogProps } from './cart-dialog'
import { useHydrated } from '~/utils/use-hydrated'

/** The page of the cart: where the header's button leads without JavaScript, and the drawer posts. */
export const CART_PATH = '/carrito'
export const OPEN_EVENT = 'aurum:abrir-carrito'

export const loadCartContent = () => import('./cart-drawer-content')
/** Fetches the drawer's lines' code ahead; a failure shows when the drawer opens. */
const preloadContent = () => {
  loadCartContent().catch(() => undefined)
}

// The drawer itself is no part of a page's first JavaScript: it is drawn once the page has
// loaded. Should its file not arrive, the button stays a link to /carrito.
const CartDialog = lazy<ComponentType<CartDialogProps>>(() =>
  import('./cart-dialog').then(
    (module) => ({ default: module.CartDialog }),
    () => ({ default: () => null }),
  ),
)

export interface OpenRequest {
  /** The line just added, shown as such. */
  added?: string
  notice?: Notice
  /** Where focus goes back when the drawer closes (the header's button when absent). */
  opener?: HTMLElement | null
}

/** Opens the header's cart drawer from anywhere on the page (the drawer listens). */
export function openCartDrawer(request: OpenRequest = {}) {
  window.dispatchEvent(new CustomEvent<OpenRequest>(OPEN_EVENT, { detail: request }))
}

/**
 * After a successful 'Agregar' through this fetcher (its answer names the new line), the drawer
 * opens on that line; focus comes back to `button` when it closes. Only an answer this component
 * waited for counts: a persisted fetcher's old answer opens nothing.
 */
export function useOpenCartOnAdd(
  fetcher: { state: string; data?: unknown },
  button: RefObject<HTMLElement | null>,
) {
  const waiting = useRef(false)
  const { state, data } = fetcher
  useEffect(() => {
    if (state !== 'idle') {
      waiting.current = true
      preloadContent()
      return
    }
    if (!waiting.current) return
    waiting.current = false
    const answer = data as CartAnswer | undefined
    if (answer?.added) {
      openCartDrawer({ added: answer.added, notice: answer.notice, opener: button.current })
    }
  }, [state, data, button])
}

function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 7h12l-1 13H7L6 7Z" />
      <path d="M9 7a3 3 0 0 1 6 0" />
    </svg>
  )
}

/**
 * The header's cart button (spec 000 'Cart drawer'): a link to /carrito, which is all it is
 * without JavaScript (and on /carrito itself); once the drawer (components/cart-dialog.tsx) has
 * loaded, a click opens it over the page instead.
 */
export function CartDrawer({ count }: { count: number }) {
  const hydrated = useHydrated()
  const location = useLocation()
  const button = useRef<HTMLAnchorElement>(null)
  const [ready, setReady] = useState(false)
  const onReady = useCallback(() => setReady(true), [])
  const intercept = ready && location.pathname !== CART_PATH

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
    if (!intercept || modified || event.button !== 0) return
    event.preventDefault()
    openCartDrawer()
  }

  return (
    <>
      <Link
        ref={button}
        to={CART_PATH}
        onClick={onClick}
        onPointerEnter={intercept ? preloadContent : undefined}
        onFocus={intercept ? preloadContent : undefined}
        aria-haspopup={intercept ? 'dialog' : undefined}
        className="relative rounded-full p-2 text-gold hover:bg-surface-raised"
        aria-label={
          count ? `Carrito, ${count} ${count === 1 ? 'producto' : 'productos'}` : 'Carrito'
        }
        data-tip=""
      >
        <CartIcon />
        {count ? (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 min-w-5 rounded-full bg-gold px-1 text-center text-xs font-bold text-on-gold"
          >
            {count}
          </span>
        ) : null}
      </Link>
      {hydrated ? (
        <Suspense fallback={null}>
          <CartDialog button={button} onReady={onReady} />
        </Suspense>
      ) : null}
    </>
  )
}
