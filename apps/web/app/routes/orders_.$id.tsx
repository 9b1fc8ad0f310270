import { FullInvoiceSchema, STORE_TIME_ZONE } from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { FormField } from '~/components/form-field'
import {
  OrderItems,
  orderHeadingClass,
  orderLines,
  orderSectionClass,
} from '~/components/order-items'
import { TestOrderBadge } from '~/components/test-order-badge'
import { formatStoreDateTime } from '~/utils/admin/store-time.server'
import { apiErrorText, apiFieldErrors } from '~/utils/api-messages.server'
import { apiFailure, apiFor } from '~/utils/api.server'
import { requireCustomer, requireUser, signOutIfEnded } from '~/utils/auth.server'
import { type FieldErrors, parseForm } from '~/utils/forms.server'
import { formatPrice } from '~/utils/money'
import { ORDER_STATUS_LABELS } from '~/utils/orders'
import { deliveryText, formatOrderDate, formatStoreDay, orderIdFrom } from '~/utils/orders.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import { useCurrency } from '~/utils/use-currency'
import { useStoreFlags } from '~/utils/use-store-flags'

export const meta: MetaFunction<typeof loader> = ({ data: order }) => [
  { title: `${order ? `Pedido #${order.code}` : 'Pedido'} | Aurum Decants` },
]

const FULL_INVOICE_FIELDS = ['name', 'taxId', 'address'] as const
type FullInvoiceField = (typeof FULL_INVOICE_FIELDS)[number]

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
  const hasFullInvoice = order.invoices.some(
    (invoice) => invoice.kind === 'invoice' && !invoice.simplified,
  )
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    isTest: order.isTest,
    date: formatOrderDate(order.createdAt),
    delivery: deliveryText(order),
    trackingNumber: order.trackingNumber,
    ...orderLines(order),
    tax: {
      rate: order.taxRate,
      total: order.taxTotal,
      outsideVatRegion: order.outsideVatRegion,
    },
    address: order.shippingAddress,
    events: order.events.map((event) => ({
      description: event.description,
      location: event.location,
      time: formatStoreDateTime(event.timestamp),
    })),
    invoices: order.invoices.map((invoice) => ({
      number: invoice.number,
      label: invoiceLabel(invoice),
      date: formatOrderDate(invoice.issuedAt),
      total: invoice.total,
    })),
    // The API issues a full invoice in place of the simplified one of the payment, once.
    fullInvoiceOffered: !hasFullInvoice && order.invoices.some((invoice) => invoice.simplified),
    withdrawal: withdrawalOf(order, new URL(request.url).searchParams.get('desistir') === '1'),
  }
}

function invoiceLabel(invoice: { kind: 'invoice' | 'credit'; simplified: boolean }): string {
  if (invoice.kind === 'credit') return 'Factura rectificativa'
  return invoice.simplified ? 'Factura simplificada' : 'Factura completa'
}

/**
 * Where the customer's right to withdraw stands, as the page tells it: used (when, and where the
 * receipt went), open until a day (with the confirmation step when ?desistir=1 asks for it), or
 * nothing to offer.
 */
function withdrawalOf(
  order: {
    status: string
    withdrawnAt: string | null
    withdrawableUntil: string | null
    email: string
  },
  confirming: boolean,
) {
  if (order.withdrawnAt) {
    const at = new Date(order.withdrawnAt)
    return {
      state: 'withdrawn' as const,
      day: new Intl.DateTimeFormat('es-ES', {
        dateStyle: 'long',
        timeZone: STORE_TIME_ZONE,
      }).format(at),
      time: new Intl.DateTimeFormat('es-ES', {
        timeStyle: 'short',
        timeZone: STORE_TIME_ZONE,
      }).format(at),
      email: order.email,
      // Once refunded, there is nothing left to send back.
      refunded: order.status === 'refunded',
    }
  }
  if (!order.withdrawableUntil) return null
  return {
    state: 'open' as const,
    until: formatStoreDay(order.withdrawableUntil),
    confirming,
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request)
  const id = orderIdFrom(params.id)
  const form = await request.formData()
  const intent = form.get('intent')
  if (intent === 'withdraw') return withdraw(request, id)
  if (intent === 'full-invoice') return requestFullInvoice(request, id, form)
  return redirect(`/orders/${id}`)
}

/** The second click of 'Desistir del contrato': the API records it and mails the receipt. */
async function withdraw(request: Request, id: string) {
  const api = await apiFor(request)
  const answer = await api.POST('/api/orders/{id}/withdrawal', { params: { path: { id } } })
  await signOutIfEnded(request, answer)
  const { data: order, error, response } = answer
  if (response.status === 404) throw new Response('Pedido no encontrado', { status: 404 })
  const back = `/orders/${id}#desistimiento`
  if (!order) {
    // Already withdrawn, not delivered (any more), or past its 14 days: the API says which.
    return redirectWithToast(request, back, {
      title: 'No se pudo registrar el desistimiento',
      description: rateLimitMessage(response) ?? apiErrorText(error),
      variant: 'destructive',
    })
  }
  // The API queued the receipt in the transaction that recorded the withdrawal: it is on its way.
  return redirectWithToast(request, back, {
    title: 'Desistimiento recibido',
    description: 'Te hemos enviado el justificante por correo electrónico.',
  })
}

/** 'Solicitar factura completa': checked here with the API's own schema, then issued by it. */
async function requestFullInvoice(request: Request, id: string, form: FormData) {
  const values = Object.fromEntries(
    FULL_INVOICE_FIELDS.map((field) => [field, String(form.get(field) ?? '')]),
  ) as Record<FullInvoiceField, string>
  const refused = (fieldErrors: FieldErrors, status: number) =>
    data({ fieldErrors, values }, { status })
  const parsed = parseForm(FullInvoiceSchema, form, [...FULL_INVOICE_FIELDS])
  if (parsed.fieldErrors) return refused(parsed.fieldErrors, 400)

  const api = await apiFor(request)
  const answer = await api.POST('/api/orders/{id}/invoices', {
    params: { path: { id } },
    body: parsed.data,
  })
  await signOutIfEnded(request, answer)
  const { data: invoice, error, response } = answer
  if (response.status === 404) throw new Response('Pedido no encontrado', { status: 404 })
  if (response.status === 409) {
    // A full invoice exists already (another tab): the page shows it, the form is gone.
    return redirectWithToast(request, `/orders/${id}#facturas`, {
      title: 'No se pudo emitir la factura completa',
      description: apiErrorText(error),
      variant: 'destructive',
    })
  }
  if (!invoice) {
    const fieldErrors = apiFieldErrors(error)
    const message =
      rateLimitMessage(response) ??
      (Object.keys(fieldErrors).length ? 'Revisa los campos marcados.' : apiErrorText(error))
    return refused(
      { ...fieldErrors, form: [message] },
      response.status >= 500 ? 502 : response.status,
    )
  }
  return redirectWithToast(request, `/orders/${id}#facturas`, {
    title: 'Factura completa emitida',
    description: `Ya puedes descargar la factura ${invoice.number}.`,
  })
}

type Order = ReturnType<typeof useLoaderData<typeof loader>>

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
        <div className="flex flex-col gap-2 md:col-span-2">
          <OrderItems order={order} heading="h2" />
          <TaxLine tax={order.tax} />
        </div>

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

        {order.withdrawal ? <Withdrawal order={order} withdrawal={order.withdrawal} /> : null}

        {order.invoices.length ? <Invoices order={order} /> : null}

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

/** The IVA inside the total, or why there is none. */
function TaxLine({ tax }: { tax: Order['tax'] }) {
  const currency = useCurrency()
  return (
    <p className="px-5 text-sm text-ink-muted">
      {tax.outsideVatRegion
        ? 'Operación no sujeta a IVA (Canarias, Ceuta y Melilla)'
        : `IVA incluido (${tax.rate} %): ${formatPrice(tax.total, currency)}`}
    </p>
  )
}

const SUBMIT_BUTTON =
  'self-start rounded-full bg-gold px-5 py-2 font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-60'
const OUTLINED_BUTTON =
  'self-start rounded-full border border-gold px-5 py-2 font-semibold text-gold hover:bg-surface-raised disabled:opacity-60'

function Invoices({ order }: { order: Order }) {
  const currency = useCurrency()
  return (
    <section
      aria-labelledby="facturas"
      className={`${orderSectionClass} flex flex-col gap-4 md:col-span-3`}
    >
      <h2 id="facturas" className={orderHeadingClass}>
        Facturas
      </h2>
      <ul className="divide-y divide-line">
        {order.invoices.map((invoice) => (
          <li
            key={invoice.number}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 text-sm"
          >
            <span>
              <span className="font-semibold">{invoice.number}</span> · {invoice.label}
              <span className="block text-ink-muted">
                {invoice.date} · {formatPrice(invoice.total, currency)}
              </span>
            </span>
            {/* A document request: the file comes as an attachment and the page stays. */}
            <a
              href={`/facturas/${invoice.number}.pdf`}
              className="rounded-full border border-line px-4 py-1.5 text-ink hover:border-gold"
            >
              Descargar factura<span className="sr-only"> {invoice.number}</span>
            </a>
          </li>
        ))}
      </ul>
      {order.fullInvoiceOffered ? <FullInvoiceForm orderId={order.id} /> : null}
    </section>
  )
}

function FullInvoiceForm({ orderId }: { orderId: string }) {
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const sending =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'full-invoice'
  const refusal = result && 'fieldErrors' in result ? result : null
  const errors = refusal?.fieldErrors
  const formRef = useRef<HTMLFormElement>(null)
  // With JavaScript, a refusal takes the customer to the first field to correct.
  useEffect(() => {
    if (!refusal) return
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    ;(invalid ?? formRef.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus()
  }, [refusal])
  return (
    <div className="border-t border-line pt-4">
      <h3 id="factura-completa" className="font-semibold">
        Solicitar factura completa
      </h3>
      <p id="factura-completa-ayuda" className="mt-1 text-sm text-ink-muted">
        Si necesitas una factura con tus datos fiscales (por ejemplo, para tu empresa), la emitimos
        en lugar de la factura simplificada de este pedido. Solo se puede pedir una vez.
      </p>
      <Form
        ref={formRef}
        method="post"
        // Without JavaScript the answer opens at the form, with its errors.
        action={`/orders/${orderId}#factura-completa`}
        preventScrollReset
        noValidate
        aria-labelledby="factura-completa"
        aria-describedby="factura-completa-ayuda"
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="full-invoice" />
        <FormField
          id="factura-nombre"
          name="name"
          label="Nombre o razón social"
          autoComplete="name"
          maxLength={160}
          defaultValue={refusal?.values.name}
          errors={errors?.name}
        />
        <FormField
          id="factura-nif"
          name="taxId"
          label="NIF/NIE/CIF"
          autoComplete="off"
          maxLength={20}
          defaultValue={refusal?.values.taxId}
          errors={errors?.taxId}
        />
        <div className="sm:col-span-2">
          <FormField
            id="factura-direccion"
            name="address"
            label="Dirección fiscal"
            autoComplete="street-address"
            maxLength={300}
            defaultValue={refusal?.values.address}
            errors={errors?.address}
          />
        </div>
        {errors?.form?.length ? (
          <p role="alert" tabIndex={-1} className="text-sm text-danger sm:col-span-2">
            {errors.form[0]}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={sending}
          className={`${OUTLINED_BUTTON} justify-self-start sm:col-span-2`}
        >
          {sending ? 'Enviando...' : 'Solicitar factura completa'}
        </button>
      </Form>
    </div>
  )
}

type WithdrawalView = NonNullable<Order['withdrawal']>

/**
 * The right of withdrawal in two clicks (CRD art. 11a): 'Desistir del contrato' opens the
 * confirmation (?desistir=1, a GET that changes nothing), 'Confirmar desistimiento' posts it.
 */
function Withdrawal({ order, withdrawal }: { order: Order; withdrawal: WithdrawalView }) {
  return (
    <section
      aria-labelledby="desistimiento"
      className={`${orderSectionClass} flex flex-col gap-3 md:col-span-3`}
    >
      <h2 id="desistimiento" className={orderHeadingClass}>
        Desistimiento
      </h2>
      {withdrawal.state === 'withdrawn' ? (
        <div role="status" className="rounded-lg border border-gold px-4 py-3">
          <p className="font-semibold">
            Recibimos tu desistimiento el {withdrawal.day} a las {withdrawal.time}.
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            Te enviamos el justificante por correo electrónico a {withdrawal.email}.{' '}
            {withdrawal.refunded
              ? 'El pedido ya está reembolsado.'
              : 'Devuélvenos los decants en los 14 días siguientes: en cuanto los recibamos te reembolsaremos lo pagado, envío ordinario incluido, con el mismo medio de pago.'}
          </p>
        </div>
      ) : withdrawal.confirming ? (
        <ConfirmWithdrawal order={order} until={withdrawal.until} />
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            Puedes desistir de este pedido sin dar explicaciones hasta el {withdrawal.until}{' '}
            incluido. Consulta las condiciones en{' '}
            <Link
              to="/terminos#desistimiento"
              className="text-gold underline hover:text-gold-strong"
            >
              Términos y Condiciones
            </Link>
            .
          </p>
          {/* A plain GET: the confirmation step is a page of its own, with or without JavaScript. */}
          <Form
            method="get"
            action={`/orders/${order.id}#confirmar-desistimiento`}
            preventScrollReset
          >
            <input type="hidden" name="desistir" value="1" />
            <button type="submit" className={OUTLINED_BUTTON}>
              Desistir del contrato
            </button>
          </Form>
        </>
      )}
    </section>
  )
}

function ConfirmWithdrawal({ order, until }: { order: Order; until: string }) {
  const navigation = useNavigation()
  const sending =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'withdraw'
  const headingRef = useRef<HTMLHeadingElement>(null)
  // With JavaScript, the second step takes the focus where the first click was.
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <div
      id="confirmar-desistimiento"
      role="group"
      aria-labelledby="confirmar-desistimiento-titulo"
      className="flex flex-col gap-3 rounded-lg border border-gold bg-surface-raised px-4 py-4"
    >
      <h3
        id="confirmar-desistimiento-titulo"
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold"
      >
        ¿Confirmas que desistes del pedido #{order.code}?
      </h3>
      <p className="text-sm">
        Desistes del contrato de todo el pedido, que puedes hacer hasta el {until} incluido:
      </p>
      <ul className="list-disc pl-6 text-sm">
        {order.items.map((item) => (
          <li key={`${item.perfumeName}-${item.size}`}>
            {item.perfumeName} · {item.size} × {item.quantity}
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-muted">
        Te enviaremos el justificante por correo electrónico. Devuélvenos los decants en los 14 días
        siguientes; en cuanto los recibamos te reembolsaremos lo pagado, envío ordinario incluido.
        Los decants precintados cuyo precinto se haya abierto tras la entrega no se pueden devolver,
        por razones de protección de la salud y de higiene.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Form method="post" action={`/orders/${order.id}`}>
          <input type="hidden" name="intent" value="withdraw" />
          <button type="submit" disabled={sending} className={SUBMIT_BUTTON}>
            {sending ? 'Enviando...' : 'Confirmar desistimiento'}
          </button>
        </Form>
        <Link
          to={`/orders/${order.id}#desistimiento`}
          preventScrollReset
          className="text-sm text-gold underline hover:text-gold-strong"
        >
          Volver
        </Link>
      </div>
    </div>
  )
}
