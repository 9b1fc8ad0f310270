import { createContext, useContext } from 'react'

/** The request's CSP nonce, set by server.mjs; every inline script the page renders carries it. */
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

export function useNonce(): string {
  return useContext(NonceContext)
}
