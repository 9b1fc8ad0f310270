import { useFetcher, useLocation } from '@remix-run/react'
import { useHydrated } from '~/utils/use-hydrated'

/** The resource route every heart posts to (routes/favoritos.alternar.tsx). */
export const FAVORITE_TOGGLE_PATH = '/favoritos/alternar'

const HEART = 'icono-corazon'

/**
 * The heart's drawing, once per page (root.tsx puts it in the layout): every heart on a grid of
 * cards points at it rather than repeating the path. Filled or not comes from the heart's `fill`.
 */
export function HeartSymbol() {
  return (
    <svg aria-hidden="true" className="hidden">
      <symbol id={HEART} viewBox="0 0 24 24">
        <path
          d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1 7.8 7.8 7.8-7.8 1-1.1a5.5 5.5 0 0 0 0-7.8z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </symbol>
    </svg>
  )
}

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
  const location = useLocation()
  const hydrated = useHydrated()
  const pending = fetcher.formData?.get('intent')
  const shown = pending === 'add' ? true : pending === 'remove' ? false : saved
  const label = shown ? 'Quitar de favoritos' : 'Agregar a favoritos'
  return (
    <fetcher.Form method="post" action={FAVORITE_TOGGLE_PATH} preventScrollReset>
      <input type="hidden" name="perfumeId" value={perfumeId} />
      <input type="hidden" name="intent" value={shown ? 'remove' : 'add'} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        aria-pressed={shown}
        aria-label={label}
        data-tip=""
        className={large ? 'favorite-button h-12 w-12' : 'favorite-button'}
      >
        <svg
          aria-hidden="true"
          focusable="false"
          className={large ? 'h-6 w-6' : undefined}
          fill={shown ? 'currentColor' : 'none'}
        >
          <use href={`#${HEART}`} />
        </svg>
      </button>
    </fetcher.Form>
  )
}
