import { SetMetadata } from '@nestjs/common'
import type { ThrottlerModuleOptions } from '@nestjs/throttler'
import type { Env } from '../../config/env'
import { rateLimitStorage } from './rate-limit.storage'

/**
 * What one client address may send, per concern, before it is answered 429. Every route of a
 * concern shares its count. RATE_LIMIT_FACTOR multiplies them all (the browser tests send
 * everything from one address).
 */
export const RATE_LIMITS = {
  /** New accounts: a family or an office may sign up together; a script may not. */
  register: { limit: 10, windowSeconds: 15 * 60 },
  /** The web app refreshes a session's tokens every 15 minutes; a few tabs and devices each. */
  refresh: { limit: 60, windowSeconds: 15 * 60 },
  /** Asking for a reset link and setting the new password: each request may mail someone. */
  passwordReset: { limit: 10, windowSeconds: 15 * 60 },
  /** Following a verification link and asking for another one (which mails). */
  emailVerification: { limit: 20, windowSeconds: 15 * 60 },
  /** Starting Google sign-in writes a state row every time. */
  google: { limit: 20, windowSeconds: 10 * 60 },
  /** Messages to the shop, read by a person. */
  contact: { limit: 5, windowSeconds: 10 * 60 },
  /** Subscriptions: a person subscribes once or twice. */
  newsletter: { limit: 5, windowSeconds: 10 * 60 },
  /** Adding, changing and removing cart lines: quick clicks are fine, a stock-draining loop is not. */
  cart: { limit: 120, windowSeconds: 60 },
  /** Starting a payment holds stock and a coupon use. */
  checkout: { limit: 20, windowSeconds: 10 * 60 },
  /** Trying coupon codes: enough to try a few, too few to guess them. */
  coupons: { limit: 20, windowSeconds: 10 * 60 },
  /** Saved cards: adding one opens a page at the payment provider; a few changes a visit. */
  paymentMethods: { limit: 30, windowSeconds: 10 * 60 },
  /** Adding, editing, removing addresses and moving the default: a person makes a few. */
  addresses: { limit: 30, windowSeconds: 10 * 60 },
  /** Saving account settings (the settings page, the footer's theme switch): clicks, not a loop. */
  accountSettings: { limit: 60, windowSeconds: 10 * 60 },
  /** Changing the password checks the current one: a few tries, too few to guess it. */
  passwordChange: { limit: 10, windowSeconds: 15 * 60 },
  /** Profile changes: a person saves a few times; a changed email tries the current password. */
  profile: { limit: 20, windowSeconds: 10 * 60 },
  /** Exporting the account's data reads all of it and may draw a PDF: a few downloads a visit. */
  dataExport: { limit: 10, windowSeconds: 10 * 60 },
  /** Invoices: a full one on request, a withdrawal; each happens once per order anyway. */
  invoices: { limit: 20, windowSeconds: 10 * 60 },
  /** Deleting the account checks the password: a few tries, too few to guess it. */
  accountDeletion: { limit: 10, windowSeconds: 15 * 60 },
  /** Writing, editing and deleting reviews: a person writes a few, not a stream. */
  reviews: { limit: 30, windowSeconds: 10 * 60 },
  /** 'Útil' votes: clicks down a page of reviews; each counts once anyway. */
  reviewVotes: { limit: 120, windowSeconds: 10 * 60 },
  /** Marking read, deleting, switching notification settings: clicks down a list, not a loop. */
  notifications: { limit: 120, windowSeconds: 10 * 60 },
  /** Saving and removing favorites: hearts clicked on a page of cards, a bulk removal; not a loop. */
  favorites: { limit: 120, windowSeconds: 60 },
} as const

export type RateLimitedConcern = keyof typeof RATE_LIMITS

/**
 * Sign-in limits that slow guessing but let nobody lock an owner out (LoginThrottle): attempts of
 * one client address on one account (counted before the password is checked, refused past the
 * limit); failures of one client address on any accounts (refused past the limit: only a client
 * that failed is); failures on one account from anywhere, past which every attempt on it waits,
 * longer each time up to maxDelaySeconds, but is never refused.
 */
export const LOGIN_LIMITS = {
  perClientAndAccount: 5,
  failuresPerAddress: 20,
  accountFailuresBeforeDelay: 5,
  maxDelaySeconds: 8,
  windowSeconds: 15 * 60,
}

export const RATE_LIMIT = 'aurum:rate-limit'

/**
 * Counts this route against one concern of RATE_LIMITS; routes without it are never counted.
 * The OpenAPI document gets its 429 from this (see buildOpenApiDocument).
 */
export const RateLimit = (concern: RateLimitedConcern) => SetMetadata(RATE_LIMIT, concern)

/** The throttler's settings: one named throttler per concern, on the shared storage. */
export async function throttlerOptions(env: Env): Promise<ThrottlerModuleOptions> {
  return {
    throttlers: Object.entries(RATE_LIMITS).map(([name, { limit, windowSeconds }]) => ({
      name,
      limit: limit * env.RATE_LIMIT_FACTOR,
      ttl: windowSeconds * 1000,
    })),
    storage: await rateLimitStorage(env),
    // Retry-After is what a refused client needs; the filter sets it (see RateLimitedError).
    setHeaders: false,
  }
}
