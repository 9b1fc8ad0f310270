import type { ThrottlerStorage } from '@nestjs/throttler'
import type { Env } from '../../config/env'

/** What a count holds now, without counting. */
export interface RateLimitCount {
  hits: number
  /** Seconds the key stays blocked; 0 when it is not. */
  blockedFor: number
}

/**
 * The throttler's storage, which can also forget a count (a successful sign-in clears its own)
 * and read one without adding to it (sign-in checks a client's failures before counting any).
 */
export interface RateLimitStorage extends ThrottlerStorage {
  reset(key: string, throttlerName: string): Promise<void>
  peek(key: string, throttlerName: string): Promise<RateLimitCount>
}

/**
 * Redis when REDIS_URL is set, so every API replica shares the counts; else this process's memory.
 * The Redis client is loaded only then: without it the API starts sooner.
 */
export async function rateLimitStorage(env: Env): Promise<RateLimitStorage> {
  if (!env.REDIS_URL) return new MemoryRateLimitStorage()
  const { RedisRateLimitStorage } = await import('./redis-rate-limit.storage')
  return new RedisRateLimitStorage(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 })
}

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>

interface Window {
  hits: number
  endsAt: number
  blockedUntil: number
}

/** Past this many windows, the ended ones are dropped so memory stays bounded. */
const MAX_WINDOWS = 100_000

/**
 * What the Redis script does, for one process: a fixed window from the first hit, every hit
 * counted, and past the limit a block for blockDuration. The throttler's own in-memory storage
 * counts a sliding window and cannot forget a key, so the two would limit differently.
 */
export class MemoryRateLimitStorage implements RateLimitStorage {
  private readonly windows = new Map<string, Window>()

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const id = `${throttlerName}:${key}`
    const now = Date.now()
    let window = this.windows.get(id)
    if (!window || (window.endsAt <= now && window.blockedUntil <= now)) {
      if (!window && this.windows.size >= MAX_WINDOWS) this.forgetEnded(now)
      window = { hits: 0, endsAt: now + ttl, blockedUntil: 0 }
      this.windows.set(id, window)
    }
    window.hits++
    if (window.blockedUntil <= now && window.hits > limit) window.blockedUntil = now + blockDuration
    const isBlocked = window.blockedUntil > now
    return {
      totalHits: window.hits,
      timeToExpire: Math.max(0, Math.ceil((window.endsAt - now) / 1000)),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil((window.blockedUntil - now) / 1000) : 0,
    }
  }

  async reset(key: string, throttlerName: string): Promise<void> {
    this.windows.delete(`${throttlerName}:${key}`)
  }

  async peek(key: string, throttlerName: string): Promise<RateLimitCount> {
    const window = this.windows.get(`${throttlerName}:${key}`)
    const now = Date.now()
    if (!window || (window.endsAt <= now && window.blockedUntil <= now)) {
      return { hits: 0, blockedFor: 0 }
    }
    return {
      hits: window.endsAt > now ? window.hits : 0,
      blockedFor: Math.max(0, Math.ceil((window.blockedUntil - now) / 1000)),
    }
  }

  private forgetEnded(now: number): void {
    for (const [id, window] of this.windows) {
      if (window.endsAt <= now && window.blockedUntil <= now) this.windows.delete(id)
    }
  }
}
