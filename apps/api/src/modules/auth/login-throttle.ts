import { setTimeout as sleep } from 'node:timers/promises'
import { Inject, Injectable } from '@nestjs/common'
import { InjectThrottlerStorage, normalizeIp } from '@nestjs/throttler'
import { LOGIN_LIMITS } from '../../common/throttling/rate-limits'
import { RateLimitedError } from '../../common/throttling/rate-limited.error'
import type { RateLimitStorage } from '../../common/throttling/rate-limit.storage'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { hashToken } from './tokens'

const WINDOW_MS = LOGIN_LIMITS.windowSeconds * 1000
/** The account-wide count only ever slows attempts down: it never blocks. */
const NEVER = Number.MAX_SAFE_INTEGER

/**
 * Slows password guessing in the throttler's storage (Redis when REDIS_URL is set) without letting
 * anyone lock an owner out:
 * - one client address on one account: its attempts are counted before the password is checked,
 *   so parallel guesses are counted as they arrive, and refused past the limit;
 * - one client address on any accounts: only its failures count, so a client that has not failed
 *   is never refused;
 * - one account from anywhere: past a few failures every attempt on it waits, twice as long each
 *   time up to a few seconds, and the right password still gets in.
 * A success clears its client's and its account's counts.
 */
@Injectable()
export class LoginThrottle {
  private readonly factor: number

  constructor(
    @InjectThrottlerStorage() private readonly storage: RateLimitStorage,
    @Inject(ENV) env: Env,
  ) {
    this.factor = env.RATE_LIMIT_FACTOR
  }

  /** Before the password is checked: refuses a client past its limits, makes a guessed-at account wait. */
  async attempt(account: string, address: string): Promise<void> {
    const ip = normalizeIp(address)
    const [client, pair, accountFailures] = await Promise.all([
      this.storage.peek(addressKey(ip), 'login-address'),
      this.storage.increment(
        pairKey(account, ip),
        WINDOW_MS,
        LOGIN_LIMITS.perClientAndAccount * this.factor,
        WINDOW_MS,
        'login-pair',
      ),
      this.storage.peek(accountKey(account), 'login-account'),
    ])
    const wait = Math.max(client.blockedFor, pair.isBlocked ? pair.timeToBlockExpire : 0)
    if (wait > 0) throw new RateLimitedError(wait, 'sign_in_rate_limited')
    const delay = accountDelayMs(accountFailures.hits, this.factor)
    if (delay > 0) await sleep(delay)
  }

  async failed(account: string, address: string): Promise<void> {
    const ip = normalizeIp(address)
    await Promise.all([
      // The failure that reaches the limit blocks: the next attempt is refused before its check.
      this.storage.increment(
        addressKey(ip),
        WINDOW_MS,
        LOGIN_LIMITS.failuresPerAddress * this.factor - 1,
        WINDOW_MS,
        'login-address',
      ),
      this.storage.increment(accountKey(account), WINDOW_MS, NEVER, WINDOW_MS, 'login-account'),
    ])
  }

  async succeeded(account: string, address: string): Promise<void> {
    await Promise.all([
      this.storage.reset(pairKey(account, normalizeIp(address)), 'login-pair'),
      this.storage.reset(accountKey(account), 'login-account'),
    ])
  }
}

/**
 * How long an attempt on an account waits after this many failures on it: nothing up to the
 * threshold, then half a second doubling with each failure, at most LOGIN_LIMITS.maxDelaySeconds.
 */
export function accountDelayMs(failures: number, factor = 1): number {
  const past = failures - LOGIN_LIMITS.accountFailuresBeforeDelay * factor
  if (past < 0) return 0
  return Math.min(500 * 2 ** past, LOGIN_LIMITS.maxDelaySeconds * 1000)
}

// Hashed: the storage never holds an email address.
function accountKey(account: string): string {
  return `login:${hashToken(account)}`
}

function pairKey(account: string, ip: string): string {
  return `login:${hashToken(`${account}|${ip}`)}`
}

function addressKey(ip: string): string {
  return `login:${ip}`
}
