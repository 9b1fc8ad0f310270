import { isRouteErrorResponse, Link, useLocation, useRouteError } from '@remix-run/react'
import { CONNECTION_ERROR, isConnectionError } from '~/utils/api-unavailable'

/** The gate's refusal for a signed-in customer (spec 001, administrator panel). */
export function AccessDenied() {
  return (
    <section
      aria-labelledby="acceso-denegado"
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center"
    >
      <h1 id="acceso-denegado" className="font-display text-3xl font-bold text-gold">
        Acceso Denegado
      </h1>
      <p className="mt-3 text-ink-muted">
        Solo los administradores autorizados pueden acceder a esta sección.
      </p>
      <Link
        to="/admin-auth"
        className="mt-8 rounded-full bg-gold px-6 py-3 font-semibold text-on-gold hover:bg-gold-strong"
      >
        Ir al Login de Admin
      </Link>
    </section>
  )
}

/**
 * A tab's own error, shown inside the panel so its navigation stays: the gate's refusal, an
 * unknown perfume or collection, or the API not answering.
 */
export function AdminErrorBoundary({
  notFound = 'Página no encontrada',
  back = { to: '/admin', label: 'Volver al panel' },
}: {
  /** The title when the thing asked for does not exist ('Perfume no encontrado'). */
  notFound?: string
  back?: { to: string; label: string }
}) {
  const error = useRouteError()
  const location = useLocation()
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied />
  const missing = isRouteErrorResponse(error) && error.status === 404
  return (
    <section role="alert" className="rounded-2xl border border-line bg-surface p-8 text-center">
      <h2 className="font-display text-2xl font-semibold">
        {missing ? notFound : 'No se pudo cargar esta sección'}
      </h2>
      <p className="mt-2 text-ink-muted">
        {missing
          ? 'Puede que se haya eliminado.'
          : isConnectionError(error)
            ? CONNECTION_ERROR
            : 'El servicio no respondió. Inténtalo de nuevo en unos segundos.'}
      </p>
      {missing ? (
        <Link to={back.to} className="mt-6 inline-block text-gold hover:underline">
          {back.label}
        </Link>
      ) : (
        <a
          href={`${location.pathname}${location.search}`}
          className="mt-6 inline-block text-gold hover:underline"
        >
          Reintentar
        </a>
      )}
    </section>
  )
}
