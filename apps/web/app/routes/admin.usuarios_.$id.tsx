import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import {
  cellClass,
  headCellClass,
  headRowClass,
  TableRegion,
  tableClass,
} from '~/components/admin/data-table'
import { secondaryButton } from '~/components/admin/form-controls'
import { OrderStatusBadge } from '~/components/admin/order-status-badge'
import { StatFigures } from '~/components/admin/stat-figures'
import { TestOrderBadge } from '~/components/test-order-badge'
import { adminApi } from '~/utils/admin/admin-api.server'
import { formatStoreDateTime } from '~/utils/admin/store-time.server'
import { findUser } from '~/utils/admin/users.server'
import { formatPrice } from '~/utils/money'
import { useCurrency } from '~/utils/use-currency'

export const meta: MetaFunction<typeof loader> = ({ data: user }) => [
  { title: `${user ? user.email : 'Cliente'} | Panel de Administración` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const user = await findUser(api, params.id ?? '')
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    name: user.name,
    phone: user.phone,
    isAdmin: user.role === 'admin',
    registered: formatStoreDateTime(user.createdAt),
    activeSessions: user.activeSessions,
    ordersCount: user.ordersCount,
    totalSpent: user.totalSpent,
    orders: user.orders.map((order) => ({
      id: order.id,
      code: order.code,
      status: order.status,
      total: order.total,
      date: formatStoreDateTime(order.createdAt),
      isTest: order.isTest,
    })),
  }
}

export default function AdminUser() {
  const user = useLoaderData<typeof loader>()
  const currency = useCurrency()
  const details = [
    { label: 'Usuario', value: user.username },
    { label: 'Nombre', value: user.name ?? 'Sin nombre' },
    { label: 'Teléfono', value: user.phone ?? 'Sin teléfono' },
    { label: 'Rol', value: user.isAdmin ? 'Administrador' : 'Cliente' },
    { label: 'Registro', value: user.registered },
  ]
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <Link to="/admin/usuarios" className="text-sm text-gold hover:underline">
            Volver a usuarios
          </Link>
          <h2 className="mt-2 font-display text-2xl font-semibold break-all">{user.email}</h2>
        </div>
        {user.activeSessions ? (
          <Link to={`/admin/usuarios/${user.id}/cerrar-sesiones`} className={secondaryButton}>
            Cerrar todas sus sesiones
          </Link>
        ) : null}
      </div>

      <StatFigures
        label="Cifras del cliente"
        figures={[
          { label: 'Pedidos', value: user.ordersCount },
          {
            label: 'Total gastado',
            value: formatPrice(user.totalSpent, currency),
            hint: 'Sin pedidos de prueba, cancelados ni reembolsados',
          },
          { label: 'Sesiones activas', value: user.activeSessions },
        ]}
      />

      <dl className="grid gap-4 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-2 lg:grid-cols-3">
        {details.map((detail) => (
          <div key={detail.label}>
            <dt className="text-sm text-ink-muted">{detail.label}</dt>
            <dd className="break-all">{detail.value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="pedidos-cliente" className="flex flex-col gap-3">
        <h3 id="pedidos-cliente" className="font-display text-lg font-semibold">
          Pedidos
        </h3>
        {user.orders.length ? (
          <TableRegion label="Pedidos del cliente">
            <table className={`${tableClass} md:min-w-[40rem]`}>
              <caption className="sr-only">Pedidos del cliente, el más reciente primero</caption>
              <thead className={headRowClass}>
                <tr>
                  <th scope="col" className={headCellClass}>
                    Pedido
                  </th>
                  <th scope="col" className={headCellClass}>
                    Estado
                  </th>
                  <th scope="col" className={`${headCellClass} text-right`}>
                    Total
                  </th>
                  <th scope="col" className={headCellClass}>
                    Fecha
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {user.orders.map((order) => (
                  <tr key={order.id}>
                    <th scope="row" className={`${cellClass} font-normal`}>
                      <div className="flex flex-wrap items-center gap-2">
                        <Link
                          to={`/admin/pedidos/${order.id}`}
                          className="font-medium text-gold hover:underline"
                        >
                          #{order.code}
                        </Link>
                        <TestOrderBadge isTest={order.isTest} />
                      </div>
                    </th>
                    <td data-label="Estado" className={cellClass}>
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td data-label="Total" className={`${cellClass} text-right tabular-nums`}>
                      {formatPrice(order.total, currency)}
                    </td>
                    <td data-label="Fecha" className={cellClass}>
                      {order.date}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        ) : (
          <p className="rounded-2xl border border-line bg-surface p-8 text-center text-ink-muted">
            Este cliente todavía no ha hecho pedidos.
          </p>
        )}
      </section>
    </div>
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
