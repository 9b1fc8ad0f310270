import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { CURRENT_USER_MAX_AGE_MS, CURRENT_USER_PATH, shownUser } from './current-user'

type ShownUser = Parameters<typeof shownUser>[0]

/**
 * With JavaScript, an open page of a signed-in customer or administrator asks for the current
 * user every 5 minutes (spec 001 §9), never while the tab is hidden (at once on coming back, if a
 * turn was missed), and reloads the page's data when what the header shows has changed: a new
 * name, 'Cliente Premium', the session ended elsewhere.
 */
export function useCurrentUserRefresh(user: ShownUser): void {
  const { revalidate } = useRevalidator()
  const shown = shownUser(user)
  // What the header shows now, for the timer's answers to compare with.
  const latest = useRef({ shown, revalidate })
  useEffect(() => {
    latest.current = { shown, revalidate }
  }, [shown, revalidate])
  const signedIn = user !== null

  useEffect(() => {
    if (!signedIn) return
    let askedAt = Date.now()
    let timer: number | undefined
    const ask = async () => {
      askedAt = Date.now()
      try {
        const response = await fetch(CURRENT_USER_PATH, { headers: { Accept: 'application/json' } })
        if (!response.ok) return
        const { user: current } = (await response.json()) as { user: ShownUser }
        if (shownUser(current) !== latest.current.shown) latest.current.revalidate()
      } catch {
        // Offline, or the server did not answer: the next turn asks again.
      }
    }
    const start = () => {
      timer = window.setInterval(() => void ask(), CURRENT_USER_MAX_AGE_MS)
    }
    const stop = () => window.clearInterval(timer)
    const onVisibilityChange = () => {
      stop()
      if (document.hidden) return
      if (Date.now() - askedAt >= CURRENT_USER_MAX_AGE_MS) void ask()
      start()
    }
    if (!document.hidden) start()
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => {
      stop()
      document.removeEventListener('visibilitychange', onVisibilityChange)
    }
  }, [signedIn])
}

/** The same, as a component drawing nothing: root.tsx loads it only for a signed-in user. */
export function CurrentUserRefresh({ user }: { user: NonNullable<ShownUser> }): null {
  useCurrentUserRefresh(user)
  return null
}
