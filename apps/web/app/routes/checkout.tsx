import { AddressSchema, CouponCodeSchema } from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirectDocument,
} from '@remix-run/node'
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteError,
  useSearchParams,
} from '@remix-run/react'
import { ConnectionError, ErrorFallback } from '~/components/error-fallback'
import { apiErrorText } from '~/utils/api-messages.server'
import { CONNECTION_ERROR, isApiUnavailable, isConnectionError } from '~/utils/api-unavailable'
import { apiFailure, apiFor } from '~/utils/api.server'
import { readCart } from '~/utils/cart.server'
import { requireUser } from '~/utils/auth.server'
import { env } from '~/utils/env.server'
import { type FieldErrors, parseForm } from '~/utils/forms.server'
import { formatPrice } from '~/utils/money'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { getStoreSettings } from '~/utils/store-settings.server'
import { redirectWithToast } from '~/utils/toast.server'
import { useCurrency } from '~/utils/use-currency'
import { useStoreFlags } from '~/utils/use-store-flags'

export const meta: MetaFunction = () => [{ title: 'Pago | Aurum Decants' }]

const ADDRESS_FIELDS = ['name', 'street', 'city', 'state', 'zipCode', 'country', 'phone'] as const
const ADDRESS_LABELS: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  name: 'Nombre completo',
  street: 'Calle y número',
  city: 'Ciudad',
  state: 'Provincia',
  zipCode: 'Código postal',
  country: 'País',
  phone: 'Teléfono',
}

/** What the browser may fill each field with (WHATWG autofill tokens). */
const ADDRESS_AUTOCOMPLETE: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  name: 'name',
  street: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
  country: 'country-name',
  phone: 'tel',
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const api = await apiFor(request)
  const coupon = CouponCodeSchema.safeParse(new URL(request.url).searchParams.get('cupon') ?? '')
  const couponCode = coupon.success ? coupon.data : undefined
  const [cart, addresses, quote, settings, paymentMethods] = await Promise.all([
    readCart(request, context),
    api.GET('/api/addresses'),
    api.GET('/api/checkout/quote', { params: { query: couponCode ? { couponCode } : {} } }),
    getStoreSettings(),
    api.GET('/api/payment-methods'),
  ])
  if (!cart.data || !addresses.data) throw apiFailure('El pago no está disponible', cart, addresses)
  if (!cart.data.items.length && !cart.data.sets.length) {
    throw await redirectWithToast(request, '/carrito', {
      title: 'Carrito vacío',
      variant: 'destructive',
    })
  }
  const couponError =
    couponCode && !quote.data ? apiErrorText(quote.error, 'Cupón no válido') : null
  const fallback = couponCode
    ? await api.GET('/api/checkout/quote', { params: { query: {} } })
    : quote
  return {
    email: user.email,
    cart: cart.data,
    addresses: addresses.data,
    quote: quote.data ?? fallback.data ?? null,
    couponCode: quote.data ? couponCode : undefined,
    // A code refused by the API stays in the field (from /coupons' 'Usar en el pago' or a typo).
    couponTyped: couponCode ?? '',
    couponError,
    couponsEnabled: settings.couponsEnabled,
    // The hosted page offers the customer's default card: only its last 4 digits are shown here.
    defaultCardLast4:
      paymentMethods.data?.find((method) => method.isDefault && method.type === 'card')?.last4 ??
      null,
    // Not payment providers: the administrator only says in this text what else the shop accepts.
    otherPayments: [
      ...(settings.paypalEnabled ? ['PayPal'] : []),
      ...(settings.bankTransferEnabled ? ['transferencia bancaria'] : []),
    ].join(' y '),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request)
  const form = await request.formData()
  const api = await apiFor(request)
  const intent = form.get('intent')

  if (intent === 'coupon') {
    const code = CouponCodeSchema.safeParse(form.get('code') ?? '')
    if (!code.success)
      return data(
        { fieldErrors: { code: [code.error.issues[0].message] } as FieldErrors },
        { status: 400 },
      )
    // Checked now, so the spec's toast says at once whether it applies (POST /api/coupons/apply).
    const {
      data: applied,
      error,
      response,
    } = await api.POST('/api/coupons/apply', { body: { code: code.data } })
    // No redirect while the API is unreachable (the page could not be drawn): the code stays typed.
    if (isApiUnavailable(error))
      return data(
        {
          fieldErrors: { code: [CONNECTION_ERROR] } as FieldErrors,
          values: { couponCode: code.data },
        },
        { status: 503 },
      )
    if (!applied) {
      // The coupon already in use, if any, stays: the page comes back as it was.
      const back = safeRedirect(`/checkout${new URL(request.url).search}`, '/checkout')
      return redirectWithToast(request, back, {
        title: 'Error al aplicar el cupón',
        description: rateLimitMessage(response) ?? apiErrorText(error, 'Cupón no válido'),
        variant: 'destructive',
      })
    }
    return redirectWithToast(request, `/checkout?cupon=${encodeURIComponent(applied.code)}`, {
      title: 'Cupón aplicado',
      description: `${applied.code}: ${formatPrice(applied.discount, env.STORE_CURRENCY)} de descuento`,
    })
  }

  if (intent === 'address') {
    const parsed = parseForm(AddressSchema, form, [...ADDRESS_FIELDS])
    if (parsed.fieldErrors) return data({ fieldErrors: parsed.fieldErrors }, { status: 400 })
    const { error, response } = await api.POST('/api/addresses', { body: parsed.data })
    const limited = rateLimitMessage(response)
    if (limited) return data({ fieldErrors: { form: [limited] } as FieldErrors }, { status: 429 })
    if (error)
      return data(
        { fieldErrors: { form: ['No se pudo agregar la dirección'] } as FieldErrors },
        { status: 502 },
      )
    // The query (the coupon) comes from the request, so it goes through the redirect gate too.
    const back = safeRedirect(`/checkout${new URL(request.url).search}`, '/checkout')
    return redirectWithToast(request, back, { title: 'Dirección agregada' })
  }

  const addressId = String(form.get('addressId') ?? '')
  const couponCode = String(form.get('couponCode') ?? '') || undefined
  const {
    data: session,
    error,
    response,
  } = await api.POST('/api/checkout/session', {
    body: { addressId, ...(couponCode ? { couponCode } : {}) },
  })
  const limited = rateLimitMessage(response)
  if (limited) return data({ fieldErrors: { form: [limited] } as FieldErrors }, { status: 429 })
  // Spec 001: the API unreachable is 'No se pudo procesar el pago'; the page keeps what was chosen.
  if (isApiUnavailable(error))
    return data(
      {
        fieldErrors: { form: ['No se pudo procesar el pago'] } as FieldErrors,
        values: { addressId, couponCode: couponCode ?? '' },
      },
      { status: 503 },
    )
  if (!session) {
    const message = apiErrorText(error, 'Error al crear la sesión de pago')
    return data({ fieldErrors: { form: [message] } as FieldErrors }, { status: 400 })
  }
  // A full redirect to the hosted payment page: no card field is ever on a shop page. A document
  // one: behind one domain the API's test page shares the shop's origin, and a client-side
  // navigation there would find no page of the shop (the two-replicas suite found it).
  return redirectDocument(session.url)
}

export default function CheckoutPage() {
  const {
    email,
    cart,
    addresses,
    quote,
    couponCode,
    couponTyped,
    couponError,
    couponsEnabled,
    otherPayments,
    defaultCardLast4,
  } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const currency = useCurrency()
  const { freeShippingFrom } = useStoreFlags()
  const busy = useNavigation().state !== 'idle'
  const errors = result?.fieldErrors ?? {}
  // With coupons off there is no coupon field: a coupon posted anyway gets the API's refusal here.
  const formError = errors.form?.[0] ?? (couponsEnabled ? null : couponError)
  const total = quote ? formatPrice(quote.total, currency) : ''
  const input = 'w-full rounded-lg border border-line bg-canvas px-3 py-2 text-ink'

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_24rem]">
      <div className="flex flex-col gap-8">
        <h1 className="font-display text-4xl font-bold text-gold">Pago</h1>
        <section
          aria-labelledby="cliente"
          className="rounded-2xl border border-line bg-surface p-6"
        >
          <h2 id="cliente" className="font-display text-xl font-semibold">
            Cliente
          </h2>
          <p className="mt-2 text-ink-muted">{email}</p>
        </section>

        <section aria-labelledby="envio" className="rounded-2xl border border-line bg-surface p-6">
          <h2 id="envio" className="font-display text-xl font-semibold">
            Dirección de envío
          </h2>
          {addresses.length ? (
            <fieldset className="mt-4 flex flex-col gap-3" form="pagar">
              <legend className="sr-only">Elige la dirección de envío</legend>
              {addresses.map((address) => (
                <label
                  key={address.id}
                  className="flex gap-3 rounded-lg border border-line p-3 has-[:checked]:border-gold"
                >
                  <input
                    type="radio"
                    name="addressId"
                    value={address.id}
                    form="pagar"
                    defaultChecked={address.isDefault}
                    required
                  />
                  <span>
                    <strong>{address.name}</strong>
                    <br />
                    {address.street}, {address.zipCode} {address.city} ({address.state}),{' '}
                    {address.country} · {address.phone}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : (
            <p className="mt-2 text-ink-muted">Agrega una dirección para recibir tu pedido.</p>
          )}
          <details className="mt-4" open={!addresses.length || undefined}>
            <summary className="cursor-pointer text-gold">Agregar Dirección</summary>
            <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2" noValidate>
              <input type="hidden" name="intent" value="address" />
              {ADDRESS_FIELDS.map((field) => (
                <div key={field}>
                  <label htmlFor={`direccion-${field}`} className="mb-1 block text-sm">
                    {ADDRESS_LABELS[field]}
                  </label>
                  <input
                    id={`direccion-${field}`}
                    name={field}
                    type={field === 'phone' ? 'tel' : 'text'}
                    autoComplete={ADDRESS_AUTOCOMPLETE[field]}
                    required
                    defaultValue={field === 'country' ? 'España' : undefined}
                    aria-invalid={errors[field] ? true : undefined}
                    aria-describedby={errors[field] ? `direccion-${field}-error` : undefined}
                    className={input}
                  />
                  {errors[field] ? (
                    <p id={`direccion-${field}-error`} className="mt-1 text-sm text-danger">
                      {errors[field][0]}
                    </p>
                  ) : null}
                </div>
              ))}
              <button
                type="submit"
                className="rounded-full border border-gold px-5 py-2 text-gold hover:bg-surface-raised sm:col-span-2"
              >
                Guardar dirección
              </button>
            </Form>
          </details>
        </section>

        {couponsEnabled ? (
          <section
            aria-labelledby="cupon"
            className="rounded-2xl border border-line bg-surface p-6"
          >
            <h2 id="cupon" className="font-display text-xl font-semibold">
              Cupón de descuento
            </h2>
            <Form method="post" className="mt-4 flex gap-2">
              <input type="hidden" name="intent" value="coupon" />
              <label htmlFor="cupon-codigo" className="sr-only">
                Código de cupón
              </label>
              <input
                id="cupon-codigo"
                name="code"
                maxLength={20}
                defaultValue={couponCode ?? couponTyped}
                className={`${input} uppercase`}
              />
              <button
                type="submit"
                className="rounded-full border border-gold px-5 py-2 text-gold hover:bg-surface-raised"
              >
                Aplicar
              </button>
            </Form>
            {couponCode ? (
              <p role="status" className="mt-2 text-sm text-gold">
                Cupón {couponCode} aplicado
              </p>
            ) : null}
            {couponError || errors.code ? (
              <p role="alert" className="mt-2 text-sm text-danger">
                {couponError ? `Error al aplicar el cupón: ${couponError}` : errors.code?.[0]}
              </p>
            ) : null}
          </section>
        ) : null}
      </div>

      <aside
        aria-labelledby="resumen"
        className="h-fit rounded-2xl border border-line bg-surface p-6"
      >
        <h2 id="resumen" className="font-display text-xl font-semibold">
          Resumen del pedido
        </h2>
        <ul className="mt-4 divide-y divide-line">
          {cart.items.map((line) => (
            <li key={line.id} className="flex justify-between gap-4 py-2 text-sm">
              <span>
                {line.perfume.name} · {line.size} × {line.quantity}
              </span>
              <span>{formatPrice(line.lineTotal, currency)}</span>
            </li>
          ))}
          {cart.sets.map((set) => (
            <li key={set.id} className="flex justify-between gap-4 py-2 text-sm">
              <span>
                {set.name} · {set.size} × {set.quantity}
              </span>
              <span>{formatPrice(set.lineTotal, currency)}</span>
            </li>
          ))}
        </ul>
        {quote ? (
          <dl className="mt-4 flex flex-col gap-1 text-sm">
            <div className="flex justify-between">
              <dt>Subtotal</dt>
              <dd>{formatPrice(quote.subtotal, currency)}</dd>
            </div>
            {quote.discount !== '0.00' ? (
              <div className="flex justify-between text-gold">
                <dt>Descuento</dt>
                <dd>-{formatPrice(quote.discount, currency)}</dd>
              </div>
            ) : null}
            <div className="flex flex-wrap justify-between">
              <dt>Envío</dt>
              <dd>
                {quote.shipping === '0.00' ? 'Gratis' : formatPrice(quote.shipping, currency)}
              </dd>
              {quote.shipping !== '0.00' && freeShippingFrom ? (
                <dd className="w-full text-xs text-ink-muted">
                  Gratis a partir de {formatPrice(freeShippingFrom, currency)}
                </dd>
              ) : null}
            </div>
            <div className="mt-2 flex justify-between text-lg font-semibold">
              <dt>Total</dt>
              <dd>{total}</dd>
            </div>
          </dl>
        ) : null}
        {quote ? (
          <p className="mt-1 text-xs text-ink-muted">
            IVA incluido. Los envíos a Canarias, Ceuta y Melilla se cobran sin IVA: la página de
            pago muestra el total final.
          </p>
        ) : null}
        <p className="mt-4 text-sm text-ink-muted">
          Método de pago: tarjeta de crédito o débito en la página segura de pago. Tus datos de
          tarjeta nunca pasan por nuestra tienda.
        </p>
        {defaultCardLast4 ? (
          <p className="mt-2 text-sm text-ink-muted">
            Se ofrecerá tu tarjeta predeterminada •••• {defaultCardLast4}.{' '}
            <Link to="/payment-methods" className="text-gold hover:underline">
              Métodos de pago
            </Link>
          </p>
        ) : null}
        {otherPayments ? (
          <p className="mt-2 text-sm text-ink-muted">
            También aceptamos {otherPayments}: escríbenos desde{' '}
            <Link to="/contact" className="text-gold hover:underline">
              Contacto
            </Link>{' '}
            y te indicamos cómo pagar así.
          </p>
        ) : null}
        {formError ? (
          <p role="alert" className="mt-3 text-sm text-danger">
            {formError}
          </p>
        ) : null}
        <Form method="post" id="pagar" className="mt-4">
          <input type="hidden" name="intent" value="pay" />
          {couponCode ? <input type="hidden" name="couponCode" value={couponCode} /> : null}
          <button
            type="submit"
            disabled={busy || !addresses.length}
            className="w-full rounded-full bg-gold px-6 py-3 font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-60"
          >
            {busy ? 'Procesando...' : `Pagar ${total}`}
          </button>
        </Form>
        <Link to="/carrito" className="mt-3 block text-center text-sm text-gold hover:underline">
          Volver al carrito
        </Link>
      </aside>
    </div>
  )
}

/**
 * The page could not be drawn because the API stopped answering. After a payment or a coupon was
 * sent (without JavaScript the page is drawn again), the spec's text says what failed and the
 * typed coupon is still there to send again once the API is back.
 */
export function ErrorBoundary() {
  const error = useRouteError()
  const result = useActionData<typeof action>()
  const [params] = useSearchParams()
  if (!isConnectionError(error)) return <ErrorFallback />
  // The code posted with the payment or the coupon, else the one in the address (an applied one).
  const posted = (result as { values?: { couponCode?: string } } | undefined)?.values
  const coupon = posted?.couponCode || params.get('cupon') || ''
  return (
    <ConnectionError>
      {result?.fieldErrors.form ? (
        <p className="mt-3 font-semibold text-danger">{result.fieldErrors.form[0]}</p>
      ) : null}
      {coupon ? (
        // A whole-page post: without the page's data this boundary cannot become the page again.
        <Form method="post" reloadDocument className="mt-6 flex w-full max-w-sm gap-2">
          <input type="hidden" name="intent" value="coupon" />
          <label htmlFor="cupon-codigo" className="sr-only">
            Código de cupón
          </label>
          <input
            id="cupon-codigo"
            name="code"
            maxLength={20}
            defaultValue={coupon}
            className="w-full rounded-lg border border-line bg-canvas px-3 py-2 text-ink uppercase"
          />
          <button
            type="submit"
            className="rounded-full border border-gold px-5 py-2 text-gold hover:bg-surface-raised"
          >
            Aplicar
          </button>
        </Form>
      ) : null}
    </ConnectionError>
  )
}
