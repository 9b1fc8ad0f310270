import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { join } from 'node:path'
import { createHash, randomBytes } from 'node:crypto'
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

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

describe('Google sign-in (e2e)', () => {
  let t: TestApp
  let oauth: { issuer: string; child: ChildProcessWithoutNullStreams }
  const http = () => request(t.app.getHttpServer())

  /**
   * Starts a sign-in as a browser would: answers Google's consent page and the browser's cookie.
   * The profile is what Google will answer, for a sign-in that gets that far.
   */
  async function start(profile?: object): Promise<{ consent: URL; cookie: string; nonce: string }> {
    if (profile) oauth.child.stdin.write(`${JSON.stringify(profile)}\n`)
    // The web app's part: a nonce in its session, its hash in the start's address.
    const nonce = randomBytes(32).toString('base64url')
    const response = await http()
      .get('/api/auth/google')
      .query({ binding: sha256(nonce) })
      .expect(302)
    const [setCookie] = response.headers['set-cookie'] as unknown as string[]
    return { consent: new URL(response.headers.location), cookie: setCookie.split(';')[0], nonce }
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
    return (await roundTrip(profile)).back
  }

  async function roundTrip(profile: object): Promise<{ back: URL; nonce: string }> {
    const { consent, cookie, nonce } = await start(profile)
    return { back: await callback(await consentTo(consent), cookie), nonce }
  }

  /** The web app trades the code of a return, with its session's nonce. */
  const exchange = (code: string | null, nonce: string) =>
    http().post('/api/auth/google/exchange').send({ code, nonce })

  const signIn = (name: string) =>
    http()
      .post('/api/auth/login')
      .send({ login: `${name}@example.com`, password: 'una-clave-larga' })

  async function registerAndSignIn(name: string) {
    await http()
      .post('/api/auth/register')
      .send({ username: name, email: `${name}@example.com`, password: 'una-clave-larga' })
      .expect(202)
    const { body } = await signIn(name).expect(200)
    return {
      userId: body.user.id as string,
      bearer: `Bearer ${body.accessToken}`,
      refreshToken: body.refreshToken as string,
    }
  }

  /** What following the verification link does (email-identity.e2e-spec.ts follows real ones). */
  async function confirmAddress(userId: string) {
    await t.orm.em.fork().nativeUpdate(User, { id: userId }, { emailVerifiedAt: new Date() })
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
    const response = await http()
      .get('/api/auth/google')
      .query({ binding: sha256('un-nonce-del-navegador') })
      .expect(302)
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

  it('sends a start without the web session to the web app, which makes one', async () => {
    for (const query of [{}, { binding: 'no-es-un-hash' }]) {
      const response = await http().get('/api/auth/google').query(query).expect(302)
      expect(response.headers.location).toBe('http://localhost:3000/auth/google/iniciar')
      expect(response.headers['set-cookie']).toBeUndefined()
    }
  })

  it('creates an account for a new verified Google email and signs it in through a one-time code', async () => {
    const { consent, cookie, nonce } = await start({
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
    const answer = await exchange(code, nonce).expect(200)
    expect(answer.body.user).toMatchObject({
      email: 'ana.google@example.com',
      name: 'Ana Google',
      username: 'ana.google',
      emailVerified: true,
    })
    // The code works once.
    await exchange(code, nonce).expect(401)
    const stored = await t.orm.em.fork().findOneOrFail(User, { email: 'ana.google@example.com' })
    expect(stored).toMatchObject({ googleSubject: 'g-ana', passwordHash: null })
    // Next time the same Google subject signs in to the same account.
    const again = await roundTrip({
      sub: 'g-ana',
      email: 'otro@example.com',
      email_verified: true,
    })
    const second = await exchange(again.back.searchParams.get('code'), again.nonce).expect(200)
    expect(second.body.user.id).toBe(stored.id)
  })

  it('links an existing account only when Google has verified the email', async () => {
    const bea = await registerAndSignIn('bea')
    await confirmAddress(bea.userId)
    const unverified = await signInWithGoogle({
      sub: 'g-intruso',
      email: 'bea@example.com',
      email_verified: false,
    })
    expect(unverified.toString()).toBe('http://localhost:3000/auth?error=google-unverified-email')
    expect((await t.orm.em.fork().findOneOrFail(User, bea.userId)).googleSubject).toBeNull()

    const verified = await roundTrip({
      sub: 'g-bea',
      email: 'bea@example.com',
      email_verified: true,
    })
    const answer = await exchange(verified.back.searchParams.get('code'), verified.nonce).expect(
      200,
    )
    expect(answer.body.user.id).toBe(bea.userId)
    // A confirmed account keeps its password and its sessions.
    await signIn('bea').expect(200)
    await http().get('/api/auth/me').set('authorization', bea.bearer).expect(200)
  })

  it('never hands an unconfirmed account to Google with the password and sessions of whoever registered it', async () => {
    // Someone registers the victim's address with a password of their own, and signs in.
    const intruder = await registerAndSignIn('vera')
    const victim = await roundTrip({
      sub: 'g-vera',
      email: 'vera@example.com',
      email_verified: true,
    })
    const answer = await exchange(victim.back.searchParams.get('code'), victim.nonce).expect(200)
    expect(answer.body.user).toMatchObject({ id: intruder.userId, emailVerified: true })

    // The intruder's password, session and refresh token are gone; the owner is in.
    await signIn('vera').expect(401)
    await http().get('/api/auth/me').set('authorization', intruder.bearer).expect(401)
    await http().post('/api/auth/refresh').send({ refreshToken: intruder.refreshToken }).expect(401)
    const stored = await t.orm.em.fork().findOneOrFail(User, intruder.userId)
    expect(stored).toMatchObject({ passwordHash: null, googleSubject: 'g-vera' })
    await http()
      .get('/api/auth/me')
      .set('authorization', `Bearer ${answer.body.accessToken}`)
      .expect(200)
  })

  it('trades a code only with the nonce of the browser that started the sign-in', async () => {
    // The attacker signs in to their own account and keeps the return's code instead of using it.
    const attacker = await roundTrip({
      sub: 'g-atacante',
      email: 'atacante@example.com',
      email_verified: true,
    })
    const code = attacker.back.searchParams.get('code')
    // A page carries it to a visitor's browser, whose web session has a nonce of its own, or none.
    await exchange(code, randomBytes(32).toString('base64url')).expect(401)
    await http().post('/api/auth/google/exchange').send({ code }).expect(400)
    // A refused trade spends the code.
    await exchange(code, attacker.nonce).expect(401)
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
