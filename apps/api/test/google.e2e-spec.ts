import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { join } from 'node:path'
import request from 'supertest'
import { OneTimeCode } from '../src/modules/auth/entities/one-time-code.entity'
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

  /**
   * Starts a sign-in as a browser would: answers Google's consent page and the browser's cookie.
   * The profile is what Google will answer, for a sign-in that gets that far.
   */
  async function start(profile?: object): Promise<{ consent: URL; cookie: string }> {
    if (profile) oauth.child.stdin.write(`${JSON.stringify(profile)}\n`)
    const response = await http().get('/api/auth/google').expect(302)
    const [setCookie] = response.headers['set-cookie'] as unknown as string[]
    return { consent: new URL(response.headers.location), cookie: setCookie.split(';')[0] }
  }

  /** Google's part: the consent page sends the browser back to the callback with a code. */
  async function consentTo(consent: URL): Promise<string> {
    const provider = await fetch(consent, { redirect: 'manual' })
    const callback = new URL(provider.headers.get('location') ?? '')
    expect(callback.searchParams.get('state')).toBe(consent.searchParams.get('state'))
    return `${callback.pathname}${callback.search}`
  }

  /** Where the API sends the browser back from Google, with this cookie or none. */
  async function callback(path: string, cookie?: string): Promise<URL> {
    const call = http().get(path)
    const back = await (cookie ? call.set('cookie', cookie) : call).expect(302)
    return new URL(back.headers.location)
  }

  /** The whole browser round trip; answers where the API finally sends the browser. */
  async function signInWithGoogle(profile: object): Promise<URL> {
    const { consent, cookie } = await start(profile)
    return callback(await consentTo(consent), cookie)
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

  it('binds the sign-in to the browser with a short-lived cookie, and sends it to Google', async () => {
    const response = await http().get('/api/auth/google').expect(302)
    const consent = new URL(response.headers.location)
    expect(`${consent.origin}${consent.pathname}`).toBe(`${oauth.issuer}/authorize`)
    expect(Object.fromEntries(consent.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'aurum-test-client',
      redirect_uri: 'http://localhost:4000/api/auth/google/callback',
      scope: 'openid email profile',
      prompt: 'select_account',
      state: expect.stringMatching(/^[\w-]{43}$/),
    })
    expect(response.headers['set-cookie']).toEqual([
      expect.stringMatching(
        /^aurum_google=[\w-]{43}; Path=\/api\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax$/,
      ),
    ])
  })

  it('creates an account for a new verified Google email and signs it in through a one-time code', async () => {
    const { consent, cookie } = await start({
      sub: 'g-ana',
      email: 'Ana.Google@example.com',
      email_verified: true,
      name: 'Ana Google',
    })
    const path = await consentTo(consent)
    const response = await http().get(path).set('cookie', cookie).expect(302)
    // The cookie has done its work.
    expect(response.headers['set-cookie']).toEqual([
      'aurum_google=; Path=/api/auth/google; Max-Age=0; HttpOnly; SameSite=Lax',
    ])
    const back = new URL(response.headers.location)
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/auth/google')
    expect([...back.searchParams.keys()]).toEqual(['code'])
    const code = back.searchParams.get('code') ?? ''
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
    expect(unverified.toString()).toBe('http://localhost:3000/auth?error=google-unverified-email')
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

  it('sends the shopper back with a fixed error key, never free text', async () => {
    const noEmail = await signInWithGoogle({ sub: 'g-sin-email' })
    expect(noEmail.toString()).toBe('http://localhost:3000/auth?error=google-no-email')
    const unverified = await signInWithGoogle({
      sub: 'g-nueva',
      email: 'nueva@example.com',
      email_verified: false,
    })
    expect(unverified.toString()).toBe('http://localhost:3000/auth?error=google-unverified-email')
    expect(await t.orm.em.fork().count(User, { email: 'nueva@example.com' })).toBe(0)

    const { consent, cookie } = await start()
    const state = consent.searchParams.get('state') ?? ''
    const cancelled = await callback(
      `/api/auth/google/callback?error=access_denied&state=${state}`,
      cookie,
    )
    expect(cancelled.toString()).toBe('http://localhost:3000/auth?error=google-cancelled')
    const failed = await callback(
      `/api/auth/google/callback?error=server_error&state=${state}`,
      cookie,
    )
    expect(failed.toString()).toBe('http://localhost:3000/auth?error=google-failed')
  })

  it('refuses a callback whose state was not issued, or is used twice', async () => {
    const { cookie } = await start()
    const forged = await callback(
      '/api/auth/google/callback?code=abc&state=not-a-state-we-issued-0000',
      cookie,
    )
    expect(forged.toString()).toBe('http://localhost:3000/auth?error=google-invalid-state')

    const first = await start({ sub: 'g-doble', email: 'doble@example.com', email_verified: true })
    const path = await consentTo(first.consent)
    expect((await callback(path, first.cookie)).searchParams.get('code')).toEqual(
      expect.any(String),
    )
    const replay = await callback(path, first.cookie)
    expect(replay.toString()).toBe('http://localhost:3000/auth?error=google-invalid-state')
  })

  it('a Google return carried to another browser is refused', async () => {
    const codes = () => t.orm.em.fork().count(OneTimeCode, { purpose: 'login' })
    const victim = await start({ sub: 'g-lejos', email: 'lejos@example.com', email_verified: true })
    const path = await consentTo(victim.consent)
    const other = await start()
    const before = await codes()

    for (const cookie of [undefined, other.cookie]) {
      const refused = await callback(path, cookie)
      expect(refused.toString()).toBe('http://localhost:3000/auth?error=google-invalid-state')
    }
    expect(await codes()).toBe(before)

    // The browser that started it can still finish it.
    const back = await callback(path, victim.cookie)
    expect(back.pathname).toBe('/auth/google')
    expect(await codes()).toBe(before + 1)
  })
})
