import type { ApiClient } from '@aurum/api-client'
import {
  centsToText,
  formatMoney,
  moveRefundsPayment,
  RefundRequestSchema,
  textToCents,
  UpdateOrderStatusSchema,
} from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import {
  cellClass,
  headCellClass,
  headRowClass,
  TableRegion,
  tableClass,
} from '~/components/admin/data-table'
import {
  dangerButton,
  FormAlert,
  inputClass,
  secondaryButton,
  TextAreaField,
} from '~/components/admin/form-controls'
import { type OrderMove, OrderMoveForm } from '~/components/admin/order-move-form'
import { OrderStatusBadge } from '~/components/admin/order-status-badge'
import {
  OrderItems,
  orderHeadingClass,
  orderLines,
  orderSectionClass,
} from '~/components/order-items'
import { TestOrderBadge } from '~/components/test-order-badge'
import { adminApi, guardAnswer, refusal } from '~/utils/admin/admin-api.server'
import { formText, issuesByField } from '~/utils/admin/admin-forms.server'
import { findOrder, orderId } from '~/utils/admin/admin-orders.server'
import { formatStoreDay } from '~/utils/orders.server'
import { formatStoreDateTime, STORE_TIME_ZONE } from '~/utils/admin/store-time.server'
import { apiErrorText } from '~/utils/api-messages.server'
import type { FieldErrors } from '~/utils/forms.server'
import { amountCents, formatPrice } from '~/utils/money'
import { ORDER_STATUS_LABELS } from '~/utils/orders'
import { redirectWithToast } from '~/utils/toast.server'
import { useCurrency } from '~/utils/use-currency'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page ? `Pedido #${page.code}` : 'Pedido'} | Panel de Administración` },
]

const FAILURE = 'Error al actualizar estado del pedido'
const REFUND_FAILURE = 'No se pudo hacer el reembolso'

/** "12.50" or "-3.00" from the API -> cents (a credit note's amounts are negative). */
/** An instant as a day of the shop's calendar: "28 de noviembre de 2026". */
function storeDate(iso: string): string {
  return new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: STORE_TIME_ZONE }).format(
    new Date(iso),
  )
}

const INVOICE_KINDS = {
  simplified: 'Factura simplificada',
  full: 'Factura completa',
  credit: 'Factura rectificativa',
} as const

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const order = await findOrder(api, params.id ?? '')
  const lineName = (id: string) => {
    const item = order.items.find((each) => each.id === id)
    return item ? `${item.perfumeName} ${item.size}` : 'Línea del pedido'
  }
  const refundableLines = order.items.map((item) => ({
    id: item.id,
    name: `${item.perfumeName} ${item.size}`,
    quantity: item.quantity,
    left: item.refundableQuantity,
  }))
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
    // The IVA inside the total, or why there is none (Canarias, Ceuta, Melilla).
    tax: {
      rate: order.taxRate,
      amount: order.taxTotal,
      base: order.taxableBase,
      outsideVatRegion: order.outsideVatRegion,
    },
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
    invoices: order.invoices.map((invoice) => ({
      number: invoice.number,
      kind: INVOICE_KINDS[
        invoice.kind === 'credit' ? 'credit' : invoice.simplified ? 'simplified' : 'full'
      ],
      totalCents: amountCents(invoice.total),
      date: formatStoreDateTime(invoice.issuedAt),
    })),
    withdrawal: {
      on: order.withdrawnAt ? storeDate(order.withdrawnAt) : null,
      until: order.withdrawableUntil ? formatStoreDay(order.withdrawableUntil) : null,
    },
    refunds: order.refunds.map((refund) => ({
      id: refund.id,
      status: refund.status,
      fromProvider: refund.source === 'provider',
      amountCents: amountCents(refund.amount),
      // What it gave back: '1 × Sauvage 5ml', 'Envío'.
      parts: [
        ...refund.items.map((line) => `${line.quantity} × ${lineName(line.orderItemId)}`),
        ...(amountCents(refund.shipping) > 0 ? ['Envío'] : []),
      ],
      reason: refund.reason,
      reference: refund.providerReference,
      attempts: refund.attempts,
      lastError: refund.lastError,
      date: formatStoreDateTime(refund.createdAt),
    })),
    // The refund form: offered while something is left to give back and can be chosen.
    refundable:
      amountCents(order.refundable) > 0 &&
      (order.shippingRefundable || refundableLines.some((line) => line.left > 0))
        ? {
            amountCents: amountCents(order.refundable),
            lines: refundableLines,
            shipping: order.shippingRefundable ? order.shipping : null,
          }
        : null,
  }
}

/** What a refused refund had typed, so nothing is lost: units by line, the shipping box, the reason. */
interface RefundValues {
  quantities: Record<string, string>
  shipping: boolean
  reason: string
}

/** 'Reembolsar': units of some lines, the shipping, or both; a refused form comes back filled in. */
async function refundOrder(request: Request, api: ApiClient, id: string, form: FormData) {
  const back = `/admin/pedidos/${id}`
  const lineIds = form.getAll('orderItemId').map(String)
  const typed = form.getAll('quantity').map(String)
  const values: RefundValues = {
    quantities: Object.fromEntries(lineIds.map((lineId, index) => [lineId, typed[index] ?? ''])),
    shipping: form.get('shipping') === 'on',
    reason: formText(form, 'reason'),
  }
  const refused = (fieldErrors: FieldErrors, status = 400) =>
    data({ intent: 'refund' as const, values, fieldErrors }, { status })

  const parsed = RefundRequestSchema.safeParse({
    // A line left at 0 (or empty) is not part of the refund.
    items: lineIds
      .map((orderItemId, index) => ({ orderItemId, quantity: typed[index]?.trim() || '0' }))
      .filter((line) => Number(line.quantity) !== 0),
    shipping: values.shipping,
    reason: values.reason,
  })
  if (!parsed.success) return refused(issuesByField(parsed.error))

  const {
    data: order,
    error,
    response,
  } = await api.POST('/api/admin/orders/{id}/refunds', {
    params: { path: { id } },
    body: parsed.data,
  })
  if (order) {
    const refund = order.refunds.at(-1)
    const amount = formatMoney(amountCents(refund?.amount ?? '0'), order.currency)
    // The provider may not have answered yet: the refund waits and is asked again by itself.
    if (refund?.status !== 'succeeded')
      return redirectWithToast(request, back, {
        title: 'Reembolso pendiente',
        description: `El proveedor de pago no confirmó el reembolso de ${amount}${
          refund?.lastError ? ` (${refund.lastError})` : ''
        }: se volverá a pedir en unos minutos.`,
        variant: 'destructive',
      })
    return redirectWithToast(request, back, {
      title: 'Reembolso hecho',
      description: `${amount} devueltos al cliente`,
    })
  }
  if (response.status === 404) throw new Response('Pedido no encontrado', { status: 404 })
  const { fieldErrors, status } = refusal(error, response)
  // A 503 says why (a real payment while the shop runs the test provider); other 5xx say nothing.
  if (response.status === 503) fieldErrors.form = [apiErrorText(error)]
  if (!Object.keys(fieldErrors).length) fieldErrors.form = [apiErrorText(error)]
  return refused(fieldErrors, status)
}

/** 'Reintentar': the provider is asked again for a refund that failed or still waits. */
async function retryRefund(request: Request, api: ApiClient, id: string, form: FormData) {
  const back = `/admin/pedidos/${id}`
  const refundId = formText(form, 'refundId')
  const failed = (description: string) =>
    redirectWithToast(request, back, {
      title: 'No se pudo reintentar el reembolso',
      description,
      variant: 'destructive',
    })
  if (!refundId) return failed('Reembolso no encontrado')
  const {
    data: order,
    error,
    response,
  } = await api.POST('/api/admin/refunds/{id}/retry', {
    params: { path: { id: refundId } },
  })
  guardAnswer(response)
  if (!order) return failed(apiErrorText(error, 'Reembolso no encontrado'))
  const refund = order.refunds.find((each) => each.id === refundId)
  if (refund?.status === 'succeeded')
    return redirectWithToast(request, back, {
      title: 'Reembolso hecho',
      description: `${formatMoney(amountCents(refund.amount), order.currency)} devueltos al cliente`,
    })
  return failed(
    refund?.lastError
      ? `El proveedor de pago sigue sin hacerlo: ${refund.lastError}`
      : 'El proveedor de pago sigue sin hacerlo',
  )
}

/**
 * The page's forms, by their intent: a refund, a refund asked again, or one move along the
 * workflow (the move forms post no intent); a refused form comes back filled in, anything else is
 * a toast.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await adminApi(request)
  const id = orderId(params.id)
  const back = `/admin/pedidos/${id}`
  const form = await request.formData()
  const intent = formText(form, 'intent')
  if (intent === 'refund') return refundOrder(request, api, id, form)
  if (intent === 'retry') return retryRefund(request, api, id, form)

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
    data({ intent: 'move' as const, move: status, values, fieldErrors }, { status: 400 })

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

type Page = Awaited<ReturnType<typeof loader>>

const REFUND_STATES = { pending: 'Pendiente', succeeded: 'Hecho', failed: 'Fallido' } as const
const REFUND_STATE_CLASSES = {
  pending: 'font-semibold text-gold',
  succeeded: 'text-ink',
  failed: 'font-semibold text-danger',
} as const

/** The order's refunds, newest last, with 'Reintentar' on those the provider has not made. */
function RefundList({ refunds, retrying }: { refunds: Page['refunds']; retrying: string | null }) {
  const currency = useCurrency()
  if (!refunds.length) return <p className="text-sm text-ink-muted">Sin reembolsos.</p>
  return (
    <TableRegion label="Lista de reembolsos">
      <table className={`${tableClass} min-w-[44rem]`}>
        <caption className="sr-only">Reembolsos del pedido, el más antiguo primero</caption>
        <thead className={headRowClass}>
          <tr>
            <th scope="col" className={headCellClass}>
              Fecha
            </th>
            <th scope="col" className={headCellClass}>
              Importe
            </th>
            <th scope="col" className={headCellClass}>
              Estado
            </th>
            <th scope="col" className={headCellClass}>
              Detalle
            </th>
            <th scope="col" className={headCellClass}>
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {refunds.map((refund) => (
            <tr key={refund.id}>
              <td className={`${cellClass} whitespace-nowrap`} data-label="Fecha">
                {refund.date}
              </td>
              <td className={`${cellClass} whitespace-nowrap tabular-nums`} data-label="Importe">
                {formatMoney(refund.amountCents, currency)}
              </td>
              <td className={cellClass} data-label="Estado">
                <span className={REFUND_STATE_CLASSES[refund.status]}>
                  {REFUND_STATES[refund.status]}
                </span>
              </td>
              <td className={cellClass} data-label="Detalle">
                {refund.parts.length ? (
                  <span className="block">{refund.parts.join(', ')}</span>
                ) : null}
                {refund.fromProvider ? (
                  <span className="block text-ink-muted">Hecho en el panel del proveedor</span>
                ) : null}
                {refund.reason ? (
                  <span className="block text-ink-muted">Motivo: {refund.reason}</span>
                ) : null}
                {refund.reference ? (
                  <span className="block font-mono text-xs break-all text-ink-muted">
                    {refund.reference}
                  </span>
                ) : null}
                {refund.status !== 'succeeded' ? (
                  <span className="block text-ink-muted">
                    {refund.attempts === 1 ? '1 intento' : `${refund.attempts} intentos`}
                    {refund.lastError ? ` · Último error: ${refund.lastError}` : null}
                  </span>
                ) : null}
              </td>
              <td className={`${cellClass} text-right`}>
                {refund.status !== 'succeeded' ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="retry" />
                    <input type="hidden" name="refundId" value={refund.id} />
                    <button
                      type="submit"
                      disabled={retrying === refund.id}
                      aria-label={`Reintentar el reembolso de ${formatMoney(refund.amountCents, currency)} del ${refund.date}`}
                      className={`${secondaryButton} whitespace-nowrap disabled:opacity-60`}
                    >
                      {retrying === refund.id ? 'Reintentando...' : 'Reintentar'}
                    </button>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  )
}

/** 'Reembolsar': units per line (0 to what is left), the shipping once, and a reason. */
function RefundForm({
  refundable,
  refused,
  saving,
}: {
  refundable: NonNullable<Page['refundable']>
  refused?: { values: RefundValues; fieldErrors: FieldErrors }
  saving: boolean
}) {
  const currency = useCurrency()
  const errors = refused?.fieldErrors ?? {}
  const values = refused?.values
  const linesError = errors.items?.length ? 'reembolso-lineas-error' : undefined
  // What is not a field's own message goes to the summary.
  const summary = Object.entries(errors)
    .filter(([field]) => !['items', 'reason'].includes(field))
    .flatMap(([, messages]) => messages)
  return (
    <Form
      method="post"
      aria-labelledby="reembolso-titulo"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5"
    >
      <h4 id="reembolso-titulo" className="font-display text-lg font-semibold">
        Reembolsar
      </h4>
      <p className="text-sm text-ink-muted">
        Devuelve al cliente unidades de sus líneas, el envío o ambos, a lo que pagó por ellos.
        Quedan {formatMoney(refundable.amountCents, currency)} por devolver.
      </p>
      <FormAlert title={refused ? REFUND_FAILURE : undefined} messages={summary} />
      <input type="hidden" name="intent" value="refund" />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">Unidades</legend>
        {refundable.lines.map((line) => {
          const fieldId = `reembolso-unidades-${line.id}`
          return line.left > 0 ? (
            <div key={line.id} className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="orderItemId" value={line.id} />
              <div className="min-w-0 flex-1 text-sm">
                <label htmlFor={fieldId}>Unidades a reembolsar de {line.name}</label>
                <p id={`${fieldId}-ayuda`} className="text-xs text-ink-muted">
                  Quedan {line.left} de {line.quantity}
                </p>
              </div>
              <div className="w-24">
                <input
                  id={fieldId}
                  type="number"
                  name="quantity"
                  min={0}
                  max={line.left}
                  step={1}
                  inputMode="numeric"
                  defaultValue={values?.quantities[line.id] ?? '0'}
                  aria-invalid={linesError ? true : undefined}
                  aria-describedby={[`${fieldId}-ayuda`, linesError].filter(Boolean).join(' ')}
                  className={inputClass}
                />
              </div>
            </div>
          ) : (
            <p key={line.id} className="text-sm text-ink-muted">
              {line.name}: ya reembolsado
            </p>
          )
        })}
        {linesError ? (
          <p id={linesError} className="text-sm text-danger">
            {errors.items?.join('. ')}
          </p>
        ) : null}
      </fieldset>
      {refundable.shipping ? (
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="shipping"
            defaultChecked={values?.shipping}
            className="mt-0.5 h-5 w-5 shrink-0 accent-gold"
          />
          <span>
            Reembolsar el envío
            <span className="block text-xs text-ink-muted">
              {formatPrice(refundable.shipping, currency)}
            </span>
          </span>
        </label>
      ) : null}
      <TextAreaField
        name="reason"
        label="Motivo"
        rows={2}
        maxLength={500}
        defaultValue={values?.reason}
        errors={errors.reason}
      />
      <button type="submit" disabled={saving} className={`${dangerButton} self-start`}>
        {saving ? 'Reembolsando...' : 'Reembolsar'}
      </button>
    </Form>
  )
}

export default function AdminOrder() {
  const order = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const currency = useCurrency()
  const price = (text: string) => formatPrice(text, currency)
  const submitting = navigation.state === 'submitting' ? navigation.formData : undefined
  const sending = submitting?.get('intent') ? null : submitting?.get('status')
  const retrying = submitting?.get('intent') === 'retry' ? String(submitting.get('refundId')) : null
  const { address, tax } = order
  const moveRefused = result?.intent === 'move' ? result : undefined
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
      {/* Plain links: the browser downloads the PDF, with JavaScript or without. */}
      <div className="-mt-2 flex flex-wrap gap-3 text-sm">
        <a
          href={`/admin/pedidos/${order.id}/albaran.pdf`}
          download
          className="rounded-full border border-gold px-4 py-2 font-medium text-gold hover:bg-surface-raised"
        >
          Albarán (PDF)
        </a>
        <a
          href={`/admin/pedidos/${order.id}/etiquetas.pdf`}
          download
          className="rounded-full border border-gold px-4 py-2 font-medium text-gold hover:bg-surface-raised"
        >
          Etiquetas (PDF)
        </a>
      </div>
      {order.withdrawal.on ? (
        <p className="rounded-2xl border border-gold px-4 py-3 font-semibold">
          {order.refundable
            ? `El cliente desistió el ${order.withdrawal.on}: reembolsa cuando recibas los productos`
            : `El cliente desistió el ${order.withdrawal.on}; el pedido ya está reembolsado`}
        </p>
      ) : null}

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
            {tax.outsideVatRegion ? (
              <div>
                <dt className="text-ink-muted">IVA</dt>
                <dd>Operación no sujeta a IVA ({tax.outsideVatRegion})</dd>
              </div>
            ) : (
              <>
                <div>
                  <dt className="text-ink-muted">Base imponible</dt>
                  <dd>{price(tax.base)}</dd>
                </div>
                <div>
                  <dt className="text-ink-muted">
                    IVA ({new Intl.NumberFormat('es-ES').format(tax.rate)} %)
                  </dt>
                  <dd>{price(tax.amount)} incluido</dd>
                </div>
              </>
            )}
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

        <section aria-labelledby="pedido-facturas" className={orderSectionClass}>
          <h3 id="pedido-facturas" className={orderHeadingClass}>
            Facturas
          </h3>
          {order.invoices.length ? (
            <ul className="mt-3 flex flex-col gap-3 text-sm">
              {order.invoices.map((invoice) => (
                <li key={invoice.number}>
                  <a
                    href={`/admin/facturas/${invoice.number}.pdf`}
                    className="font-mono font-semibold text-gold hover:underline"
                  >
                    {invoice.number}
                    <span className="sr-only"> (PDF)</span>
                  </a>
                  <span className="block">
                    {invoice.kind} · {formatMoney(invoice.totalCents, currency)}
                  </span>
                  <span className="block text-ink-muted">{invoice.date}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-ink-muted">Sin facturas.</p>
          )}
        </section>
      </div>

      <section aria-labelledby="pedido-reembolsos" className="flex flex-col gap-4">
        <h3 id="pedido-reembolsos" className={orderHeadingClass}>
          Reembolsos
        </h3>
        {order.withdrawal.until && !order.withdrawal.on ? (
          <p className="text-sm text-ink-muted">
            El cliente puede desistir hasta el {order.withdrawal.until}.
          </p>
        ) : null}
        <RefundList refunds={order.refunds} retrying={retrying} />
        {order.refundable ? (
          <RefundForm
            // A new refund starts a blank form: what was typed for the last one is not kept.
            key={order.refunds.length}
            refundable={order.refundable}
            refused={result?.intent === 'refund' ? result : undefined}
            saving={submitting?.get('intent') === 'refund'}
          />
        ) : (
          <p className="text-sm text-ink-muted">No queda nada por reembolsar.</p>
        )}
      </section>

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
                total={formatMoney(order.refundable?.amountCents ?? 0, currency)}
                refused={moveRefused?.move === move.status ? moveRefused : undefined}
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
