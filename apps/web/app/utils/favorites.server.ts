import { apiFor } from './api.server'
import { getUser } from './auth.server'
import { getSession } from './session.server'

/**
 * The hearts of a page of perfume cards: the ids the signed-in customer saved, in one small API
 * call; none (and no call) for a visitor. The catalogue's own answers stay cached as they are.
 */
export async function favoritePerfumeIds(request: Request): Promise<string[]> {
  if (!(await getUser(request))) return []
  const api = await apiFor(request)
  const { data } = await api.GET('/api/favorites/ids')
  // Without the ids the hearts are shown empty; the page itself still works.
  return data?.perfumeIds ?? []
}

/**
 * A visitor's click on a heart, kept in the session while they sign in: only a post of this
 * site (the heart's form) can put it there, so the page that saves it after the sign-in
 * (/favoritos/agregar) cannot be made to save anything else by a link.
 */
export const PENDING_FAVORITE_KEY = 'pendingFavorite'

/** A wish older than this is forgotten rather than saved by surprise much later. */
const PENDING_FAVORITE_MAX_AGE_MS = 60 * 60 * 1000

export interface PendingFavorite {
  perfumeId: string
  /** The page the heart was on, already checked by safeRedirect. */
  back: string
  /** Epoch ms of the click. */
  at: number
}

export async function pendingFavorite(request: Request): Promise<PendingFavorite | null> {
  const session = await getSession(request)
  const pending = session.get(PENDING_FAVORITE_KEY) as PendingFavorite | undefined
  if (!pending || Date.now() - pending.at > PENDING_FAVORITE_MAX_AGE_MS) return null
  return pending
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A perfume or favorite id from a form, or null: nothing else is sent to the API. */
export function idFrom(value: FormDataEntryValue | null): string | null {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null
}
