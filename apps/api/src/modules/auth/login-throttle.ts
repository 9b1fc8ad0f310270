import { Inject, Injectable } from '@nestjs/common'
import { InjectThrottlerStorage, normalizeIp } from '@nestjs/throttler'
import { LOGIN_LIMITS } from '../../common/throttling/rate-limits'
import { RateLimitedError } from '../../common/throttling/rate-limited.error'
import type { RateLimitStorage } from '../../common/throttling/rate-limit.storage'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { hashToken } from './tokens'

const WINDOW_MS = LOGIN_LIMITS.windowSeconds * 1000

/**
 * Counts sign-in attempts in the throttler's storage (Redis when REDIS_URL is set), each one
 * before its password is checked: parallel guesses are counted as they arrive, so no more than
 * the limit ever reach the password.
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

  /** Counts one attempt for the account and the address; refuses it past either limit. */
  async attempt(account: string, address: string): Promise<void> {
    const counts = await Promise.all([
      this.count('login-account', accountKey(account), LOGIN_LIMITS.perAccount),
      this.count('login-address', `login:${normalizeIp(address)}`, LOGIN_LIMITS.perAddress),
    ])
    const wait = Math.max(...counts.map((count) => (count.isBlocked ? count.timeToBlockExpire : 0)))
    if (wait > 0) throw new RateLimitedError(wait, 'Too many sign-in attempts')
  }

  async succeeded(account: string): Promise<void> {
    await this.storage.reset(accountKey(account), 'login-account')
  }

  private count(name: string, key: string, limit: number) {
    return this.storage.increment(key, WINDOW_MS, limit * this.factor, WINDOW_MS, name)
  }
}

// Hashed: the storage never holds an email address.
function accountKey(account: string): string {
  return `login:${hashToken(account)}`
}
