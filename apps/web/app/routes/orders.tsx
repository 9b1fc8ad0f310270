import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { apiFor } from '~/utils/api.server'
import { requireUser } from '~/utils/auth.server'
import { TestOrderBadge } from '~/components/test-order-badge'
import { formatPrice } from '~/utils/money'
import { ORDER_STATUS_LABELS } from '~/utils/orders'
import { useCurrency } from '~/utils/use-currency'
import { useStoreFlags } from '~/utils/use-store-flags'

export const meta: MetaFunction = () => [{ title: 'Mis Pedidos | Aurum Decants' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  const api = await apiFor(request)
  const { data: orders } = await api.GET('/api/orders')
  if (!orders) throw new Response('Error obteniendo pedidos', { status: 502 })
  return { orders }
}

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
              <p className="text-sm text-ink-muted">
                {new Date(order.createdAt).toLocaleDateString('es-ES')}
              </p>
              <ul className="mt-3 text-sm">
                {order.items.map((item) => (
                  <li key={`${item.perfumeName}-${item.size}`}>
                    {item.perfumeName} · {item.size} × {item.quantity}
                  </li>
                ))}
              </ul>
              <p className="mt-3 font-semibold">Total: {formatPrice(order.total, currency)}</p>
              {tracking ? (
                <Link
                  to="/tracking"
                  className="mt-2 inline-block text-sm text-gold hover:underline"
                >
                  Rastrear Envío
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
