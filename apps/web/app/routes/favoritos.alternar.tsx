import { type ActionFunctionArgs, data, redirect } from '@remix-run/node'
import { apiFor } from '~/utils/api.server'
import { getUser } from '~/utils/auth.server'
import { idFrom, PENDING_FAVORITE_KEY, type PendingFavorite } from '~/utils/favorites.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { returnPath } from '~/utils/safe-redirect'
import { commitSession, getSession } from '~/utils/session.server'
import { redirectWithToast } from '~/utils/toast.server'
import { notAPage } from '~/utils/not-a-page.server'

/** Where a visitor signs in before the heart's perfume is saved (see favoritos.agregar.tsx). */
const SIGN_IN_THEN_SAVE = `/auth?message=login-required&redirectTo=${encodeURIComponent('/favoritos/agregar')}`

/**
 * The heart of a perfume card or page posts here: intent=add saves the perfume, intent=remove
 * takes it out. Without JavaScript the answer goes back to the page with a toast; with it (the
 * form then carries js=1) the page stays and the heart has already changed; a failure comes back
 * to the page with its toast. A visitor is asked to sign in, and the perfume is saved on the way
 * back.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const back = returnPath(request, form, '/catalogo')
  const perfumeId = idFrom(form.get('perfumeId'))
  const removing = form.get('intent') === 'remove'
  const script = form.get('js') === '1'

  if (!(await getUser(request))) {
    const session = await getSession(request)
    if (perfumeId && !removing) {
      const pending: PendingFavorite = { perfumeId, back, at: Date.now() }
      session.set(PENDING_FAVORITE_KEY, pending)
      return redirect(SIGN_IN_THEN_SAVE, {
        headers: { 'Set-Cookie': await commitSession(session, request) },
      })
    }
    return redirect(`/auth?message=login-required&redirectTo=${encodeURIComponent(back)}`)
  }

  const failure = removing ? 'No se pudo eliminar el favorito' : 'No se pudo agregar a favoritos'
  // A failure always comes back with its toast (with JavaScript too: the heart then shows what
  // is saved again); a success needs no words when the heart has already changed.
  const failed = (response?: Response) =>
    redirectWithToast(request, back, {
      title: 'Error',
      description: (response && rateLimitMessage(response)) ?? failure,
      variant: 'destructive',
    })
  const done = (title: string) =>
    script ? data({ ok: true }) : redirectWithToast(request, back, { title })
  if (!perfumeId) return failed()

  const api = await apiFor(request)
  if (removing) {
    const { response } = await api.DELETE('/api/favorites/perfume/{perfumeId}', {
      params: { path: { perfumeId } },
    })
    // 404: it was not saved (removed meanwhile in another tab): what the click asked for.
    if (!response.ok && response.status !== 404) return failed(response)
    return done('Favorito eliminado')
  }
  const { response } = await api.POST('/api/favorites', { body: { perfumeId } })
  if (!response.ok) return failed(response)
  return done('Favorito agregado')
}

export async function loader() {
  throw notAPage()
}
