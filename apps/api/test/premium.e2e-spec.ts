import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { Order } from '../src/modules/orders/entities/order.entity'
import { type Admin, signedInAdmin } from './admins'
import { createPerfumes } from './factories'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const PASSWORD = 'una-clave-larga'
const DAY = 24 * 60 * 60 * 1000

describe("'Cliente Premium' on the signed-in user (e2e)", () => {
  let t: TestApp
  let admin: Admin
  let perfume: Perfume
  const http = () => request(t.app.getHttpServer())
  const em = () => t.orm.em.fork()
  const threshold = (value: string) =>
    admin.as(http().put('/api/settings')).send({ key: 'premium_min_spent', value }).expect(200)
  const premium = async (who: Shopper): Promise<boolean> =>
    (await who.as(http().get('/api/auth/me')).expect(200)).body.premium

  /** Pays the customer's cart of these sizes on the local test page; answers the order. */
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
    // The local provider: its orders are the shop's own, so they count (as in the sales figures).
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '10' })
    ;[perfume] = await createPerfumes(t.orm.em, [
      // 60.00 a bottle: over the free-shipping line, so an order's total is its goods.
      { name: 'Oro Viejo', sizes: [['10ml', 10, 6000, 1000]] },
    ])
    admin = await signedInAdmin(t.app, t.orm)
  })
  afterEach(() => threshold('150.00'))
  afterAll(() => t.close())

  it('is false below the threshold and true from it on, on /me and in the sign-in answer', async () => {
    const buyer = await shopper(t.app)
    const me = await buyer.as(http().get('/api/auth/me')).expect(200)
    expect(me.body).toEqual({
      id: buyer.userId,
      email: buyer.email,
      username: buyer.email.split('@')[0],
      name: null,
      phone: null,
      avatarUrl: null,
      role: 'customer',
      createdAt: expect.any(String),
      emailVerified: false,
      pendingEmail: null,
      premium: false,
    })

    const first = await pay(buyer, [['10ml', 1]])
    const second = await pay(buyer, [['10ml', 1]])
    expect([first.totalCents, second.totalCents]).toEqual([6000, 6000])
    // 120.00 paid against the default 150.00.
    expect(await premium(buyer)).toBe(false)

    await threshold('120.01')
    expect(await premium(buyer)).toBe(false)
    await threshold('120.00')
    expect(await premium(buyer)).toBe(true)
    await threshold('99.99')
    expect(await premium(buyer)).toBe(true)

    const signIn = await http()
      .post('/api/auth/login')
      .send({ login: buyer.email, password: PASSWORD })
      .expect(200)
    expect(signIn.body.user).toEqual({ ...me.body, premium: true })

    await threshold('150.00')
    expect(await premium(buyer)).toBe(false)
  })

  it('counts paid orders of the last 12 months less refunds: not older, cancelled or refunded ones', async () => {
    const buyer = await shopper(t.app)
    const [old, cancelled, refunded, partlyRefunded, waiting] = [
      await pay(buyer, [['10ml', 1]]),
      await pay(buyer, [['10ml', 1]]),
      await pay(buyer, [['10ml', 1]]),
      await pay(buyer, [['10ml', 1]]),
      await pay(buyer, [['10ml', 1]]),
    ]
    await threshold('300.00')
    expect(await premium(buyer)).toBe(true)

    const tx = em()
    await tx.nativeUpdate(Order, { id: old.id }, { createdAt: new Date(Date.now() - 366 * DAY) })
    await tx.nativeUpdate(
      Order,
      { id: cancelled.id },
      { status: 'cancelled', refundedCents: 6000, refundedAt: new Date() },
    )
    await tx.nativeUpdate(
      Order,
      { id: refunded.id },
      { status: 'refunded', refundedCents: 6000, refundedAt: new Date() },
    )
    await tx.nativeUpdate(
      Order,
      { id: partlyRefunded.id },
      {
        status: 'delivered',
        refundedCents: 1000,
        refundedAt: new Date(),
        createdAt: new Date(Date.now() - 360 * DAY),
      },
    )
    // Paid, waiting for stock: the money is taken, so it counts.
    await tx.nativeUpdate(Order, { id: waiting.id }, { status: 'pending' })

    // What is left: 60.00 - 10.00 given back, and 60.00 waiting for stock.
    await threshold('110.01')
    expect(await premium(buyer)).toBe(false)
    await threshold('110.00')
    expect(await premium(buyer)).toBe(true)

    // Back within the 12 months, the old order counts again.
    await tx.nativeUpdate(Order, { id: old.id }, { createdAt: new Date(Date.now() - 364 * DAY) })
    await threshold('170.00')
    expect(await premium(buyer)).toBe(true)
    await threshold('170.01')
    expect(await premium(buyer)).toBe(false)
  })

  it('never makes an administrator premium, even when every customer is', async () => {
    await threshold('0.00')
    const newcomer = await shopper(t.app)
    expect(await premium(newcomer)).toBe(true)
    const me = await admin.as(http().get('/api/auth/me')).expect(200)
    expect([me.body.role, me.body.premium]).toEqual(['admin', false])
    const signIn = await http()
      .post('/api/auth/admin/login')
      .send({ login: 'jefa@aurum.example', password: 'una-clave-de-administracion' })
      .expect(200)
    expect([signIn.body.user.role, signIn.body.user.premium]).toEqual(['admin', false])
  })
})
