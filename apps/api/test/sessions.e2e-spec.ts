import { createHmac } from 'node:crypto'
import request from 'supertest'
import { Session } from '../src/modules/auth/entities/session.entity'
import { createTestApp, type TestApp } from './test-app'

/** The secret createTestApp signs with: tokens made here are as good as the API's own, or not. */
const SECRET = 'integration-tests-sign-with-this-secret'

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A JWT signed here with HMAC (HS256, HS384, HS512), claims and secret of the test's choosing. */
function signed(claims: object, { alg = 'HS256', secret = SECRET } = {}): string {
  const unsigned = `${base64url({ alg, typ: 'JWT' })}.${base64url(claims)}`
  const hash = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }[alg] ?? 'sha256'
  return `${unsigned}.${createHmac(hash, secret).update(unsigned).digest('base64url')}`
}

/**
 * Sessions, beyond auth.e2e-spec.ts (sign-out, rotation and reuse) and the password change and
 * account deletion files: a token is refused unless this API signed it, with HS256, for a live
 * session that has not expired; a reused refresh token ends only its own session.
 */
describe('sessions: which tokens are refused (e2e)', () => {
  let t: TestApp
  let counter = 0
  const http = () => request(t.app.getHttpServer())
  const me = (accessToken: string) =>
    http().get('/api/auth/me').set('authorization', `Bearer ${accessToken}`)

  const register = async () => {
    counter++
    const body = {
      username: `sesion${counter}`,
      email: `sesion${counter}@example.com`,
      password: 'una-clave-larga',
    }
    await http().post('/api/auth/register').send(body).expect(202)
    const answer = (
      await http()
        .post('/api/auth/login')
        .send({ login: body.email, password: body.password })
        .expect(200)
    ).body
    return {
      ...body,
      ...(answer as { accessToken: string; refreshToken: string; user: { id: string } }),
    }
  }
  const claimsOf = (accessToken: string) =>
    JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as Record<
      string,
      unknown
    >

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: '10' })
  })
  afterAll(() => t.close())

  it('accepts a token made here with the same secret and claims: the checks below can fail', async () => {
    const ana = await register()
    await me(signed(claimsOf(ana.accessToken))).expect(200)
  })

  it('refuses an expired access token, though its session is live', async () => {
    const ana = await register()
    const now = Math.floor(Date.now() / 1000)
    const expired = signed({ ...claimsOf(ana.accessToken), iat: now - 1000, exp: now - 10 })
    const refused = await me(expired).expect(401)
    expect(refused.body).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      reason: 'access_token_invalid',
      message: 'Tu sesión ha caducado: inicia sesión de nuevo',
    })
    await me(ana.accessToken).expect(200)
  })

  it('refuses a token signed with another secret, with HS384/HS512, or with claims changed', async () => {
    const ana = await register()
    const admin = await register()
    const claims = claimsOf(ana.accessToken)
    await me(signed(claims, { secret: 'another-secret-of-the-same-length-abcdef' })).expect(401)
    await me(signed(claims, { alg: 'HS384' })).expect(401)
    await me(signed(claims, { alg: 'HS512' })).expect(401)
    await me(signed({ ...claims, iss: 'someone-else' })).expect(401)
    await me(signed({ ...claims, aud: 'another-api' })).expect(401)
    // Ana's signature on other claims: someone else's user or session.
    const [header, , signature] = ana.accessToken.split('.')
    const other = base64url({ ...claims, sub: admin.user.id })
    await me(`${header}.${other}.${signature}`).expect(401)
    // A correctly signed token for a session that is not this user's.
    const theirs = claimsOf(admin.accessToken)
    await me(signed({ ...claims, sid: theirs.sid })).expect(401)
    await me(ana.accessToken).expect(200)
  })

  it('refuses an unsigned token (alg none), in any spelling', async () => {
    const ana = await register()
    const payload = ana.accessToken.split('.')[1]
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      const unsigned = `${base64url({ alg, typ: 'JWT' })}.${payload}`
      await me(`${unsigned}.`).expect(401)
      await me(unsigned).expect(401)
    }
  })

  it('refuses the refresh token of a session past its 7 days, and its access token', async () => {
    const ana = await register()
    await t.orm.em
      .fork()
      .nativeUpdate(Session, { user: ana.user.id }, { expiresAt: new Date(Date.now() - 1000) })
    const refused = await http()
      .post('/api/auth/refresh')
      .send({ refreshToken: ana.refreshToken })
      .expect(401)
    expect(refused.body.code).toBe('SESSION_ENDED')
    await me(ana.accessToken).expect(401)
  })

  it("a reused refresh token ends its own session and leaves the user's other sessions", async () => {
    const ana = await register()
    const laptop = (
      await http()
        .post('/api/auth/login')
        .send({ login: ana.email, password: ana.password })
        .expect(200)
    ).body
    const rotated = (
      await http().post('/api/auth/refresh').send({ refreshToken: ana.refreshToken }).expect(200)
    ).body
    await http().post('/api/auth/refresh').send({ refreshToken: rotated.refreshToken }).expect(200)
    // The first token again, after its successor was used: stolen.
    await http().post('/api/auth/refresh').send({ refreshToken: ana.refreshToken }).expect(401)
    await me(rotated.accessToken).expect(401)
    await me(laptop.accessToken).expect(200)
    await http().post('/api/auth/refresh').send({ refreshToken: laptop.refreshToken }).expect(200)
  })

  it('after logout, neither the spent nor the current refresh token starts a session again', async () => {
    const ana = await register()
    const rotated = (
      await http().post('/api/auth/refresh').send({ refreshToken: ana.refreshToken }).expect(200)
    ).body
    await http()
      .post('/api/auth/logout')
      .set('authorization', `Bearer ${rotated.accessToken}`)
      .expect(204)
    for (const refreshToken of [ana.refreshToken, rotated.refreshToken]) {
      await http().post('/api/auth/refresh').send({ refreshToken }).expect(401)
    }
    await me(ana.accessToken).expect(401)
    await me(rotated.accessToken).expect(401)
  })

  it('refuses an Authorization header of 1 MB at once (its parsing once took quadratic time)', async () => {
    // passport-jwt's parser took 4 s of the event loop for 40 KB without a space.
    const started = Date.now()
    const refused = await http()
      .get('/api/auth/me')
      .set('authorization', 'B'.repeat(1_000_000))
      .expect(401)
    expect(refused.body.code).toBe('UNAUTHENTICATED')
    expect(Date.now() - started).toBeLessThan(2000)
    // On a public route the same header is an anonymous visit.
    await http().get('/api/health').set('authorization', 'B'.repeat(1_000_000)).expect(200)
  })
})
