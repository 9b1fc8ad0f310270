import {
  data,
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
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import type { ReactNode } from 'react'
import { ErrorFallback } from './components/error-fallback'
import { Footer } from './components/footer'
import { Header } from './components/header'
import { NotFound } from './components/not-found'
import { Toaster } from './components/toaster'
import stylesheet from './styles/app.css?url'
import { getUser } from './utils/auth.server'
import { countCartItems } from './utils/cart.server'
import { env } from './utils/env.server'
import { useNonce } from './utils/nonce'
import { getTheme } from './utils/theme.server'
import { takeToast } from './utils/toast.server'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: MetaFunction = () => [
  { title: 'Aurum Decants | Decants de perfumes originales' },
  {
    name: 'description',
    content:
      'Decants de 2 ml, 5 ml y 10 ml de perfumes 100% originales. Envío gratis en pedidos superiores a 50 €.',
  },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const [theme, { toast, headers }, cartCount, user] = await Promise.all([
    getTheme(request),
    takeToast(request),
    countCartItems(request),
    getUser(request),
  ])
  return data({ theme, toast, cartCount, user, currency: env.STORE_CURRENCY }, { headers })
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const root = useRouteLoaderData<typeof loader>('root')
  return (
    <html lang="es" data-theme={root?.theme ?? 'dark'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <a
          href="#contenido"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-gold focus:px-4 focus:py-2 focus:text-on-gold"
        >
          Saltar al contenido
        </a>
        <Header cartCount={root?.cartCount ?? 0} user={root?.user ?? null} />
        <main id="contenido" className="flex-1 pt-20">
          {children}
        </main>
        <Footer theme={root?.theme ?? 'dark'} />
        {root?.toast ? <Toaster key={root.toast.id} toast={root.toast} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return <ErrorFallback />
}
