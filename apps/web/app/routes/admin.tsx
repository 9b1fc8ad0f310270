import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  Form,
  isRouteErrorResponse,
  NavLink,
  Outlet,
  useLoaderData,
  useRouteError,
} from '@remix-run/react'
import { AccessDenied } from '~/components/admin/admin-error'
import { ConnectionError, ErrorFallback } from '~/components/error-fallback'
import { NotFound } from '~/components/not-found'
import { adminApi, required } from '~/utils/admin/admin-api.server'
import { isConnectionError } from '~/utils/api-unavailable'
import { accessDenied } from '~/utils/auth.server'

export const meta: MetaFunction = () => [{ title: 'Panel de Administración | Aurum Decants' }]

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
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-gold">Panel de Administración</h1>
          <p className="text-sm text-ink-muted">{email}</p>
        </div>
        <Form method="post" action="/logout">
          <button
            type="submit"
            className="rounded-full border border-gold px-5 py-2 text-gold hover:bg-surface-raised"
          >
            Cerrar Sesión
          </button>
        </Form>
      </div>
      {/* On a phone the tabs scroll sideways rather than wrap. */}
      <nav
        aria-label="Secciones del panel"
        className="-mx-4 mt-6 overflow-x-auto px-4 sm:mx-0 sm:px-0"
      >
        <ul className="flex min-w-max gap-1 border-b border-line">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={'end' in tab}
                prefetch="intent"
                className="-mb-px block border-b-2 border-transparent px-4 py-3 text-sm whitespace-nowrap text-ink-muted hover:text-gold aria-[current=page]:border-gold aria-[current=page]:font-semibold aria-[current=page]:text-gold"
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied />
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  if (isConnectionError(error)) return <ConnectionError />
  return <ErrorFallback />
}
