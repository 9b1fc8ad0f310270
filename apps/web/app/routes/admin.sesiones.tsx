import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import {
  cellClass,
  headCellClass,
  headRowClass,
  TableRegion,
  tableClass,
} from '~/components/admin/data-table'
import { secondaryButton } from '~/components/admin/form-controls'
import { Pagination } from '~/components/admin/pagination'
import { StatFigures } from '~/components/admin/stat-figures'
import { adminApi, guardAnswer, required } from '~/utils/admin/admin-api.server'
import { formText } from '~/utils/admin/admin-forms.server'
import { formatStoreDateTime } from '~/utils/admin/store-time.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction = () => [{ title: 'Sesiones | Panel de Administración' }]

/** Sessions per page of the table. */
const PAGE_SIZE = 50

const when = (iso: string | null) => (iso ? formatStoreDateTime(iso) : 'Nunca')

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const [stats, sessions] = await Promise.all([
    api.GET('/api/admin/sessions-stats').then(required),
    api.GET('/api/admin/sessions').then(required),
  ])
  const pages = Math.max(1, Math.ceil(sessions.length / PAGE_SIZE))
  const asked = Number(new URL(request.url).searchParams.get('page'))
  const page = Number.isInteger(asked) && asked >= 1 && asked <= pages ? asked : 1
  return {
    stats: {
      total: stats.total,
      active: stats.active,
      expired: stats.expired,
      lastCleanup: when(stats.lastCleanup),
    },
    page,
    pages,
    sessions: sessions.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((session) => ({
      id: session.id,
      userId: session.userId,
      email: session.email,
      isAdmin: session.isAdmin,
      device: session.device,
      ip: session.ip ?? '',
      lastUsed: when(session.lastUsedAt),
      expires: when(session.expiresAt),
      active: session.active,
    })),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const back = `/admin/sesiones${new URL(request.url).search}`
  const form = await request.formData()
  if (form.get('intent') === 'cleanup') {
    const { data: cleaned, response } = await api.POST('/api/admin/sessions/cleanup')
    guardAnswer(response)
    return redirectWithToast(
      request,
      back,
      cleaned
        ? { title: `Limpieza completada: ${cleaned.deletedCount} sesiones eliminadas` }
        : { title: 'Error al limpiar sesiones', variant: 'destructive' },
    )
  }
  const { response } = await api.DELETE('/api/admin/sessions/{id}', {
    params: { path: { id: formText(form, 'sessionId') } },
  })
  guardAnswer(response)
  return redirectWithToast(
    request,
    back,
    response.ok
      ? { title: 'Sesión eliminada exitosamente' }
      : { title: 'Error al eliminar sesión', variant: 'destructive' },
  )
}

export default function AdminSessions() {
  const { stats, sessions, page, pages } = useLoaderData<typeof loader>()
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-display text-2xl font-semibold">Sesiones</h2>
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="cleanup"
            disabled={busy}
            className={secondaryButton}
          >
            Limpiar sesiones expiradas
          </button>
        </Form>
      </div>
      <StatFigures
        label="Cifras de sesiones"
        figures={[
          { label: 'Total', value: stats.total },
          { label: 'Activas', value: stats.active },
          { label: 'Expiradas', value: stats.expired },
          { label: 'Última limpieza', value: stats.lastCleanup },
        ]}
      />
      {sessions.length ? (
        <TableRegion label="Lista de sesiones">
          <table className={`${tableClass} md:min-w-[48rem]`}>
            <caption className="sr-only">Sesiones, la de uso más reciente primero</caption>
            <thead className={headRowClass}>
              <tr>
                <th scope="col" className={headCellClass}>
                  Usuario
                </th>
                <th scope="col" className={headCellClass}>
                  Dispositivo
                </th>
                <th scope="col" className={headCellClass}>
                  Último uso
                </th>
                <th scope="col" className={headCellClass}>
                  Expira
                </th>
                <th scope="col" className={headCellClass}>
                  Estado
                </th>
                <th scope="col" className={headCellClass}>
                  <span className="sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {sessions.map((session) => (
                <tr key={session.id}>
                  <th scope="row" className={`${cellClass} font-normal`}>
                    <Link
                      to={`/admin/usuarios/${session.userId}`}
                      className="break-all text-gold hover:underline"
                    >
                      {session.email}
                    </Link>
                    {session.isAdmin ? (
                      <span className="mt-1 block w-fit rounded-full border border-gold px-2 text-xs text-gold">
                        Administrador
                      </span>
                    ) : null}
                  </th>
                  <td data-label="Dispositivo" className={cellClass}>
                    <span className="block">{session.device}</span>
                    {session.ip ? (
                      <span className="block text-xs text-ink-muted">{session.ip}</span>
                    ) : null}
                  </td>
                  <td data-label="Último uso" className={cellClass}>
                    {session.lastUsed}
                  </td>
                  <td data-label="Expira" className={cellClass}>
                    {session.expires}
                  </td>
                  <td data-label="Estado" className={cellClass}>
                    {session.active ? (
                      <span className="text-gold">Activa</span>
                    ) : (
                      <span className="text-ink-muted">Expirada</span>
                    )}
                  </td>
                  <td data-label="Acciones" className={`${cellClass} text-right`}>
                    <Form method="post">
                      <input type="hidden" name="sessionId" value={session.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        disabled={busy}
                        aria-label={`Eliminar la sesión de ${session.email} (último uso ${session.lastUsed})`}
                        className="rounded-full border border-line px-3 py-1 text-danger hover:border-danger"
                      >
                        Eliminar
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : (
        <p className="rounded-2xl border border-line bg-surface p-8 text-center text-ink-muted">
          No hay sesiones guardadas.
        </p>
      )}
      <Pagination
        page={page}
        pages={pages}
        label="Páginas de sesiones"
        linkTo={(number) => (number > 1 ? `/admin/sesiones?page=${number}` : '/admin/sesiones')}
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
