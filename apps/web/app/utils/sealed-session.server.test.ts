import { describe, expect, it } from '@jest/globals'
import { createSealedSessionStorage } from './sealed-session.server'

const storage = createSealedSessionStorage({ name: '__aurum', secret: 'x'.repeat(32) })
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.the-access-token.signature'

async function sealedCookie(secure = false) {
  const session = await storage.getSession(null)
  session.set('auth', { accessToken: TOKEN, user: { email: 'cliente@aurumdecants.es' } })
  return storage.commitSession(session, { secure })
}

/** The "name=value" pair a browser sends back from a Set-Cookie header. */
const pair = (setCookie: string) => setCookie.split(';')[0]

/** The sealed text inside the cookie, under the cookie's own base64 JSON encoding. */
const sealedText = (cookie: string): string =>
  JSON.parse(Buffer.from(decodeURIComponent(cookie.slice('__aurum='.length)), 'base64').toString())

const asCookie = (sealed: string) =>
  `__aurum=${encodeURIComponent(Buffer.from(JSON.stringify(sealed)).toString('base64'))}`

describe('createSealedSessionStorage', () => {
  it('reads back what it wrote', async () => {
    const session = await storage.getSession(pair(await sealedCookie()))
    expect(session.get('auth')).toEqual({
      accessToken: TOKEN,
      user: { email: 'cliente@aurumdecants.es' },
    })
  })

  it('keeps the content unreadable to whoever holds the cookie', async () => {
    const setCookie = await sealedCookie()
    const sealed = sealedText(pair(setCookie))
    for (const text of [setCookie, sealed, Buffer.from(sealed, 'base64url').toString('latin1')]) {
      expect(text).not.toContain('the-access-token')
      expect(text).not.toContain('cliente@aurumdecants.es')
    }
  })

  it('seals every write with a fresh IV', async () => {
    expect(pair(await sealedCookie())).not.toBe(pair(await sealedCookie()))
  })

  it('gives an empty session for a tampered cookie', async () => {
    const sealed = Buffer.from(sealedText(pair(await sealedCookie())), 'base64url')
    expect((await storage.getSession(asCookie(sealed.toString('base64url')))).get('auth')).toEqual(
      expect.objectContaining({ accessToken: TOKEN }),
    )
    for (const at of [0, 20, sealed.length - 1]) {
      const tampered = Buffer.from(sealed)
      tampered[at] ^= 1
      const session = await storage.getSession(asCookie(tampered.toString('base64url')))
      expect(session.data).toEqual({})
    }
    const cut = sealed.subarray(0, sealed.length - 1).toString('base64url')
    expect((await storage.getSession(asCookie(cut))).data).toEqual({})
  })

  it('gives an empty session for a cookie sealed with another secret, or not sealed at all', async () => {
    const other = createSealedSessionStorage({ name: '__aurum', secret: 'y'.repeat(32) })
    const session = await other.getSession(null)
    session.set('auth', { accessToken: TOKEN })
    const foreign = pair(await other.commitSession(session, { secure: false }))
    expect((await storage.getSession(foreign)).data).toEqual({})
    const readable = `__aurum=${Buffer.from(JSON.stringify({ auth: {} })).toString('base64')}`
    expect((await storage.getSession(readable)).data).toEqual({})
    expect((await storage.getSession(asCookie('not-sealed'))).data).toEqual({})
    expect((await storage.getSession('__aurum=%%%')).data).toEqual({})
  })

  it('gives every read of one cookie a session of its own', async () => {
    const cookie = pair(await sealedCookie())
    const first = await storage.getSession(cookie)
    first.set('cartToken', 'changed in one request')
    ;(first.get('auth') as { accessToken: string }).accessToken = 'changed in place'
    const second = await storage.getSession(cookie)
    expect(second.get('cartToken')).toBeUndefined()
    expect(second.get('auth')).toEqual({
      accessToken: TOKEN,
      user: { email: 'cliente@aurumdecants.es' },
    })
  })

  it('keeps the cookie httpOnly, SameSite=Lax, on the whole site', async () => {
    const setCookie = await sealedCookie()
    expect(setCookie).toMatch(/^__aurum=/)
    expect(setCookie).toContain('; Path=/')
    expect(setCookie).toContain('; HttpOnly')
    expect(setCookie).toContain('; SameSite=Lax')
  })

  it('marks the cookie Secure for https, and only then', async () => {
    expect(await sealedCookie(true)).toContain('; Secure')
    expect(await sealedCookie(false)).not.toContain('Secure')
  })
})
