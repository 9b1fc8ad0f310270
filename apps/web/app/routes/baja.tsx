import { MailedTokenSchema } from '@aurum/contracts'
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
import { redirectWithNotice, takeNotice } from '~/utils/page-notice.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'

export const meta: MetaFunction = () => [
  { title: 'Darse de baja | Aurum Decants' },
  { name: 'robots', content: 'noindex' },
]

const PATH = '/baja'

/** A token of the shop's links, else null: what no link carries never reaches the API. */
function tokenFrom(value: unknown): string | null {
  const token = MailedTokenSchema.safeParse(value)
  return token.success ? token.data : null
}

/**
 * The unsubscribe link of a favourite's mail opens this page. A GET changes nothing (mail scanners
 * open links): the token only goes into the form, and 'Darme de baja' posts it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { notice, headers } = await takeNotice(request)
  const token = tokenFrom(new URL(request.url).searchParams.get('token'))
  return data({ notice, token }, { headers })
}

export async function action({ request }: ActionFunctionArgs) {
  const token = tokenFrom((await request.formData()).get('token'))
  const refused = (message: string | null, status: number) =>
    data({ linkInvalid: message === null, message }, { status })
  if (!token) return refused(null, 400)
  const api = await apiFor(request)
  const {
    data: done,
    error,
    response,
  } = await api.POST('/api/mail/unsubscribe', {
    params: { query: { token } },
  })
  const limited = rateLimitMessage(response)
  if (limited) return refused(limited, 429)
  if ((error as { code?: unknown } | undefined)?.code === 'LINK_INVALID') return refused(null, 400)
  if (!done)
    return refused(
      apiErrorText(error, 'No se pudo completar la baja. Inténtalo de nuevo.'),
      response.status >= 500 ? 502 : response.status,
    )
  return redirectWithNotice(request, PATH, {
    role: 'status',
    title: 'Listo: ya no te enviaremos correos sobre tus favoritos.',
  })
}

export default function Unsubscribe() {
  const { notice, token } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const sending = useNavigation().state === 'submitting'
  return (
    <div className="mx-auto max-w-md px-4 py-12 text-center">
      <h1 className="font-display text-3xl font-bold text-gold">Darse de baja</h1>
      {notice ? (
        <NoticeBox {...notice}>
          <p className="mt-2 text-sm text-ink-muted">
            Puedes elegir qué correos recibes en{' '}
            <Link to="/settings" className="text-gold underline hover:text-gold-strong">
              Configuración
            </Link>
            .
          </p>
        </NoticeBox>
      ) : !token || result?.linkInvalid ? (
        <NoticeBox
          role="alert"
          title="El enlace no es válido"
          description="Está incompleto o ya no sirve. Puedes elegir qué correos recibes desde la configuración de tu cuenta."
        >
          <p className="mt-3">
            <Link to="/settings" className="text-gold underline hover:text-gold-strong">
              Ir a Configuración
            </Link>
          </p>
        </NoticeBox>
      ) : (
        <>
          {result?.message ? <NoticeBox role="alert" title={result.message} /> : null}
          <p className="mt-6 text-ink-muted">
            Dejarás de recibir correos cuando un perfume de tus favoritos vuelva a estar disponible
            o esté en oferta.
          </p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <button
              type="submit"
              disabled={sending}
              className="rounded-full bg-gold px-6 py-3 font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-60"
            >
              {sending ? 'Procesando...' : 'Darme de baja'}
            </button>
          </Form>
        </>
      )}
    </div>
  )
}
