import { NewsletterSubscriptionSchema } from '@aurum/contracts'
import type { ActionFunctionArgs } from '@remix-run/node'
import { CONNECTION_ERROR, isApiUnavailable } from '~/utils/api-unavailable'
import { apiFor } from '~/utils/api.server'
import { isBot, parseForm } from '~/utils/forms.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { redirectWithToast } from '~/utils/toast.server'
import { notAPage } from '~/utils/not-a-page.server'

/** The footer's newsletter box posts here from every page and comes back to it. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const back = safeRedirect(form.get('redirectTo'))
  if (isBot(form)) return redirectWithToast(request, back, { title: 'Suscripción confirmada' })
  const { data, fieldErrors } = parseForm(NewsletterSubscriptionSchema, form, ['email'])
  if (fieldErrors) {
    return redirectWithToast(request, back, {
      title: 'No se pudo completar la suscripción',
      description: 'Introduce un email válido',
      variant: 'destructive',
    })
  }
  const api = await apiFor(request)
  const { error, response } = await api.POST('/api/newsletter', { body: data })
  if (error) {
    return redirectWithToast(request, back, {
      title: 'No se pudo completar la suscripción',
      description:
        rateLimitMessage(response) ??
        (isApiUnavailable(error) ? CONNECTION_ERROR : 'Inténtalo de nuevo en unos minutos'),
      variant: 'destructive',
    })
  }
  return redirectWithToast(request, back, {
    title: 'Suscripción confirmada',
    description: `Enviaremos nuestras novedades a ${data.email}`,
  })
}

export async function loader() {
  throw notAPage()
}
