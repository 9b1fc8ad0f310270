import { useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '~/root'

/** The administrator's store settings that change what every page shows (root loader). */
export interface StoreFlags {
  collections: boolean
  tracking: boolean
  /** The free-shipping threshold ('50.00'), or null while free shipping is off. */
  freeShippingFrom: string | null
  /** True only for the administrator while visitors see the maintenance page. */
  maintenance: boolean
  /** Who runs the shop, for the footer (the legal notice's owner data); empty texts until set. */
  company: { name: string; taxId: string; address: string }
}

/** An error page without the root's answer shows none of the parts that can be switched off. */
const UNKNOWN: StoreFlags = {
  collections: false,
  tracking: false,
  freeShippingFrom: null,
  maintenance: false,
  company: { name: '', taxId: '', address: '' },
}

export function useStoreFlags(): StoreFlags {
  return useRouteLoaderData<typeof rootLoader>('root')?.store ?? UNKNOWN
}
