import { DELETE_ACCOUNT_WORD } from '@aurum/contracts'
import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { apiErrorText } from '~/utils/api-messages.server'
import { apiFor, CART_TOKEN_KEY } from '~/utils/api.server'
import { AUTH_KEY, requireUser } from '~/utils/auth.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { commitSession, getSession } from '~/utils/session.server'
import { redirectWithToast } from '~/utils/toast.server'

const DELETE_FAILED = 'No se pudo eliminar la cuenta. Verifica tu contraseña.'

/**
 * Deletes the signed-in customer's account (DeleteAccountCard posts here). On success the API has
 * already ended every session; this one is forgotten here too, as at /logout, and the customer
 * lands on the home page signed out.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request)
  const form = await request.formData()
  const password = String(form.get('password') ?? '')
  if (form.get('confirmed') !== 'on')
    return refuse(request, 'Confirma que quieres eliminar tu cuenta.')
  if (!password || password.length > 200) return refuse(request, DELETE_FAILED)

  const api = await apiFor(request)
  // An account without a password (Google only) types the word instead; the API tells which.
  const body: { password: string; confirmation?: typeof DELETE_ACCOUNT_WORD } = { password }
  if (password.trim() === DELETE_ACCOUNT_WORD) body.confirmation = DELETE_ACCOUNT_WORD
  const { error, response } = await api.DELETE('/api/user/delete-account', { body })
  if (response.ok) {
    return redirectWithToast(
      request,
      '/',
      {
        title: 'Cuenta eliminada',
        description: 'Tu cuenta y tus datos personales se han borrado.',
      },
      { sessionValues: { [AUTH_KEY]: undefined, [CART_TOKEN_KEY]: undefined } },
    )
  }
  if (response.status === 401) {
    const session = await getSession(request)
    session.unset(AUTH_KEY)
    return redirect('/settings', {
      headers: { 'Set-Cookie': await commitSession(session, request) },
    })
  }
  const limited = rateLimitMessage(response)
  if (limited) return refuse(request, limited)
  // The last administrator, or a payment on its way: the API says which, in Spanish.
  if (response.status === 409) return refuse(request, apiErrorText(error, DELETE_FAILED))
  return refuse(request, DELETE_FAILED)
}

/** Nothing to show here: the form lives on /settings. */
export async function loader() {
  return redirect('/settings')
}

function refuse(request: Request, description: string) {
  return redirectWithToast(request, '/settings', {
    title: 'Error',
    description,
    variant: 'destructive',
  })
}
