import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { apiErrorText } from '~/utils/api-messages.server'
import { apiFor } from '~/utils/api.server'
import { AUTH_KEY, getAuth } from '~/utils/auth.server'
import { notAPage } from '~/utils/not-a-page.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * 'Reenviar enlace' of the reminder to confirm the email (under the header, on /profile) posts
 * here, and goes back to the page it came from with what happened.
 */
export async function action({ request }: ActionFunctionArgs) {
  const back = safeRedirect((await request.formData()).get('redirectTo'))
  const auth = await getAuth(request)
  // Signed out meanwhile: after signing in, back to the page, not to this address of forms only.
  if (!auth) return redirect(`/auth?redirectTo=${encodeURIComponent(back)}`)
  const api = await apiFor(request)
  const { data: sent, error, response } = await api.POST('/api/auth/verify-email/resend')
  if (sent)
    return redirectWithToast(request, back, {
      title: 'Enlace enviado',
      description: `Te hemos enviado un nuevo enlace a ${sent.email}`,
    })
  if ((error as { code?: unknown } | undefined)?.code === 'CONFLICT') {
    // Confirmed meanwhile (in another tab, on another device): the user is read again, so the
    // reminder goes.
    return redirectWithToast(
      request,
      back,
      { title: 'Tu email ya está confirmado' },
      { sessionValues: { [AUTH_KEY]: { ...auth, userCheckedAt: 0 } } },
    )
  }
  return redirectWithToast(
    request,
    back,
    {
      title: 'No se pudo enviar el enlace',
      description:
        rateLimitMessage(response) ?? apiErrorText(error, 'Inténtalo de nuevo en unos minutos.'),
      variant: 'destructive',
    },
    // The API has ended this session: the page goes back as a visitor's, who has nothing to confirm.
    response.status === 401 ? { sessionValues: { [AUTH_KEY]: undefined } } : undefined,
  )
}

export async function loader() {
  throw notAPage()
}
