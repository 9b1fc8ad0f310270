import { Form, Link, NavLink } from '@remix-run/react'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import type { SessionUser } from '~/utils/auth.server'
import { useStoreFlags } from '~/utils/use-store-flags'
import { CartDrawer } from './cart-drawer'

// A signed-in customer's menu: no part of a visitor's JavaScript. Its server-drawn <details>
// opens and closes meanwhile.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })))

/** Past this many pixels of scroll the header takes its solid style (spec 000 §9). */
const SCROLL_THRESHOLD_PX = 100

export const NAV_LINKS = [
  { to: '/', label: 'Inicio' },
  { to: '/catalogo', label: 'Perfumes' },
  { to: '/colecciones', label: 'Colecciones' },
  { to: '/catalogo', label: 'Catalogo Perfumes' },
] as const

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}

function SearchForm({ id }: { id: string }) {
  return (
    <Form method="get" action="/catalogo" role="search" className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Buscar perfumes
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Buscar perfumes..."
        autoComplete="off"
        list={`${id}-sugerencias`}
        className="search-field"
      />
      <datalist id={`${id}-sugerencias`} />
      <button
        type="submit"
        className="rounded-full p-2 text-gold hover:bg-surface-raised"
        aria-label="Buscar"
        data-tip=""
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </Form>
  )
}

/** The bell of a signed-in customer: their unread notifications, and the way to them. */
function NotificationsButton({ count }: { count: number }) {
  return (
    <Link
      to="/notifications"
      className="relative rounded-full p-2 text-gold hover:bg-surface-raised"
      aria-label={
        count
          ? `${count} ${count === 1 ? 'notificación sin leer' : 'notificaciones sin leer'}`
          : 'Notificaciones'
      }
      data-tip=""
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2Z" />
        <path d="M10 20a2 2 0 0 0 4 0" />
      </svg>
      {count ? (
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-gold px-1 text-center text-xs font-bold text-on-gold"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}

export function Header({
  cartCount,
  unreadNotifications,
  user,
}: {
  cartCount: number
  unreadNotifications: number
  user: SessionUser | null
}) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX)
  const { collections } = useStoreFlags()
  // Colecciones goes while the administrator has switched collections off.
  const navLinks = NAV_LINKS.filter((link) => collections || link.to !== '/colecciones')
  // The same element while the user is the same: the header's scroll style, drawn again, leaves
  // the menu waiting for its code as the server drew it.
  const userMenu = useMemo(
    () =>
      user ? (
        <Suspense fallback={null}>
          <UserMenu user={user} />
        </Suspense>
      ) : null,
    [user],
  )
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-colors ${
        scrolled
          ? 'border-line bg-canvas/95 shadow-lg backdrop-blur'
          : 'border-transparent bg-canvas/70'
      }`}
    >
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="font-display text-xl font-bold tracking-wide whitespace-nowrap text-gold sm:text-2xl"
        >
          Aurum Decants
        </Link>
        <nav aria-label="Principal" className="hidden md:block">
          <ul className="flex items-center gap-6">
            {navLinks.map((link) => (
              <li key={link.label}>
                <NavLink to={link.to} end className="nav-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden md:block">
            <SearchForm id="buscar-cabecera" />
          </div>
          <CartDrawer count={cartCount} />
          {user ? <NotificationsButton count={unreadNotifications} /> : null}
          {user ? (
            userMenu
          ) : (
            <Link
              to="/auth"
              className="hidden rounded-full border border-gold px-4 py-2 text-sm font-medium whitespace-nowrap text-gold hover:bg-surface-raised sm:inline-block"
            >
              Iniciar Sesión
            </Link>
          )}
        </div>
        {/* <details> opens and closes without JavaScript. */}
        <details className="group relative md:hidden">
          <summary className="list-none rounded p-2 text-gold hover:bg-surface-raised [&::-webkit-details-marker]:hidden">
            <span className="sr-only">Abrir menú</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </summary>
          <div className="fixed inset-x-0 top-20 border-b border-line bg-canvas px-4 pb-6 shadow-xl">
            <nav aria-label="Menú móvil">
              <ul className="flex flex-col py-2">
                {navLinks.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className="menu-link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {user ? null : (
              <Link to="/auth" className="mb-4 block py-3 text-base text-gold">
                Iniciar Sesión
              </Link>
            )}
            <SearchForm id="buscar-movil" />
          </div>
        </details>
      </div>
    </header>
  )
}
