import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { apiFailure, apiFor } from '~/utils/api.server'
import { requireCustomer, signOutIfEnded } from '~/utils/auth.server'
import { TestOrderBadge } from '~/components/test-order-badge'
import { formatPrice } from '~/utils/money'
import { ORDER_STATUS_LABELS } from '~/utils/orders'
import { orderCard } from '~/utils/orders.server'
import { useCurrency } from '~/utils/use-currency'
import { useStoreFlags } from '~/utils/use-store-flags'

export const meta: MetaFunction = () => [{ title: 'Mis Pedidos | Aurum Decants' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCustomer(request, 'Acceso denegado')
  const api = await apiFor(request)
  const answer = await api.GET('/api/orders')
  await signOutIfEnded(request, answer)
  const orders = answer.data
  if (!orders) throw apiFailure('Error obteniendo pedidos', answer)
  return { orders: orders.map(orderCard) }
}

const linkClass =
  'rounded-full border border-gold px-4 py-1.5 text-sm font-medium text-gold hover:bg-surface-raised'

export default function Orders() {
  const { orders } = useLoaderData<typeof loader>()
  const currency = useCurrency()
  const { tracking } = useStoreFlags()
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-gold">Mis Pedidos</h1>
      {orders.length === 0 ? (
        <p className="mt-8 text-ink-muted">No tienes órdenes aún</p>
      ) : (
        <ul className="mt-8 flex flex-col gap-4">
          {orders.map((order) => (
            <li key={order.id} className="rounded-2xl border border-line bg-surface p-6">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-display text-xl font-semibold">Pedido #{order.code}</h2>
                <TestOrderBadge isTest={order.isTest} />
                <span className="rounded-full border border-gold px-3 py-1 text-sm text-gold">
                  {ORDER_STATUS_LABELS[order.status]}
                </span>
              </div>
              <p className="text-sm text-ink-muted">{order.date}</p>
              <ul className="mt-3 text-sm">
                {order.items.map((item) => (
                  <li key={`${item.perfumeName}-${item.size}`}>
                    {item.perfumeName} · {item.size} × {item.quantity}
                  </li>
                ))}
              </ul>
              {order.delivery || order.trackingNumber ? (
                <div className="mt-3 text-sm">
                  {order.delivery ? <p>{order.delivery}</p> : null}
                  {order.trackingNumber ? (
                    <p>Número de seguimiento: {order.trackingNumber}</p>
                  ) : null}
                </div>
              ) : null}
              <p className="mt-3 font-semibold">Total: {formatPrice(order.total, currency)}</p>
              <div className="mt-4 flex flex-wrap gap-2">
                <Link to={`/orders/${order.id}`} className={linkClass}>
                  Ver Detalles<span className="sr-only"> del pedido #{order.code}</span>
                </Link>
                {tracking ? (
                  <Link to={`/tracking?pedido=${order.id}`} className={linkClass}>
                    Rastrear Envío<span className="sr-only"> del pedido #{order.code}</span>
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
