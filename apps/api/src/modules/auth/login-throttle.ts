import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common'
import Redis from 'ioredis'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'

/** Failed sign-ins allowed per account and per client address within the window. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 }

/**
 * Counts failed sign-ins. With REDIS_URL the counts are shared by every API replica; without it
 * each replica counts on its own (enough for one machine).
 */
@Injectable()
export class LoginThrottle implements OnModuleDestroy {
  private readonly redis?: Redis
  private readonly local = new Map<string, { count: number; resetAt: number }>()

  constructor(@Inject(ENV) env: Env) {
    if (env.REDIS_URL)
      this.redis = new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 })
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => undefined)
  }

  /** Seconds to wait when either key is over its limit; 0 when a new attempt may go ahead. */
  async retryAfter(account: string, address: string): Promise<number> {
    const [byAccount, byAddress] = await Promise.all([
      this.read(`account:${account}`),
      this.read(`address:${address}`),
    ])
    const blocked = [
      byAccount.count >= LOGIN_LIMITS.perAccount ? byAccount.ttl : 0,
      byAddress.count >= LOGIN_LIMITS.perAddress ? byAddress.ttl : 0,
    ]
    return Math.max(...blocked)
  }

  async failed(account: string, address: string): Promise<void> {
    await Promise.all([this.bump(`account:${account}`), this.bump(`address:${address}`)])
  }

  async succeeded(account: string): Promise<void> {
    const key = `account:${account}`
    if (this.redis) await this.redis.del(`login:${key}`)
    else this.local.delete(key)
  }

  private async read(key: string): Promise<{ count: number; ttl: number }> {
    if (this.redis) {
      const [count, ttl] = await Promise.all([
        this.redis.get(`login:${key}`),
        this.redis.ttl(`login:${key}`),
      ])
      return { count: Number(count ?? 0), ttl: Math.max(ttl, 0) }
    }
    const entry = this.local.get(key)
    if (!entry || entry.resetAt <= Date.now()) return { count: 0, ttl: 0 }
    return { count: entry.count, ttl: Math.ceil((entry.resetAt - Date.now()) / 1000) }
  }

  private async bump(key: string): Promise<void> {
    if (this.redis) {
      const count = await this.redis.incr(`login:${key}`)
      if (count === 1) await this.redis.expire(`login:${key}`, LOGIN_LIMITS.windowSeconds)
      return
    }
    const now = Date.now()
    const entry = this.local.get(key)
    if (!entry || entry.resetAt <= now) {
      this.local.set(key, { count: 1, resetAt: now + LOGIN_LIMITS.windowSeconds * 1000 })
      if (this.local.size > 100_000) this.forgetExpired(now)
    } else {
      entry.count++
    }
  }

  private forgetExpired(now: number): void {
    for (const [key, entry] of this.local) if (entry.resetAt <= now) this.local.delete(key)
  }
}
