import {
  MailedTokenSchema,
  PASSWORD_MIN_LENGTH,
  PasswordResetConfirmSchema,
} from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { FormField } from '~/components/form-field'
import { NoticeBox } from '~/components/notice-box'
import { apiErrorText, apiFieldErrors } from '~/utils/api-messages.server'
import { apiFor } from '~/utils/api.server'
import { AUTH_KEY } from '~/utils/auth.server'
import { type FieldErrors, parseForm } from '~/utils/forms.server'
import { redirectWithNotice } from '~/utils/page-notice.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'

export const meta: MetaFunction = () => [
  { title: 'Nueva contraseña | Aurum Decants' },
  { name: 'robots', content: 'noindex' },
]

/**
 * The page a reset mail links to. A GET changes nothing (mail scanners open links): the token only
 * goes into the form, and the password changes when the form is posted.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = MailedTokenSchema.safeParse(new URL(request.url).searchParams.get('token'))
  return { token: token.success ? token.data : null }
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const refused = (fieldErrors: FieldErrors, status: number) =>
    data({ linkInvalid: false, fieldErrors }, { status })
  const linkInvalid = () =>
    data({ linkInvalid: true, fieldErrors: {} as FieldErrors }, { status: 400 })
  const parsed = parseForm(PasswordResetConfirmSchema, form, ['token', 'password'])
  if (parsed.fieldErrors?.token) return linkInvalid()
  const repeated = String(form.get('repeatPassword') ?? '') === String(form.get('password') ?? '')
  const fieldErrors: FieldErrors = {
    ...parsed.fieldErrors,
    ...(repeated ? {} : { repeatPassword: ['Las contraseñas no coinciden'] }),
  }
  if (!parsed.data || !repeated) return refused(fieldErrors, 400)

  const api = await apiFor(request)
  const { error, response } = await api.POST('/api/auth/password-reset/confirm', {
    body: parsed.data,
  })
  const limited = rateLimitMessage(response)
  if (limited) return refused({ form: [limited] }, 429)
  if ((error as { code?: unknown } | undefined)?.code === 'LINK_INVALID') return linkInvalid()
  if (!response.ok) {
    const fromApi = apiFieldErrors(error)
    return refused(
      Object.keys(fromApi).length
        ? fromApi
        : { form: [apiErrorText(error, 'No se pudo cambiar la contraseña. Inténtalo de nuevo.')] },
      response.status >= 500 ? 502 : response.status,
    )
  }
  // The reset ended every session of the account: this browser's sign-in goes with them.
  return redirectWithNotice(
    request,
    '/auth',
    { role: 'status', title: 'Contraseña actualizada: inicia sesión con la nueva' },
    { [AUTH_KEY]: undefined },
  )
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const saving = useNavigation().state === 'submitting'
  const errors = result?.fieldErrors ?? {}
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center font-display text-3xl font-bold text-gold">Nueva contraseña</h1>
      {!token || result?.linkInvalid ? (
        <NoticeBox
          role="alert"
          title="El enlace no es válido"
          description="Ya se ha usado, ha caducado o está incompleto. Pide uno nuevo: te lo enviaremos por email."
        >
          <p className="mt-3">
            <Link to="/recuperar-contrasena" className="text-gold underline hover:text-gold-strong">
              Pedir un enlace nuevo
            </Link>
          </p>
        </NoticeBox>
      ) : (
        <>
          {errors.form ? <NoticeBox role="alert" title={errors.form[0]} /> : null}
          <div className="mt-6 rounded-2xl border border-line bg-surface p-6">
            <Form method="post" className="flex flex-col gap-4" noValidate>
              <input type="hidden" name="token" value={token} />
              <FormField
                id="nueva-password"
                name="password"
                label="Nueva contraseña"
                type="password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={200}
                errors={errors.password}
              />
              <FormField
                id="repetir-password"
                name="repeatPassword"
                label="Repite la nueva contraseña"
                type="password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={200}
                errors={errors.repeatPassword}
              />
              <button
                type="submit"
                disabled={saving}
                className="rounded-full bg-gold px-6 py-3 font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-60"
              >
                {saving ? 'Guardando...' : 'Cambiar contraseña'}
              </button>
            </Form>
          </div>
        </>
      )}
    </div>
  )
}
