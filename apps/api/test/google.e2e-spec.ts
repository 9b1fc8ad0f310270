import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { join } from 'node:path'
import request from 'supertest'
import { User } from '../src/modules/users/entities/user.entity'
import { createTestApp, type TestApp } from './test-app'

/** Google's part, played by oauth2-mock-server in a child process (the package is ESM only). */
async function startOAuthServer(): Promise<{
  issuer: string
  child: ChildProcessWithoutNullStreams
}> {
  const child = spawn(process.execPath, [join(__dirname, 'oauth-mock.mjs')])
  const issuer = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()))
    child.once('exit', (code) => reject(new Error(`OAuth server exited with ${code}`)))
  })
  return { issuer, child }
}

describe('Google sign-in (e2e)', () => {
  let t: TestApp
  let oauth: { issuer: string; child: ChildProcessWithoutNullStreams }
  const http = () => request(t.app.getHttpServer())

  /** The whole browser round trip; answers where the API finally sends the browser. */
  async function signInWithGoogle(profile: object): Promise<URL> {
    oauth.child.stdin.write(`${JSON.stringify(profile)}\n`)
    const start = await http().get('/api/auth/google').expect(302)
    const consent = new URL(start.headers.location)
    expect(consent.origin).toBe(oauth.issuer)
    expect(consent.searchParams.get('redirect_uri')).toBe(
      'http://localhost:4000/api/auth/google/callback',
    )
    // The provider sends the browser back to the callback with a code and the same state.
    const provider = await fetch(consent, { redirect: 'manual' })
    const callback = new URL(provider.headers.get('location') ?? '')
    expect(callback.searchParams.get('state')).toBe(consent.searchParams.get('state'))
    const back = await http().get(`${callback.pathname}${callback.search}`).expect(302)
    return new URL(back.headers.location)
  }

  beforeAll(async () => {
    oauth = await startOAuthServer()
    t = await createTestApp({
      GOOGLE_CLIENT_ID: 'aurum-test-client',
      GOOGLE_CLIENT_SECRET: 'aurum-test-secret',
      GOOGLE_AUTHORIZATION_URL: `${oauth.issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${oauth.issuer}/token`,
      GOOGLE_USERINFO_URL: `${oauth.issuer}/userinfo`,
    })
  })
  afterAll(async () => {
    await t.close()
    oauth.child.stdin.end()
  })

  it('says the provider is on', async () => {
    expect((await http().get('/api/auth/providers').expect(200)).body).toEqual({ google: true })
  })

  it('creates an account for a new verified Google email and signs it in through a one-time code', async () => {
    const back = await signInWithGoogle({
      sub: 'g-ana',
      email: 'Ana.Google@example.com',
      email_verified: true,
      name: 'Ana Google',
    })
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/auth')
    const code = back.searchParams.get('code') ?? ''
    expect(back.searchParams.get('accessToken')).toBeNull()
    const answer = await http().post('/api/auth/google/exchange').send({ code }).expect(200)
    expect(answer.body.user).toMatchObject({
      email: 'ana.google@example.com',
      name: 'Ana Google',
      username: 'ana.google',
    })
    // The code works once.
    await http().post('/api/auth/google/exchange').send({ code }).expect(401)
    const stored = await t.orm.em.fork().findOneOrFail(User, { email: 'ana.google@example.com' })
    expect(stored).toMatchObject({ googleSubject: 'g-ana', passwordHash: null })
    // Next time the same Google subject signs in to the same account.
    const again = await signInWithGoogle({
      sub: 'g-ana',
      email: 'otro@example.com',
      email_verified: true,
    })
    const second = await http()
      .post('/api/auth/google/exchange')
      .send({ code: again.searchParams.get('code') })
      .expect(200)
    expect(second.body.user.id).toBe(stored.id)
  })

  it('links an existing account only when Google has verified the email', async () => {
    const registered = await http()
      .post('/api/auth/register')
      .send({ username: 'bea', email: 'bea@example.com', password: 'una-clave-larga' })
      .expect(201)
    const unverified = await signInWithGoogle({
      sub: 'g-intruso',
      email: 'bea@example.com',
      email_verified: false,
    })
    expect(unverified.searchParams.get('error')).toBe('google')
    expect(unverified.searchParams.get('message')).toContain('no está verificado')
    expect(unverified.searchParams.get('code')).toBeNull()
    expect(
      (await t.orm.em.fork().findOneOrFail(User, registered.body.user.id)).googleSubject,
    ).toBeNull()

    const verified = await signInWithGoogle({
      sub: 'g-bea',
      email: 'bea@example.com',
      email_verified: true,
    })
    const answer = await http()
      .post('/api/auth/google/exchange')
      .send({ code: verified.searchParams.get('code') })
      .expect(200)
    expect(answer.body.user.id).toBe(registered.body.user.id)
  })

  it('refuses a callback whose state was not issued, or is used twice', async () => {
    const forged = await http()
      .get('/api/auth/google/callback?code=abc&state=not-a-state-we-issued-0000')
      .expect(302)
    const back = new URL(forged.headers.location)
    expect(back.searchParams.get('error')).toBe('google')
    expect(back.searchParams.get('code')).toBeNull()

    oauth.child.stdin.write(
      `${JSON.stringify({ sub: 'g-doble', email: 'doble@example.com', email_verified: true })}\n`,
    )
    const start = await http().get('/api/auth/google').expect(302)
    const provider = await fetch(start.headers.location, { redirect: 'manual' })
    const callback = new URL(provider.headers.get('location') ?? '')
    await http().get(`${callback.pathname}${callback.search}`).expect(302)
    const replay = await http().get(`${callback.pathname}${callback.search}`).expect(302)
    expect(new URL(replay.headers.location).searchParams.get('error')).toBe('google')
  })
})
