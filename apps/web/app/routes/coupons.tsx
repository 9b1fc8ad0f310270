import { CouponCodeSchema, STORE_TIME_ZONE } from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import {
  type FormEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { apiErrorText } from '~/utils/api-messages.server'
import { apiFailure, apiFor } from '~/utils/api.server'
import { requireCustomer, requireUser, signOutIfEnded } from '~/utils/auth.server'
import { env } from '~/utils/env.server'
import type { FieldErrors } from '~/utils/forms.server'
import { formatPrice } from '~/utils/money'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { getStoreSettings } from '~/utils/store-settings.server'
import { redirectWithToast } from '~/utils/toast.server'
import { useCurrency } from '~/utils/use-currency'

export const meta: MetaFunction = () => [{ title: 'Cupones de Descuento | Aurum Decants' }]

const BACK = '/coupons'
/** How long 'Código copiado' stays on screen: the toasts' own 5 s. */
const COPIED_MS = 5000

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCustomer(request, 'Debes iniciar sesión para ver tus cupones')
  const api = await apiFor(request)
  // After 'Aplicar' the URL carries the code (?cupon=): what it takes off the cart now.
  const asked = new URL(request.url).searchParams.get('cupon')
  const code = asked === null ? null : CouponCodeSchema.safeParse(asked)
  const [available, used, settings, quote] = await Promise.all([
    api.GET('/api/coupons/available'),
    api.GET('/api/coupons/user'),
    getStoreSettings(),
    code?.success
      ? api.GET('/api/checkout/quote', { params: { query: { couponCode: code.data } } })
      : null,
  ])
  await signOutIfEnded(request, available, used, quote)
  if (!available.data || !used.data) throw apiFailure('Error obteniendo cupones', available, used)
  return {
    couponsEnabled: settings.couponsEnabled,
    applied: quote?.data
      ? {
          code: quote.data.code,
          subtotal: quote.data.subtotal,
          discount: quote.data.discount,
          total: quote.data.total,
        }
      : null,
    appliedError: quote && !quote.data ? reasonOf(quote.error) : null,
    available: available.data.map((coupon) => ({
      id: coupon.id,
      code: coupon.code,
      description: coupon.description,
      discountPercentage: coupon.discountPercentage,
      // The API lists only coupons the shop still runs; its isActive says whether this customer
      // has uses of it left, so a used-up one is still 'Activo', and 'Ya lo usaste'.
      usedUp: !coupon.isActive,
      minimumAmount: coupon.minimumAmount,
      maximumDiscount: coupon.maximumDiscount,
      validUntil: coupon.validUntil,
      remainingUses: coupon.remainingUses,
    })),
    used: used.data.map((use) => ({
      id: use.id,
      code: use.code,
      description: use.description,
      discountPercentage: use.discountPercentage,
      minimumAmount: use.minimumAmount,
      maximumDiscount: use.maximumDiscount,
      usedAt: use.usedAt,
      expiresAt: use.expiresAt,
      orderCode: use.orderCode,
      status: use.status,
    })),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request)
  const form = await request.formData()
  if (form.get('intent') !== 'apply') return redirect(BACK)
  const typed = String(form.get('code') ?? '')
  const code = CouponCodeSchema.safeParse(typed)
  if (!code.success) {
    return data(
      {
        fieldErrors: { code: [code.error.issues[0].message] } as FieldErrors,
        typed: typed.slice(0, 20),
      },
      { status: 400 },
    )
  }
  const api = await apiFor(request)
  const {
    data: quote,
    error,
    response,
  } = await api.POST('/api/coupons/apply', {
    body: { code: code.data },
  })
  if (!quote) {
    return redirectWithToast(request, BACK, {
      title: 'Error al aplicar el cupón',
      description: rateLimitMessage(response) ?? reasonOf(error),
      variant: 'destructive',
    })
  }
  return redirectWithToast(request, `${BACK}?cupon=${encodeURIComponent(quote.code)}`, {
    title: 'Cupón aplicado',
    description: `${quote.code}: ${formatPrice(quote.discount, env.STORE_CURRENCY)} de descuento con tu carrito actual`,
  })
}

function reasonOf(error: unknown): string {
  return apiErrorText(error, 'Inténtalo de nuevo en unos minutos.')
}

const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: STORE_TIME_ZONE })
const formatDate = (iso: string) => longDate.format(new Date(iso))

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>

export default function CouponsPage() {
  const { couponsEnabled, applied, appliedError, available, used } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const applying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'apply'
  const currency = useCurrency()
  const [copied, setCopied] = useState('')
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(copiedTimer.current), [])
  const say = (message: string) => {
    clearTimeout(copiedTimer.current)
    setCopied(message)
    copiedTimer.current = setTimeout(() => setCopied(''), COPIED_MS)
  }
  const error = result?.fieldErrors.code?.[0]

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-gold">Cupones de Descuento</h1>

      {couponsEnabled ? (
        <section
          aria-labelledby="aplicar"
          className="rounded-2xl border border-line bg-surface p-6"
        >
          <h2 id="aplicar" className="font-display text-xl font-semibold">
            Aplicar cupón
          </h2>
          <Form method="post" noValidate className="mt-4 flex flex-col gap-2 sm:max-w-md">
            <input type="hidden" name="intent" value="apply" />
            <label htmlFor="cupon-codigo" className="text-sm">
              Código de cupón
            </label>
            <div className="flex gap-2">
              <input
                // A new key after each answer puts the code the page shows in the field.
                key={`${applied?.code ?? ''}-${result?.typed ?? ''}`}
                id="cupon-codigo"
                name="code"
                maxLength={20}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                defaultValue={result?.typed ?? applied?.code ?? ''}
                onInput={upperCase}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'cupon-codigo-error' : undefined}
                className="w-full rounded-lg border border-line bg-canvas px-3 py-2 text-ink uppercase"
              />
              <button
                type="submit"
                disabled={applying}
                className="rounded-full bg-gold px-5 py-2 font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-60"
              >
                {applying ? 'Aplicando...' : 'Aplicar'}
              </button>
            </div>
            {error ? (
              <p id="cupon-codigo-error" className="text-sm text-danger">
                {error}
              </p>
            ) : null}
          </Form>
          {applied ? (
            <Applied applied={applied} currency={currency} />
          ) : appliedError ? (
            <p role="alert" className="mt-4 text-sm text-danger">
              Error al aplicar el cupón: {appliedError}
            </p>
          ) : null}
        </section>
      ) : (
        <p className="rounded-2xl border border-line bg-surface p-6 text-ink-muted">
          Los cupones no están disponibles en este momento.
        </p>
      )}

      <section aria-labelledby="disponibles" className="flex flex-col gap-4">
        <h2 id="disponibles" className="font-display text-2xl font-semibold">
          Cupones Disponibles
        </h2>
        {available.length ? (
          <ul className="grid gap-4 md:grid-cols-2">
            {available.map((coupon) => (
              <li key={coupon.id}>
                <AvailableCoupon
                  coupon={coupon}
                  currency={currency}
                  canApply={couponsEnabled}
                  onCopied={say}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">No hay cupones disponibles</p>
        )}
      </section>

      <section aria-labelledby="mis-cupones" className="flex flex-col gap-4">
        <h2 id="mis-cupones" className="font-display text-2xl font-semibold">
          Mis Cupones
        </h2>
        {used.length ? (
          <ul className="grid gap-4 md:grid-cols-2">
            {used.map((use) => (
              <li key={use.id}>
                <UsedCoupon use={use} currency={currency} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">Aún no has usado ningún cupón</p>
        )}
      </section>

      <p
        role="status"
        className={
          copied
            ? 'fixed right-4 bottom-4 z-50 max-w-sm rounded-lg border border-gold bg-surface px-5 py-4 font-semibold text-ink shadow-2xl'
            : 'sr-only'
        }
      >
        {copied}
      </p>
    </div>
  )
}

/** Scripts are running: the clipboard can be reached. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  )
}

/** Upper case as the customer types, keeping the caret where it was. */
function upperCase(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget
  const { selectionStart, selectionEnd } = input
  input.value = input.value.toUpperCase()
  input.setSelectionRange(selectionStart, selectionEnd)
}

function Applied({
  applied,
  currency,
}: {
  applied: NonNullable<LoaderData['applied']>
  currency: string
}) {
  const emptyCart = applied.subtotal === '0.00'
  return (
    <div
      aria-labelledby="cupon-aplicado"
      role="region"
      className="mt-4 rounded-xl border border-gold p-4"
    >
      <p id="cupon-aplicado" className="font-semibold text-gold">
        Cupón aplicado
      </p>
      {emptyCart ? (
        <p className="mt-1 text-sm text-ink-muted">
          {applied.code} es válido. Tu carrito está vacío: agrega perfumes para ver el descuento.
        </p>
      ) : (
        <p className="mt-1 text-sm">
          {applied.code}: {formatPrice(applied.discount, currency)} de descuento sobre{' '}
          {formatPrice(applied.subtotal, currency)}. Total con envío:{' '}
          {formatPrice(applied.total, currency)}.
        </p>
      )}
      <Link
        to={emptyCart ? '/catalogo' : `/checkout?cupon=${encodeURIComponent(applied.code)}`}
        className="mt-3 inline-block rounded-full bg-gold px-5 py-2 font-semibold text-on-gold hover:bg-gold-strong"
      >
        {emptyCart ? 'Ver Catálogo' : 'Usar en el pago'}
      </Link>
    </div>
  )
}

function Badge({ on, children }: { on: boolean; children: string }) {
  return (
    <span
      className={`rounded-full border px-3 py-0.5 text-xs font-semibold ${
        on ? 'border-gold text-gold' : 'border-line text-ink-muted'
      }`}
    >
      {children}
    </span>
  )
}

function Terms({
  minimumAmount,
  maximumDiscount,
  currency,
  children,
}: {
  minimumAmount: string
  maximumDiscount: string | null
  currency: string
  children: ReactNode
}) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
      <div>
        <dt className="text-ink-muted">Compra mínima</dt>
        <dd>{minimumAmount === '0.00' ? 'Sin mínimo' : formatPrice(minimumAmount, currency)}</dd>
      </div>
      <div>
        <dt className="text-ink-muted">Descuento máximo</dt>
        <dd>{maximumDiscount === null ? 'Sin límite' : formatPrice(maximumDiscount, currency)}</dd>
      </div>
      {children}
    </dl>
  )
}

function AvailableCoupon({
  coupon,
  currency,
  canApply,
  onCopied,
}: {
  coupon: LoaderData['available'][number]
  currency: string
  canApply: boolean
  onCopied: (message: string) => void
}) {
  // The copy button needs JavaScript; without it the code is plain text to select.
  const hydrated = useHydrated()
  const headingId = `cupon-${coupon.id}`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coupon.code)
      onCopied('Código copiado')
    } catch {
      onCopied('No se pudo copiar el código: selecciónalo y cópialo')
    }
  }
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="font-semibold">
          {coupon.description}
        </h3>
        <Badge on>Activo</Badge>
      </div>
      <p className="mt-2 font-display text-3xl font-bold text-gold">
        {coupon.discountPercentage}% OFF
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code className="rounded-lg border border-dashed border-gold px-3 py-1 text-lg tracking-wider select-all">
          {coupon.code}
        </code>
        {hydrated ? (
          <button
            type="button"
            onClick={copy}
            className="rounded-full border border-line px-3 py-1 text-sm hover:border-gold hover:text-gold"
          >
            Copiar<span className="sr-only"> código {coupon.code}</span>
          </button>
        ) : null}
        {canApply && !coupon.usedUp ? (
          <Form method="post">
            <input type="hidden" name="intent" value="apply" />
            <input type="hidden" name="code" value={coupon.code} />
            <button
              type="submit"
              className="rounded-full border border-gold px-3 py-1 text-sm text-gold hover:bg-surface-raised"
            >
              Aplicar<span className="sr-only"> cupón {coupon.code}</span>
            </button>
          </Form>
        ) : null}
      </div>
      <Terms
        minimumAmount={coupon.minimumAmount}
        maximumDiscount={coupon.maximumDiscount}
        currency={currency}
      >
        <div>
          <dt className="text-ink-muted">Válido hasta</dt>
          <dd>{coupon.validUntil ? formatDate(coupon.validUntil) : 'Sin fecha de fin'}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Usos restantes</dt>
          <dd>{coupon.usedUp ? 'Ya lo usaste' : coupon.remainingUses}</dd>
        </div>
      </Terms>
    </article>
  )
}

function UsedCoupon({ use, currency }: { use: LoaderData['used'][number]; currency: string }) {
  const valid = use.status === 'valid'
  const headingId = `uso-${use.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="font-semibold">
          {use.description}
        </h3>
        <Badge on={valid}>{valid ? 'Válido' : 'Expirado'}</Badge>
      </div>
      <p className="mt-2 text-xl font-bold text-gold">{use.discountPercentage}% de descuento</p>
      <p className="mt-2">
        <code className="rounded-lg border border-dashed border-line px-3 py-1 tracking-wider select-all">
          {use.code}
        </code>
        {use.orderCode ? (
          <span className="ml-2 text-sm text-ink-muted">en el pedido #{use.orderCode}</span>
        ) : null}
      </p>
      <Terms
        minimumAmount={use.minimumAmount}
        maximumDiscount={use.maximumDiscount}
        currency={currency}
      >
        <div>
          <dt className="text-ink-muted">Aplicado el</dt>
          <dd>{formatDate(use.usedAt)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Expira</dt>
          <dd>{use.expiresAt ? formatDate(use.expiresAt) : 'Sin fecha de fin'}</dd>
        </div>
      </Terms>
    </article>
  )
}
