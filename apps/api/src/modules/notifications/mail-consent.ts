import { createHmac, timingSafeEqual } from 'node:crypto'

const UUID_HEX = /^[0-9a-f]{32}$/

/**
 * The token of a favourites mail's unsubscribe link: the customer's id and an HMAC of it with the
 * shop's secret, so it needs no database row and cannot be made for another customer. It only
 * ever turns mail off.
 */
export function unsubscribeToken(userId: string, secret: string): string {
  const id = userId.replace(/-/g, '')
  return `${id}${signature(id, secret)}`
}

/** The customer a token was made for; null for anything else. */
export function unsubscribedUser(token: string, secret: string): string | null {
  const id = token.slice(0, 32)
  if (!UUID_HEX.test(id)) return null
  const given = Buffer.from(token.slice(32))
  const expected = Buffer.from(signature(id, secret))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
}

function signature(id: string, secret: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:favorites:${id}`).digest('base64url')
}
