/**
 * The signed-in user the header shows (name, 'Cliente' or 'Cliente Premium') is kept in the
 * session and read again from the API (`GET /api/auth/me`) once it is this old: spec 001 §9
 * fetches the current user every 300000 ms. With JavaScript an open page asks as often.
 */
export const CURRENT_USER_MAX_AGE_MS = 300_000

/** Where an open page asks for the current user (routes/usuario-actual.tsx). */
export const CURRENT_USER_PATH = '/usuario-actual'

/**
 * Pages that read the user every time: the page after paying and the customer's orders, where
 * 'Cliente Premium' may have just begun, and the open page's own ask.
 */
const READ_EVERY_TIME = new Set(['/success', '/orders', CURRENT_USER_PATH])

/**
 * Whether this request reads the user again: never read, read too long ago, or such a page, as a
 * document or as its data (Remix's single fetch asks for '/orders.data').
 */
export function userNeedsCheck(checkedAt: number | undefined, now: number, path: string): boolean {
  const page = path.replace(/\.data$/, '').replace(/(.)\/+$/, '$1')
  if (READ_EVERY_TIME.has(page)) return true
  if (typeof checkedAt !== 'number') return true
  // A time ahead of the clock (a clock set back) counts as old, not as fresh forever.
  return now - checkedAt >= CURRENT_USER_MAX_AGE_MS || checkedAt > now
}

/** What the header (and the reminder under it) shows of a user, to tell whether an answer changes it. */
export function shownUser(
  user: {
    id: string
    email: string
    username: string
    name: string | null
    role: string
    premium?: boolean
    emailVerified?: boolean
  } | null,
): string {
  // A session kept before emailVerified existed reads as confirmed: no reminder until it is read.
  return user
    ? JSON.stringify([
        user.id,
        user.email,
        user.username,
        user.name,
        user.role,
        !!user.premium,
        user.emailVerified !== false,
      ])
    : 'null'
}
