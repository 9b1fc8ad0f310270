import { VerifyEmailSchema } from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { NoticeBox } from '~/components/notice-box'
import { apiErrorText } from '~/utils/api-messages.server'
import { apiFor } from '~/utils/api.server'
import { AUTH_KEY, getAuth } from '~/utils/auth.server'
import { parseForm } from '~/utils/forms.server'
import { redirectWithNotice, takeNotice } from '~/utils/page-notice.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'

export const meta: MetaFunction = () => [
  { title: 'Confirmar email | Aurum Decants' },
  { name: 'robots', content: 'noindex' },
]

const PATH = '/verificar-correo'

/**
 * The page a verification mail links to. A GET changes nothing (mail scanners open links): the
 * token only goes into the form, and the address is confirmed when 'Confirmar' posts it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { notice, headers } = await takeNotice(request)
  const token = VerifyEmailSchema.shape.token.safeParse(
    new URL(request.url).searchParams.get('token'),
  )
  return data({ notice, token: token.success ? token.data : null }, { headers })
}

export async function action({ request }: ActionFunctionArgs) {
  const parsed = parseForm(VerifyEmailSchema, await request.formData(), ['token'])
  const refused = (message: string | null, status: number) =>
    data({ linkInvalid: message === null, message }, { status })
  if (!parsed.data) return refused(null, 400)
  const api = await apiFor(request)
  const {
    data: confirmed,
    error,
    response,
  } = await api.POST('/api/auth/verify-email', { body: parsed.data })
  const limited = rateLimitMessage(response)
  if (limited) return refused(limited, 429)
  const code = (error as { code?: unknown } | undefined)?.code
  if (code === 'LINK_INVALID') return refused(null, 400)
  if (code === 'CONFLICT')
    return refused('No se pudo confirmar: ese email ya es el de otra cuenta.', 409)
  if (!confirmed)
    return refused(
      apiErrorText(error, 'No se pudo confirmar el email. Inténtalo de nuevo.'),
      response.status >= 500 ? 502 : response.status,
    )
  // Signed in: the user the header shows is read again on the next page, so the reminder goes
  // (and a changed address shows) without waiting for the usual five minutes.
  const auth = await getAuth(request)
  return redirectWithNotice(
    request,
    PATH,
    {
      role: 'status',
      title: 'Email confirmado',
      description: `Hemos confirmado ${confirmed.email}.`,
    },
    auth ? { [AUTH_KEY]: { ...auth, userCheckedAt: 0 } } : {},
  )
}

export default function VerifyEmail() {
  const { notice, token } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const sending = useNavigation().state === 'submitting'
  return (
    <div className="mx-auto max-w-md px-4 py-12 text-center">
      <h1 className="font-display text-3xl font-bold text-gold">Confirmar email</h1>
      {notice ? (
        <>
          <NoticeBox {...notice} />
          <Link
            to="/"
            className="mt-8 inline-block rounded-full border border-gold px-6 py-3 text-gold hover:bg-surface-raised"
          >
            Volver al Inicio
          </Link>
        </>
      ) : !token || result?.linkInvalid ? (
        <NoticeBox
          role="alert"
          title="El enlace no es válido"
          description="Ya se ha usado, ha caducado o está incompleto. Inicia sesión y pide uno nuevo desde tu perfil."
        >
          <p className="mt-3">
            <Link to="/profile" className="text-gold underline hover:text-gold-strong">
              Ir a Mi Perfil
            </Link>
          </p>
        </NoticeBox>
      ) : (
        <>
          {result?.message ? <NoticeBox role="alert" title={result.message} /> : null}
          <p className="mt-6 text-ink-muted">
            Pulsa el botón para confirmar que este email es tuyo.
          </p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <button
              type="submit"
              disabled={sending}
              className="rounded-full bg-gold px-6 py-3 font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-60"
            >
              {sending ? 'Confirmando...' : 'Confirmar'}
            </button>
          </Form>
        </>
      )}
    </div>
  )
}
