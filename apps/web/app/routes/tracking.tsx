import { shortOrderId } from '@aurum/contracts'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { apiFor } from '~/utils/api.server'
import { requireUser } from '~/utils/auth.server'
import { TestOrderBadge } from '~/components/test-order-badge'
import { formatPrice } from '~/utils/money'
import { ORDER_STATUS_LABELS, TRACKING_STEPS } from '~/utils/orders'
import { useCurrency } from '~/utils/use-currency'

export const meta: MetaFunction = () => [{ title: 'Seguimiento | Aurum Decants' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  const api = await apiFor(request)
  const number = new URL(request.url).searchParams.get('numero')?.trim().slice(0, 40) ?? ''
  const [orders, events] = await Promise.all([
    api.GET('/api/tracking'),
    number
      ? api.GET('/api/tracking/{trackingNumber}', { params: { path: { trackingNumber: number } } })
      : null,
  ])
  if (!orders.data) throw new Response('Error obteniendo pedidos', { status: 502 })
  return { orders: orders.data, number, events: events ? (events.data ?? []) : null }
}

export default function Tracking() {
  const { orders, number, events } = useLoaderData<typeof loader>()
  const currency = useCurrency()
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-gold">Seguimiento</h1>
      <Form method="get" className="mt-6 flex gap-2" role="search">
        <label htmlFor="seguimiento-numero" className="sr-only">
          Número de seguimiento
        </label>
        <input
          id="seguimiento-numero"
          name="numero"
          defaultValue={number}
          required
          pattern=".*\S.*"
          placeholder="Número de seguimiento"
          className="flex-1 rounded-lg border border-line bg-canvas px-3 py-2 text-ink"
        />
        <button type="submit" className="rounded-full bg-gold px-5 py-2 font-semibold text-on-gold">
          Buscar
        </button>
      </Form>
      {events ? (
        events.length ? (
          <ol className="mt-4 flex flex-col gap-2">
            {events.map((event) => (
              <li key={event.id} className="rounded-lg border border-line bg-surface p-3 text-sm">
                <strong>{event.description}</strong> {event.location ? `· ${event.location}` : null}
                <span className="block text-ink-muted">
                  {new Date(event.timestamp).toLocaleString('es-ES')}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-4 text-ink-muted">
            No se encontró información para este número de seguimiento
          </p>
        )
      ) : null}

      <h2 className="mt-10 font-display text-2xl font-semibold">Pedidos Recientes</h2>
      {orders.length === 0 ? (
        <p className="mt-4 text-ink-muted">No tienes pedidos</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {orders.map((order) => {
            const reached = TRACKING_STEPS.indexOf(order.status as (typeof TRACKING_STEPS)[number])
            return (
              <li key={order.id} className="rounded-2xl border border-line bg-surface p-6">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-display text-lg font-semibold">
                    Pedido #{shortOrderId(order.id)}
                  </h3>
                  <TestOrderBadge isTest={order.isTest} />
                </div>
                <p className="text-sm text-ink-muted">
                  {new Date(order.createdAt).toLocaleDateString('es-ES')} ·{' '}
                  {order.trackingNumber ?? 'Sin número de seguimiento aún'} ·{' '}
                  {formatPrice(order.total, currency)} · {order.items.length}{' '}
                  {order.items.length === 1 ? 'artículo' : 'artículos'}
                </p>
                <ol
                  className="mt-4 grid grid-cols-5 gap-1"
                  aria-label={`Estado: ${ORDER_STATUS_LABELS[order.status]}`}
                >
                  {TRACKING_STEPS.map((step, index) => (
                    <li key={step} className="text-center text-xs">
                      <span
                        className={`block h-2 rounded-full ${index <= reached ? 'bg-gold' : 'bg-surface-raised'}`}
                      />
                      <span className={index <= reached ? 'text-ink' : 'text-ink-muted'}>
                        {ORDER_STATUS_LABELS[step]}
                      </span>
                    </li>
                  ))}
                </ol>
                <ul className="mt-3 text-sm">
                  {order.items.map((item) => (
                    <li key={item.perfumeName}>
                      {item.perfumeName} x {item.quantity}
                    </li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
