import { describe, expect, it } from '@jest/globals'
import { isCrossSiteRequest } from './same-origin.server'

const ownOrigin = 'https://aurumdecants.es'

describe('isCrossSiteRequest', () => {
  it('lets reads through whatever they claim', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
      expect(
        isCrossSiteRequest({
          method,
          ownOrigin,
          origin: 'https://evil.example',
          secFetchSite: 'cross-site',
        }),
      ).toBe(false)
    }
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])(
    'refuses a %s from another origin',
    (method) => {
      expect(isCrossSiteRequest({ method, ownOrigin, origin: 'https://evil.example' })).toBe(true)
    },
  )

  it.each([
    'null',
    'http://aurumdecants.es',
    'https://aurumdecants.es:8443',
    'https://www.aurumdecants.es',
    'https://aurumdecants.es.evil.example',
    '',
  ])('refuses the origin %j, which is not this site', (origin) => {
    expect(isCrossSiteRequest({ method: 'POST', ownOrigin, origin })).toBe(true)
  })

  it.each(['cross-site', 'same-site', 'anything-else'])(
    'refuses Sec-Fetch-Site %j',
    (secFetchSite) => {
      expect(isCrossSiteRequest({ method: 'POST', ownOrigin, secFetchSite })).toBe(true)
    },
  )

  it('refuses a request when either header says another site', () => {
    expect(
      isCrossSiteRequest({
        method: 'POST',
        ownOrigin,
        origin: ownOrigin,
        secFetchSite: 'cross-site',
      }),
    ).toBe(true)
    expect(
      isCrossSiteRequest({
        method: 'POST',
        ownOrigin,
        origin: 'https://evil.example',
        secFetchSite: 'same-origin',
      }),
    ).toBe(true)
  })

  it('accepts a post from this site', () => {
    expect(
      isCrossSiteRequest({
        method: 'POST',
        ownOrigin,
        origin: ownOrigin,
        secFetchSite: 'same-origin',
      }),
    ).toBe(false)
    expect(isCrossSiteRequest({ method: 'POST', ownOrigin, secFetchSite: 'none' })).toBe(false)
    expect(
      isCrossSiteRequest({
        method: 'POST',
        ownOrigin: 'https://aurumdecants.es:443',
        origin: ownOrigin,
      }),
    ).toBe(false)
  })

  it('accepts a post that names no origin at all (curl, another server)', () => {
    expect(isCrossSiteRequest({ method: 'POST', ownOrigin })).toBe(false)
  })
})
