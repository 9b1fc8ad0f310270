import { shortOrderId } from '@aurum/contracts'
import request from 'supertest'
import { Session } from '../src/modules/auth/entities/session.entity'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { Order } from '../src/modules/orders/entities/order.entity'
import { User } from '../src/modules/users/entities/user.entity'
import { type Admin, signedInAdmin } from './admins'
import { createPerfumes } from './factories'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const DAY = 24 * 60 * 60 * 1000
const ADMIN_EMAIL = 'jefa@aurum.example'

/** Midnight of today on the shop's clock (Madrid), whatever zone the tests run in. */
function madridMidnight(now = new Date()): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' })
    .format(now)
    .split('-')
    .map(Number)
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Madrid',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  // Madrid is one or two hours ahead of UTC.
  const midnight = [1, 2]
    .map((hours) => new Date(Date.UTC(year, month - 1, day) - hours * 60 * 60 * 1000))
    .find((candidate) => clock.format(candidate) === '00:00')
  if (!midnight) throw new Error('Madrid is neither UTC+1 nor UTC+2')
  return midnight
}

describe('admin customers (e2e)', () => {
  let t: TestApp
  let admin: Admin
  let perfume: Perfume
  let buyer: Shopper
  let quiet: Shopper
  let yesterday: Shopper
  const http = () => request(t.app.getHttpServer())
  const em = () => t.orm.em.fork()

  /** Pays the buyer's cart on the local test page; answers the order. */
  const pay = async (who: Shopper, lines: [string, number][]): Promise<Order> => {
    for (const [size, quantity] of lines) {
      await who
        .as(http().post('/api/cart/items'))
        .send({ productId: perfume.id, size, quantity })
        .expect(201)
    }
    const { sessionId } = (
      await who
        .as(http().post('/api/checkout/session'))
        .send({ addressId: who.addressId })
        .expect(201)
    ).body
    const checkout = await em().findOneOrFail(Checkout, { providerSessionId: sessionId })
    await http().post(`/api/checkout/local/${checkout.id}/pay`).expect(303)
    return em().findOneOrFail(Order, { paymentSessionId: sessionId })
  }

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '10' })
    ;[perfume] = await createPerfumes(t.orm.em, [
      {
        name: 'Ámbar Nocturno',
        sizes: [
          ['5ml', 5, 2000, 1000],
          ['10ml', 10, 6000, 1000],
        ],
      },
    ])
    admin = await signedInAdmin(t.app, t.orm)
    buyer = await shopper(t.app)
    quiet = await shopper(t.app)
    yesterday = await shopper(t.app)
  })
  afterAll(() => t.close())

  describe('access', () => {
    const calls: [string, (call: ReturnType<typeof http>) => request.Test][] = [
      ['GET /api/admin/user-stats', (agent) => agent.get('/api/admin/user-stats')],
      ['GET /api/admin/recent-users', (agent) => agent.get('/api/admin/recent-users')],
      ['GET /api/admin/users', (agent) => agent.get('/api/admin/users')],
      [
        'GET /api/admin/users/{id}',
        (agent) => agent.get('/api/admin/users/3f1c2a9e-1d4b-4c55-9a7e-2b8f6d0c1e23'),
      ],
      [
        'POST /api/admin/users/{id}/sessions/end',
        (agent) => agent.post('/api/admin/users/3f1c2a9e-1d4b-4c55-9a7e-2b8f6d0c1e23/sessions/end'),
      ],
    ]

    it.each(calls)('%s: a visitor gets 401, a customer 403', async (_name, call) => {
      const visitor = await call(http()).expect(401)
      expect(visitor.body).toMatchObject({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        reason: 'authentication_required',
        message: 'Inicia sesión para continuar',
      })
      const customer = await buyer.as(call(http())).expect(403)
      expect(customer.body).toMatchObject({
        statusCode: 403,
        code: 'FORBIDDEN',
        reason: 'admin_required',
        message: 'Solo los administradores autorizados pueden hacer esto',
      })
    })
  })

  it('counts users, those registered today in Madrid, and those active in the last 30 days', async () => {
    const midnight = madridMidnight()
    const tx = em()
    // Registered a second before midnight in Madrid: yesterday, though it may be today in UTC.
    await tx.nativeUpdate(
      User,
      { id: yesterday.userId },
      { createdAt: new Date(midnight.getTime() - 1000) },
    )
    // Registered a second after midnight in Madrid: today, though it may be yesterday in UTC.
    // Seen 31 days ago, and its sessions long gone.
    await tx.nativeUpdate(
      User,
      { id: quiet.userId },
      {
        createdAt: new Date(midnight.getTime() + 1000),
        lastSeenAt: new Date(Date.now() - 31 * DAY),
      },
    )
    await tx.nativeDelete(Session, { user: quiet.userId })
    // The cleanup deletes ended sessions: a user seen yesterday still counts as active.
    await tx.nativeDelete(Session, { user: yesterday.userId })

    const stats = await admin.as(http().get('/api/admin/user-stats')).expect(200)
    // The admin and three customers: all but one registered today, all but quiet seen lately.
    expect(stats.body).toEqual({ totalUsers: 4, newUsersToday: 3, activeUsers: 3 })
  })

  it('lists the latest registrations, newest first, as many as asked', async () => {
    const [latest, previous] = await em().find(
      User,
      {},
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit: 2 },
    )
    const recent = await admin.as(http().get('/api/admin/recent-users?limit=2')).expect(200)
    expect(recent.body).toEqual(
      [latest, previous].map((user) => ({
        id: user.id,
        email: user.email,
        username: user.username,
        createdAt: user.createdAt.toISOString(),
      })),
    )
    const all = await admin.as(http().get('/api/admin/recent-users')).expect(200)
    expect(all.body.map((user: { email: string }) => user.email)).toEqual([
      buyer.email,
      ADMIN_EMAIL,
      quiet.email,
      yesterday.email,
    ])
  })

  it.each(['limit=0', 'limit=51', 'limit=diez', 'order=asc'])(
    'refuses recent-users?%s with a 400',
    async (query) => {
      const response = await admin.as(http().get(`/api/admin/recent-users?${query}`)).expect(400)
      expect(response.body.code).toBe('VALIDATION_FAILED')
    },
  )

  it("shows a customer's orders and what they spent: paid orders less refunds, no tests", async () => {
    const kept = await pay(buyer, [['10ml', 1]])
    const cancelled = await pay(buyer, [['10ml', 1]])
    const test = await pay(buyer, [['5ml', 1]])
    const partlyRefunded = await pay(buyer, [['10ml', 2]])
    const tx = em()
    // Paid for real (the local provider marks its orders as tests).
    await tx.nativeUpdate(
      Order,
      { id: [kept.id, cancelled.id, partlyRefunded.id] },
      { isTest: false },
    )
    await tx.nativeUpdate(Order, { id: cancelled.id }, { status: 'cancelled', refundedCents: 6000 })
    await tx.nativeUpdate(
      Order,
      { id: partlyRefunded.id },
      { status: 'delivered', refundedCents: 2000 },
    )
    const user = await tx.findOneOrFail(User, buyer.userId)

    const detail = await admin.as(http().get(`/api/admin/users/${buyer.userId}`)).expect(200)
    const row = (order: Order, status: string, total: string, isTest: boolean) => ({
      id: order.id,
      code: shortOrderId(order.id),
      status,
      total,
      createdAt: order.createdAt.toISOString(),
      isTest,
    })
    expect(detail.body).toEqual({
      id: buyer.userId,
      email: buyer.email,
      username: user.username,
      name: null,
      phone: null,
      role: 'customer',
      createdAt: user.createdAt.toISOString(),
      ordersCount: 4,
      // 60.00 kept + (120.00 - 20.00 refunded); the cancelled and the test order count nothing.
      totalSpent: '160.00',
      activeSessions: 1,
      orders: [
        row(partlyRefunded, 'delivered', '120.00', false),
        row(test, 'confirmed', '23.95', true),
        row(cancelled, 'cancelled', '60.00', false),
        row(kept, 'confirmed', '60.00', false),
      ],
    })

    const list = await admin
      .as(http().get(`/api/admin/users?search=${encodeURIComponent(buyer.email.toUpperCase())}`))
      .expect(200)
      .expect('x-total-count', '1')
    expect(list.body).toEqual([
      {
        id: buyer.userId,
        email: buyer.email,
        username: user.username,
        name: null,
        role: 'customer',
        createdAt: user.createdAt.toISOString(),
        ordersCount: 4,
        totalSpent: '160.00',
      },
    ])
  })

  it('pages the users newest first, with the total in X-Total-Count', async () => {
    const users = await em().find(User, {}, { orderBy: { createdAt: 'desc', id: 'asc' } })
    const rowOf = (user: User) => ({
      id: user.id,
      email: user.email,
      username: user.username,
      name: user.name,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      ordersCount: user.id === buyer.userId ? 4 : 0,
      totalSpent: user.id === buyer.userId ? '160.00' : '0.00',
    })
    const second = await admin
      .as(http().get('/api/admin/users?page=2&limit=2'))
      .expect(200)
      .expect('x-total-count', String(users.length))
    expect(second.body).toEqual(users.slice(2, 4).map(rowOf))
    const beyond = await admin
      .as(http().get('/api/admin/users?page=9&limit=2'))
      .expect(200)
      .expect('x-total-count', String(users.length))
    expect(beyond.body).toEqual([])

    // The admin's username, by part and in any case; an empty search is no search.
    const admins = await admin.as(http().get('/api/admin/users?search=JEFA')).expect(200)
    expect(admins.body.map((user: { role: string }) => user.role)).toEqual(['admin'])
    await admin
      .as(http().get('/api/admin/users?search='))
      .expect(200)
      .expect('x-total-count', String(users.length))
    // LIKE's wildcards are searched for as they are.
    await admin
      .as(http().get('/api/admin/users?search=%25'))
      .expect(200)
      .expect('x-total-count', '0')
    await admin.as(http().get('/api/admin/users?search=_')).expect(200).expect('x-total-count', '0')
  })

  it.each(['page=0', 'limit=101', 'search=' + 'x'.repeat(101), 'role=admin'])(
    'refuses users?%s with a 400',
    async (query) => {
      const response = await admin.as(http().get(`/api/admin/users?${query}`)).expect(400)
      expect(response.body.code).toBe('VALIDATION_FAILED')
    },
  )

  it.each([
    ['GET', ''],
    ['POST', '/sessions/end'],
  ])('%s users/{id}%s: a bad id is a 400, an unknown one a 404', async (method, suffix) => {
    const call = (id: string) =>
      admin.as(
        method === 'GET'
          ? http().get(`/api/admin/users/${id}${suffix}`)
          : http().post(`/api/admin/users/${id}${suffix}`),
      )
    const bad = await call('no-es-un-id').expect(400)
    expect(bad.body.code).toBe('VALIDATION_FAILED')
    const unknown = await call('3f1c2a9e-1d4b-4c55-9a7e-2b8f6d0c1e23').expect(404)
    expect(unknown.body).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'user_not_found',
      message: 'Usuario no encontrado',
    })
  })

  it('ends every session of a user: their refresh and access tokens stop working', async () => {
    const credentials = {
      username: 'sesiones',
      email: 'sesiones@example.com',
      password: 'una-clave-larga',
    }
    await http().post('/api/auth/register').send(credentials).expect(202)
    const first = (
      await http()
        .post('/api/auth/login')
        .send({ login: credentials.email, password: credentials.password })
        .expect(200)
    ).body
    const second = (
      await http()
        .post('/api/auth/login')
        .send({ login: credentials.email, password: credentials.password })
        .expect(200)
    ).body
    const loggedOut = (
      await http()
        .post('/api/auth/login')
        .send({ login: credentials.email, password: credentials.password })
        .expect(200)
    ).body
    await http()
      .post('/api/auth/logout')
      .set('authorization', `Bearer ${loggedOut.accessToken}`)
      .expect(204)
    const userId: string = first.user.id
    const before = await admin.as(http().get(`/api/admin/users/${userId}`)).expect(200)
    expect(before.body.activeSessions).toBe(2)

    const ended = await admin.as(http().post(`/api/admin/users/${userId}/sessions/end`)).expect(200)
    expect(ended.body).toEqual({ endedCount: 2 })

    for (const tokens of [first, second]) {
      const refresh = await http()
        .post('/api/auth/refresh')
        .send({ refreshToken: tokens.refreshToken })
        .expect(401)
      expect(refresh.body.code).toBe('SESSION_ENDED')
      const me = await http()
        .get('/api/auth/me')
        .set('authorization', `Bearer ${tokens.accessToken}`)
        .expect(401)
      expect(me.body.code).toBe('SESSION_ENDED')
    }
    const after = await admin.as(http().get(`/api/admin/users/${userId}`)).expect(200)
    expect(after.body.activeSessions).toBe(0)
    expect(await em().count(Session, { user: userId, revokedAt: null })).toBe(0)
    // Again: nothing left to end. Other users keep their sessions.
    const again = await admin.as(http().post(`/api/admin/users/${userId}/sessions/end`)).expect(200)
    expect(again.body).toEqual({ endedCount: 0 })
    await buyer.as(http().get('/api/auth/me')).expect(200)
  })
})
