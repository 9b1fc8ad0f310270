import { useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '~/root'

/** The store currency, chosen once on the server (STORE_CURRENCY). */
export function useCurrency(): string {
  return useRouteLoaderData<typeof rootLoader>('root')?.currency ?? 'EUR'
}
