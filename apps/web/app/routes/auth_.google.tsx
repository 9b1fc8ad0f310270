import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { apiFor } from '~/utils/api.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { getSession } from '~/utils/session.server'
import { GOOGLE_REDIRECT_KEY, signedIn } from '~/utils/sign-in.server'

export const meta: MetaFunction = () => [
  { title: 'Acceso con Google | Aurum Decants' },
  { name: 'robots', content: 'noindex' },
]

/** The API's one-time codes: base64url, of a sane length. */
const CODE = /^[A-Za-z0-9_-]{20,200}$/

const FAILED = '/auth?error=google-failed'

/**
 * The API sends the browser back here with a one-time code. A GET changes nothing, so the code is
 * only put in a form; posting it (by hand, or by the page itself with JavaScript) signs in.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get('code') ?? ''
  if (!CODE.test(code)) throw redirect(FAILED)
  return { code }
}

export async function action({ request }: ActionFunctionArgs) {
  const code = (await request.formData()).get('code')
  if (typeof code !== 'string' || !CODE.test(code)) return redirect(FAILED)
  // Traded server to server with the guest's cart token, so the cart joins the account.
  const api = await apiFor(request)
  const { data: answer, response } = await api.POST('/api/auth/google/exchange', {
    body: { code },
  })
  if (answer) {
    const back = (await getSession(request)).get(GOOGLE_REDIRECT_KEY)
    return signedIn(request, answer, back, 'Inicio de sesión exitoso')
  }
  // A limited exchange has not used the code: the visitor can try again from this page.
  const limited = rateLimitMessage(response)
  if (limited) return data({ message: limited }, { status: 429 })
  return redirect(FAILED)
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
        <p role="alert" className="mt-6 rounded-lg border border-danger px-3 py-2 text-sm">
          {result.message}
        </p>
      ) : null}
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
    </div>
  )
}
