import { useFetcher } from '@remix-run/react'
import { useHydrated } from '~/utils/use-hydrated'

/** The resource route every heart posts to (routes/favoritos.alternar.tsx). */
export const FAVORITE_TOGGLE_PATH = '/favoritos/alternar'

/**
 * The heart of a perfume card or page: a form that saves the perfume in the favorites, or takes
 * it out when it is saved. Without JavaScript it posts and comes back to this page with a toast;
 * with it the heart changes at once (optimistic) and the page stays. A visitor is asked to sign in
 * and comes back with the perfume saved.
 */
export function FavoriteButton({
  perfumeId,
  saved,
  large = false,
}: {
  perfumeId: string
  saved: boolean
  large?: boolean
}) {
  // One key per perfume: every heart of the same perfume on a page shows the same click.
  const fetcher = useFetcher({ key: `favorite-${perfumeId}` })
  const hydrated = useHydrated()
  const pending = fetcher.formData?.get('intent')
  const shown = pending === 'add' ? true : pending === 'remove' ? false : saved
  const label = shown ? 'Quitar de favoritos' : 'Agregar a favoritos'
  return (
    <fetcher.Form method="post" action={FAVORITE_TOGGLE_PATH} preventScrollReset>
      <input type="hidden" name="perfumeId" value={perfumeId} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {/* The intent rides on the button, one field less per card; the heart is drawn by app.css. */}
      <button
        name="intent"
        value={shown ? 'remove' : 'add'}
        aria-pressed={shown}
        aria-label={label}
        data-tip=""
        className={large ? 'favorite-button favorite-large' : 'favorite-button'}
      />
    </fetcher.Form>
  )
}
