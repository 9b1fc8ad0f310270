import { useLocation } from '@remix-run/react'

/** The spec's fallback screen. Both buttons are plain links, so they work without JavaScript. */
export function ErrorFallback() {
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center"
    >
      <h1 className="font-display text-3xl font-semibold">Algo salio mal</h1>
      <p className="mt-3 text-ink-muted">Ha ocurrido un error inesperado.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href={here}
          className="rounded-full bg-gold px-6 py-3 font-medium text-on-gold hover:bg-gold-strong"
        >
          Reintentar
        </a>
        <a
          href={here}
          onClick={(event) => {
            event.preventDefault()
            window.location.reload()
          }}
          className="rounded-full border border-gold px-6 py-3 font-medium text-gold hover:bg-surface-raised"
        >
          Recargar página
        </a>
      </div>
    </section>
  )
}
