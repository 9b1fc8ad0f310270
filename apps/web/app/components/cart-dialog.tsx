import { Link, useFetcher, useLocation } from '@remix-run/react'
import {
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import type { action as cartAction, CartAnswer, Notice } from '~/routes/carrito'
import { CART_PATH, loadCartContent, OPEN_EVENT, type OpenRequest } from './cart-drawer'

// The drawer's lines and forms are drawn only once it opens: their code comes when the customer
// reaches for the cart (the button hovered or focused, an 'Agregar' on its way) or, at the
// latest, when the drawer opens.
const DrawerContent = lazy(() =>
  loadCartContent().then(
    (module) => ({ default: module.DrawerContent }),
    // A file this page knew is gone (a new release) or did not arrive: /carrito still works.
    () => ({ default: CartUnavailable }),
  ),
)
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export interface CartDialogProps {
  button: RefObject<HTMLAnchorElement | null>
  onReady: () => void
}

interface Opened {
  added?: string
  notice?: Notice
  /** The change fetcher's answer when the drawer opened: an older answer's notice is not shown. */
  baseline: unknown
}

/**
 * The cart drawer (spec 000 'Cart drawer'), drawn in the browser once the page has loaded: the
 * header's button (components/cart-drawer.tsx) opens it only from then on, and is a link to
 * /carrito until then. A modal <dialog> over the page: focus stays inside it, Escape or the
 * backdrop closes it, and focus returns to what opened it. Its controls post to the /carrito
 * action through fetchers, so the page underneath, the header's count and the drawer's lines
 * follow. `onReady`: the drawer listens; the button may open it.
 */
export function CartDialog({ button, onReady }: CartDialogProps) {
  const location = useLocation()
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const leaving = useRef(false)
  const change = useFetcher<typeof cartAction>({ key: 'cart-drawer-change' })
  const [opened, setOpened] = useState<Opened | null>(null)
  const answer = change.data as CartAnswer | undefined

  const show = useCallback(
    (request: OpenRequest) => {
      const node = dialog.current
      if (!node) return
      opener.current = request.opener ?? button.current
      setOpened({ added: request.added, notice: request.notice, baseline: answer })
      if (!node.open) node.showModal()
      closeButton.current?.focus()
    },
    [answer, button],
  )

  useEffect(() => {
    const listener = (event: Event) => show((event as CustomEvent<OpenRequest>).detail)
    window.addEventListener(OPEN_EVENT, listener)
    return () => window.removeEventListener(OPEN_EVENT, listener)
  }, [show])

  useEffect(onReady, [onReady])

  // A link or 'Proceder al pago' went to another page: the drawer closes, and focus stays there.
  useEffect(() => {
    if (!dialog.current?.open) return
    leaving.current = true
    dialog.current.close()
  }, [location.key])

  // A change removed or disabled the focused control: focus goes to its neighbour, or the close button.
  useEffect(() => {
    const node = dialog.current
    if (change.state !== 'idle' || !node?.open) return
    const active = document.activeElement as HTMLButtonElement | null
    if (active && node.contains(active) && !active.disabled) return
    const sibling = active?.closest('[data-quantity]')?.querySelector<HTMLElement>(FOCUSABLE)
    ;(sibling ?? closeButton.current)?.focus()
  }, [change.state])

  const onClose = () => {
    setOpened(null)
    const back = opener.current
    opener.current = null
    if (leaving.current) {
      leaving.current = false
      return
    }
    const usable = back?.isConnected && !(back as HTMLButtonElement).disabled
    ;(usable ? back : button.current)?.focus()
  }

  // The native modal already keeps focus off the page; Tab also wraps from the last control to
  // the first (and back) instead of leaving for the browser's own toolbar.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (item) => item.getClientRects().length > 0,
    )
    if (!items.length) return
    const first = items[0]
    const last = items[items.length - 1]
    const active = document.activeElement as HTMLElement | null
    const inside = active ? items.includes(active) : false
    const wrap = event.shiftKey ? !inside || active === first : !inside || active === last
    if (!wrap) return
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }

  // The ::backdrop belongs to the dialog: a click that lands on the dialog itself is outside the panel.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close()
  }

  const notice =
    opened && change.state === 'idle' && answer && answer !== opened.baseline
      ? answer.notice
      : opened?.notice

  return (
    // Click and key handlers only add to what the dialog already does (Escape, focus).
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={onBackdrop}
      className="cart-drawer fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-none border-l border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/60 sm:max-w-md"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
          <h2 id={titleId} className="font-display text-2xl font-bold text-gold">
            Carrito de compras
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label="Cerrar carrito"
            className="rounded-full p-2 text-ink-muted hover:bg-surface-raised hover:text-gold"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <div role="status" className="px-5">
          {notice && notice.variant !== 'destructive' ? <NoticeText notice={notice} /> : null}
        </div>
        {notice?.variant === 'destructive' ? (
          <div role="alert" className="px-5 text-danger">
            <NoticeText notice={notice} />
          </div>
        ) : null}
        {opened ? (
          <Suspense fallback={<CartLoading />}>
            <DrawerContent change={change} added={opened.added} />
          </Suspense>
        ) : null}
      </div>
    </dialog>
  )
}

/** What the drawer says while its lines load. */
export function CartLoading() {
  return <p className="flex-1 px-5 py-6 text-ink-muted">Cargando carrito...</p>
}

/** What the drawer says when it cannot show the lines: the cart page is a link away. */
export function CartUnavailable() {
  return (
    <p className="flex-1 px-5 py-6 text-ink-muted">
      No se pudo cargar el carrito.{' '}
      <Link to={CART_PATH} className="text-gold underline">
        Ver carrito
      </Link>
    </p>
  )
}

function NoticeText({ notice }: { notice: Notice }) {
  return (
    <div className="mt-3 rounded-lg border border-line bg-surface-raised px-4 py-3 text-sm">
      <p className="font-semibold">{notice.title}</p>
      {notice.description ? <p className="text-ink-muted">{notice.description}</p> : null}
    </div>
  )
}
