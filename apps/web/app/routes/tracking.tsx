import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useState } from 'react'
import { apiFailure, apiFor } from '~/utils/api.server'
import { requireCustomer, signOutIfEnded } from '~/utils/auth.server'
import { TestOrderBadge } from '~/components/test-order-badge'
import { formatStoreDateTime } from '~/utils/admin/store-time.server'
import { formatPrice } from '~/utils/money'
import { requireEnabled } from '~/utils/store-settings.server'
import { ORDER_STATUS_LABELS, TRACKING_STEPS } from '~/utils/orders'
import { deliveryText, formatOrderDate } from '~/utils/orders.server'
import { useCurrency } from '~/utils/use-currency'
import { useHydrated } from '~/utils/use-hydrated'

export const meta: MetaFunction = () => [{ title: 'Seguimiento | Aurum Decants' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireEnabled('orderTrackingEnabled')
  await requireCustomer(request, 'Acceso requerido')
  const api = await apiFor(request)
  const query = new URL(request.url).searchParams
  const number = query.get('numero')?.trim().slice(0, 40) ?? ''
  // 'Rastrear Envío' of an order comes here with its id; anything else selects nothing.
  const selectedId = query.get('pedido') ?? ''
  // The customer's orders carry their events; the latest notifications are matched to them.
  const [orders, notifications, events] = await Promise.all([
    api.GET('/api/orders'),
    api.GET('/api/notifications'),
    number
      ? api.GET('/api/tracking/{trackingNumber}', { params: { path: { trackingNumber: number } } })
      : null,
  ])
  await signOutIfEnded(request, orders, notifications, events)
  if (!orders.data) throw apiFailure('Error obteniendo pedidos', orders)
  const notices = notifications.data?.items ?? []
  return {
    selectedId: orders.data.some((order) => order.id === selectedId) ? selectedId : null,
    orders: orders.data.map((order) => ({
      id: order.id,
      code: order.code,
      status: order.status,
      date: formatOrderDate(order.createdAt),
      total: order.total,
      trackingNumber: order.trackingNumber,
      delivery: deliveryText(order),
      isTest: order.isTest,
      items: order.items.map(({ perfumeName, quantity }) => ({ perfumeName, quantity })),
      events: order.events.map((event) => ({
        description: event.description,
        location: event.location,
        time: formatStoreDateTime(event.timestamp),
      })),
      // An order's notifications name it by its code (#ABCD1234).
      notifications: notices
        .filter((notice) => new RegExp(`#${order.code}\\b`).test(notice.message))
        .map((notice) => ({
          id: notice.id,
          title: notice.title,
          message: notice.message,
          isRead: notice.isRead,
          time: formatStoreDateTime(notice.createdAt),
        })),
    })),
    number,
    events: events
      ? (events.data ?? []).map((event) => ({
          id: event.id,
          description: event.description,
          location: event.location,
          time: formatStoreDateTime(event.timestamp),
        }))
      : null,
  }
}

export default function Tracking() {
  const { orders, number, events, selectedId } = useLoaderData<typeof loader>()
  const currency = useCurrency()
  const selected = orders.find((order) => order.id === selectedId)
  // 'Buscar' only once something is typed (spec 001); without scripts, required and the pattern
  // hold a blank search back, and the loader ignores one.
  const hydrated = useHydrated()
  const [typed, setTyped] = useState(number)
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
          onChange={(event) => setTyped(event.currentTarget.value)}
          required
          pattern=".*\S.*"
          placeholder="Número de seguimiento"
          className="flex-1 rounded-lg border border-line bg-canvas px-3 py-2 text-ink"
        />
        <button
          type="submit"
          disabled={hydrated && !typed.trim()}
          className="rounded-full bg-gold px-5 py-2 font-semibold text-on-gold disabled:cursor-not-allowed disabled:opacity-50"
        >
          Buscar
        </button>
      </Form>
      {events ? (
        events.length ? (
          <ol aria-label="Eventos del envío" className="mt-4 flex flex-col gap-2">
            {events.map((event) => (
              <li key={event.id} className="rounded-lg border border-line bg-surface p-3 text-sm">
                <strong>{event.description}</strong> {event.location ? `· ${event.location}` : null}
                <span className="block text-ink-muted">{event.time}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-4 text-ink-muted">
            No se encontró información para este número de seguimiento
          </p>
        )
      ) : null}

      {selected ? (
        <section
          aria-labelledby="pedido-seleccionado"
          className="mt-8 rounded-2xl border-2 border-gold bg-surface p-6"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="pedido-seleccionado" className="font-display text-2xl font-semibold">
              Seguimiento del pedido #{selected.code}
            </h2>
            <span className="rounded-full border border-gold px-3 py-1 text-sm text-gold">
              {ORDER_STATUS_LABELS[selected.status]}
            </span>
          </div>
          <p className="mt-2 text-sm">
            {selected.trackingNumber
              ? `Número de seguimiento: ${selected.trackingNumber}`
              : 'Sin número de seguimiento aún'}
          </p>
          {selected.delivery ? <p className="text-sm">{selected.delivery}</p> : null}
          <ol
            aria-label={`Eventos del pedido #${selected.code}`}
            className="mt-4 flex flex-col gap-2 border-l border-gold pl-3 text-sm"
          >
            {selected.events.map((event, index) => (
              <li key={index}>
                <strong>{event.description}</strong>
                {event.location ? ` · ${event.location}` : null}
                <span className="block text-xs text-ink-muted">{event.time}</span>
              </li>
            ))}
          </ol>
          <Link
            to={`/orders/${selected.id}`}
            className="mt-4 inline-block text-sm text-gold hover:underline"
          >
            Ver Detalles<span className="sr-only"> del pedido #{selected.code}</span>
          </Link>
        </section>
      ) : null}

      <h2 className="mt-10 font-display text-2xl font-semibold">Pedidos Recientes</h2>
      {orders.length === 0 ? (
        <p className="mt-4 text-ink-muted">No tienes pedidos</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {orders.map((order) => {
            const reached = TRACKING_STEPS.indexOf(order.status as (typeof TRACKING_STEPS)[number])
            return (
              <li
                key={order.id}
                aria-current={order.id === selectedId ? 'true' : undefined}
                className={`rounded-2xl border bg-surface p-6 ${order.id === selectedId ? 'border-gold' : 'border-line'}`}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-display text-lg font-semibold">Pedido #{order.code}</h3>
                  <TestOrderBadge isTest={order.isTest} />
                  <span className="rounded-full border border-gold px-3 py-1 text-sm text-gold">
                    {ORDER_STATUS_LABELS[order.status]}
                  </span>
                </div>
                <p className="text-sm text-ink-muted">
                  {order.date} ·{' '}
                  {order.trackingNumber
                    ? `Número de seguimiento: ${order.trackingNumber}`
                    : 'Sin número de seguimiento aún'}{' '}
                  · {formatPrice(order.total, currency)} · {order.items.length}{' '}
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
                <div className="mt-4 grid gap-4 sm:grid-cols-2">
                  <section aria-labelledby={`historial-${order.id}`}>
                    <h4 id={`historial-${order.id}`} className="text-sm font-semibold">
                      Historial del pedido
                    </h4>
                    <ol className="mt-2 flex flex-col gap-2 border-l border-gold pl-3 text-sm">
                      {order.events.map((event, index) => (
                        <li key={index}>
                          {event.description}
                          {event.location ? ` · ${event.location}` : null}
                          <span className="block text-xs text-ink-muted">{event.time}</span>
                        </li>
                      ))}
                    </ol>
                  </section>
                  {order.notifications.length ? (
                    <section aria-labelledby={`avisos-${order.id}`}>
                      <h4 id={`avisos-${order.id}`} className="text-sm font-semibold">
                        Notificaciones
                      </h4>
                      <ul className="mt-2 flex flex-col gap-2 text-sm">
                        {order.notifications.map((notice) => (
                          <li
                            key={notice.id}
                            className="rounded-lg border border-line bg-canvas px-3 py-2"
                          >
                            <span className="font-semibold">{notice.title}</span>
                            {notice.isRead ? null : (
                              <span className="ml-2 rounded-full bg-gold px-2 text-xs text-on-gold">
                                Nueva
                              </span>
                            )}
                            <span className="block">{notice.message}</span>
                            <span className="block text-xs text-ink-muted">{notice.time}</span>
                          </li>
                        ))}
                      </ul>
                    </section>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
