import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { apiFor } from '~/utils/api.server'
import { requireUser } from '~/utils/auth.server'
import { TestOrderBadge } from '~/components/test-order-badge'
import { formatPrice } from '~/utils/money'
import { useCurrency } from '~/utils/use-currency'

export const meta: MetaFunction = () => [{ title: 'Pago Exitoso | Aurum Decants' }]

/** The order the payment became; while the payment event is still on its way, a short wait. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  const sessionId = new URL(request.url).searchParams.get('session_id') ?? ''
  if (!sessionId) throw new Response('Not Found', { status: 404 })
  const api = await apiFor(request)
  const { data: order } = await api.GET('/api/orders/by-session/{sessionId}', {
    params: { path: { sessionId } },
  })
  if (!order) return { order: null }
  const { code, email, isTest, status, total, items, events } = order
  return {
    order: {
      code,
      email,
      isTest,
      status,
      total,
      items: items.map(({ perfumeName, brand, size, quantity, unitPrice }) => ({
        perfumeName,
        brand,
        size,
        quantity,
        unitPrice,
      })),
      lastEvent: events.at(-1)?.description ?? null,
    },
  }
}

export default function Success() {
  const { order } = useLoaderData<typeof loader>()
  const currency = useCurrency()
  // No word about mail until the order exists: its confirmation is queued with it, not before.
  if (!order) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        {/* Looks again every 2 seconds, with or without JavaScript. */}
        <meta httpEquiv="refresh" content="2" />
        <h1 className="font-display text-3xl font-bold text-gold">Confirmando tu pago...</h1>
        <p role="status" className="mt-3 text-ink-muted">
          Estamos recibiendo la confirmación del pago. Esta página se actualizará en unos segundos.
        </p>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-center font-display text-4xl font-bold text-gold">Pago Exitoso</h1>
      <p className="mt-3 text-center text-ink-muted">
        Gracias por tu compra. Te hemos enviado la confirmación a {order.email}.
      </p>
      <section
        aria-labelledby="pedido"
        className="mt-8 rounded-2xl border border-line bg-surface p-6"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="pedido" className="font-display text-xl font-semibold">
            Pedido #{order.code}
          </h2>
          <TestOrderBadge isTest={order.isTest} />
        </div>
        <ul className="mt-4 divide-y divide-line">
          {order.items.map((item) => (
            <li
              key={`${item.perfumeName}-${item.size}`}
              className="flex justify-between py-2 text-sm"
            >
              <span>
                {item.perfumeName} ({item.brand}) · {item.size} × {item.quantity}
              </span>
              <span>{formatPrice(item.unitPrice, currency)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex justify-between font-semibold">
          <span>Total pagado</span>
          <span>{formatPrice(order.total, currency)}</span>
        </p>
        <h3 className="mt-6 font-semibold">Próximos pasos</h3>
        <p role="status" className="text-sm text-ink-muted">
          {order.status === 'pending'
            ? // Paid, but some size could not be served: said plainly, never as confirmed.
              order.lastEvent
            : 'Preparamos tu pedido en 24 horas laborables y te avisaremos cuando salga, con su número de seguimiento.'}
        </p>
      </section>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-full border border-gold px-6 py-3 text-gold hover:bg-surface-raised"
        >
          Volver al Inicio
        </Link>
        <Link
          to="/orders"
          className="rounded-full bg-gold px-6 py-3 font-semibold text-on-gold hover:bg-gold-strong"
        >
          Ver Mis Pedidos
        </Link>
      </div>
    </div>
  )
}
