import { MemoryRateLimitStorage } from './rate-limit.storage'

describe('MemoryRateLimitStorage', () => {
  const minute = 60_000
  let storage: MemoryRateLimitStorage

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') })
    storage = new MemoryRateLimitStorage()
  })
  afterEach(() => jest.useRealTimers())

  const hit = () => storage.increment('rate:cart:203.0.113.5', minute, 3, minute, 'cart')

  it('counts up to the limit, then blocks for blockDuration', async () => {
    for (const expected of [1, 2, 3]) {
      expect(await hit()).toEqual({
        totalHits: expected,
        timeToExpire: 60,
        isBlocked: false,
        timeToBlockExpire: 0,
      })
    }
    jest.advanceTimersByTime(20_000)
    expect(await hit()).toEqual({
      totalHits: 4,
      timeToExpire: 40,
      isBlocked: true,
      timeToBlockExpire: 60,
    })
    jest.advanceTimersByTime(59_000)
    expect(await hit()).toMatchObject({ isBlocked: true, timeToBlockExpire: 1 })
    jest.advanceTimersByTime(1_000)
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false })
  })

  it('keeps each key and throttler apart, and forgets a key on reset', async () => {
    for (let i = 0; i < 4; i++) await hit()
    expect(
      await storage.increment('rate:cart:203.0.113.6', minute, 3, minute, 'cart'),
    ).toMatchObject({ totalHits: 1, isBlocked: false })
    expect(
      await storage.increment('rate:cart:203.0.113.5', minute, 3, minute, 'checkout'),
    ).toMatchObject({ totalHits: 1, isBlocked: false })
    await storage.reset('rate:cart:203.0.113.5', 'cart')
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false })
  })

  it('starts a new window when the last one has ended', async () => {
    await hit()
    await hit()
    jest.advanceTimersByTime(minute)
    expect(await hit()).toMatchObject({ totalHits: 1, timeToExpire: 60 })
  })
})
