import { Link } from '@remix-run/react'
import { SOCIAL_LINKS } from './social-links'

export function Maintenance() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-sm tracking-[0.3em] text-gold uppercase">Volvemos enseguida</p>
      <h1 className="mt-4 font-display text-4xl font-bold">Estamos en mantenimiento</h1>
      <p className="mt-4 text-lg text-ink-muted">
        Estamos preparando mejoras en la tienda. Vuelve a visitarnos en unos minutos: tu carrito y
        tus pedidos siguen guardados.
      </p>
      <ul className="mt-8 flex justify-center gap-4">
        {SOCIAL_LINKS.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              rel="noopener noreferrer"
              target="_blank"
              className="inline-block rounded-full border border-gold px-6 py-2 text-gold hover:bg-surface-raised"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The header of the maintenance page: the brand only, since every link would lead back here. */
export function MaintenanceHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-canvas">
      <div className="mx-auto flex h-20 max-w-7xl items-center px-4 sm:px-6">
        <p className="font-display text-xl font-bold tracking-wide text-gold sm:text-2xl">
          Aurum Decants
        </p>
      </div>
    </header>
  )
}

/** Shown to the administrator, who still sees the whole shop while visitors do not. */
export function MaintenanceBanner() {
  return (
    <p className="border-b border-gold bg-surface px-4 py-2 text-center text-sm text-ink">
      Modo mantenimiento activo: los visitantes ven la página de mantenimiento.{' '}
      <Link to="/admin/configuracion" className="text-gold underline">
        Cambiar en Configuración
      </Link>
    </p>
  )
}
