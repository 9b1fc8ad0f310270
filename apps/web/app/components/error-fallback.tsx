import { useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { CONNECTION_ERROR } from '~/utils/api-unavailable'

/** This very page again, as a plain link: retrying works without JavaScript. */
function useRetryHref(): string {
  const location = useLocation()
  return `${location.pathname}${location.search}`
}

/** The spec's fallback screen. Both buttons are plain links, so they work without JavaScript. */
export function ErrorFallback() {
  const here = useRetryHref()
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

/**
 * A page that could not be drawn because the API did not answer: the spec's connection text
 * rather than the fallback, what the page can still offer (`children`), and a retry.
 */
export function ConnectionError({ children }: { children?: ReactNode }) {
  const here = useRetryHref()
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center"
    >
      <h1 className="font-display text-2xl font-semibold">{CONNECTION_ERROR}</h1>
      {children}
      <a
        href={here}
        className="mt-8 rounded-full bg-gold px-6 py-3 font-medium text-on-gold hover:bg-gold-strong"
      >
        Reintentar
      </a>
    </section>
  )
}
