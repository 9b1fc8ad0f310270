import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { apiFor } from '~/utils/api.server'
import { requireAdmin } from '~/utils/auth.server'

export const meta: MetaFunction = () => [{ title: 'Panel de Administración | Aurum Decants' }]

/** The server decides who is an administrator: the API checks the role behind the token. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request)
  const api = await apiFor(request)
  const [status, sessions] = await Promise.all([
    api.GET('/api/admin/status'),
    api.GET('/api/admin/sessions-stats'),
  ])
  if (!status.data?.isAdmin) throw new Response('Acceso Denegado', { status: 403 })
  return { email: admin.email, sessions: sessions.data ?? null }
}

export default function AdminPanel() {
  const { email, sessions } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
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
      {sessions ? (
        <section
          aria-labelledby="sesiones"
          className="mt-8 rounded-2xl border border-line bg-surface p-6"
        >
          <h2 id="sesiones" className="font-display text-xl font-semibold">
            Sesiones
          </h2>
          <dl className="mt-4 grid grid-cols-3 gap-4 text-center">
            <div>
              <dt className="text-sm text-ink-muted">Total</dt>
              <dd className="text-2xl font-semibold">{sessions.total}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">Activas</dt>
              <dd className="text-2xl font-semibold">{sessions.active}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">Expiradas</dt>
              <dd className="text-2xl font-semibold">{sessions.expired}</dd>
            </div>
          </dl>
        </section>
      ) : null}
    </div>
  )
}
