import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import {
  OrderItems,
  orderHeadingClass,
  orderLines,
  orderSectionClass,
} from '~/components/order-items'
import { TestOrderBadge } from '~/components/test-order-badge'
import { formatStoreDateTime } from '~/utils/admin/store-time.server'
import { apiFailure, apiFor } from '~/utils/api.server'
import { requireCustomer, signOutIfEnded } from '~/utils/auth.server'
import { ORDER_STATUS_LABELS } from '~/utils/orders'
import { deliveryText, formatOrderDate, orderIdFrom } from '~/utils/orders.server'
import { useStoreFlags } from '~/utils/use-store-flags'

export const meta: MetaFunction<typeof loader> = ({ data: order }) => [
  { title: `${order ? `Pedido #${order.code}` : 'Pedido'} | Aurum Decants` },
]

/** One of the customer's orders; anyone else's, or no order at all, is the 404 page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireCustomer(request, 'Acceso denegado')
  const id = orderIdFrom(params.id)
  const api = await apiFor(request)
  const answer = await api.GET('/api/orders/{id}', { params: { path: { id } } })
  await signOutIfEnded(request, answer)
  const { data: order, response } = answer
  if (response.status === 404) throw new Response('Pedido no encontrado', { status: 404 })
  if (!order) throw apiFailure('Error obteniendo el pedido', answer)
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    isTest: order.isTest,
    date: formatOrderDate(order.createdAt),
    delivery: deliveryText(order),
    trackingNumber: order.trackingNumber,
    ...orderLines(order),
    address: order.shippingAddress,
    events: order.events.map((event) => ({
      description: event.description,
      location: event.location,
      time: formatStoreDateTime(event.timestamp),
    })),
  }
}

export default function CustomerOrder() {
  const order = useLoaderData<typeof loader>()
  const { tracking } = useStoreFlags()
  const { address } = order
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Link to="/orders" className="self-start text-sm text-gold hover:underline">
        Volver a Mis Pedidos
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-4xl font-bold text-gold">Pedido #{order.code}</h1>
        <span className="rounded-full border border-gold px-3 py-1 text-sm text-gold">
          {ORDER_STATUS_LABELS[order.status]}
        </span>
        <TestOrderBadge isTest={order.isTest} />
      </div>
      <div className="-mt-3 flex flex-col gap-1 text-sm">
        <p className="text-ink-muted">Realizado el {order.date}</p>
        {order.delivery ? <p>{order.delivery}</p> : null}
        {order.trackingNumber ? <p>Número de seguimiento: {order.trackingNumber}</p> : null}
      </div>
      {tracking ? (
        <Link
          to={`/tracking?pedido=${order.id}`}
          className="self-start rounded-full bg-gold px-5 py-2 font-semibold text-on-gold hover:bg-gold-strong"
        >
          Rastrear Envío
        </Link>
      ) : null}

      <div className="grid gap-6 md:grid-cols-3">
        <OrderItems order={order} heading="h2" className="md:col-span-2" />

        <section aria-labelledby="pedido-direccion" className={orderSectionClass}>
          <h2 id="pedido-direccion" className={orderHeadingClass}>
            Dirección de envío
          </h2>
          <address className="mt-3 text-sm not-italic">
            {address.name}
            <br />
            {address.street}
            <br />
            {address.zipCode} {address.city} ({address.state})
            <br />
            {address.country}
            <br />
            {address.phone}
          </address>
        </section>

        <section
          aria-labelledby="pedido-historial"
          className={`${orderSectionClass} md:col-span-3`}
        >
          <h2 id="pedido-historial" className={orderHeadingClass}>
            Historial del pedido
          </h2>
          <ol className="mt-3 flex flex-col gap-3 border-l border-gold pl-4">
            {order.events.map((event, index) => (
              <li key={index} className="text-sm">
                <span className="font-semibold">{event.description}</span>
                {event.location ? ` · ${event.location}` : null}
                <span className="block text-ink-muted">{event.time}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  )
}
