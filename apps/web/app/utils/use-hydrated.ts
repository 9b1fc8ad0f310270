import { useSyncExternalStore } from 'react'

/** Scripts are running: false in the server's HTML and during hydration, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  )
}
