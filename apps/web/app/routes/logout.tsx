import type { ActionFunctionArgs } from '@remix-run/node'
import { apiFor, CART_TOKEN_KEY } from '~/utils/api.server'
import { AUTH_KEY } from '~/utils/auth.server'
import { redirectWithToast } from '~/utils/toast.server'
import { notAPage } from '~/utils/not-a-page.server'

/** Ends the session on the server, then forgets it here, whatever the API answered. */
export async function action({ request }: ActionFunctionArgs) {
  const api = await apiFor(request)
  const { response } = await api.POST('/api/auth/logout')
  const ended = response.ok || response.status === 401
  return redirectWithToast(
    request,
    '/',
    ended
      ? { title: 'Sesión cerrada', description: 'Has cerrado sesión correctamente' }
      : { title: 'Error: No se pudo cerrar sesion', variant: 'destructive' },
    { sessionValues: { [AUTH_KEY]: undefined, [CART_TOKEN_KEY]: undefined } },
  )
}

export async function loader() {
  throw notAPage()
}
