/** What the browser tells about where a request comes from, and where it arrived. */
export interface RequestSource {
  method: string
  /** The request's own origin as the server sees it (protocol and host after `trust proxy`). */
  ownOrigin: string
  origin?: string
  secFetchSite?: string
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const OWN_FETCH_SITES = new Set(['same-origin', 'none'])

/**
 * Whether a request that may change something was started by another site (a form or a script
 * elsewhere posting with the visitor's cookies). Browsers send Origin or Sec-Fetch-Site on such
 * requests; a request with neither (curl, a server) comes from no page and passes.
 */
export function isCrossSiteRequest({
  method,
  ownOrigin,
  origin,
  secFetchSite,
}: RequestSource): boolean {
  if (READ_ONLY_METHODS.has(method.toUpperCase())) return false
  if (origin !== undefined && origin !== normalisedOrigin(ownOrigin)) return true
  return secFetchSite !== undefined && !OWN_FETCH_SITES.has(secFetchSite)
}

/** "https://shop.example:443" and "https://shop.example" are one origin, as the browser writes it. */
function normalisedOrigin(origin: string): string | undefined {
  try {
    return new URL(origin).origin
  } catch {
    return undefined
  }
}
