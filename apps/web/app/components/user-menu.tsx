import { displayName, ROLE_LABELS } from '@aurum/contracts'
import { Form, Link } from '@remix-run/react'
import type { SessionUser } from '~/utils/auth.server'
import { useStoreFlags } from '~/utils/use-store-flags'

export const USER_MENU_LINKS = [
  { to: '/profile', label: 'Mi Perfil' },
  { to: '/favorites', label: 'Favoritos' },
  { to: '/orders', label: 'Mis Pedidos' },
  { to: '/tracking', label: 'Seguimiento' },
  { to: '/payment-methods', label: 'Metodos de Pago' },
  { to: '/addresses', label: 'Direcciones' },
  { to: '/coupons', label: 'Codigos de Descuento' },
  { to: '/reviews', label: 'Resenas' },
  { to: '/notifications', label: 'Notificaciones' },
  { to: '/settings', label: 'Configuracion' },
] as const

/** Opens and closes without JavaScript (<details>); the red badge marks an administrator. */
export function UserMenu({ user }: { user: SessionUser }) {
  const name = displayName(user)
  const isAdmin = user.role === 'admin'
  const { tracking } = useStoreFlags()
  // Seguimiento goes while the administrator has switched order tracking off.
  const links = USER_MENU_LINKS.filter((link) => tracking || link.to !== '/tracking')
  return (
    <details className="relative">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-full p-1 hover:bg-surface-raised [&::-webkit-details-marker]:hidden">
        <span
          className="relative flex h-9 w-9 items-center justify-center rounded-full bg-gold font-semibold text-on-gold"
          aria-hidden="true"
        >
          {name.charAt(0).toUpperCase()}
          {isAdmin ? (
            <span className="absolute -top-0.5 -right-0.5 h-3 w-3 rounded-full border-2 border-canvas bg-red-600" />
          ) : null}
        </span>
        <span className="sr-only">Menú de {name}</span>
      </summary>
      <div className="absolute right-0 mt-2 w-64 rounded-2xl border border-line bg-surface p-2 shadow-2xl">
        <div className="border-b border-line px-3 py-2">
          <p className="font-semibold">{name}</p>
          <p className="text-xs text-ink-muted">
            {isAdmin
              ? ROLE_LABELS.admin
              : user.premium
                ? ROLE_LABELS.premium
                : ROLE_LABELS.customer}
          </p>
        </div>
        <ul className="py-1">
          {isAdmin ? (
            <li>
              <Link
                to="/admin"
                className="block rounded-lg px-3 py-2 text-sm text-gold hover:bg-surface-raised"
              >
                Panel de Administración
              </Link>
            </li>
          ) : null}
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block rounded-lg px-3 py-2 text-sm hover:bg-surface-raised hover:text-gold"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <Form method="post" action="/logout" className="border-t border-line pt-1">
          <button
            type="submit"
            className="w-full rounded-lg px-3 py-2 text-left text-sm text-danger hover:bg-surface-raised"
          >
            Cerrar Sesion
          </button>
        </Form>
      </div>
    </details>
  )
}
