import type { ActionFunctionArgs } from '@remix-run/node'
import { apiErrorText } from '~/utils/api-messages.server'
import { apiFor } from '~/utils/api.server'
import { AUTH_KEY, getAuth, requireUser } from '~/utils/auth.server'
import { notAPage } from '~/utils/not-a-page.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * 'Reenviar enlace' of the reminder to confirm the email (under the header, on /profile) posts
 * here, and goes back to the page it came from with what happened.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request)
  const back = safeRedirect((await request.formData()).get('redirectTo'))
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
    const auth = await getAuth(request)
    return redirectWithToast(
      request,
      back,
      { title: 'Tu email ya está confirmado' },
      { sessionValues: auth ? { [AUTH_KEY]: { ...auth, userCheckedAt: 0 } } : {} },
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
