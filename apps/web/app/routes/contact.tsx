import { ContactMessageSchema } from '@aurum/contracts'
import { type ActionFunctionArgs, data, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { Honeypot } from '~/components/honeypot'
import { CONNECTION_ERROR, isApiUnavailable } from '~/utils/api-unavailable'
import { apiFor } from '~/utils/api.server'
import { type FieldErrors, isBot, parseForm } from '~/utils/forms.server'
import { formatPrice } from '~/utils/money'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import { useCurrency } from '~/utils/use-currency'
import { useStoreFlags } from '~/utils/use-store-flags'

export const meta: MetaFunction = () => [
  { title: 'Contacto y ayuda | Aurum Decants' },
  {
    name: 'description',
    content:
      'Centro de ayuda de Aurum Decants: envíos, devoluciones y cualquier pregunta sobre tu pedido.',
  },
]

const FIELDS = ['name', 'email', 'message']

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const sent = { title: 'Mensaje enviado', description: 'Te responderemos en menos de 48 horas.' }
  if (isBot(form)) return redirectWithToast(request, '/contact', sent)
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? '')]))
  const parsed = parseForm(ContactMessageSchema, form, FIELDS)
  if (parsed.fieldErrors) return data({ fieldErrors: parsed.fieldErrors, values }, { status: 400 })
  const api = await apiFor(request)
  const { error, response } = await api.POST('/api/contact', { body: parsed.data })
  const limited = rateLimitMessage(response)
  if (limited)
    return data({ fieldErrors: { form: [limited] } as FieldErrors, values }, { status: 429 })
  if (isApiUnavailable(error))
    return data(
      { fieldErrors: { form: [CONNECTION_ERROR] } as FieldErrors, values },
      { status: 503 },
    )
  if (error) {
    const fieldErrors: FieldErrors = { form: ['No se pudo enviar el mensaje. Inténtalo de nuevo.'] }
    return data({ fieldErrors, values }, { status: 502 })
  }
  return redirectWithToast(request, '/contact', sent)
}

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null
  return (
    <p id={id} className="mt-1 text-sm text-danger">
      {errors[0]}
    </p>
  )
}

export default function Contact() {
  const result = useActionData<typeof action>()
  const sending = useNavigation().state === 'submitting'
  const { freeShippingFrom } = useStoreFlags()
  const currency = useCurrency()
  const errors = result?.fieldErrors
  const values = result?.values
  const input =
    'w-full rounded-lg border border-line bg-canvas px-3 py-2 text-ink aria-[invalid=true]:border-danger'
  return (
    <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 sm:px-6 md:grid-cols-2">
      <section aria-labelledby="ayuda">
        <h1 id="ayuda" className="font-display text-4xl font-bold text-gold">
          Centro de Ayuda
        </h1>
        <h2 className="mt-8 font-display text-xl font-semibold">Envíos</h2>
        <p className="mt-2 text-ink-muted">
          Preparamos los pedidos en 24 horas laborables y los enviamos desde Madrid.
          {freeShippingFrom
            ? ` El envío es gratuito en pedidos superiores a ${formatPrice(freeShippingFrom, currency)}.`
            : null}
        </p>
        <h2 className="mt-6 font-display text-xl font-semibold">Devoluciones</h2>
        <p className="mt-2 text-ink-muted">
          Tienes 14 días desde la entrega para devolver los decants sin abrir. Escríbenos con tu
          número de pedido y te indicaremos cómo hacerlo.
        </p>
      </section>
      <section
        aria-labelledby="escribenos"
        className="rounded-2xl border border-line bg-surface p-6"
      >
        <h2 id="escribenos" className="font-display text-2xl font-semibold">
          Escríbenos
        </h2>
        <Form method="post" className="relative mt-6 flex flex-col gap-4" noValidate>
          <Honeypot />
          <div>
            <label htmlFor="contacto-nombre" className="mb-1 block text-sm">
              Nombre
            </label>
            <input
              id="contacto-nombre"
              name="name"
              autoComplete="name"
              required
              maxLength={120}
              defaultValue={values?.name}
              aria-invalid={errors?.name ? true : undefined}
              aria-describedby={errors?.name ? 'contacto-nombre-error' : undefined}
              className={input}
            />
            <FieldError id="contacto-nombre-error" errors={errors?.name} />
          </div>
          <div>
            <label htmlFor="contacto-email" className="mb-1 block text-sm">
              Email
            </label>
            <input
              id="contacto-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={values?.email}
              aria-invalid={errors?.email ? true : undefined}
              aria-describedby={errors?.email ? 'contacto-email-error' : undefined}
              className={input}
            />
            <FieldError id="contacto-email-error" errors={errors?.email} />
          </div>
          <div>
            <label htmlFor="contacto-mensaje" className="mb-1 block text-sm">
              Mensaje
            </label>
            <textarea
              id="contacto-mensaje"
              name="message"
              rows={6}
              required
              maxLength={5000}
              defaultValue={values?.message}
              aria-invalid={errors?.message ? true : undefined}
              aria-describedby={errors?.message ? 'contacto-mensaje-error' : undefined}
              className={input}
            />
            <FieldError id="contacto-mensaje-error" errors={errors?.message} />
          </div>
          <FieldError id="contacto-error" errors={errors?.form} />
          <button
            type="submit"
            disabled={sending}
            className="rounded-full bg-gold px-6 py-3 font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-60"
          >
            {sending ? 'Enviando...' : 'Enviar mensaje'}
          </button>
        </Form>
      </section>
    </div>
  )
}
