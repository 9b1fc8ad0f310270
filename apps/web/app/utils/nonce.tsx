import { createContext, useContext } from 'react'

/**
 * The request's CSP nonce, set by server.mjs; every inline script the page renders carries it.
 * None on a visitor's page kept by server.mjs: its policy lists the scripts' hashes instead.
 */
const NonceContext = createContext<string | undefined>(undefined)

export const NonceProvider = NonceContext.Provider

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
