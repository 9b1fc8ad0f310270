import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import {
  cellClass,
  headCellClass,
  headRowClass,
  TableRegion,
  tableClass,
} from '~/components/admin/data-table'
import { inputClass, primaryButton } from '~/components/admin/form-controls'
import { Pagination } from '~/components/admin/pagination'
import { StatFigures } from '~/components/admin/stat-figures'
import { adminApi, required, totalCount } from '~/utils/admin/admin-api.server'
import { formatStoreDateTime } from '~/utils/admin/store-time.server'
import { USERS_PAGE_SIZE, userListQuery } from '~/utils/admin/users.server'
import { formatPrice } from '~/utils/money'
import { useCurrency } from '~/utils/use-currency'

export const meta: MetaFunction = () => [{ title: 'Usuarios | Panel de Administración' }]

/** Registrations listed beside the table. */
const RECENT = 5

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const query = userListQuery(new URL(request.url).searchParams)
  const [stats, recent, list] = await Promise.all([
    api.GET('/api/admin/user-stats').then(required),
    api.GET('/api/admin/recent-users', { params: { query: { limit: RECENT } } }).then(required),
    api.GET('/api/admin/users', { params: { query } }),
  ])
  const total = totalCount(list.response)
  return {
    stats,
    recent: recent.map((user) => ({
      id: user.id,
      email: user.email,
      username: user.username,
      registered: formatStoreDateTime(user.createdAt),
    })),
    users: required(list).map((user) => ({
      id: user.id,
      email: user.email,
      username: user.username,
      name: user.name,
      isAdmin: user.role === 'admin',
      registered: formatStoreDateTime(user.createdAt),
      orders: user.ordersCount,
      spent: user.totalSpent,
    })),
    total,
    pages: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)),
    search: query.search ?? '',
    page: query.page,
  }
}

/** The tab's URL for a search and page: defaults are left out. */
function listUrl(search: string, page: number): string {
  const params = new URLSearchParams()
  if (search) params.set('search', search)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/admin/usuarios?${query}` : '/admin/usuarios'
}

export default function AdminUsers() {
  const { stats, recent, users, total, pages, search, page } = useLoaderData<typeof loader>()
  const currency = useCurrency()
  const loading = useNavigation().state === 'loading'
  return (
    <div className="flex flex-col gap-8">
      <h2 className="font-display text-2xl font-semibold">Usuarios</h2>
      <StatFigures
        label="Cifras de usuarios"
        figures={[
          { label: 'Usuarios totales', value: stats.totalUsers },
          { label: 'Nuevos hoy', value: stats.newUsersToday },
          {
            label: 'Activos en 30 días',
            value: stats.activeUsers,
            hint: 'Con una sesión usada',
          },
        ]}
      />

      <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
        <section aria-labelledby="registros-recientes" className="flex flex-col gap-3">
          <h3 id="registros-recientes" className="font-display text-lg font-semibold">
            Registros recientes
          </h3>
          {recent.length ? (
            <ol className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
              {recent.map((user) => (
                <li key={user.id} className="p-4">
                  <Link
                    to={`/admin/usuarios/${user.id}`}
                    className="font-medium break-all hover:text-gold"
                  >
                    {user.username}
                  </Link>
                  <p className="text-sm break-all text-ink-muted">{user.email}</p>
                  <p className="text-xs text-ink-muted">{user.registered}</p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-ink-muted">Todavía no se ha registrado nadie.</p>
          )}
        </section>

        <section aria-labelledby="clientes" className="flex min-w-0 flex-col gap-4">
          <h3 id="clientes" className="font-display text-lg font-semibold">
            Clientes
          </h3>
          <Form
            method="get"
            role="search"
            aria-label="Buscar usuarios"
            className="flex flex-wrap items-end gap-3"
          >
            <div className="min-w-0 flex-1 basis-60">
              <label htmlFor="usuarios-buscar" className="mb-1 block text-sm text-ink-muted">
                Buscar por email, usuario o nombre
              </label>
              <input
                id="usuarios-buscar"
                type="search"
                name="search"
                defaultValue={search}
                maxLength={100}
                className={inputClass}
              />
            </div>
            <button type="submit" className={primaryButton}>
              Buscar
            </button>
            {search ? (
              <Link to="/admin/usuarios" className="py-2 text-sm text-gold hover:underline">
                Quitar búsqueda
              </Link>
            ) : null}
          </Form>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {total === 1 ? '1 usuario' : `${total} usuarios`}
          </p>

          {users.length ? (
            <TableRegion label="Lista de usuarios">
              <table aria-busy={loading} className={`${tableClass} md:min-w-[44rem]`}>
                <caption className="sr-only">Usuarios, el registro más reciente primero</caption>
                <thead className={headRowClass}>
                  <tr>
                    <th scope="col" className={headCellClass}>
                      Usuario
                    </th>
                    <th scope="col" className={headCellClass}>
                      Registro
                    </th>
                    <th scope="col" className={`${headCellClass} text-right`}>
                      Pedidos
                    </th>
                    <th scope="col" className={`${headCellClass} text-right`}>
                      Total gastado
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {users.map((user) => (
                    <tr key={user.id}>
                      <th scope="row" className={`${cellClass} font-normal`}>
                        <Link
                          to={`/admin/usuarios/${user.id}`}
                          className="font-medium break-all text-gold hover:underline"
                        >
                          {user.email}
                        </Link>
                        <span className="block text-xs text-ink-muted">
                          {user.name ? `${user.name} · ` : ''}
                          {user.username}
                          {user.isAdmin ? ' · Administrador' : ''}
                        </span>
                      </th>
                      <td data-label="Registro" className={cellClass}>
                        {user.registered}
                      </td>
                      <td data-label="Pedidos" className={`${cellClass} text-right tabular-nums`}>
                        {user.orders}
                      </td>
                      <td
                        data-label="Total gastado"
                        className={`${cellClass} text-right tabular-nums`}
                      >
                        {formatPrice(user.spent, currency)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          ) : (
            <p className="rounded-2xl border border-line bg-surface p-8 text-center text-ink-muted">
              {search ? 'Ningún usuario coincide con la búsqueda.' : 'Todavía no hay usuarios.'}
            </p>
          )}
          <p className="text-xs text-ink-muted">
            El total gastado no cuenta pedidos de prueba, cancelados ni reembolsados.
          </p>
          <Pagination
            page={page}
            pages={pages}
            label="Páginas de usuarios"
            linkTo={(number) => listUrl(search, number)}
          />
        </section>
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
