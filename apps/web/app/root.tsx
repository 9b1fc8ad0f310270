import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { type ReactNode, useEffect } from 'react'
import { AccessRequiredPage } from './components/access-required'
import { ConnectionError, ErrorFallback } from './components/error-fallback'
import { HeartSymbol } from './components/favorite-button'
import { Footer } from './components/footer'
import { Header } from './components/header'
import {
  isMaintenance,
  Maintenance,
  MaintenanceBanner,
  MaintenanceHeader,
} from './components/maintenance'
import { NotFound } from './components/not-found'
import { Toaster } from './components/toaster'
import { VerifyEmailReminder } from './components/verify-email-reminder'
import stylesheet from './styles/app.css?url'
import { isAccessRequired } from './utils/access-required'
import { isConnectionError } from './utils/api-unavailable'
import { getUser } from './utils/auth.server'
import { countCartItems } from './utils/cart.server'
import { env } from './utils/env.server'
import { formatPrice } from './utils/money'
import { countUnreadNotifications } from './utils/notifications.server'
import { useNonce } from './utils/nonce'
import { getStoreSettings, isClosedTo, maintenancePage } from './utils/store-settings.server'
import { getTheme } from './utils/theme.server'
import { takeToast } from './utils/toast.server'
import { useCurrentUserRefresh } from './utils/use-current-user-refresh'
import type { StoreFlags } from './utils/use-store-flags'

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
  // The header's user, asked for again every 5 minutes while the page is open (spec 001 §9).
  useCurrentUserRefresh(root?.user ?? null)
  const error = useRouteError()
  const closed = isMaintenance(error)
  const theme = root?.theme ?? (closed ? error.data.theme : 'dark')
  // The back office has a layout of its own (routes/admin.tsx, with its own <main>) once its gate
  // has let the administrator in: no shop header, footer, newsletter box or cart there. A refused
  // visitor still gets the shop's frame around the access-denied page.
  const ownLayout = useMatches().some((match) => hasOwnLayout(match.handle) && match.data != null)
  const banners = (
    <>
      {root?.store.maintenance ? <MaintenanceBanner /> : null}
      {root?.user?.emailVerified === false && !closed ? (
        <VerifyEmailReminder email={root.user.email} as="banner" />
      ) : null}
    </>
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
        <HeartSymbol />
        <a
          href="#contenido"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-gold focus:px-4 focus:py-2 focus:text-on-gold"
        >
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
              <MaintenanceHeader />
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
            {closed ? null : <Footer theme={theme} />}
          </>
        )}
        {root?.toast ? <Toaster key={root.toast.id} toast={root.toast} /> : null}
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
    return () => {
      gone = true
      uninstall?.()
    }
  }, [])
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isMaintenance(error)) return <Maintenance />
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  if (isAccessRequired(error)) return <AccessRequiredPage {...error.data} />
  if (isConnectionError(error)) return <ConnectionError />
  return <ErrorFallback />
}
