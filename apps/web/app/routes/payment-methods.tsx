import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  redirectDocument,
} from '@remix-run/node'
import { Form, useLoaderData, useNavigation } from '@remix-run/react'
import { apiErrorText } from '~/utils/api-messages.server'
import { apiFailure, apiFor } from '~/utils/api.server'
import { requireCustomer, requireUser, signOutIfEnded } from '~/utils/auth.server'
import {
  ADDING_CARD_KEY,
  ADDING_CARD_WAIT_MS,
  type AddingCard,
  paymentMethodCard,
  paymentMethodId,
} from '~/utils/payment-methods.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { commitSession, getSession } from '~/utils/session.server'
import { redirectWithToast } from '~/utils/toast.server'
import { confirmFirst, SMALL_BUTTON } from '~/components/account/actions'

export const meta: MetaFunction = () => [{ title: 'Métodos de Pago | Aurum Decants' }]

const BACK = '/payment-methods'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCustomer(request, 'Debes iniciar sesión para ver tus métodos de pago')
  const api = await apiFor(request)
  const answer = await api.GET('/api/payment-methods')
  await signOutIfEnded(request, answer)
  const methods = answer.data
  if (!methods) throw apiFailure('Error obteniendo métodos de pago', answer)
  const params = new URL(request.url).searchParams
  const session = await getSession(request)
  const adding = session.get(ADDING_CARD_KEY) as AddingCard | undefined
  const done = { sessionValues: { [ADDING_CARD_KEY]: undefined } }

  // Back from the provider's page: the card has arrived, or its event is a moment away.
  let waiting = false
  if (params.get('guardado') === '1') {
    if (!adding) throw redirect(BACK)
    if (methods.some((method) => !adding.known.includes(method.id))) {
      throw await redirectWithToast(request, BACK, { title: 'Método agregado' }, done)
    }
    if (Date.now() - adding.since > ADDING_CARD_WAIT_MS) {
      throw await redirectWithToast(
        request,
        BACK,
        {
          title: 'Tu tarjeta aún no aparece',
          description: 'Si completaste el formulario, aparecerá aquí en unos minutos.',
        },
        done,
      )
    }
    waiting = true
  } else if (params.get('cancelado') === '1') {
    throw await redirectWithToast(
      request,
      BACK,
      { title: 'No se agregó ningún método de pago' },
      done,
    )
  }
  return { methods: methods.map(paymentMethodCard), waiting }
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request)
  const form = await request.formData()
  const api = await apiFor(request)
  const intent = form.get('intent')
  const failed = (description: string) =>
    redirectWithToast(request, BACK, { title: 'Error', description, variant: 'destructive' })

  if (intent === 'add') {
    const failure = 'No se pudo agregar el método de pago'
    const [{ data: methods }, started] = await Promise.all([
      api.GET('/api/payment-methods'),
      api.POST('/api/payment-methods', {
        body: { type: 'card', isDefault: form.get('isDefault') === 'on' },
      }),
    ])
    if (!started.data || !methods) {
      return failed(
        rateLimitMessage(started.response) ??
          (started.response.status === 400 ? apiErrorText(started.error, failure) : failure),
      )
    }
    // The return compares with the methods the customer had, to know when the new one arrives.
    const session = await getSession(request)
    const adding: AddingCard = { known: methods.map((method) => method.id), since: Date.now() }
    session.set(ADDING_CARD_KEY, adding)
    // A full redirect to the provider's hosted page: no card field is ever on a shop page (a
    // document one, as the checkout's).
    return redirectDocument(started.data.url, {
      headers: { 'Set-Cookie': await commitSession(session, request) },
    })
  }

  if (intent === 'delete' || intent === 'default') {
    const deleting = intent === 'delete'
    const failure = deleting
      ? 'No se pudo eliminar el método de pago'
      : 'No se pudo establecer como predeterminado'
    const id = paymentMethodId(form.get('id'))
    if (!id) return failed(failure)
    const params = { path: { id } }
    const { response } = deleting
      ? await api.DELETE('/api/payment-methods/{id}', { params })
      : await api.PATCH('/api/payment-methods/{id}/default', { params })
    if (!response.ok) return failed(rateLimitMessage(response) ?? failure)
    return redirectWithToast(request, BACK, {
      title: deleting ? 'Método eliminado' : 'Método predeterminado actualizado',
    })
  }
  return redirect(BACK)
}

type Method = ReturnType<typeof useLoaderData<typeof loader>>['methods'][number]

export default function PaymentMethodsPage() {
  const { methods, waiting } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const pending = (intent: string, id?: string) =>
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === intent &&
    (id === undefined || navigation.formData.get('id') === id)
  const adding = pending('add')

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-gold">Métodos de Pago</h1>

      {waiting ? (
        <div role="status" className="rounded-2xl border border-gold bg-surface px-6 py-4">
          {/* Looks again every 2 seconds, with or without JavaScript, until the card arrives. */}
          <meta httpEquiv="refresh" content="2" />
          <p className="font-semibold">Guardando tu tarjeta…</p>
          <p className="text-sm text-ink-muted">
            El proveedor de pago nos está confirmando la tarjeta. Aparecerá aquí en unos segundos.
          </p>
        </div>
      ) : null}

      {methods.length ? (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Métodos de pago guardados">
          {methods.map((method) => (
            <li key={method.id}>
              <MethodCard
                method={method}
                settingDefault={pending('default', method.id)}
                deleting={pending('delete', method.id)}
              />
            </li>
          ))}
        </ul>
      ) : waiting ? null : (
        <section className="rounded-2xl border border-line bg-surface p-8 text-center">
          <h2 className="font-display text-xl font-semibold">
            No tienes métodos de pago guardados
          </h2>
          <p className="mt-2 text-ink-muted">
            Guarda una tarjeta para que la página de pago te la ofrezca al comprar.
          </p>
        </section>
      )}

      <section
        aria-labelledby="agregar-metodo"
        className="rounded-2xl border border-line bg-surface p-6"
      >
        <h2 id="agregar-metodo" className="font-display text-2xl font-semibold">
          Agregar Método de Pago
        </h2>
        <p className="mt-2 text-ink-muted">
          Tarjeta de Crédito/Débito: la introducirás en la página segura de nuestro proveedor de
          pago, nunca en esta tienda.
        </p>
        <Form method="post" action={BACK} className="mt-4 flex flex-col items-start gap-4">
          <input type="hidden" name="intent" value="add" />
          {methods.length ? (
            <label className="inline-flex items-center gap-2">
              <input type="checkbox" name="isDefault" className="h-4 w-4 accent-gold" />
              Establecer como predeterminado
            </label>
          ) : (
            <p className="text-sm text-ink-muted">Tu primera tarjeta será la predeterminada.</p>
          )}
          <button
            type="submit"
            disabled={adding}
            className="rounded-full bg-gold px-6 py-2 font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-70"
          >
            {adding ? 'Abriendo la página de pago...' : 'Agregar Método de Pago'}
          </button>
        </Form>
      </section>

      <p className="flex items-start gap-3 rounded-2xl border border-line bg-surface px-6 py-4 text-sm text-ink-muted">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mt-0.5 h-4 w-4 shrink-0 text-gold"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
        Tus datos de tarjeta nunca se guardan completos: solo la marca, los últimos 4 dígitos y la
        fecha de caducidad.
      </p>
    </div>
  )
}

const confirmDelete = confirmFirst('¿Eliminar este método de pago?')

function MethodCard({
  method,
  settingDefault,
  deleting,
}: {
  method: Method
  settingDefault: boolean
  deleting: boolean
}) {
  const headingId = `metodo-${method.id}`
  // Names the card in each button for screen readers: 'Eliminar Visa terminada en 4242'.
  const name = method.last4 ? `${method.label} terminada en ${method.last4}` : method.label
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-2xl border bg-surface p-6 ${
        method.isDefault ? 'border-gold' : 'border-line'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-display text-xl font-semibold">
          {method.label}
        </h2>
        {method.isDefault ? (
          <span className="rounded-full bg-gold px-3 py-0.5 text-sm font-semibold text-on-gold">
            Predeterminado
          </span>
        ) : null}
      </div>
      {method.number ? (
        <p className="mt-3 font-mono text-lg tracking-wider">
          <span className="sr-only">Número terminado en {method.last4}: </span>
          <span aria-hidden="true">{method.number}</span>
        </p>
      ) : null}
      {method.expiry ? (
        <p className="mt-1 flex-1 text-sm text-ink-muted">Caduca {method.expiry}</p>
      ) : (
        <p className="flex-1" />
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {method.isDefault ? null : (
          <Form method="post" action={BACK}>
            <input type="hidden" name="intent" value="default" />
            <input type="hidden" name="id" value={method.id} />
            <button type="submit" disabled={settingDefault} className={SMALL_BUTTON}>
              {settingDefault ? 'Guardando...' : 'Establecer como predeterminado'}
              <span className="sr-only"> {name}</span>
            </button>
          </Form>
        )}
        <Form method="post" action={BACK} onSubmit={confirmDelete}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={method.id} />
          <button
            type="submit"
            disabled={deleting}
            className="rounded-full border border-danger px-4 py-1.5 text-sm text-danger hover:bg-surface-raised disabled:opacity-60"
          >
            {deleting ? 'Eliminando...' : 'Eliminar'}
            <span className="sr-only"> {name}</span>
          </button>
        </Form>
      </div>
    </article>
  )
}
