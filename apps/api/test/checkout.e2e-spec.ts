import Stripe from 'stripe'
import request from 'supertest'
import { CheckoutExpiry } from '../src/modules/checkout/checkout-expiry'
import { Coupon } from '../src/modules/checkout/entities/coupon.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { Order } from '../src/modules/orders/entities/order.entity'
import { PerfumeVariant } from '../src/modules/catalogue/entities/perfume-variant.entity'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { signedInAdmin } from './admins'
import { createPerfumes } from './factories'
import { type StripeCall, startFakeStripe } from './fake-stripe'
import { shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const WEBHOOK_SECRET = 'whsec_aurum_integration_tests'
const stripe = new Stripe('sk_test_aurum')

describe('checkout and orders with Stripe (e2e)', () => {
  let t: TestApp
  let fake: Awaited<ReturnType<typeof startFakeStripe>>
  let perfume: Perfume
  let scarce: Perfume
  const http = () => request(t.app.getHttpServer())

  const customer = (lines: [Perfume, string, number][]) => shopper(t.app, lines)

  function deliver(event: object) {
    const payload = JSON.stringify(event)
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    return http()
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload)
  }

  const sessionEvent = (id: string, type: string, sessionId: string, paymentStatus = 'paid') => ({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: paymentStatus,
        metadata: {},
      },
    },
  })

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_aurum',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      PAYMENT_PROVIDER: 'stripe',
      RATE_LIMIT_FACTOR: '10',
    })
    ;[perfume, scarce] = await createPerfumes(t.orm.em, [
      {
        name: 'Ámbar',
        brand: 'Casa',
        discount: 10,
        imageUrl: '/images/perfumes/ambar.svg',
        sizes: [
          ['5ml', 5, 1200, 1000],
          ['10ml', 10, 2000, 1000],
        ],
      },
      { name: 'Escaso', brand: 'Casa', sizes: [['5ml', 5, 3000, 2]] },
    ])
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('sends Stripe only database prices: a body with amounts is refused, the cart decides', async () => {
    const buyer = await customer([
      [perfume, '5ml', 2],
      [perfume, '10ml', 1],
    ])
    const tampered = await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId, total: '0.01', prices: ['0.01'] })
      .expect(400)
    expect(Object.keys(tampered.body.fieldErrors).sort()).toEqual(['prices', 'total'])
    const before = fake.calls.length
    const started = await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId })
      .expect(201)
    expect(started.body).toEqual({
      sessionId: expect.stringMatching(/^cs_test_/),
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
      total: '43.55',
    })
    const [call] = fake.calls.slice(before) as StripeCall[]
    expect(call.path).toBe('/v1/checkout/sessions')
    const form = Object.fromEntries(call.form)
    expect(form).toMatchObject({
      mode: 'payment',
      customer_email: 'comprador1@example.com',
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '1080',
      'line_items[0][price_data][product_data][name]': 'Ámbar',
      'line_items[0][price_data][product_data][description]': 'Casa - 5ml',
      'line_items[0][price_data][product_data][images][0]':
        'http://localhost:3000/images/perfumes/ambar.svg',
      'line_items[1][price_data][unit_amount]': '1800',
      'shipping_options[0][shipping_rate_data][fixed_amount][amount]': '395',
    })
    expect(form['metadata[checkoutId]']).toMatch(/^[0-9a-f-]{36}$/)
    // 2 x 10.80 + 18.00 = 39.60, under 50 €: the flat 3.95 shipping is charged.
  })

  it("refuses a total under 0.50 €, Stripe's least charge, before Stripe is asked", async () => {
    const admin = await signedInAdmin(t.app, t.orm)
    const setShipping = (value: string) =>
      admin.as(http().put('/api/settings')).send({ key: 'shipping_flat_fee', value }).expect(200)
    const em = t.orm.em.fork()
    em.create(Coupon, {
      code: 'REGALO100',
      description: 'Todo gratis',
      discountPercentage: 100,
      usageLimit: 10,
      usedCount: 0,
    })
    await em.flush()
    // A shop that ships for free and a coupon that takes the whole cart: nothing left to charge.
    await setShipping('0.00')
    try {
      const buyer = await customer([[perfume, '10ml', 1]])
      const before = fake.calls.length
      const refused = await buyer
        .as(http().post('/api/checkout/session'))
        .send({ addressId: buyer.addressId, couponCode: 'REGALO100' })
        .expect(400)
      expect(refused.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        reason: 'total_below_min',
        message: 'El total no llega al mínimo de un pago',
        fieldErrors: { cart: ['Un pago debe ser de 0.50 como mínimo: agrega algún producto'] },
      })
      expect(fake.calls.length).toBe(before)
      expect((await em.fork().findOneOrFail(Coupon, { code: 'REGALO100' })).usedCount).toBe(0)
    } finally {
      await setShipping('3.95')
    }
  })

  it('refuses bad, old or missing signatures and changes nothing', async () => {
    const payload = JSON.stringify(
      sessionEvent('evt_forged', 'checkout.session.completed', 'cs_test_1'),
    )
    const wrongSecret = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' })
    const old = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    })
    for (const signature of [wrongSecret, old, undefined]) {
      const call = http().post('/api/stripe/webhook').set('content-type', 'application/json')
      if (signature) call.set('stripe-signature', signature)
      const response = await call.send(payload).expect(400)
      expect(response.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        reason: 'webhook_signature',
        message: 'La firma del aviso de pago no es válida',
      })
    }
    expect(await t.orm.em.fork().count(Order, {})).toBe(0)
  })

  it('50 sessions, each event delivered up to 5 times, shuffled and concurrent: one order per paid session', async () => {
    const buyer = await customer([[perfume, '5ml', 1]])
    const sessions: { id: string; kind: 'paid' | 'unpaid' | 'expired' }[] = []
    for (let index = 0; index < 50; index++) {
      const started = await buyer
        .as(http().post('/api/checkout/session'))
        .send({ addressId: buyer.addressId })
        .expect(201)
      sessions.push({
        id: started.body.sessionId,
        kind: (['paid', 'unpaid', 'expired'] as const)[index % 3],
      })
    }
    const events = sessions.flatMap((session, index) => {
      const own =
        session.kind === 'paid'
          ? [sessionEvent(`evt_paid_${index}`, 'checkout.session.completed', session.id)]
          : session.kind === 'unpaid'
            ? [
                sessionEvent(
                  `evt_unpaid_${index}`,
                  'checkout.session.completed',
                  session.id,
                  'unpaid',
                ),
                sessionEvent(`evt_exp_${index}`, 'checkout.session.expired', session.id, 'unpaid'),
              ]
            : [sessionEvent(`evt_exp_${index}`, 'checkout.session.expired', session.id, 'unpaid')]
      return own.flatMap((event) => Array.from({ length: 1 + (index % 5) }, () => event))
    })
    events.sort(() => Math.random() - 0.5)
    for (let start = 0; start < events.length; start += 25) {
      const batch = await Promise.all(
        events.slice(start, start + 25).map((event) => deliver(event)),
      )
      for (const response of batch) expect(response.status).toBe(200)
    }
    const em = t.orm.em.fork()
    const orders = await em.find(Order, { user: buyer.userId })
    const paid = sessions.filter((session) => session.kind === 'paid').map((session) => session.id)
    expect(orders.map((order) => order.paymentSessionId).sort()).toEqual(paid.sort())
    const checkouts = await em.find(Checkout, { user: buyer.userId })
    expect(checkouts.filter((checkout) => checkout.status === 'paid')).toHaveLength(paid.length)
    expect(checkouts.filter((checkout) => checkout.status === 'expired')).toHaveLength(
      50 - paid.length,
    )
    // A paid order emptied the cart; the late events after it changed nothing.
    const cart = await buyer.as(http().get('/api/cart')).expect(200)
    expect(cart.body.items).toEqual([])
    const mine = await buyer.as(http().get(`/api/orders/by-session/${paid[0]}`)).expect(200)
    expect(mine.body).toMatchObject({
      status: 'confirmed',
      total: '14.75',
      items: [{ perfumeName: 'Ámbar', size: '5ml', quantity: 1, unitPrice: '10.80' }],
    })
  })

  it('20 customers racing for a coupon with 5 uses left: exactly 5 get it', async () => {
    const em = t.orm.em.fork()
    em.create(Coupon, {
      code: 'ULTIMOS5',
      description: 'Cinco usos',
      discountPercentage: 20,
      usageLimit: 10,
      usedCount: 5,
    })
    await em.flush()
    const buyers = await Promise.all(
      Array.from({ length: 20 }, () => customer([[perfume, '10ml', 1]])),
    )
    const applied = await buyers[0]
      .as(http().post('/api/coupons/apply'))
      .send({ code: 'ultimos5' })
      .expect(200)
    expect(applied.body).toEqual({
      code: 'ULTIMOS5',
      subtotal: '18.00',
      discount: '3.60',
      shipping: '3.95',
      total: '18.35',
    })
    const attempts = await Promise.all(
      buyers.map((buyer) =>
        buyer
          .as(http().post('/api/checkout/session'))
          .send({ addressId: buyer.addressId, couponCode: 'ULTIMOS5' }),
      ),
    )
    expect(attempts.filter((response) => response.status === 201)).toHaveLength(5)
    expect(attempts.filter((response) => response.status === 409)).toHaveLength(15)
    expect((await em.fork().findOneOrFail(Coupon, { code: 'ULTIMOS5' })).usedCount).toBe(10)

    // Stripe's expiry event gives the use back.
    const one = attempts.find((response) => response.status === 201)!
    await deliver(
      sessionEvent('evt_coupon_expired', 'checkout.session.expired', one.body.sessionId, 'unpaid'),
    ).expect(200)
    expect((await em.fork().findOneOrFail(Coupon, { code: 'ULTIMOS5' })).usedCount).toBe(9)
  })

  it('asks Stripe for a session that expires in 30 minutes', async () => {
    const buyer = await customer([[perfume, '5ml', 1]])
    const before = fake.calls.length
    const now = Math.floor(Date.now() / 1000)
    await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId })
      .expect(201)
    const expiresAt = Number(fake.calls[before].form.get('expires_at'))
    expect(expiresAt - now).toBeGreaterThanOrEqual(30 * 60)
    expect(expiresAt - now).toBeLessThan(31 * 60 + 5)
  })

  it('closes a Stripe session whose expiry event never came, and gives its coupon use back', async () => {
    const em = t.orm.em.fork()
    em.create(Coupon, { code: 'PERDIDO', description: 'Perdido', discountPercentage: 10 })
    await em.flush()
    const buyer = await customer([[perfume, '10ml', 1]])
    const started = await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId, couponCode: 'PERDIDO' })
      .expect(201)
    const expiry = t.app.get(CheckoutExpiry)
    // Past its 30 minutes Stripe's own event still has a grace period to arrive.
    await expiry.run(new Date(Date.now() + 32 * 60_000))
    expect(fake.sessions.get(started.body.sessionId)?.status).toBe('open')
    await expiry.run(new Date(Date.now() + 40 * 60_000))
    expect(fake.sessions.get(started.body.sessionId)?.status).toBe('expired')
    const checkout = await em.fork().findOneOrFail(Checkout, {
      providerSessionId: started.body.sessionId,
    })
    expect(checkout.status).toBe('expired')
    expect((await em.fork().findOneOrFail(Coupon, { code: 'PERDIDO' })).usedCount).toBe(0)
  })

  it('a session Stripe says was paid becomes an order even when its event was lost', async () => {
    const buyer = await customer([[perfume, '5ml', 1]])
    const started = await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId })
      .expect(201)
    fake.sessions.set(started.body.sessionId, { status: 'complete', payment_status: 'paid' })
    await t.app.get(CheckoutExpiry).run(new Date(Date.now() + 40 * 60_000))
    const order = await buyer
      .as(http().get(`/api/orders/by-session/${started.body.sessionId}`))
      .expect(200)
    expect(order.body).toMatchObject({ status: 'confirmed', isTest: false })
  })

  it('sells the last units once; a payment that comes after its page expired and its unit went is refunded through Stripe', async () => {
    const buyers = await Promise.all([0, 1, 2].map(() => customer([[scarce, '5ml', 1]])))
    const start = (buyer: (typeof buyers)[number]) =>
      buyer.as(http().post('/api/checkout/session')).send({ addressId: buyer.addressId })
    const first = (await start(buyers[0]).expect(201)).body.sessionId
    const second = (await start(buyers[1]).expect(201)).body.sessionId
    // Two units, both held by open payment pages.
    await start(buyers[2]).expect(409)
    // The first page expires: its unit is free again, and the third customer takes it.
    await deliver(sessionEvent('evt_scarce_expired', 'checkout.session.expired', first)).expect(200)
    const third = (await start(buyers[2]).expect(201)).body.sessionId
    for (const [index, id] of [second, third].entries()) {
      await deliver(sessionEvent(`evt_scarce_${index}`, 'checkout.session.completed', id)).expect(
        200,
      )
    }
    // The first payment still arrives (Stripe says it was paid): nothing is left to serve it, so
    // the money goes back through Stripe.
    fake.sessions.set(first, { status: 'complete', payment_status: 'paid' })
    await deliver(sessionEvent('evt_scarce_late', 'checkout.session.completed', first)).expect(
      200,
      {
        received: true,
        outcome: 'refunded',
      },
    )
    const em = t.orm.em.fork()
    const variant = await em.findOneOrFail(PerfumeVariant, { perfume: scarce.id })
    expect(variant.stock).toBe(0)
    const orders = await em.find(Order, { paymentSessionId: { $in: [first, second, third] } })
    expect(orders.map((order) => [order.paymentSessionId === first, order.status]).sort()).toEqual([
      [false, 'confirmed'],
      [false, 'confirmed'],
      [true, 'cancelled'],
    ])
    const late = orders.find((order) => order.paymentSessionId === first)
    expect(late?.refundedCents).toBe(late?.totalCents)
    expect(late?.refundReference).toMatch(/^re_/)
    expect(fake.refunds.map((refund) => refund.payment_intent)).toContain(`pi_for_${first}`)
  })

  it('shows orders and tracking only to their owner', async () => {
    const owner = await customer([[perfume, '5ml', 1]])
    const started = await owner
      .as(http().post('/api/checkout/session'))
      .send({ addressId: owner.addressId })
      .expect(201)
    await deliver(
      sessionEvent('evt_owner', 'checkout.session.completed', started.body.sessionId),
    ).expect(200)
    const [order] = (await owner.as(http().get('/api/orders')).expect(200)).body
    expect(order.events.map((event: { description: string }) => event.description)).toEqual([
      'Pedido Recibido',
      'Pago confirmado',
    ])
    const tracking = (await owner.as(http().get('/api/tracking')).expect(200)).body
    expect(tracking[0]).toEqual({
      id: order.id,
      status: 'confirmed',
      createdAt: expect.any(String),
      total: order.total,
      trackingNumber: null,
      isTest: false,
      items: [{ perfumeName: 'Ámbar', quantity: 1 }],
    })
    const stranger = await customer([])
    await stranger.as(http().get(`/api/orders/${order.id}`)).expect(404)
    await stranger.as(http().get(`/api/orders/by-session/${started.body.sessionId}`)).expect(404)
    await http().get('/api/orders').expect(401)
  })
})
