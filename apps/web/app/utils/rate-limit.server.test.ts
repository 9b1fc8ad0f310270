import { describe, expect, it } from '@jest/globals'
import { rateLimitMessage } from './rate-limit.server'

const answer = (status: number, retryAfter?: string) =>
  new Response(null, { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} })

describe('rateLimitMessage', () => {
  it('says nothing unless the API answered 429', () => {
    for (const status of [200, 400, 401, 409, 500, 502])
      expect(rateLimitMessage(answer(status))).toBeNull()
  })

  it('gives the wait in minutes from Retry-After', () => {
    expect(rateLimitMessage(answer(429, '600'))).toBe(
      'Demasiados intentos. Espera 10 minutos y vuelve a intentarlo.',
    )
    expect(rateLimitMessage(answer(429, '61'))).toBe(
      'Demasiados intentos. Espera 2 minutos y vuelve a intentarlo.',
    )
    expect(rateLimitMessage(answer(429, '20'))).toBe(
      'Demasiados intentos. Espera 1 minuto y vuelve a intentarlo.',
    )
  })

  it('stays general when Retry-After is missing, a date or nonsense', () => {
    for (const retryAfter of [undefined, 'Wed, 21 Oct 2026 07:28:00 GMT', '-5', 'soon']) {
      expect(rateLimitMessage(answer(429, retryAfter))).toBe(
        'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
      )
    }
  })
})
