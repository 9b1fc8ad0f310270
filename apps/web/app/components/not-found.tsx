import { Link } from '@remix-run/react'

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="font-display text-8xl font-bold text-gold" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-semibold">Página No Encontrada</h1>
      <p className="mt-3 text-ink-muted">La página que buscas no existe o ha sido movida.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-full bg-gold px-6 py-3 font-medium text-on-gold hover:bg-gold-strong"
        >
          Volver al Inicio
        </Link>
        <Link
          to="/catalogo"
          className="rounded-full border border-gold px-6 py-3 font-medium text-gold hover:bg-surface-raised"
        >
          Ver Catálogo
        </Link>
      </div>
    </section>
  )
}
