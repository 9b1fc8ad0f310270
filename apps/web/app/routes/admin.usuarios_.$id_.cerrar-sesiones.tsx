import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { dangerButton, secondaryButton } from '~/components/admin/form-controls'
import { adminApi, guardAnswer } from '~/utils/admin/admin-api.server'
import { findUser } from '~/utils/admin/users.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction<typeof loader> = ({ data: user }) => [
  {
    title: `${user ? `Cerrar las sesiones de ${user.email}` : 'Cliente'} | Panel de Administración`,
  },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { admin, api } = await adminApi(request)
  const user = await findUser(api, params.id ?? '')
  return {
    id: user.id,
    email: user.email,
    activeSessions: user.activeSessions,
    isSelf: user.id === admin.id,
  }
}

/** Ends every live session of the customer: each device has to sign in again. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const id = params.id ?? ''
  const { data: ended, response } = await api.POST('/api/admin/users/{id}/sessions/end', {
    params: { path: { id } },
  })
  guardAnswer(response)
  if (!ended)
    return redirectWithToast(request, '/admin/usuarios', {
      title: 'Error al cerrar las sesiones',
      variant: 'destructive',
    })
  const count = ended.endedCount
  return redirectWithToast(request, `/admin/usuarios/${id}`, {
    title: count === 1 ? 'Se cerró 1 sesión' : `Se cerraron ${count} sesiones`,
  })
}

export default function EndUserSessions() {
  const user = useLoaderData<typeof loader>()
  const ending = useNavigation().state === 'submitting'
  const sessions =
    user.activeSessions === 1 ? '1 sesión activa' : `${user.activeSessions} sesiones activas`
  return (
    <section
      aria-labelledby="cerrar-sesiones"
      className="mx-auto max-w-xl rounded-2xl border border-line bg-surface p-8 text-center"
    >
      <h2 id="cerrar-sesiones" className="font-display text-2xl font-semibold break-all">
        ¿Cerrar todas las sesiones de {user.email}?
      </h2>
      <p className="mt-3 text-ink-muted">
        Tiene {sessions}. En cada dispositivo tendrá que volver a iniciar sesión.
      </p>
      {user.isSelf ? (
        <p className="mt-3 font-semibold">
          Es tu propia cuenta: también se cerrará esta sesión del panel.
        </p>
      ) : null}
      <Form method="post" className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="submit" disabled={ending} className={dangerButton}>
          {ending ? 'Cerrando...' : 'Cerrar todas sus sesiones'}
        </button>
        <Link to={`/admin/usuarios/${user.id}`} className={secondaryButton}>
          Cancelar
        </Link>
      </Form>
    </section>
  )
}

export function ErrorBoundary() {
  return (
    <AdminErrorBoundary
      notFound="Cliente no encontrado"
      back={{ to: '/admin/usuarios', label: 'Volver a usuarios' }}
    />
  )
}
