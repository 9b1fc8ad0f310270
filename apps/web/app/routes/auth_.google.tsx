import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useSubmit,
} from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { apiFor } from '~/utils/api.server'
import { googleNonce } from '~/utils/google-sign-in.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { commitSession, getSession } from '~/utils/session.server'
import { GOOGLE_NONCE_KEY, GOOGLE_REDIRECT_KEY, signedIn } from '~/utils/sign-in.server'

export const meta: MetaFunction = () => [
  { title: 'Acceso con Google | Aurum Decants' },
  { name: 'robots', content: 'noindex' },
]

/** The API's one-time codes: base64url, of a sane length. */
const CODE = /^[A-Za-z0-9_-]{20,200}$/

const FAILED = '/auth?error=google-failed'
/** The API answered, but not with a session the shop can use. */
const BAD_DATA = '/auth?error=google-bad-data'

/**
 * The API sends the browser back here with a one-time code. A GET changes nothing, so the code is
 * only put in a form; posting it (by hand, or by the page itself with JavaScript) signs in. A
 * browser that did not start the sign-in (no nonce in its session) gets no form at all: a code
 * that someone else's sign-in produced must never sign it in (login CSRF).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get('code') ?? ''
  if (!CODE.test(code) || !googleNonce(await getSession(request))) throw redirect(FAILED)
  return { code }
}

export async function action({ request }: ActionFunctionArgs) {
  const code = (await request.formData()).get('code')
  const session = await getSession(request)
  const nonce = googleNonce(session)
  // Spent by this attempt whatever its outcome: one nonce, one trade.
  session.unset(GOOGLE_NONCE_KEY)
  const failed = async (to = FAILED) =>
    redirect(to, { headers: { 'Set-Cookie': await commitSession(session, request) } })
  if (typeof code !== 'string' || !CODE.test(code) || !nonce) return failed()
  // Traded server to server with the guest's cart token, so the cart joins the account.
  const api = await apiFor(request)
  const { data: answer, response } = await api.POST('/api/auth/google/exchange', {
    body: { code, nonce },
  })
  if (answer?.accessToken && answer.user) {
    return signedIn(request, answer, session.get(GOOGLE_REDIRECT_KEY), 'Inicio de sesión exitoso')
  }
  if (response.ok) return failed(BAD_DATA)
  // The nonce is gone, so this code is of no more use: the visitor waits and starts again.
  const limited = rateLimitMessage(response)
  if (limited)
    return data(
      { message: limited },
      { status: 429, headers: { 'Set-Cookie': await commitSession(session, request) } },
    )
  return failed()
}

export default function GoogleReturn() {
  const { code } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const submitting = useNavigation().state !== 'idle'
  const submit = useSubmit()
  const form = useRef<HTMLFormElement>(null)
  const submitted = useRef(false)

  useEffect(() => {
    // Once: strict mode runs effects twice in development, and a code is good for one trade.
    if (submitted.current || !form.current) return
    submitted.current = true
    submit(form.current)
  }, [submit])

  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-bold text-gold">
        Completando el acceso con Google…
      </h1>
      {result?.message ? (
        <>
          <p role="alert" className="mt-6 rounded-lg border border-danger px-3 py-2 text-sm">
            {result.message}
          </p>
          <Link
            to="/auth"
            className="mt-8 inline-block rounded-full bg-gold px-6 py-3 font-semibold text-on-gold hover:bg-gold-strong"
          >
            Volver a Iniciar Sesión
          </Link>
        </>
      ) : (
        <Form method="post" ref={form} className="mt-8">
          <input type="hidden" name="code" value={code} />
          <button
            type="submit"
            disabled={submitting}
            className="rounded-full bg-gold px-6 py-3 font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-60"
          >
            Continuar
          </button>
        </Form>
      )}
    </div>
  )
}
