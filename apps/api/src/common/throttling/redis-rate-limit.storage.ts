import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis'
import type { RateLimitCount, RateLimitStorage } from './rate-limit.storage'

/** The library's storage: one Lua script counts and blocks atomically. */
export class RedisRateLimitStorage
  extends ThrottlerStorageRedisService
  implements RateLimitStorage
{
  async reset(key: string, throttlerName: string): Promise<void> {
    // The key layout of @nest-lab/throttler-storage-redis 1.2 (see its increment()).
    await this.redis.del(`{${key}:${throttlerName}}:hits`, `{${key}:${throttlerName}}:blocked`)
  }

  async peek(key: string, throttlerName: string): Promise<RateLimitCount> {
    const [hits, blockedMs] = await Promise.all([
      this.redis.get(`{${key}:${throttlerName}}:hits`),
      this.redis.pttl(`{${key}:${throttlerName}}:blocked`),
    ])
    return { hits: Number(hits ?? 0), blockedFor: blockedMs > 0 ? Math.ceil(blockedMs / 1000) : 0 }
  }
}
