import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { CheckoutExpiry } from '../src/modules/checkout/checkout-expiry'
import { CouponRedemption } from '../src/modules/checkout/entities/coupon-redemption.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { Coupon } from '../src/modules/checkout/entities/coupon.entity'
import { LocalProvider } from '../src/modules/checkout/payment/local.provider'
import { Notification } from '../src/modules/notifications/entities/notification.entity'
import { Order } from '../src/modules/orders/entities/order.entity'
import { createPerfumes } from './factories'
import { shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const MINUTE = 60_000

/** The local test provider: its page, its expiry, and the coupon uses it holds and gives back. */
describe('checkout with the local test provider (e2e)', () => {
  let t: TestApp
  let perfume: Perfume
  let scarce: Perfume
  const http = () => request(t.app.getHttpServer())
  const customer = (lines: [Perfume, string, number][]) => shopper(t.app, lines)

  beforeAll(async () => {
    t = await createTestApp({
      PAYMENT_PROVIDER: 'local',
      RATE_LIMIT_FACTOR: '10',
      LOG_LEVEL: 'error',
    })
    ;[perfume, scarce] = await createPerfumes(t.orm.em, [
      {
        name: 'Ámbar',
        sizes: [
          ['5ml', 5, 1200, 1000],
          ['10ml', 10, 2000, 1000],
        ],
      },
      { name: 'Escaso', sizes: [['5ml', 5, 3000, 1]] },
    ])
    const em = t.orm.em.fork()
    em.create(Coupon, { code: 'UNAVEZ', description: 'Una vez', discountPercentage: 10 })
    em.create(Coupon, { code: 'OTRO', description: 'Otro', discountPercentage: 5 })
    await em.flush()
  })
  afterAll(() => t.close())

  const start = (buyer: Awaited<ReturnType<typeof customer>>, couponCode?: string) =>
    buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId, ...(couponCode ? { couponCode } : {}) })

  const checkoutOf = (sessionId: string) =>
    t.orm.em.fork().findOneOrFail(Checkout, { providerSessionId: sessionId })
  const couponUses = async (code: string) =>
    (await t.orm.em.fork().findOneOrFail(Coupon, { code })).usedCount
  const held = (userId: string) =>
    t.orm.em.fork().count(CouponRedemption, { user: userId, state: 'held' })

  it('pays on the test page: the order is marked as a test, and only what was paid leaves the cart', async () => {
    const buyer = await customer([[perfume, '5ml', 2]])
    const started = await start(buyer).expect(201)
    // While the customer is on the payment page, another size joins the cart.
    await buyer
      .as(http().post('/api/cart/items'))
      .send({ productId: perfume.id, size: '10ml', quantity: 1 })
      .expect(201)
    const checkout = await checkoutOf(started.body.sessionId)
    const page = await http().get(`/api/checkout/local/${checkout.id}`).expect(200)
    expect(page.text).toContain('Pago de prueba')
    await http()
      .post(`/api/checkout/local/${checkout.id}/pay`)
      .expect(303)
      .expect('location', `http://localhost:3000/success?session_id=${started.body.sessionId}`)

    const order = (
      await buyer.as(http().get(`/api/orders/by-session/${started.body.sessionId}`)).expect(200)
    ).body
    expect(order).toMatchObject({ status: 'confirmed', isTest: true })
    const cart = (await buyer.as(http().get('/api/cart')).expect(200)).body
    expect(
      cart.items.map((item: { size: string; quantity: number }) => [item.size, item.quantity]),
    ).toEqual([['10ml', 1]])
    // A second press of 'pay' changes nothing.
    await http().post(`/api/checkout/local/${checkout.id}/pay`).expect(303)
    expect(await t.orm.em.fork().count(Order, { user: buyer.userId })).toBe(1)
  })

  it('the old path POST /api/stripe/create-checkout-session starts checkouts as the new one does', async () => {
    const buyer = await customer([[perfume, '5ml', 1]])
    const old = (body: object) =>
      buyer.as(http().post('/api/stripe/create-checkout-session')).send(body)
    await old({ addressId: '00000000-0000-4000-8000-000000000000' }).expect(404, {
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'address_not_found',
      message: 'Dirección no encontrada',
    })
    await old({ addressId: buyer.addressId, couponCode: 'NOEXISTE' }).expect(400)
    const em = t.orm.em.fork()
    em.create(Coupon, {
      code: 'AGOTADO',
      description: 'Sin usos',
      discountPercentage: 30,
      usageLimit: 1,
      usedCount: 1,
    })
    await em.flush()
    await old({ addressId: buyer.addressId, couponCode: 'AGOTADO' }).expect(409)
    const started = await old({ addressId: buyer.addressId }).expect(201)
    const checkout = await checkoutOf(started.body.sessionId)
    expect(checkout.status).toBe('open')
    // Left on its page, cancelled: no open checkout for the expiry test below.
    await http().post(`/api/checkout/local/${checkout.id}/cancel`).expect(303)
  })

  it('the last unit is held by the first payment page: a second customer hears at once, and the first is served', async () => {
    const first = await customer([[scarce, '5ml', 1]])
    const second = await customer([[scarce, '5ml', 1]])
    const session = (await start(first).expect(201)).body.sessionId
    expect((await start(second).expect(409)).body).toMatchObject({
      statusCode: 409,
      code: 'OUT_OF_STOCK',
      message: 'No queda stock suficiente de Escaso 5ml',
    })
    const checkout = await checkoutOf(session)
    await http().post(`/api/checkout/local/${checkout.id}/pay`).expect(303)
    const em = t.orm.em.fork()
    expect((await em.findOneOrFail(Order, { paymentSessionId: session })).status).toBe('confirmed')
    const [confirmed] = await em.find(Notification, { user: first.userId })
    expect(confirmed.title).toBe('Pedido confirmado')
    expect(await em.count(Order, { user: second.userId })).toBe(0)
  })

  it('an abandoned checkout gives its coupon use back after 30 minutes, and its page no longer pays', async () => {
    const buyer = await customer([[perfume, '10ml', 1]])
    const started = await start(buyer, 'OTRO').expect(201)
    expect(await couponUses('OTRO')).toBe(1)
    const expiry = t.app.get(CheckoutExpiry)
    expect(await expiry.run(new Date(Date.now() + 29 * MINUTE))).toBe(0)
    expect(await couponUses('OTRO')).toBe(1)

    expect(await expiry.run(new Date(Date.now() + 31 * MINUTE))).toBe(1)
    expect(await couponUses('OTRO')).toBe(0)
    const checkout = await checkoutOf(started.body.sessionId)
    expect(checkout.status).toBe('expired')
    expect(await held(buyer.userId)).toBe(0)
    await http()
      .post(`/api/checkout/local/${checkout.id}/pay`)
      .expect(303)
      .expect('location', 'http://localhost:3000/carrito')
    expect(await t.orm.em.fork().count(Order, { user: buyer.userId })).toBe(0)
  })

  it('a customer holds one use of a coupon at a time: a new checkout takes it from the open one', async () => {
    const buyer = await customer([[perfume, '10ml', 1]])
    const first = await start(buyer, 'UNAVEZ').expect(201)
    const second = await start(buyer, 'UNAVEZ').expect(201)
    expect((await checkoutOf(first.body.sessionId)).status).toBe('expired')
    expect((await checkoutOf(second.body.sessionId)).status).toBe('open')
    expect(await held(buyer.userId)).toBe(1)
    expect(await couponUses('UNAVEZ')).toBe(1)
    // The closed page cannot be paid any more.
    const closed = await checkoutOf(first.body.sessionId)
    await http().post(`/api/checkout/local/${closed.id}/pay`).expect(303)
    expect(await t.orm.em.fork().count(Order, { user: buyer.userId })).toBe(0)
  })

  it('the per-customer limit holds under 20 concurrent checkouts', async () => {
    const buyer = await customer([[perfume, '10ml', 1]])
    const attempts = await Promise.all(Array.from({ length: 20 }, () => start(buyer, 'UNAVEZ')))
    for (const response of attempts) expect([201, 409]).toContain(response.status)
    expect(await held(buyer.userId)).toBe(1)
    const open = await t.orm.em.fork().find(Checkout, { user: buyer.userId, status: 'open' })
    expect(open).toHaveLength(1)

    await http().post(`/api/checkout/local/${open[0].id}/pay`).expect(303)
    const again = await Promise.all(Array.from({ length: 20 }, () => start(buyer, 'UNAVEZ')))
    expect(again.map((response) => response.status)).toEqual(Array(20).fill(409))
    expect(again[0].body).toMatchObject({
      code: 'CONFLICT',
      reason: 'coupon_already_used',
      message: 'Ya has usado este cupón',
    })
    const uses = await t.orm.em.fork().find(CouponRedemption, { user: buyer.userId })
    expect(uses.filter((use) => use.state === 'used')).toHaveLength(1)
    expect(uses.filter((use) => use.state === 'held')).toHaveLength(0)
    // Quoting says so before the customer tries to pay.
    await buyer.as(http().post('/api/coupons/apply')).send({ code: 'UNAVEZ' }).expect(409)
  })

  it('the expiry job is never stuck behind 100 checkouts the provider cannot close: it goes on to the next ones', async () => {
    const buyer = await customer([])
    const em = t.orm.em.fork()
    const expired = Date.now() - 60 * MINUTE
    // 100 stale pages the provider cannot answer for, older than one it can.
    const rows = Array.from({ length: 101 }, (_, index) =>
      em.create(Checkout, {
        user: buyer.userId,
        provider: 'local',
        providerSessionId: `${index < 100 ? 'atascada' : 'normal'}_${index}_${buyer.userId}`,
        email: buyer.email,
        lines: [],
        shippingAddress: {} as Checkout['shippingAddress'],
        currency: 'EUR',
        taxRate: 21,
        subtotalCents: 0,
        discountCents: 0,
        shippingCents: 0,
        totalCents: 0,
        expiresAt: new Date(expired + index),
      }),
    )
    await em.flush()
    // The shop asks the provider with the session's id (the local one ignores it).
    const provider = t.app.get(LocalProvider) as unknown as {
      expire: (sessionId: string) => Promise<'expired'>
    }
    const expire = jest.spyOn(provider, 'expire')
    expire.mockImplementation(async (sessionId) => {
      if (sessionId.startsWith('atascada')) throw new Error('the provider does not answer')
      return 'expired'
    })
    try {
      expect(await t.app.get(CheckoutExpiry).run()).toBe(1)
    } finally {
      expire.mockRestore()
    }
    const statuses = await t.orm.em
      .fork()
      .find(Checkout, { id: { $in: rows.map((row) => row.id) } }, { orderBy: { expiresAt: 'asc' } })
    expect(statuses.filter((row) => row.status === 'open')).toHaveLength(100)
    expect(statuses.at(-1)?.status).toBe('expired')
    // The stuck ones are left for their claim to end, then tried again; they are closed here so
    // the other tests' expiry runs find nothing of theirs.
    await t.orm.em
      .fork()
      .nativeUpdate(Checkout, { id: { $in: rows.map((row) => row.id) } }, { status: 'expired' })
  })
})
