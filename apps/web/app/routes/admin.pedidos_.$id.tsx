import {
  centsToText,
  moveRefundsPayment,
  textToCents,
  UpdateOrderStatusSchema,
} from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { type OrderMove, OrderMoveForm } from '~/components/admin/order-move-form'
import { OrderStatusBadge } from '~/components/admin/order-status-badge'
import {
  OrderItems,
  orderHeadingClass,
  orderLines,
  orderSectionClass,
} from '~/components/order-items'
import { TestOrderBadge } from '~/components/test-order-badge'
import { adminApi, refusal } from '~/utils/admin/admin-api.server'
import { formText, issuesByField } from '~/utils/admin/admin-forms.server'
import { findOrder, orderId } from '~/utils/admin/admin-orders.server'
import { formatStoreDateTime } from '~/utils/admin/store-time.server'
import { apiErrorText } from '~/utils/api-messages.server'
import { formatPrice } from '~/utils/money'
import { ORDER_STATUS_LABELS } from '~/utils/orders'
import { redirectWithToast } from '~/utils/toast.server'
import { useCurrency } from '~/utils/use-currency'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page ? `Pedido #${page.code}` : 'Pedido'} | Panel de Administración` },
]

const FAILURE = 'Error al actualizar estado del pedido'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const order = await findOrder(api, params.id ?? '')
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    email: order.email,
    isTest: order.isTest,
    date: formatStoreDateTime(order.createdAt),
    ...orderLines(order),
    address: order.shippingAddress,
    paymentReference: order.paymentSessionId,
    // What the decants cost from their bottles, and what is left of the goods' price after it.
    goods: order.costOfGoods
      ? {
          cost: order.costOfGoods,
          margin: centsToText(
            (textToCents(order.total) ?? 0) -
              (textToCents(order.shipping) ?? 0) -
              (textToCents(order.costOfGoods) ?? 0),
          ),
        }
      : null,
    refund: order.refundedAt
      ? {
          amount: order.refunded,
          date: formatStoreDateTime(order.refundedAt),
          reference: order.refundReference,
        }
      : null,
    shipment: order.trackingNumber
      ? { trackingNumber: order.trackingNumber, carrier: order.carrier }
      : null,
    events: order.events.map((event) => ({
      status: event.status,
      description: event.description,
      location: event.location,
      date: formatStoreDateTime(event.timestamp),
    })),
    // The API answers the moves its workflow allows from here; no other is offered.
    moves: order.nextStatuses
      .filter((status): status is OrderMove['status'] => status !== 'pending')
      .map((status) => ({ status, refunds: moveRefundsPayment(status) })),
  }
}

/** One move along the workflow; a refused form comes back filled in, anything else is a toast. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const id = orderId(params.id)
  const back = `/admin/pedidos/${id}`
  const form = await request.formData()
  const status = formText(form, 'status')
  const values = {
    trackingNumber: formText(form, 'trackingNumber'),
    carrier: formText(form, 'carrier'),
    location: formText(form, 'location'),
    note: formText(form, 'note'),
  }
  const failed = (message?: string) =>
    redirectWithToast(request, back, {
      title: FAILURE,
      description: message,
      variant: 'destructive',
    })
  const refused = (fieldErrors: Record<string, string[]>) =>
    data({ move: status, values, fieldErrors }, { status: 400 })

  const parsed = UpdateOrderStatusSchema.safeParse({ status, ...values })
  if (!parsed.success) {
    const fieldErrors = issuesByField(parsed.error)
    // Not a state at all: no form of the page sends that.
    if (fieldErrors.status) return failed(fieldErrors.status[0])
    return refused(fieldErrors)
  }
  // Money goes back: the box of the form says the administrator meant it.
  if (moveRefundsPayment(parsed.data.status) && form.get('confirmar') !== 'on')
    return refused({ confirmar: ['Marca la casilla para confirmar'] })

  const { error, response } = await api.PATCH('/api/admin/orders/{id}', {
    params: { path: { id } },
    body: parsed.data,
  })
  if (response.ok)
    return redirectWithToast(request, back, { title: 'Estado del pedido actualizado' })
  if (response.status === 404) throw new Response('Pedido no encontrado', { status: 404 })
  const { fieldErrors } = refusal(error, response)
  if (Object.keys(fieldErrors).some((field) => field !== 'form')) return refused(fieldErrors)
  // A 409 says which move the workflow refused; a 503, that the provider could not refund.
  const message = response.status === 503 ? apiErrorText(error) : undefined
  return failed(message ?? fieldErrors.form?.[0])
}

export default function AdminOrder() {
  const order = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const currency = useCurrency()
  const price = (text: string) => formatPrice(text, currency)
  const sending = navigation.state === 'submitting' ? navigation.formData?.get('status') : null
  const { address } = order
  return (
    <div className="flex flex-col gap-6">
      <Link to="/admin/pedidos" className="self-start text-sm text-gold hover:underline">
        Volver a pedidos
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-display text-2xl font-semibold">Pedido #{order.code}</h2>
        <OrderStatusBadge status={order.status} />
        <TestOrderBadge isTest={order.isTest} />
      </div>
      <p className="-mt-4 text-sm text-ink-muted">
        {order.email} · {order.date}
      </p>

      <div className="grid gap-6 lg:grid-cols-3">
        <OrderItems order={order} heading="h3" className="lg:col-span-2" />

        <section aria-labelledby="pedido-envio" className={orderSectionClass}>
          <h3 id="pedido-envio" className={orderHeadingClass}>
            Envío
          </h3>
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
          <dl className="mt-4 flex flex-col gap-2 text-sm">
            <div>
              <dt className="text-ink-muted">Número de seguimiento</dt>
              <dd className="font-mono">{order.shipment?.trackingNumber ?? 'Sin enviar aún'}</dd>
            </div>
            {order.shipment?.carrier ? (
              <div>
                <dt className="text-ink-muted">Empresa de transporte</dt>
                <dd>{order.shipment.carrier}</dd>
              </div>
            ) : null}
          </dl>
        </section>

        <section aria-labelledby="pedido-pago" className={orderSectionClass}>
          <h3 id="pedido-pago" className={orderHeadingClass}>
            Pago
          </h3>
          <dl className="mt-3 flex flex-col gap-2 text-sm">
            <div>
              <dt className="text-ink-muted">Referencia de pago</dt>
              <dd className="font-mono break-all">{order.paymentReference}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">Cupón</dt>
              <dd>{order.couponCode ?? 'Sin cupón'}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">Coste del producto</dt>
              <dd>
                {order.goods
                  ? `${price(order.goods.cost)} (margen ${price(order.goods.margin)})`
                  : 'Sin coste registrado en sus frascos'}
              </dd>
            </div>
            <div>
              <dt className="text-ink-muted">Reembolsado</dt>
              <dd>
                {order.refund
                  ? `${price(order.refund.amount)} el ${order.refund.date}`
                  : price('0.00')}
              </dd>
            </div>
            {order.refund?.reference ? (
              <div>
                <dt className="text-ink-muted">Referencia del reembolso</dt>
                <dd className="font-mono break-all">{order.refund.reference}</dd>
              </div>
            ) : null}
          </dl>
        </section>

        <section
          aria-labelledby="pedido-historial"
          className={`${orderSectionClass} lg:col-span-2`}
        >
          <h3 id="pedido-historial" className={orderHeadingClass}>
            Historial
          </h3>
          <ol className="mt-3 flex flex-col gap-3 border-l border-gold pl-4">
            {order.events.map((event, index) => (
              <li key={index} className="text-sm">
                <span className="font-semibold">{ORDER_STATUS_LABELS[event.status]}</span> ·{' '}
                {event.description}
                {event.location ? ` · ${event.location}` : null}
                <span className="block text-ink-muted">{event.date}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="pedido-acciones" className="flex flex-col gap-4">
        <h3 id="pedido-acciones" className={orderHeadingClass}>
          Cambiar estado
        </h3>
        {order.moves.length ? (
          <div className="grid gap-4 lg:grid-cols-2">
            {order.moves.map((move) => (
              <OrderMoveForm
                key={move.status}
                move={move}
                code={order.code}
                total={price(order.amounts.total)}
                refused={result?.move === move.status ? result : undefined}
                saving={sending === move.status}
              />
            ))}
          </div>
        ) : (
          <p className="text-ink-muted">
            Un pedido {ORDER_STATUS_LABELS[order.status].toLowerCase()} ya no cambia de estado.
          </p>
        )}
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return (
    <AdminErrorBoundary
      notFound="Pedido no encontrado"
      back={{ to: '/admin/pedidos', label: 'Volver a pedidos' }}
    />
  )
}
