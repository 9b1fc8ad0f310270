import { accountDelayMs } from './login-throttle'

describe('accountDelayMs', () => {
  it('lets the first five failures on an account cost nothing', () => {
    expect([0, 1, 4].map((failures) => accountDelayMs(failures))).toEqual([0, 0, 0])
  })

  it('then doubles half a second with each failure, up to eight seconds', () => {
    expect([5, 6, 7, 8, 9, 10, 50].map((failures) => accountDelayMs(failures))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ])
  })

  it('moves the threshold with RATE_LIMIT_FACTOR', () => {
    expect(accountDelayMs(9, 2)).toBe(0)
    expect(accountDelayMs(10, 2)).toBe(500)
  })
})
