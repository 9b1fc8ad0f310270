import { randomInt } from 'node:crypto'
import request from 'supertest'
import { createTestApp, type TestApp } from './test-app'

const argon2 = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2')

/** Addresses of clients behind the trusted proxy (the tests call from loopback, which is trusted). */
let lastAddress = 0
const newAddress = () => `198.51.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`

const statuses = (responses: request.Response[]) =>
  responses.reduce<Record<number, number>>((count, { status }) => {
    count[status] = (count[status] ?? 0) + 1
    return count
  }, {})

function expectRateLimited(
  response: request.Response,
  maxSeconds: number,
  reason: 'rate_limited' | 'sign_in_rate_limited' = 'rate_limited',
) {
  expect(response.status).toBe(429)
  const retryAfter = Number(response.headers['retry-after'])
  expect(response.body).toEqual({
    statusCode: 429,
    code: 'RATE_LIMITED',
    reason,
    params: { retryAfterSeconds: retryAfter },
    message: expect.stringMatching(
      /^Demasiad(as peticiones|os intentos)\. Espera \d+ (segundos|minutos) y vuelve a intentarlo\.$/,
    ),
  })
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds)
}

describe('rate limits (e2e)', () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())
  const from = (address: string, call: request.Test) => call.set('x-forwarded-for', address)
  const login = (address: string, body: { login: string; password: string }) =>
    from(address, http().post('/api/auth/login')).send(body)

  let accounts = 0
  async function register() {
    accounts++
    const body = {
      username: `limitada${accounts}`,
      email: `limitada${accounts}@example.com`,
      password: 'una-clave-larga',
    }
    await from(newAddress(), http().post('/api/auth/register')).send(body).expect(202)
    return body
  }

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterEach(() => jest.restoreAllMocks())
  afterAll(() => t.close())

  it('lets 50 parallel guesses from one address at one account reach the password check at most 5 times', async () => {
    const account = await register()
    const address = newAddress()
    const verify = jest.spyOn(argon2, 'verify')
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(address, { login: account.email, password: `no-es-la-clave-${i}` }),
      ),
    )
    expect(statuses(guesses)).toEqual({ 401: 5, 429: 45 })
    expect(verify).toHaveBeenCalledTimes(5)
    expectRateLimited(
      guesses.find((guess) => guess.status === 429)!,
      15 * 60,
      'sign_in_rate_limited',
    )
    // That address waits, by email or by username...
    for (const name of [account.email, account.username]) {
      expectRateLimited(
        await login(address, { login: name, password: account.password }),
        15 * 60,
        'sign_in_rate_limited',
      )
    }
    // ...but the owner, elsewhere, is not locked out.
    await login(newAddress(), { login: account.email, password: account.password }).expect(200)
  })

  it('slows guesses at an account from many addresses, and still lets the right password in', async () => {
    const account = await register()
    const started = Date.now()
    for (let i = 0; i < 7; i++) {
      await login(newAddress(), { login: account.email, password: `no-es-${i}` }).expect(401)
    }
    // Five failures are free, then half a second, then one (LoginThrottle's accountDelayMs).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500)
    const right = Date.now()
    await login(newAddress(), { login: account.email, password: account.password }).expect(200)
    expect(Date.now() - right).toBeGreaterThanOrEqual(2000)
    // A success clears the account's count: the next sign-in waits for nothing.
    const next = Date.now()
    await login(newAddress(), { login: account.email, password: account.password }).expect(200)
    expect(Date.now() - next).toBeLessThan(1000)
  })

  it('refuses an address after 20 failures, whichever accounts they tried; others sign in', async () => {
    const address = newAddress()
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(address, { login: `nadie${i}@example.com`, password: 'una-clave-larga' }),
      ),
    )
    expect(statuses(tries)).toEqual({ 401: 20 })
    const account = await register()
    const right = { login: account.email, password: account.password }
    expectRateLimited(await login(address, right), 15 * 60, 'sign_in_rate_limited')
    await login(newAddress(), right).expect(200)
  })

  it('never refuses an address that has not failed, however often it signs in', async () => {
    const account = await register()
    const address = newAddress()
    for (let i = 0; i < 25; i++) {
      await login(address, { login: account.email, password: account.password }).expect(200)
    }
  })

  it('counts the admin sign-in and its old alias with every other failure of the address', async () => {
    const address = newAddress()
    const wrong = (i: number) => ({ login: `nadie${i}@example.com`, password: 'una-clave-larga' })
    const adminLogin = (i: number) =>
      from(address, http().post('/api/auth/admin/login')).send(wrong(i))
    const alias = (i: number) =>
      from(address, http().post('/api/admin/login')).send({
        email: wrong(i).login,
        password: wrong(i).password,
      })
    await adminLogin(0).expect(401)
    await alias(1).expect(401)
    const tries = await Promise.all(
      Array.from({ length: 18 }, (_, i) => login(address, wrong(i + 2))),
    )
    expect(statuses(tries)).toEqual({ 401: 18 })
    expectRateLimited(await adminLogin(20), 15 * 60, 'sign_in_rate_limited')
    expectRateLimited(await alias(21), 15 * 60, 'sign_in_rate_limited')
  })

  it.each([
    ['register', 10, 15 * 60, () => http().post('/api/auth/register').send({})],
    ['refresh', 60, 15 * 60, () => http().post('/api/auth/refresh').send({})],
    ['Google start', 20, 10 * 60, () => http().get('/api/auth/google')],
    ['password reset', 10, 15 * 60, () => http().post('/api/auth/password-reset').send({})],
    ['email verification', 20, 15 * 60, () => http().post('/api/auth/verify-email').send({})],
    ['contact', 5, 10 * 60, () => http().post('/api/contact').send({})],
    ['newsletter', 5, 10 * 60, () => http().post('/api/newsletter').send({})],
    ['cart writes', 120, 60, () => http().post('/api/cart/items').send({})],
  ])('limits %s to %i per address', async (_name, limit, window, send) => {
    const address = newAddress()
    const allowed = await Promise.all(Array.from({ length: limit }, () => from(address, send())))
    expect(statuses(allowed)[429]).toBeUndefined()
    expectRateLimited(await from(address, send()), window)
    // Another client is not held back.
    expect(statuses([await from(newAddress(), send())])[429]).toBeUndefined()
  })

  it('counts every cart write together, and never the cart or the catalogue reads', async () => {
    const address = newAddress()
    const line = `/api/cart/items/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`
    const writes = [
      () => http().post('/api/cart/items').send({}),
      () => http().patch(line).send({ quantity: 1 }),
      () => http().delete(line),
      () => http().delete('/api/cart'),
    ]
    const allowed = await Promise.all(
      Array.from({ length: 120 }, (_, i) => from(address, writes[i % writes.length]())),
    )
    expect(statuses(allowed)[429]).toBeUndefined()
    for (const write of writes) expectRateLimited(await from(address, write()), 60)

    const reads = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        from(address, http().get(['/api/perfumes', '/api/brands', '/api/cart'][i % 3])),
      ),
    )
    expect(statuses(reads)).toEqual({ 200: 300 })
  })

  it('counts the checkout path and its old alias together', async () => {
    const address = newAddress()
    const paths = ['/api/checkout/session', '/api/stripe/create-checkout-session']
    const allowed = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        from(
          address,
          http()
            .post(paths[i % 2])
            .send({}),
        ),
      ),
    )
    expect(statuses(allowed)).toEqual({ 401: 20 })
    for (const path of paths) {
      expectRateLimited(await from(address, http().post(path).send({})), 10 * 60)
    }
  })
})

// REDIS_TEST_URL, not REDIS_URL: the browser suite's shop must not share counts with these tests.
const describeWithRedis = process.env.REDIS_TEST_URL ? describe : describe.skip

describeWithRedis('rate limits shared through Redis (e2e)', () => {
  let first: TestApp
  let second: TestApp
  // Redis keeps its counts between runs: this run's addresses are its own.
  const run = randomInt(1, 250)
  let lastOctet = 0
  const address = () => `203.0.${run}.${++lastOctet}`

  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: process.env.REDIS_TEST_URL ?? '' })
    second = await createTestApp({ REDIS_URL: process.env.REDIS_TEST_URL ?? '' })
  })
  afterAll(async () => {
    await first.close()
    await second.close()
  })

  it("counts one address's sign-ins at an account across API instances", async () => {
    const account = {
      username: `compartida${run}`,
      email: `compartida${run}@example.com`,
      password: 'una-clave-larga',
    }
    await request(first.app.getHttpServer())
      .post('/api/auth/register')
      .set('x-forwarded-for', address())
      .send(account)
      .expect(202)
    const guesser = address()
    const attempt = (app: TestApp, password: string, from = guesser) =>
      request(app.app.getHttpServer())
        .post('/api/auth/login')
        .set('x-forwarded-for', from)
        .send({ login: account.email, password })
    for (const app of [first, second, first, second, first]) {
      await attempt(app, 'no-es-la-clave').expect(401)
    }
    await attempt(second, account.password).expect(429)
    await attempt(first, account.password).expect(429)
    await attempt(second, account.password, address()).expect(200)
  })
})
