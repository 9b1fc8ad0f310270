import request from 'supertest'
import { seedDemoShop } from '../src/db/seed/demo-shop.seeder'
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../src/db/seed/demo-accounts'
import { Session } from '../src/modules/auth/entities/session.entity'
import { User } from '../src/modules/users/entities/user.entity'
import { createPerfumes } from './factories'
import { createTestApp, type TestApp } from './test-app'

describe('accounts, sessions and carts (e2e)', () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())
  let counter = 0
  const account = () => {
    counter++
    return {
      username: `cliente${counter}`,
      email: `Cliente${counter}@Example.com`,
      password: 'una-clave-larga',
    }
  }
  /** Registered (202, no session) and signed in, as the web app does. */
  const register = async (body = account()) => {
    await http()
      .post('/api/auth/register')
      .send(body)
      .expect(202, { email: body.email.toLowerCase() })
    const response = await http()
      .post('/api/auth/login')
      .send({ login: body.email, password: body.password })
      .expect(200)
    return response.body as {
      accessToken: string
      refreshToken: string
      user: { id: string; email: string }
    }
  }

  beforeAll(async () => {
    // This file signs up and in far more than a person would; rate-limits.e2e-spec.ts tests the limits.
    t = await createTestApp({ RATE_LIMIT_FACTOR: '10' })
    await seedDemoShop(t.orm.em.fork(), { demoAccounts: true })
  })
  afterAll(() => t.close())

  it('registers with an argon2id hash; the password then signs in to the new, unconfirmed account', async () => {
    const body = account()
    const answer = await register(body)
    expect(answer).toEqual({
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refreshToken: expect.stringMatching(/^[\w-]{43}$/),
      expiresIn: 900,
      user: {
        id: expect.any(String),
        email: body.email.toLowerCase(),
        username: body.username,
        name: null,
        phone: null,
        avatarUrl: null,
        role: 'customer',
        createdAt: expect.any(String),
        emailVerified: false,
        pendingEmail: null,
        premium: false,
      },
    })
    const stored = await t.orm.em.fork().findOneOrFail(User, answer.user.id)
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    const me = await http()
      .get('/api/auth/me')
      .set('authorization', `Bearer ${answer.accessToken}`)
      .expect(200)
    expect(me.body.email).toBe(body.email.toLowerCase())
  })

  it('answers a taken email (any case) as a free one, and refuses a taken username (409) and a short password (400)', async () => {
    const body = account()
    await register(body)
    const again = { ...account(), password: 'otra-clave-larga' }
    await http()
      .post('/api/auth/register')
      .send({ ...again, email: body.email.toUpperCase() })
      .expect(202, { email: body.email.toLowerCase() })
    // Nothing was created and the owner's password is untouched.
    expect(await t.orm.em.fork().count(User, { username: again.username })).toBe(0)
    await http()
      .post('/api/auth/login')
      .send({ login: body.email, password: again.password })
      .expect(401)
    const username = await http()
      .post('/api/auth/register')
      .send({ ...account(), username: body.username })
      .expect(409)
    expect(username.body.message).toBe('No se pudo crear la cuenta: el nombre de usuario ya existe')
    const short = await http()
      .post('/api/auth/register')
      .send({ ...account(), password: 'corta' })
      .expect(400)
    expect(short.body.fieldErrors).toEqual({
      password: ['La contraseña debe tener al menos 8 caracteres'],
    })
  })

  it('signs in with email or username; a wrong password and an unknown email answer alike', async () => {
    const body = account()
    await register(body)
    await http()
      .post('/api/auth/login')
      .send({ login: body.email, password: body.password })
      .expect(200)
    await http()
      .post('/api/auth/login')
      .send({ login: body.username, password: body.password })
      .expect(200)
    const wrong = await http()
      .post('/api/auth/login')
      .send({ login: body.email, password: 'otra-clave-larga' })
      .expect(401)
    const unknown = await http()
      .post('/api/auth/login')
      .send({ login: 'nadie@example.com', password: 'otra-clave-larga' })
      .expect(401)
    expect(wrong.body).toMatchObject({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      reason: 'login_failed',
      message: 'Los datos de acceso no son correctos',
    })
    expect(unknown.body).toEqual(wrong.body)
  })

  it('rotates the refresh token; reusing a spent one ends the session', async () => {
    const first = await register()
    const second = (
      await http().post('/api/auth/refresh').send({ refreshToken: first.refreshToken }).expect(200)
    ).body
    expect(second.refreshToken).not.toBe(first.refreshToken)
    const third = (
      await http().post('/api/auth/refresh').send({ refreshToken: second.refreshToken }).expect(200)
    ).body
    // The spent first token comes back: stolen. The whole session ends, current tokens included.
    const reuse = await http()
      .post('/api/auth/refresh')
      .send({ refreshToken: first.refreshToken })
      .expect(401)
    expect(reuse.body.code).toBe('SESSION_ENDED')
    await http().post('/api/auth/refresh').send({ refreshToken: third.refreshToken }).expect(401)
    await http().get('/api/auth/me').set('authorization', `Bearer ${third.accessToken}`).expect(401)
  })

  it('one browser whose requests reach two web servers refreshes twice at once and stays signed in', async () => {
    // Found by scripts/resilience/two-replicas.mjs: each web server exchanged the same token, and
    // the later exchange looked like a stolen token, which ended the session.
    const first = await register()
    const both = await Promise.all(
      [0, 1].map(() =>
        http().post('/api/auth/refresh').send({ refreshToken: first.refreshToken }).expect(200),
      ),
    )
    const [one, other] = both.map((answer) => answer.body)
    expect(other.refreshToken).toBe(one.refreshToken)
    expect(one.refreshToken).not.toBe(first.refreshToken)
    for (const { accessToken } of [one, other]) {
      await http().get('/api/auth/me').set('authorization', `Bearer ${accessToken}`).expect(200)
    }
    // The successor both got goes on working, and the session with it.
    const next = (
      await http().post('/api/auth/refresh').send({ refreshToken: one.refreshToken }).expect(200)
    ).body
    await http().get('/api/auth/me').set('authorization', `Bearer ${next.accessToken}`).expect(200)
    // The first token is spent twice over now: its successor has been used, so it is theft again.
    await http().post('/api/auth/refresh').send({ refreshToken: first.refreshToken }).expect(401)
    await http().get('/api/auth/me').set('authorization', `Bearer ${next.accessToken}`).expect(401)
  })

  it('a spent refresh token shown after the 30 s grace period still ends the session', async () => {
    const first = await register()
    const second = (
      await http().post('/api/auth/refresh').send({ refreshToken: first.refreshToken }).expect(200)
    ).body
    await t.orm.em
      .fork()
      .getConnection()
      .execute(
        `update rotated_refresh_token set rotated_at = now() - interval '31 seconds'
         where session_id = (select id from session where user_id = ?)`,
        [first.user.id],
      )
    const reuse = await http()
      .post('/api/auth/refresh')
      .send({ refreshToken: first.refreshToken })
      .expect(401)
    expect(reuse.body.code).toBe('SESSION_ENDED')
    await http().post('/api/auth/refresh').send({ refreshToken: second.refreshToken }).expect(401)
  })

  it('the stored successor is sealed: the database holds no usable refresh token', async () => {
    const first = await register()
    const second = (
      await http().post('/api/auth/refresh').send({ refreshToken: first.refreshToken }).expect(200)
    ).body
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ successor: string }[]>(
        `select successor from rotated_refresh_token
         where session_id = (select id from session where user_id = ?)`,
        [first.user.id],
      )
    expect(rows).toHaveLength(1)
    expect(rows[0].successor).not.toContain(second.refreshToken)
    // Shown as a refresh token, the sealed value is nobody's token.
    await http().post('/api/auth/refresh').send({ refreshToken: rows[0].successor }).expect(401)
  })

  it('logout ends the session at once: access and refresh tokens stop working', async () => {
    const answer = await register()
    await http()
      .post('/api/auth/logout')
      .set('authorization', `Bearer ${answer.accessToken}`)
      .expect(204)
    await http()
      .get('/api/auth/me')
      .set('authorization', `Bearer ${answer.accessToken}`)
      .expect(401)
    await http().post('/api/auth/refresh').send({ refreshToken: answer.refreshToken }).expect(401)
  })

  it("ends a session left idle longer than the user's session timeout (30 minutes)", async () => {
    const answer = await register()
    const em = t.orm.em.fork()
    await em.nativeUpdate(
      Session,
      { user: answer.user.id },
      { lastUsedAt: new Date(Date.now() - 29 * 60_000) },
    )
    await http()
      .get('/api/auth/me')
      .set('authorization', `Bearer ${answer.accessToken}`)
      .expect(200)
    await em.nativeUpdate(
      Session,
      { user: answer.user.id },
      { lastUsedAt: new Date(Date.now() - 31 * 60_000) },
    )
    const idle = await http()
      .get('/api/auth/me')
      .set('authorization', `Bearer ${answer.accessToken}`)
      .expect(401)
    expect(idle.body.code).toBe('SESSION_ENDED')
    await http().post('/api/auth/refresh').send({ refreshToken: answer.refreshToken }).expect(401)
  })

  it('sends the browser back with google-disabled when Google sign-in is not configured', async () => {
    expect((await http().get('/api/auth/providers').expect(200)).body).toEqual({ google: false })
    const start = await http().get('/api/auth/google').expect(302)
    expect(start.headers.location).toBe('http://localhost:3000/auth?error=google-disabled')
    expect(start.headers['set-cookie']).toBeUndefined()
  })

  it('refuses a token signed with another algorithm or secret', async () => {
    const answer = await register()
    const [header, payload] = answer.accessToken.split('.')
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`
    await http().get('/api/auth/me').set('authorization', `Bearer ${none}`).expect(401)
    await http()
      .get('/api/auth/me')
      .set('authorization', `Bearer ${header}.${payload}.forged`)
      .expect(401)
  })

  it('answers admin status from the token, and keeps the admin login for administrators', async () => {
    const customer = (
      await http()
        .post('/api/auth/login')
        .send({ login: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })
        .expect(200)
    ).body
    const status = await http()
      .get('/api/admin/status')
      .set('authorization', `Bearer ${customer.accessToken}`)
      .expect(200)
    expect(status.body).toEqual({ isAdmin: false, email: DEMO_CUSTOMER.email })
    await http()
      .post('/api/auth/admin/login')
      .send({ login: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })
      .expect(401)
    await http()
      .get('/api/admin/sessions')
      .set('authorization', `Bearer ${customer.accessToken}`)
      .expect(403)
    await http().get('/api/admin/status').expect(401)

    const admin = (
      await http()
        .post('/api/auth/admin/login')
        .send({ login: DEMO_ADMIN.email, password: DEMO_ADMIN.password })
        .expect(200)
    ).body
    const adminStatus = await http()
      .get('/api/admin/status')
      .set('authorization', `Bearer ${admin.accessToken}`)
      .expect(200)
    expect(adminStatus.body).toEqual({ isAdmin: true, email: DEMO_ADMIN.email })
  })

  it('lets an administrator list, delete and clean up sessions', async () => {
    const admin = (
      await http()
        .post('/api/auth/admin/login')
        .send({ login: DEMO_ADMIN.email, password: DEMO_ADMIN.password })
        .expect(200)
    ).body
    const as = (call: request.Test) => call.set('authorization', `Bearer ${admin.accessToken}`)
    const victim = await register()
    const ended = await register()
    await t.orm.em.fork().nativeUpdate(Session, { user: ended.user.id }, { revokedAt: new Date() })

    const list = await as(http().get('/api/admin/sessions')).expect(200)
    const victimSession = list.body.find(
      (session: { email: string }) => session.email === victim.user.email,
    )
    expect(victimSession).toMatchObject({ isAdmin: false, active: true })
    expect(
      list.body.find((session: { email: string }) => session.email === ended.user.email).active,
    ).toBe(false)

    const before = (await as(http().get('/api/admin/sessions-stats')).expect(200)).body
    expect(before).toMatchObject({
      total: list.body.length,
      active: expect.any(Number),
      expired: expect.any(Number),
    })
    expect(before.active + before.expired).toBe(before.total)

    await as(http().delete(`/api/admin/sessions/${victimSession.id}`)).expect(204)
    await http()
      .get('/api/auth/me')
      .set('authorization', `Bearer ${victim.accessToken}`)
      .expect(401)
    await as(http().delete(`/api/admin/sessions/${victimSession.id}`)).expect(404)

    const cleanup = await as(http().post('/api/admin/sessions/cleanup')).expect(200)
    expect(cleanup.body.deletedCount).toBe(before.expired)
    const after = (await as(http().get('/api/admin/sessions-stats')).expect(200)).body
    expect(after).toMatchObject({ expired: 0, lastCleanup: expect.any(String) })
  })

  it("merges a guest cart into the customer's cart at sign-in, adding up the same size", async () => {
    const [perfume] = await createPerfumes(t.orm.em, [
      {
        name: 'Fusión',
        sizes: [
          ['2ml', 2, 400, 5],
          ['5ml', 5, 900, 5],
        ],
      },
    ])
    const body = account()
    const { accessToken } = await register(body)
    const asUser = (call: request.Test) => call.set('authorization', `Bearer ${accessToken}`)
    await asUser(http().post('/api/cart/items'))
      .send({ productId: perfume.id, size: '2ml', quantity: 2 })
      .expect(201)

    const guest = (
      await http().post('/api/cart/items').send({ productId: perfume.id, size: '2ml' }).expect(201)
    ).body
    await http()
      .post('/api/cart/items')
      .set('x-cart-token', guest.guestToken)
      .send({ productId: perfume.id, size: '5ml' })
      .expect(201)

    const login = await http()
      .post('/api/auth/login')
      .set('x-cart-token', guest.guestToken)
      .send({ login: body.email, password: body.password })
      .expect(200)
    const cart = await http()
      .get('/api/cart')
      .set('authorization', `Bearer ${login.body.accessToken}`)
      .expect(200)
    expect(
      cart.body.items.map((line: { size: string; quantity: number }) => [line.size, line.quantity]),
    ).toEqual([
      ['2ml', 3],
      ['5ml', 1],
    ])
    // The guest cart is gone.
    const guestNow = await http().get('/api/cart').set('x-cart-token', guest.guestToken).expect(200)
    expect(guestNow.body.items).toEqual([])
  })
})
