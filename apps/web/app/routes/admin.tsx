import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  Form,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react'
import { AccessDenied } from '~/components/admin/admin-error'
import { ConnectionError, ErrorFallback } from '~/components/error-fallback'
import { ThemeSwitch } from '~/components/footer'
import { NotFound } from '~/components/not-found'
import { adminApi, required } from '~/utils/admin/admin-api.server'
import { isConnectionError } from '~/utils/api-unavailable'
import { accessDenied } from '~/utils/auth.server'
import type { loader as rootLoader } from '~/root'

export const meta: MetaFunction = () => [{ title: 'Panel de Administración | Aurum Decants' }]

/** Root draws no shop header, footer or cart here: the panel has a frame of its own. */
export const handle = { ownLayout: true }

/** The panel's tabs, in the specification's order; Facturas (Spanish invoicing) beside Pedidos. */
const TABS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/perfumes', label: 'Perfumes' },
  { to: '/admin/inventario', label: 'Inventario' },
  { to: '/admin/pedidos', label: 'Pedidos' },
  { to: '/admin/facturas', label: 'Facturas' },
  { to: '/admin/usuarios', label: 'Usuarios' },
  { to: '/admin/analiticas', label: 'Analíticas' },
  { to: '/admin/mensajes', label: 'Mensajes' },
  { to: '/admin/correo', label: 'Correo' },
  { to: '/admin/contenido', label: 'Contenido' },
  { to: '/admin/colecciones', label: 'Colecciones' },
  { to: '/admin/imagenes', label: 'Imágenes' },
  { to: '/admin/sesiones', label: 'Sesiones' },
  { to: '/admin/configuracion', label: 'Configuración' },
] as const

/**
 * The gate of every admin page (each child loader and action checks again): the session's role,
 * then the API, which checks the role behind the token, so a demoted account is refused at once.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { admin, api } = await adminApi(request)
  const status = required(await api.GET('/api/admin/status'))
  if (!status.isAdmin) throw accessDenied()
  return { email: admin.email }
}

export default function AdminLayout() {
  const { email } = useLoaderData<typeof loader>()
  return (
    <AdminShell email={email}>
      <Outlet />
    </AdminShell>
  )
}

/**
 * The panel's frame, its own rather than the shop's (root.tsx leaves its header and footer out
 * here): a side navigation from `lg` up; on a phone a 'Menú' drawer that is a <details>, so it
 * opens without JavaScript and with the keyboard.
 */
function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col lg:flex-row">
      <aside
        aria-label="Menú del panel"
        className="hidden shrink-0 border-r border-line bg-surface lg:sticky lg:top-0 lg:block lg:h-screen lg:w-64 lg:overflow-y-auto"
      >
        <AdminMenu email={email} />
      </aside>
      <MenuDrawer email={email} />
      <main id="contenido" className="min-w-0 flex-1">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
          <h1 className="font-display text-2xl font-bold text-gold sm:text-3xl">
            Panel de Administración
          </h1>
          <div className="mt-6 lg:mt-8">{children}</div>
        </div>
      </main>
    </div>
  )
}

/**
 * The phone's menu. With JavaScript it also closes on Escape and once a tab is chosen (the page
 * changes without reloading, so the open <details> would otherwise stay open).
 */
function MenuDrawer({ email }: { email: string }) {
  const drawer = useRef<HTMLDetailsElement>(null)
  // Every navigation has a new key, even to the page already shown.
  const { key } = useLocation()
  useEffect(() => {
    if (drawer.current) drawer.current.open = false
  }, [key])
  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !drawer.current?.open) return
    drawer.current.open = false
    drawer.current.querySelector('summary')?.focus()
  }
  return (
    <details
      ref={drawer}
      onKeyDown={closeOnEscape}
      className="group sticky top-0 z-40 border-b border-line bg-surface lg:hidden"
    >
      <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-3 font-semibold text-gold [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6 fill-none stroke-current stroke-2"
          strokeLinecap="round"
        >
          <path d="M4 7h16M4 12h16M4 17h16" className="group-open:hidden" />
          <path d="M6 6l12 12M18 6L6 18" className="hidden group-open:block" />
        </svg>
        Menú
      </summary>
      <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-line bg-surface shadow-2xl">
        <AdminMenu email={email} />
      </div>
    </details>
  )
}

/** The tabs, who is signed in, the way back to the shop, the theme and signing out. */
function AdminMenu({ email }: { email: string }) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  return (
    <div className="flex flex-col gap-6 px-4 py-6">
      <Link to="/" className="font-display text-xl font-bold text-gold">
        Aurum Decants
      </Link>
      <nav aria-label="Secciones del panel">
        <ul className="flex flex-col gap-1">
          {TABS.map((tab) => (
            <li key={tab.to}>
              {/* gold-strong: plain gold on the raised background is short of 4.5:1 in the light theme. */}
              <NavLink
                to={tab.to}
                end={'end' in tab}
                prefetch="intent"
                className="block rounded-lg border-l-2 border-transparent px-3 py-2 text-sm text-ink-muted hover:bg-surface-raised hover:text-gold-strong aria-[current=page]:border-gold aria-[current=page]:bg-surface-raised aria-[current=page]:font-semibold aria-[current=page]:text-gold-strong"
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-3 border-t border-line pt-6 text-sm">
        <p className="break-all text-ink-muted">{email}</p>
        <Link to="/" className="text-gold hover:underline">
          Ver tienda
        </Link>
        <Form method="post" action="/logout">
          <button
            type="submit"
            className="rounded-full border border-gold px-5 py-2 text-gold hover:bg-surface-raised"
          >
            Cerrar Sesión
          </button>
        </Form>
        <ThemeSwitch theme={root?.theme ?? 'dark'} />
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  // Past the gate (a tab without a boundary of its own failed), root has left the shop's frame
  // out: the panel's stays around the error.
  const admin = useRouteLoaderData<typeof loader>('routes/admin')
  const shown =
    isRouteErrorResponse(error) && error.status === 403 ? (
      <AccessDenied />
    ) : isRouteErrorResponse(error) && error.status === 404 ? (
      <NotFound />
    ) : isConnectionError(error) ? (
      <ConnectionError />
    ) : (
      <ErrorFallback />
    )
  return admin ? <AdminShell email={admin.email}>{shown}</AdminShell> : shown
}
