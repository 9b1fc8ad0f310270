import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from '@jest/globals'
import type * as GoogleModule from './google-sign-in.server'
import type * as SessionModule from './session.server'

// The modules read the web app's environment when they are loaded.
process.env.SESSION_SECRET ??= 'solo-para-las-pruebas-del-acceso-con-google'
process.env.API_PUBLIC_URL = 'https://api.tienda.example'
let google: typeof GoogleModule
let sessions: typeof SessionModule
beforeAll(async () => {
  google = await import('./google-sign-in.server')
  sessions = await import('./session.server')
})

/** The session the browser holds after an answer, read back from its Set-Cookie header. */
async function sessionAfter(response: Response) {
  const cookie = (response.headers.get('Set-Cookie') ?? '').split(';')[0]
  return sessions.getSession(new Request('https://tienda.example/', { headers: { cookie } }))
}

const start = (redirectTo: string | null, cookie = '') =>
  google.startGoogleSignIn(
    new Request('https://tienda.example/auth', { method: 'POST', headers: { cookie } }),
    redirectTo,
  )

describe('startGoogleSignIn', () => {
  it('keeps a new nonce in the session and sends the browser to the API with its SHA-256', async () => {
    const response = await start('/carrito')
    const session = await sessionAfter(response)
    const nonce = google.googleNonce(session)
    // 32 random bytes, base64url: what the API's exchange accepts.
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(response.status).toBe(302)
    // A document redirect: Remix's client router must not fetch the API's address.
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true')
    const hash = createHash('sha256')
      .update(nonce ?? '')
      .digest('hex')
    expect(response.headers.get('Location')).toBe(
      `https://api.tienda.example/api/auth/google?binding=${hash}`,
    )
    expect(session.get('googleRedirectTo')).toBe('/carrito')
  })

  it('makes a new nonce at every start, and keeps the page to return to unless given one', async () => {
    const first = await start('/favorites')
    const cookie = (first.headers.get('Set-Cookie') ?? '').split(';')[0]
    const second = await start(null, cookie)
    const [before, after] = await Promise.all([sessionAfter(first), sessionAfter(second)])
    expect(google.googleNonce(after)).not.toBe(google.googleNonce(before))
    expect(second.headers.get('Location')).not.toBe(first.headers.get('Location'))
    expect(after.get('googleRedirectTo')).toBe('/favorites')
  })
})

describe('googleBinding', () => {
  it('is the hex SHA-256 of the nonce, which the binding never reveals', () => {
    expect(google.googleBinding('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
  })
})
