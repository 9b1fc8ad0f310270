import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react'
import { Header } from './components/header'
import stylesheet from './styles/app.css?url'
import { getUser } from './utils/auth.server'
import { countCartItems } from './utils/cart.server'
import { env } from './utils/env.server'
import { isMaintenance } from './utils/maintenance'
import { formatPrice } from './utils/money'
import { countUnreadNotifications } from './utils/notifications.server'
import { useNonce } from './utils/nonce'
import { getStoreSettings, isClosedTo, maintenancePage } from './utils/store-settings.server'
import { getTheme } from './utils/theme.server'
import { takeToast } from './utils/toast.server'
import type { StoreFlags } from './utils/use-store-flags'

// No part of a visitor's first JavaScript, each loaded when first drawn (the server waits for it,
// the browser hydrates it once it has come): the footer, below the fold, whose forms post without
// it meanwhile; and what only a toast, an error page, a signed-in customer or the administrator
// is shown.
const loadErrorPage = () => import('./components/error-page')
const loadMaintenance = () => import('./components/maintenance')
const ErrorPage = lazy(() => loadErrorPage().then((module) => ({ default: module.ErrorPage })))
const Footer = lazy(() =>
  import('./components/footer').then((module) => ({ default: module.Footer })),
)
const MaintenanceHeader = lazy(() =>
  loadMaintenance().then((module) => ({ default: module.MaintenanceHeader })),
)
const MaintenanceBanner = lazy(() =>
  loadMaintenance().then((module) => ({ default: module.MaintenanceBanner })),
)
const Toaster = lazy(() =>
  import('./components/toaster').then((module) => ({ default: module.Toaster })),
)
const VerifyEmailReminder = lazy(() =>
  import('./components/verify-email-reminder').then((module) => ({
    default: module.VerifyEmailReminder,
  })),
)
const CurrentUserRefresh = lazy(() =>
  import('./utils/use-current-user-refresh').then((module) => ({
    default: module.CurrentUserRefresh,
  })),
)

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (isMaintenance(error)) return [{ title: 'En mantenimiento | Aurum Decants' }]
  const freeShipping = data?.store.freeShippingFrom
  return [
    { title: 'Aurum Decants | Decants de perfumes originales' },
    {
      name: 'description',
      content: `Decants de 2 ml, 5 ml y 10 ml de perfumes 100% originales.${
        freeShipping
          ? ` Envío gratis en pedidos superiores a ${formatPrice(freeShipping, data.currency)}.`
          : ''
      }`,
    },
  ]
}

/** A thrown answer's Retry-After reaches the browser: the maintenance page's 503 carries one. */
export const headers: HeadersFunction = ({ errorHeaders }) => {
  const headers = new Headers()
  const retryAfter = errorHeaders?.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [theme, { toast, headers }, cartCount, user, settings, unreadNotifications] =
    await Promise.all([
      getTheme(request),
      takeToast(request),
      countCartItems(request, context),
      getUser(request),
      getStoreSettings(),
      countUnreadNotifications(request),
    ])
  if (isClosedTo(request, user, settings)) throw maintenancePage(theme)
  // Only what the header, the footer and the shop's texts show.
  const store: StoreFlags = {
    collections: settings.collectionsEnabled,
    tracking: settings.orderTrackingEnabled,
    freeShippingFrom: settings.freeShippingEnabled ? settings.shipping.freeOver : null,
    maintenance: settings.maintenanceMode && user?.role === 'admin',
    company: {
      name: settings.legal.ownerName,
      taxId: settings.legal.taxId,
      address: settings.legal.address,
    },
  }
  return data(
    { theme, toast, cartCount, unreadNotifications, user, currency: env.STORE_CURRENCY, store },
    { headers },
  )
}

/** A route whose `handle` is `{ ownLayout: true }` draws its own frame instead of the shop's. */
function hasOwnLayout(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'ownLayout' in handle
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const root = useRouteLoaderData<typeof loader>('root')
  const error = useRouteError()
  const closed = isMaintenance(error)
  const theme = root?.theme ?? (closed ? error.data.theme : 'dark')
  // The same element while the theme is the same: a new page leaves the footer waiting for its
  // code as the server drew it.
  const footer = useMemo(
    () => (
      <Suspense fallback={null}>
        <Footer theme={theme} />
      </Suspense>
    ),
    [theme],
  )
  // The back office has a layout of its own (routes/admin.tsx, with its own <main>) once its gate
  // has let the administrator in: no shop header, footer, newsletter box or cart there. A refused
  // visitor still gets the shop's frame around the access-denied page.
  const ownLayout = useMatches().some((match) => hasOwnLayout(match.handle) && match.data != null)
  const banners = (
    <Suspense fallback={null}>
      {root?.store.maintenance ? <MaintenanceBanner /> : null}
      {root?.user?.emailVerified === false && !closed ? (
        <VerifyEmailReminder email={root.user.email} as="banner" />
      ) : null}
    </Suspense>
  )
  return (
    <html lang="es" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        {root?.user ? (
          // The header's user, asked for again every 5 minutes while the page is open (spec 001 §9).
          <Suspense fallback={null}>
            <CurrentUserRefresh user={root.user} />
          </Suspense>
        ) : null}
        <a href="#contenido" className="skip-link">
          Saltar al contenido
        </a>
        {ownLayout ? (
          <div className="flex flex-1 flex-col">
            {banners}
            {children}
          </div>
        ) : (
          <>
            {closed ? (
              <Suspense fallback={null}>
                <MaintenanceHeader />
              </Suspense>
            ) : (
              <Header
                cartCount={root?.cartCount ?? 0}
                unreadNotifications={root?.unreadNotifications ?? 0}
                user={root?.user ?? null}
              />
            )}
            <main id="contenido" className="flex-1 pt-20">
              {banners}
              {children}
            </main>
            {closed ? null : footer}
          </>
        )}
        {root?.toast ? (
          <Suspense fallback={null}>
            <Toaster key={root.toast.id} toast={root.toast} />
          </Suspense>
        ) : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  // The tooltips' skip delay and the search's suggestions are no part of a page's first
  // JavaScript: they load after.
  useEffect(() => {
    let uninstall: (() => void) | undefined
    let gone = false
    void import('~/utils/after-load').then(({ installAfterLoad }) => {
      if (!gone) uninstall = installAfterLoad()
    })
    // Ready before a page the browser moves to fails.
    loadErrorPage().catch(() => undefined)
    return () => {
      gone = true
      uninstall?.()
    }
  }, [])
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  return (
    <Suspense fallback={null}>
      <ErrorPage error={error} />
    </Suspense>
  )
}
