/** Only used to resolve a target: a reserved name, so no real site can ever match it. */
const SITE = 'http://aurum.invalid'

/** The URL parser drops tabs and newlines and reads "\" as "/": refused here, not guessed. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/

/** Longer than any page of the shop, and too long to keep in the session cookie. */
const MAX_LENGTH = 1024

/**
 * The one gate for every redirect target that comes from a request (a form field, a query, the
 * session): only a path of this site passes, as the WHATWG URL parser normalises it, so that the
 * browser cannot read it as another host. Anything else gives the fallback.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length > MAX_LENGTH) return fallback
  if (!target.startsWith('/') || target.startsWith('//') || UNSAFE_CHARACTER.test(target)) {
    return fallback
  }
  let url: URL
  try {
    url = new URL(target, SITE)
  } catch {
    return fallback
  }
  if (url.origin !== SITE) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  return staysOnSite(path) ? path : fallback
}

/**
 * Dot segments can leave "//host" after normalising ("/.//evil.example"), and a later decode by a
 * proxy or another redirect can turn "%2F%2F" or "%5C" into one: each decoding of the path is
 * checked, byte by byte, so a malformed sequence elsewhere cannot hide the rest.
 */
function staysOnSite(path: string): boolean {
  let current = path
  for (let round = 0; round < 5; round++) {
    if (current.startsWith('//') || UNSAFE_CHARACTER.test(current)) return false
    const decoded = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    )
    if (decoded === current) return true
    current = decoded
  }
  // Encoded five times over: no link of this shop looks like that.
  return false
}

/**
 * Where a form's answer goes back to: its redirectTo field, or else the page it was posted from
 * (the Referer, which browsers send on the shop's own posts under its Referrer-Policy). A grid's
 * card forms leave the field out, two fewer per card; only the Referer's path is taken, and
 * either way it passes safeRedirect.
 */
export function returnPath(request: Request, form: FormData, fallback: string): string {
  const field = form.get('redirectTo')
  if (field !== null) return safeRedirect(field, fallback)
  const referer = request.headers.get('Referer')
  if (!referer || !URL.canParse(referer)) return fallback
  const { pathname, search } = new URL(referer)
  return safeRedirect(`${pathname}${search}`, fallback)
}
