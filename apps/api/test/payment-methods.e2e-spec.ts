import Stripe from 'stripe'
import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { PaymentMethodsService } from '../src/modules/accounts/payment-methods.service'
import { LocalProvider } from '../src/modules/checkout/payment/local.provider'
import { createPerfumes } from './factories'
import { type StripeCard, startFakeStripe } from './fake-stripe'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const WEBHOOK_SECRET = 'whsec_aurum_payment_methods_tests'
const stripe = new Stripe('sk_test_aurum')
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const VISA: StripeCard = { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 }
const MASTERCARD: StripeCard = { brand: 'mastercard', last4: '4444', exp_month: 11, exp_year: 2029 }

/** Every column the shop keeps of a saved card: no number, no CVV. */
const COLUMNS = [
  'card_type',
  'created_at',
  'expiry_month',
  'expiry_year',
  'id',
  'is_default',
  'last4',
  'provider',
  'provider_payment_method_id',
  'type',
  'user_id',
]

interface Row {
  id: string
  user_id: string
  type: string
  card_type: string | null
  last4: string | null
  expiry_month: number | null
  expiry_year: number | null
  provider: string
  provider_payment_method_id: string
  is_default: boolean
  created_at: string
}

const rowsOf = (t: TestApp, userId: string): Promise<Row[]> =>
  t.orm.em
    .fork()
    .getConnection()
    .execute<Row[]>('select * from payment_method where user_id = ? order by created_at, id', [
      userId,
    ])

describe('saved payment methods with Stripe (e2e)', () => {
  let t: TestApp
  let fake: Awaited<ReturnType<typeof startFakeStripe>>
  let perfume: Perfume
  const http = () => request(t.app.getHttpServer())
  let events = 0

  function deliver(event: object) {
    const payload = JSON.stringify(event)
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    return http()
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload)
  }

  const completed = (object: object, id = `evt_setup_${++events}`) => ({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object },
  })

  /** Opens the setup page and answers the session id the fake Stripe made. */
  async function startSetup(buyer: Shopper, isDefault = false): Promise<string> {
    const started = await buyer
      .as(http().post('/api/payment-methods'))
      .send({ type: 'card', isDefault })
      .expect(201)
    const match = /\/setup\/(cs_test_setup_\d+)$/.exec(started.body.url)
    expect(match).not.toBeNull()
    return match![1]
  }

  /** A card added all the way: the page, the card typed at Stripe, the signed event. */
  async function addCard(buyer: Shopper, card: StripeCard, isDefault = false) {
    const session = fake.completeSetup(await startSetup(buyer, isDefault), card)
    const answer = await deliver(completed(session)).expect(200)
    expect(answer.body).toEqual({ received: true, outcome: 'saved' })
    const list = (await buyer.as(http().get('/api/payment-methods')).expect(200)).body
    return list.find((method: { last4: string }) => method.last4 === card.last4) as { id: string }
  }

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_aurum',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      PAYMENT_PROVIDER: 'stripe',
      RATE_LIMIT_FACTOR: '10',
    })
    ;[perfume] = await createPerfumes(t.orm.em, [
      { name: 'Tarjetas', brand: 'Casa', sizes: [['5ml', 5, 1500, 100]] },
    ])
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it("opens Stripe Checkout in setup mode for the customer's own Stripe Customer", async () => {
    const buyer = await shopper(t.app)
    const before = fake.calls.length
    const started = await buyer
      .as(http().post('/api/payment-methods'))
      .send({ type: 'card', isDefault: true })
      .expect(201)
    expect(started.body).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/setup\/cs_test_setup_\d+$/),
    })
    const [made, session] = fake.calls.slice(before)
    expect(made.path).toBe('/v1/customers')
    expect(made.idempotencyKey).toBe(`customer-user-${buyer.userId}`)
    expect(Object.fromEntries(made.form)).toEqual({
      email: buyer.email,
      'metadata[userId]': buyer.userId,
    })
    const [customer] = [...fake.customers.keys()].slice(-1)
    expect(session.path).toBe('/v1/checkout/sessions')
    expect(Object.fromEntries(session.form)).toEqual({
      mode: 'setup',
      customer,
      'allowed_payment_method_types[0]': 'card',
      success_url: 'http://localhost:3000/payment-methods?guardado=1',
      cancel_url: 'http://localhost:3000/payment-methods?cancelado=1',
      'metadata[userId]': buyer.userId,
      'metadata[purpose]': 'setup',
      'metadata[makeDefault]': 'true',
      'setup_intent_data[metadata][userId]': buyer.userId,
      'setup_intent_data[metadata][purpose]': 'setup',
      'setup_intent_data[metadata][makeDefault]': 'true',
    })
    // A second card hangs from the same customer: no new one is made.
    const again = fake.calls.length
    await startSetup(buyer)
    expect(fake.calls.slice(again).map((call) => call.path)).toEqual(['/v1/checkout/sessions'])
    const customers = await t.orm.em
      .fork()
      .getConnection()
      .execute('select provider, customer_id from payment_customer where user_id = ?', [
        buyer.userId,
      ])
    expect(customers).toEqual([{ provider: 'stripe', customer_id: customer }])
  })

  it('refuses PayPal, card fields and anything but type and isDefault, and saves nothing', async () => {
    const buyer = await shopper(t.app)
    const before = fake.calls.length
    const paypal = await buyer
      .as(http().post('/api/payment-methods'))
      .send({ type: 'paypal', isDefault: false })
      .expect(400)
    expect(paypal.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      reason: 'paypal_unavailable',
      message: 'PayPal no está disponible',
      fieldErrors: { type: ['PayPal no está disponible: agrega una tarjeta'] },
    })
    const typed = await buyer
      .as(http().post('/api/payment-methods'))
      .send({ type: 'card', cardNumber: '4242424242424242', cvv: '123', expiryMonth: 1 })
      .expect(400)
    expect(Object.keys(typed.body.fieldErrors).sort()).toEqual(['cardNumber', 'cvv', 'expiryMonth'])
    await buyer
      .as(http().post('/api/payment-methods'))
      .send({ type: 'cheque', isDefault: 'sí' })
      .expect(400)
    await http().post('/api/payment-methods').send({ type: 'card' }).expect(401)
    await http().get('/api/payment-methods').expect(401)
    expect(fake.calls.length).toBe(before)
    expect(await rowsOf(t, buyer.userId)).toEqual([])
  })

  it("keeps from Stripe's signed event only the brand, last 4, expiry and Stripe's id; a repeat changes nothing", async () => {
    const buyer = await shopper(t.app)
    const session = fake.completeSetup(await startSetup(buyer), VISA)
    const event = completed(session)
    // A forged event is refused before anything is read.
    const forged = JSON.stringify(event)
    await http()
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .set(
        'stripe-signature',
        stripe.webhooks.generateTestHeaderString({ payload: forged, secret: 'whsec_otro' }),
      )
      .send(forged)
      .expect(400)
    expect(await rowsOf(t, buyer.userId)).toEqual([])

    expect((await deliver(event).expect(200)).body).toEqual({ received: true, outcome: 'saved' })
    const [pm] = [...fake.paymentMethods.keys()].slice(-1)
    const rows = await rowsOf(t, buyer.userId)
    expect(rows).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        user_id: buyer.userId,
        type: 'card',
        card_type: 'visa',
        last4: '4242',
        expiry_month: 4,
        expiry_year: 2031,
        provider: 'stripe',
        provider_payment_method_id: pm,
        // The first card is the default even when not asked to be.
        is_default: true,
        created_at: expect.any(String),
      },
    ])
    const columns = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ column_name: string }[]>(
        `select column_name from information_schema.columns where table_name = 'payment_method' order by column_name`,
      )
    expect(columns.map((column) => column.column_name)).toEqual(COLUMNS)
    expect((await buyer.as(http().get('/api/payment-methods')).expect(200)).body).toEqual([
      {
        id: rows[0].id,
        type: 'card',
        cardType: 'visa',
        last4: '4242',
        expiryMonth: 4,
        expiryYear: 2031,
        isDefault: true,
      },
    ])
    // Stripe hears which card is the default.
    expect(fake.customers.get(session.customer)?.defaultPaymentMethod).toBe(pm)

    // The same event again, and the same session under another event id: nothing changes.
    expect((await deliver(event).expect(200)).body).toEqual({
      received: true,
      outcome: 'duplicate',
    })
    expect((await deliver(completed(session)).expect(200)).body).toEqual({
      received: true,
      outcome: 'duplicate',
    })
    expect(await rowsOf(t, buyer.userId)).toEqual(rows)
    // A setup session's other events are not the fulfilment's business.
    expect(
      (
        await deliver({
          ...completed(session),
          type: 'checkout.session.expired',
        }).expect(200)
      ).body,
    ).toEqual({ received: true, outcome: 'ignored' })
  })

  it("ignores a setup event whose customer is not the user's, and a brand it does not name is kept unnamed", async () => {
    const owner = await shopper(t.app)
    const other = await shopper(t.app)
    const session = fake.completeSetup(await startSetup(owner), VISA)
    const crossed = { ...session, metadata: { ...session.metadata, userId: other.userId } }
    expect((await deliver(completed(crossed)).expect(200)).body).toEqual({
      received: true,
      outcome: 'ignored',
    })
    expect(await rowsOf(t, other.userId)).toEqual([])
    expect(await rowsOf(t, owner.userId)).toEqual([])

    const jcb = fake.completeSetup(await startSetup(owner), {
      brand: 'jcb',
      last4: '0000',
      exp_month: 1,
      exp_year: 2030,
    })
    await deliver(completed(jcb)).expect(200)
    expect((await owner.as(http().get('/api/payment-methods')).expect(200)).body).toEqual([
      expect.objectContaining({ cardType: null, last4: '0000', expiryMonth: 1, isDefault: true }),
    ])
  })

  it('moves the default, and deleting a card detaches it at Stripe; the oldest left becomes the default', async () => {
    const buyer = await shopper(t.app)
    const visa = await addCard(buyer, VISA)
    // Asked to be the default, the second card takes it.
    const mastercard = await addCard(buyer, MASTERCARD, true)
    const list = () => buyer.as(http().get('/api/payment-methods')).expect(200)
    expect(
      (await list()).body.map((m: { id: string; isDefault: boolean }) => [m.id, m.isDefault]),
    ).toEqual([
      [mastercard.id, true],
      [visa.id, false],
    ])

    const made = await buyer.as(http().patch(`/api/payment-methods/${visa.id}/default`)).expect(200)
    expect(made.body).toEqual({
      id: visa.id,
      type: 'card',
      cardType: 'visa',
      last4: '4242',
      expiryMonth: 4,
      expiryYear: 2031,
      isDefault: true,
    })
    const rows = await rowsOf(t, buyer.userId)
    expect(rows.filter((row) => row.is_default).map((row) => row.id)).toEqual([visa.id])
    const [customer] = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ customer_id: string }[]>(
        'select customer_id from payment_customer where user_id = ?',
        [buyer.userId],
      )
    const visaPm = rows.find((row) => row.id === visa.id)!.provider_payment_method_id
    const mastercardPm = rows.find((row) => row.id === mastercard.id)!.provider_payment_method_id
    expect(fake.customers.get(customer.customer_id)?.defaultPaymentMethod).toBe(visaPm)
    // Setting the default twice changes nothing.
    await buyer.as(http().patch(`/api/payment-methods/${visa.id}/default`)).expect(200)

    const before = fake.calls.length
    await buyer.as(http().delete(`/api/payment-methods/${visa.id}`)).expect(204)
    expect(fake.calls.slice(before).map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST /v1/payment_methods/${visaPm}/detach`,
      `POST /v1/customers/${customer.customer_id}`,
    ])
    expect(fake.paymentMethods.get(visaPm)?.customer).toBeNull()
    expect((await list()).body).toEqual([
      {
        id: mastercard.id,
        type: 'card',
        cardType: 'mastercard',
        last4: '4444',
        expiryMonth: 11,
        expiryYear: 2029,
        isDefault: true,
      },
    ])
    expect(fake.customers.get(customer.customer_id)?.defaultPaymentMethod).toBe(mastercardPm)
    await buyer.as(http().delete(`/api/payment-methods/${visa.id}`)).expect(404)
    await buyer.as(http().delete(`/api/payment-methods/${mastercard.id}`)).expect(204)
    expect((await list()).body).toEqual([])
  })

  it("answers customer B on customer A's cards with 404 and changes nothing", async () => {
    const owner = await shopper(t.app)
    const stranger = await shopper(t.app)
    const first = await addCard(owner, VISA)
    const second = await addCard(owner, MASTERCARD)
    const rows = await rowsOf(t, owner.userId)
    const before = fake.calls.length
    for (const call of [
      stranger.as(http().patch(`/api/payment-methods/${second.id}/default`)),
      stranger.as(http().delete(`/api/payment-methods/${first.id}`)),
      stranger.as(http().patch(`/api/payment-methods/${UNKNOWN_ID}/default`)),
      stranger.as(http().delete(`/api/payment-methods/${UNKNOWN_ID}`)),
    ]) {
      expect((await call.expect(404)).body).toMatchObject({
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: 'payment_method_not_found',
        message: 'Método de pago no encontrado',
      })
    }
    await owner.as(http().patch('/api/payment-methods/no-es-un-id/default')).expect(400)
    await owner.as(http().delete('/api/payment-methods/no-es-un-id')).expect(400)
    await http().delete(`/api/payment-methods/${first.id}`).expect(401)
    expect(fake.calls.length).toBe(before)
    expect(await rowsOf(t, owner.userId)).toEqual(rows)
    expect((await stranger.as(http().get('/api/payment-methods')).expect(200)).body).toEqual([])
  })

  it('an account that goes takes its cards and its Stripe Customer with it (removeAllOf)', async () => {
    const leaving = await shopper(t.app)
    const staying = await shopper(t.app)
    await addCard(leaving, VISA)
    await addCard(staying, VISA)
    const [{ customer_id: customer }] = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ customer_id: string }[]>(
        'select customer_id from payment_customer where user_id = ?',
        [leaving.userId],
      )
    const service = t.app.get(PaymentMethodsService)
    await t.orm.em.fork().transactional((em) => service.removeAllOf(em, leaving.userId))
    expect(fake.customers.has(customer)).toBe(false)
    expect(await rowsOf(t, leaving.userId)).toEqual([])
    const left = await t.orm.em
      .fork()
      .getConnection()
      .execute('select 1 from payment_customer where user_id = ?', [leaving.userId])
    expect(left).toEqual([])
    expect(await rowsOf(t, staying.userId)).toHaveLength(1)
  })

  it('names the Stripe Customer on the checkout of a customer with a saved card, so the page offers it', async () => {
    const plain = await shopper(t.app, [[perfume, '5ml', 1]])
    const saver = await shopper(t.app, [[perfume, '5ml', 1]])
    await addCard(saver, VISA)
    const [{ customer_id: customer }] = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ customer_id: string }[]>(
        'select customer_id from payment_customer where user_id = ?',
        [saver.userId],
      )

    let before = fake.calls.length
    await plain
      .as(http().post('/api/checkout/session'))
      .send({ addressId: plain.addressId })
      .expect(201)
    const [plainCall] = fake.calls.slice(before)
    expect(plainCall.form.get('customer_email')).toBe(plain.email)
    expect(plainCall.form.has('customer')).toBe(false)

    before = fake.calls.length
    const started = await saver
      .as(http().post('/api/checkout/session'))
      .send({ addressId: saver.addressId })
      .expect(201)
    const [update, session] = fake.calls.slice(before)
    expect(update.path).toBe(`/v1/customers/${customer}`)
    expect(Object.fromEntries(update.form)).toEqual({ email: saver.email })
    expect(session.path).toBe('/v1/checkout/sessions')
    expect(Object.fromEntries(session.form)).toMatchObject({
      mode: 'payment',
      customer,
      'saved_payment_method_options[allow_redisplay_filters][0]': 'always',
      'saved_payment_method_options[allow_redisplay_filters][1]': 'limited',
      'saved_payment_method_options[allow_redisplay_filters][2]': 'unspecified',
    })
    expect(session.form.has('customer_email')).toBe(false)

    // The payment's own event still makes the order: setup events never meet the fulfilment.
    const paid = await deliver({
      id: 'evt_paid_with_saved_card',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: started.body.sessionId,
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          metadata: {},
        },
      },
    }).expect(200)
    expect(paid.body).toEqual({ received: true, outcome: 'fulfilled' })
  })
})

describe('saved payment methods with the local test provider (e2e)', () => {
  let t: TestApp
  let perfume: Perfume
  const http = () => request(t.app.getHttpServer())
  const nextYear = new Date().getFullYear() + 1

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '10' })
    ;[perfume] = await createPerfumes(t.orm.em, [
      { name: 'Prueba', brand: 'Casa', sizes: [['5ml', 5, 1500, 100]] },
    ])
  })
  afterAll(() => t.close())

  const pageOf = (url: string) => {
    const address = new URL(url)
    expect(address.origin).toBe('http://localhost:4000')
    expect(address.pathname).toBe('/api/checkout/local-setup')
    return `${address.pathname}${address.search}`
  }

  it('saves the test card offline through the same handler, once, and goes back to the shop', async () => {
    const buyer = await shopper(t.app, [[perfume, '5ml', 1]])
    const started = await buyer
      .as(http().post('/api/payment-methods'))
      .send({ type: 'card', isDefault: false })
      .expect(201)
    const page = pageOf(started.body.url)
    const html = await http()
      .get(page)
      .expect(200)
      .expect('content-type', /text\/html/)
    expect(html.text).toContain('Guardar tarjeta de prueba')
    expect(html.text).toContain(`Visa •••• 4242, caduca 12/${nextYear}`)
    expect(html.headers['content-security-policy']).toContain("form-action 'self'")
    const save = page.replace('/local-setup?', '/local-setup/save?')
    await http()
      .post(save)
      .expect(303)
      .expect('location', 'http://localhost:3000/payment-methods?guardado=1')
    // A second press of 'save' changes nothing.
    await http().post(save).expect(303)
    const list = (await buyer.as(http().get('/api/payment-methods')).expect(200)).body
    expect(list).toEqual([
      {
        id: expect.any(String),
        type: 'card',
        cardType: 'visa',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: nextYear,
        isDefault: true,
      },
    ])
    const [row] = await rowsOf(t, buyer.userId)
    expect(row).toMatchObject({ provider: 'local', provider_payment_method_id: /^pm_local_/ })
    // The test payment page offers the saved card, as Stripe's would.
    const paying = await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId })
      .expect(201)
    const payPage = await http().get(new URL(paying.body.url).pathname).expect(200)
    expect(payPage.text).toContain('Tarjeta guardada: Visa •••• 4242')

    // A second card, asked to be the default, takes it; deleting it gives it back.
    const second = await buyer
      .as(http().post('/api/payment-methods'))
      .send({ type: 'card', isDefault: true })
      .expect(201)
    await http()
      .post(pageOf(second.body.url).replace('/local-setup?', '/local-setup/save?'))
      .expect(303)
    const both = (await buyer.as(http().get('/api/payment-methods')).expect(200)).body
    expect(both.map((method: { isDefault: boolean }) => method.isDefault)).toEqual([true, false])
    await buyer.as(http().delete(`/api/payment-methods/${both[0].id}`)).expect(204)
    expect((await buyer.as(http().get('/api/payment-methods')).expect(200)).body).toEqual([
      { ...list[0], isDefault: true },
    ])
  })

  it('cancel goes back without a card; a forged or expired page saves nothing', async () => {
    const buyer = await shopper(t.app)
    const started = await buyer
      .as(http().post('/api/payment-methods'))
      .send({ type: 'card', isDefault: false })
      .expect(201)
    const page = pageOf(started.body.url)
    await http()
      .post(page.replace('/local-setup?', '/local-setup/cancel?'))
      .expect(303)
      .expect('location', 'http://localhost:3000/payment-methods?cancelado=1')

    const forged = page.replace(/t=[A-Za-z0-9_-]{4}/, 't=AAAA')
    await http().get(forged).expect(404)
    await http().post(forged.replace('/local-setup?', '/local-setup/save?')).expect(404)
    await http().get('/api/checkout/local-setup').expect(404)

    // A page left open past its 30 minutes saves nothing and sends the customer back.
    const now = Date.now()
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now - 31 * 60_000)
    const old = await t.app.get(LocalProvider).createSetupSession(
      `cus_local_${buyer.userId}`,
      {
        success: 'http://localhost:3000/payment-methods?guardado=1',
        cancel: 'http://localhost:3000/payment-methods?cancelado=1',
      },
      { userId: buyer.userId, purpose: 'setup', makeDefault: 'false' },
    )
    clock.mockRestore()
    const stale = pageOf(old.url)
    expect((await http().get(stale).expect(200)).text).toContain('Esta página ya no está abierta')
    await http()
      .post(stale.replace('/local-setup?', '/local-setup/save?'))
      .expect(303)
      .expect('location', 'http://localhost:3000/payment-methods?cancelado=1')
    expect(await rowsOf(t, buyer.userId)).toEqual([])
  })
})
