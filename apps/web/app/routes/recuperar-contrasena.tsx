import { PASSWORD_RESET_MINUTES, PasswordResetRequestSchema } from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { FormField } from '~/components/form-field'
import { Honeypot } from '~/components/honeypot'
import { NoticeBox } from '~/components/notice-box'
import { apiErrorText } from '~/utils/api-messages.server'
import { apiFor } from '~/utils/api.server'
import { type FieldErrors, isBot, parseForm } from '~/utils/forms.server'
import { redirectWithNotice, takeNotice } from '~/utils/page-notice.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'

export const meta: MetaFunction = () => [
  { title: 'Recuperar contraseña | Aurum Decants' },
  { name: 'robots', content: 'noindex' },
]

const PATH = '/recuperar-contrasena'

export async function loader({ request }: LoaderFunctionArgs) {
  const { notice, headers } = await takeNotice(request)
  return data({ notice }, { headers })
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  // A bot is told nothing and mails nobody.
  if (isBot(form)) return redirect(PATH)
  const values = { email: String(form.get('email') ?? '') }
  const refused = (fieldErrors: FieldErrors, status: number) =>
    data({ fieldErrors, values }, { status })
  const parsed = parseForm(PasswordResetRequestSchema, form, ['email'])
  if (parsed.fieldErrors) return refused(parsed.fieldErrors, 400)
  const api = await apiFor(request)
  const {
    data: sent,
    error,
    response,
  } = await api.POST('/api/auth/password-reset', { body: parsed.data })
  const limited = rateLimitMessage(response)
  if (limited) return refused({ form: [limited] }, 429)
  if (!sent)
    return refused(
      { form: [apiErrorText(error, 'No se pudo enviar el enlace. Inténtalo de nuevo.')] },
      response.status >= 500 ? 502 : response.status,
    )
  // The same words for an address with or without an account: the page must not tell them apart.
  return redirectWithNotice(request, PATH, {
    role: 'status',
    title: `Si existe una cuenta con ${sent.email}, te hemos enviado un enlace para restablecer tu contraseña. Caduca en ${PASSWORD_RESET_MINUTES} minutos.`,
  })
}

export default function ForgotPassword() {
  const { notice } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const sending = useNavigation().state === 'submitting'
  const errors = result?.fieldErrors ?? {}
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center font-display text-3xl font-bold text-gold">
        Recuperar contraseña
      </h1>
      {notice ? <NoticeBox {...notice} /> : null}
      {errors.form ? <NoticeBox role="alert" title={errors.form[0]} /> : null}
      <div className="mt-6 rounded-2xl border border-line bg-surface p-6">
        <p className="text-sm text-ink-muted">
          Escribe el email de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.
        </p>
        <Form method="post" className="relative mt-4 flex flex-col gap-4" noValidate>
          <Honeypot />
          <FormField
            id="recuperar-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={result?.values.email}
            errors={errors.email}
          />
          <button
            type="submit"
            disabled={sending}
            className="rounded-full bg-gold px-6 py-3 font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-60"
          >
            {sending ? 'Enviando...' : 'Enviar enlace'}
          </button>
        </Form>
      </div>
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="text-gold underline hover:text-gold-strong">
          Volver a Iniciar Sesión
        </Link>
      </p>
    </div>
  )
}
