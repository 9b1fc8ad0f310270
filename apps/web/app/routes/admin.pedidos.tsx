import { canMoveOrder, MAX_BULK_ORDERS, type OrderStatus } from '@aurum/contracts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { type ChangeEvent } from 'react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import {
  cellClass,
  headCellClass,
  headRowClass,
  tableClass,
  TableRegion,
} from '~/components/admin/data-table'
import { inputClass, primaryButton, secondaryButton } from '~/components/admin/form-controls'
import { OrderStatusBadge } from '~/components/admin/order-status-badge'
import { Pagination } from '~/components/admin/pagination'
import { TestOrderBadge } from '~/components/test-order-badge'
import {
  adminApi,
  guardAnswer,
  refusal,
  required,
  totalCount,
} from '~/utils/admin/admin-api.server'
import { formText } from '~/utils/admin/admin-forms.server'
import { orderId, orderListQuery, ORDERS_PAGE_SIZE } from '~/utils/admin/admin-orders.server'
import { bulkMoveRequest } from '~/utils/admin/bulk-move.server'
import { apiErrorText } from '~/utils/api-messages.server'
import { formatStoreDateTime } from '~/utils/admin/store-time.server'
import { formatPrice } from '~/utils/money'
import { ORDER_STATUS_LABELS } from '~/utils/orders'
import { redirectWithToast } from '~/utils/toast.server'
import { useCurrency } from '~/utils/use-currency'
import { useHydrated } from '~/utils/use-hydrated'

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

/** The states a bulk move offers: every one but shipping, which needs each parcel's tracking number. */
const BULK_STATES = (Object.keys(ORDER_STATUS_LABELS) as OrderStatus[]).filter(
  (status) => status !== 'shipped',
)

/**
 * Two forms post here: a row's 'Marcar como entregado' (then the page with the same filters comes
 * back), and the selection's bulk move, which answers what happened to each order.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const form = await request.formData()
  if (form.get('intent') === 'mover') return bulkMove(api, form)
  const url = new URL(request.url)
  const back = `/admin/pedidos${url.search}`
  const id = orderId(formText(form, 'orderId'))
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

type AdminApi = Awaited<ReturnType<typeof adminApi>>['api']

/** Each order moved as if alone; the page lists the result of each, in Spanish. */
async function bulkMove(api: AdminApi, form: FormData) {
  const request = bulkMoveRequest(form)
  if (!request.move) return { error: request.error, results: [] }
  const { move } = request
  const { data, error, response } = await api.POST('/api/admin/orders/bulk', {
    body: move,
  })
  if (!data) {
    guardAnswer(response)
    return { error: apiErrorText(error, 'No se pudieron mover los pedidos'), results: [] }
  }
  return {
    error: null,
    results: data.results.map((result) => ({
      orderId: result.orderId,
      code: result.orderCode,
      moved: result.moved,
      text: result.moved
        ? `movido a ${ORDER_STATUS_LABELS[result.status ?? move.status]}`
        : `no se movió: ${apiErrorText(result)}`,
    })),
  }
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

/** The bulk form's id: the boxes in the table's rows belong to it (each row keeps its own form). */
const SELECTION = 'pedidos-seleccion'

/**
 * 'Seleccionar todos' with JavaScript: ticks or clears every box of the page. The boxes sit in the
 * table, outside the <form> element, so they are found among its `elements`, not its children.
 */
function selectAll(event: ChangeEvent<HTMLInputElement>) {
  const { checked, form } = event.currentTarget
  for (const box of form?.elements ?? []) {
    if (box instanceof HTMLInputElement && box.name === 'pedido') box.checked = checked
  }
}

export default function AdminOrders() {
  const { orders, total, pages, search } = useLoaderData<typeof loader>()
  const moves = useActionData<typeof action>()
  const hydrated = useHydrated()
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

      {moves ? (
        <section
          aria-labelledby="pedidos-resultado"
          className="rounded-2xl border border-line bg-surface p-4"
        >
          <h3 id="pedidos-resultado" className="font-semibold">
            {moves.error ? 'No se movió ningún pedido' : 'Resultado del cambio de estado'}
          </h3>
          {moves.error ? (
            <p role="alert" className="mt-2 text-sm text-danger">
              {moves.error}
            </p>
          ) : (
            <div role="status">
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {moves.results.map((result) => (
                  <li key={result.orderId} className={result.moved ? '' : 'text-danger'}>
                    Pedido #{result.code}: {result.text}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      ) : null}

      {orders.length ? (
        <>
          {/* A plain form: its print buttons ask for a PDF download, which no script should take. */}
          <form
            id={SELECTION}
            method="post"
            aria-label="Pedidos seleccionados"
            className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4"
          >
            {hydrated ? (
              <label className="flex items-center gap-3 text-sm sm:mr-auto">
                <input type="checkbox" onChange={selectAll} className="h-5 w-5 accent-gold" />
                Seleccionar todos
              </label>
            ) : null}
            <div>
              <label htmlFor="pedidos-mover-a" className="mb-1 block text-sm text-ink-muted">
                Mover a
              </label>
              <select id="pedidos-mover-a" name="estado" className={inputClass}>
                {BULK_STATES.map((status) => (
                  <option key={status} value={status}>
                    {ORDER_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="intent" value="mover" className={primaryButton}>
              Mover seleccionados
            </button>
            <button
              type="submit"
              formMethod="get"
              formAction="/admin/pedidos/imprimir"
              name="documento"
              value="albaranes"
              className={secondaryButton}
            >
              Imprimir albaranes
            </button>
            <button
              type="submit"
              formMethod="get"
              formAction="/admin/pedidos/imprimir"
              name="documento"
              value="etiquetas"
              className={secondaryButton}
            >
              Imprimir etiquetas
            </button>
            <p className="w-full text-xs text-ink-muted">
              Hasta {MAX_BULK_ORDERS} pedidos a la vez. Para enviar un pedido indica su número de
              seguimiento en su página.
            </p>
          </form>

          <TableRegion label="Lista de pedidos">
            <table className={tableClass} aria-busy={navigation.state === 'loading'}>
              <caption className="sr-only">Pedidos, el más reciente primero</caption>
              <thead className={headRowClass}>
                <tr>
                  <th scope="col" className={headCellClass}>
                    <span className="sr-only">Seleccionar</span>
                  </th>
                  <th scope="col" className={headCellClass}>
                    Pedido
                  </th>
                  <th scope="col" className={headCellClass}>
                    Cliente
                  </th>
                  <th scope="col" className={headCellClass}>
                    Total
                  </th>
                  <th scope="col" className={headCellClass}>
                    Estado
                  </th>
                  <th scope="col" className={headCellClass}>
                    Fecha
                  </th>
                  <th scope="col" className={headCellClass}>
                    <span className="sr-only">Acciones</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {orders.map((order) => (
                  <tr key={order.id}>
                    <td className={cellClass}>
                      <input
                        type="checkbox"
                        name="pedido"
                        value={order.id}
                        form={SELECTION}
                        aria-label={`Seleccionar pedido #${order.code}`}
                        className="h-5 w-5 accent-gold"
                      />
                    </td>
                    <td className={cellClass} data-label="Pedido">
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
                          <span className="rounded-full border border-gold px-3 py-1 text-xs text-gold">
                            Desistido el {order.withdrawnAt}
                          </span>
                        </span>
                      ) : null}
                    </td>
                    <td className={`${cellClass} break-all`} data-label="Cliente">
                      {order.email}
                    </td>
                    <td className={`${cellClass} whitespace-nowrap`} data-label="Total">
                      {formatPrice(order.total, currency)}
                    </td>
                    <td className={cellClass} data-label="Estado">
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className={`${cellClass} whitespace-nowrap`} data-label="Fecha">
                      {order.date}
                    </td>
                    <td className={`${cellClass} md:text-right`}>
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
          </TableRegion>
        </>
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
