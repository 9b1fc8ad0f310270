import { canMoveOrder } from '@aurum/contracts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { inputClass, primaryButton } from '~/components/admin/form-controls'
import { OrderStatusBadge } from '~/components/admin/order-status-badge'
import { Pagination } from '~/components/admin/pagination'
import { TestOrderBadge } from '~/components/test-order-badge'
import { adminApi, refusal, required, totalCount } from '~/utils/admin/admin-api.server'
import { formText } from '~/utils/admin/admin-forms.server'
import { orderId, orderListQuery, ORDERS_PAGE_SIZE } from '~/utils/admin/admin-orders.server'
import { formatStoreDateTime } from '~/utils/admin/store-time.server'
import { formatPrice } from '~/utils/money'
import { ORDER_STATUS_LABELS } from '~/utils/orders'
import { redirectWithToast } from '~/utils/toast.server'
import { useCurrency } from '~/utils/use-currency'

export const meta: MetaFunction = () => [{ title: 'Pedidos | Panel de Administración' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const params = new URL(request.url).searchParams
  const query = {
    ...orderListQuery(params),
    // Only the orders withdrawn from that still wait for their refund.
    withdrawal: params.get('withdrawal') === 'pending' ? ('pending' as const) : undefined,
  }
  const answer = await api.GET('/api/admin/orders', { params: { query } })
  const total = totalCount(answer.response)
  return {
    orders: required(answer).map((order) => ({
      id: order.id,
      code: order.code,
      email: order.email,
      total: order.total,
      status: order.status,
      isTest: order.isTest,
      date: formatStoreDateTime(order.createdAt),
      withdrawnAt: order.withdrawnAt ? formatStoreDateTime(order.withdrawnAt) : null,
      // The spec's one-click 'Completado' of the table: the delivery of a shipped order.
      canDeliver: canMoveOrder(order.status, 'delivered'),
    })),
    total,
    pages: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
    search: {
      status: query.status ?? '',
      from: query.from ?? '',
      to: query.to ?? '',
      search: query.search ?? '',
      withdrawal: query.withdrawal === 'pending',
      page: query.page,
    },
  }
}

/** 'Marcar como entregado' from the table; the page with the same filters comes back. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const url = new URL(request.url)
  const back = `/admin/pedidos${url.search}`
  const id = orderId(formText(await request.formData(), 'orderId'))
  const { error, response } = await api.PATCH('/api/admin/orders/{id}', {
    params: { path: { id } },
    body: { status: 'delivered' },
  })
  if (response.ok)
    return redirectWithToast(request, back, { title: 'Estado del pedido actualizado' })
  const { fieldErrors } = refusal(error, response)
  return redirectWithToast(request, back, {
    title: 'Error al actualizar estado del pedido',
    description: response.status === 404 ? 'Pedido no encontrado' : fieldErrors.form?.[0],
    variant: 'destructive',
  })
}

type Search = Awaited<ReturnType<typeof loader>>['search']

/** The tab's URL for a state: what is not set is left out, so the plain tab is /admin/pedidos. */
function listUrl(search: Search, page: number): string {
  const params = new URLSearchParams()
  if (search.status) params.set('status', search.status)
  if (search.from) params.set('from', search.from)
  if (search.to) params.set('to', search.to)
  if (search.search) params.set('search', search.search)
  if (search.withdrawal) params.set('withdrawal', 'pending')
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/admin/pedidos?${query}` : '/admin/pedidos'
}

const cellClass = 'px-4 py-3'

export default function AdminOrders() {
  const { orders, total, pages, search } = useLoaderData<typeof loader>()
  const currency = useCurrency()
  const navigation = useNavigation()
  const delivering = navigation.formData?.get('orderId')
  return (
    <div className="flex flex-col gap-6">
      <h2 className="font-display text-2xl font-semibold">Pedidos</h2>

      <Form
        method="get"
        role="search"
        aria-label="Filtrar pedidos"
        className="grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div>
          <label htmlFor="pedidos-buscar" className="mb-1 block text-sm text-ink-muted">
            Buscar
          </label>
          <input
            id="pedidos-buscar"
            type="search"
            name="search"
            defaultValue={search.search}
            placeholder="Código (#ABCD1234) o email"
            maxLength={100}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="pedidos-estado" className="mb-1 block text-sm text-ink-muted">
            Estado
          </label>
          <select
            id="pedidos-estado"
            name="status"
            defaultValue={search.status}
            className={inputClass}
          >
            <option value="">Todos los estados</option>
            {Object.entries(ORDER_STATUS_LABELS).map(([status, label]) => (
              <option key={status} value={status}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="pedidos-desde" className="mb-1 block text-sm text-ink-muted">
            Desde
          </label>
          <input
            id="pedidos-desde"
            type="date"
            name="from"
            defaultValue={search.from}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="pedidos-hasta" className="mb-1 block text-sm text-ink-muted">
            Hasta
          </label>
          <input
            id="pedidos-hasta"
            type="date"
            name="to"
            defaultValue={search.to}
            className={inputClass}
          />
        </div>
        <div className="sm:col-span-2 lg:col-span-4">
          <label className="flex items-center gap-3 text-sm">
            <input
              type="checkbox"
              name="withdrawal"
              value="pending"
              defaultChecked={search.withdrawal}
              className="h-5 w-5 accent-gold"
            />
            Desistimientos pendientes
            <span className="text-ink-muted">(el cliente desistió y falta reembolsarle)</span>
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={primaryButton}>
            Aplicar filtros
          </button>
          <Link to="/admin/pedidos" className="text-sm text-gold hover:underline">
            Quitar filtros
          </Link>
          <p className="ml-auto text-sm text-ink-muted" aria-live="polite">
            {total === 1 ? '1 pedido' : `${total} pedidos`}
          </p>
        </div>
      </Form>

      {orders.length ? (
        /* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */
        <div
          role="region"
          aria-label="Lista de pedidos"
          tabIndex={0}
          aria-busy={navigation.state === 'loading'}
          className="overflow-x-auto rounded-2xl border border-line bg-surface"
        >
          <table className="w-full min-w-[52rem] text-left text-sm">
            <caption className="sr-only">Pedidos, el más reciente primero</caption>
            <thead className="border-b border-line text-ink-muted">
              <tr>
                <th scope="col" className={`${cellClass} font-medium`}>
                  Pedido
                </th>
                <th scope="col" className={`${cellClass} font-medium`}>
                  Cliente
                </th>
                <th scope="col" className={`${cellClass} font-medium`}>
                  Total
                </th>
                <th scope="col" className={`${cellClass} font-medium`}>
                  Estado
                </th>
                <th scope="col" className={`${cellClass} font-medium`}>
                  Fecha
                </th>
                <th scope="col" className={`${cellClass} font-medium`}>
                  <span className="sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {orders.map((order) => (
                <tr key={order.id}>
                  <td className={cellClass}>
                    <Link
                      to={`/admin/pedidos/${order.id}`}
                      className="font-mono font-semibold text-gold hover:underline"
                    >
                      #{order.code}
                    </Link>
                    {order.isTest ? (
                      <span className="mt-1 block">
                        <TestOrderBadge isTest />
                      </span>
                    ) : null}
                    {order.withdrawnAt ? (
                      <span className="mt-1 block">
                        <span className="rounded-full border border-gold px-3 py-1 text-xs whitespace-nowrap text-gold">
                          Desistido el {order.withdrawnAt}
                        </span>
                      </span>
                    ) : null}
                  </td>
                  <td className={cellClass}>{order.email}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {formatPrice(order.total, currency)}
                  </td>
                  <td className={cellClass}>
                    <OrderStatusBadge status={order.status} />
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{order.date}</td>
                  <td className={`${cellClass} text-right`}>
                    {order.canDeliver ? (
                      <Form method="post">
                        <input type="hidden" name="orderId" value={order.id} />
                        <button
                          type="submit"
                          disabled={delivering === order.id}
                          aria-label={`Marcar como entregado el pedido #${order.code}`}
                          className="rounded-full border border-gold px-3 py-1 whitespace-nowrap text-gold hover:bg-surface-raised disabled:opacity-60"
                        >
                          Marcar como entregado
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-2xl border border-line bg-surface p-8 text-center text-ink-muted">
          {search.status || search.from || search.to || search.search || search.withdrawal
            ? 'No se encontraron pedidos con los filtros seleccionados.'
            : 'Todavía no hay pedidos.'}
        </p>
      )}

      <Pagination
        page={search.page}
        pages={pages}
        label="Páginas de pedidos"
        linkTo={(page) => listUrl(search, page)}
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
