import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { apiFor } from '~/utils/api.server'
import { requireUser } from '~/utils/auth.server'
import { PENDING_FAVORITE_KEY, pendingFavorite } from '~/utils/favorites.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { commitSession, getSession } from '~/utils/session.server'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * Where a visitor who clicked a heart lands after signing in (or registering): the perfume they
 * chose is saved, and they are back on the page of the heart. The perfume comes only from the
 * session, put there by the heart's own post (favoritos.alternar.tsx), never from this URL, so a
 * link to this page saves nothing that its visitor did not ask for; the wish is used once.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  const pending = await pendingFavorite(request)
  const forget = { sessionValues: { [PENDING_FAVORITE_KEY]: undefined } }
  if (!pending) {
    const session = await getSession(request)
    session.unset(PENDING_FAVORITE_KEY)
    return redirect('/favorites', {
      headers: { 'Set-Cookie': await commitSession(session, request) },
    })
  }
  const api = await apiFor(request)
  const { response } = await api.POST('/api/favorites', {
    body: { perfumeId: pending.perfumeId },
  })
  if (!response.ok) {
    return redirectWithToast(
      request,
      pending.back,
      {
        title: 'Error',
        description: rateLimitMessage(response) ?? 'No se pudo agregar a favoritos',
        variant: 'destructive',
      },
      forget,
    )
  }
  return redirectWithToast(request, pending.back, { title: 'Favorito agregado' }, forget)
}
