import { storeDay } from '@aurum/contracts'
import type { NestFastifyApplication } from '@nestjs/platform-fastify'
import request from 'supertest'
import { createApp } from '../src/app'
import { EnvSchema } from '../src/config/env'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { type Admin, signedInAdmin } from './admins'
import { checkAnswersAgainstContract } from './contract/contract-recorder'
import { createPerfumes } from './factories'
import { paidAfterSoldOut } from './sold-out-before-payment'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

/**
 * The dashboard's summary on a known set of orders (shipping 3.95 each), paid on the local test
 * page, all but T then marked as real payments. The same database is read by this shop, which
 * runs the local provider and so counts test orders, and by the same shop on Stripe.
 *
 *   A  2 Ámbar 5ml   23.95  confirmed, today
 *   B  1 Brisa 5ml   18.95  processing, today
 *   R  1 Ámbar 5ml   13.95  delivered then refunded, today: no revenue, no order
 *   D  1 Escaso 5ml  43.95  pending (paid while the size ran out), today
 *   T  1 Ámbar 5ml   13.95  confirmed, today, left as a test order
 *   Y  1 Brisa 5ml   18.95  confirmed, placed yesterday
 *   W  2 Brisa 5ml   33.95  delivered, placed 8 days ago: in the last 30 days, not the last 7
 */
describe('back office: the dashboard summary (e2e)', () => {
  let t: TestApp
  /** The same database served with PAYMENT_PROVIDER=stripe, where test orders do not count. */
  let onStripe: NestFastifyApplication
  let admin: Admin
  let customer: Shopper
  let ambar: Perfume
  let brisa: Perfume
  let escaso: Perfume
  const http = () => request(t.app.getHttpServer())
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    t.orm.em.fork().execute<T[]>(query, params)
  const summary = async () =>
    (await admin.as(http().get('/api/admin/dashboard/summary')).expect(200)).body
  const summaryOnStripe = async () =>
    (
      await admin
        .as(request(onStripe.getHttpServer()).get('/api/admin/dashboard/summary'))
        .expect(200)
    ).body
  const move = (id: string, body: object) =>
    admin
      .as(http().patch(`/api/admin/orders/${id}`))
      .send(body)
      .expect(200)

  /** Pays on the local test page: the order's id. */
  async function localOrder(lines: [Perfume, string, number][]): Promise<string> {
    const buyer = await shopper(t.app, lines)
    const started = await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId })
      .expect(201)
    const checkout = await t.orm.em
      .fork()
      .findOneOrFail(Checkout, { providerSessionId: started.body.sessionId })
    await http().post(`/api/checkout/local/${checkout.id}/pay`).expect(303)
    const order = await buyer
      .as(http().get(`/api/orders/by-session/${started.body.sessionId}`))
      .expect(200)
    return order.body.id
  }

  /** Moves an order's placing to noon (Madrid) of that many store days ago. */
  const placedDaysAgo = (id: string, days: number) =>
    sql(
      `update customer_order set created_at =
         (date_trunc('day', now() at time zone 'Europe/Madrid') - make_interval(days => ?)
           + interval '12 hours') at time zone 'Europe/Madrid'
       where id = ?`,
      [days, id],
    )

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '10' })
    admin = await signedInAdmin(t.app, t.orm)
    customer = await shopper(t.app)
    ;[ambar, brisa, escaso] = await createPerfumes(t.orm.em, [
      { name: 'Ámbar', brand: 'Casa A', sizes: [['5ml', 5, 1000, 100]] },
      { name: 'Brisa', brand: 'Casa B', sizes: [['5ml', 5, 1500, 100]] },
      { name: 'Escaso', brand: 'Casa E', sizes: [['5ml', 5, 4000, 1]] },
    ])

    await localOrder([[ambar, '5ml', 2]])
    const b = await localOrder([[brisa, '5ml', 1]])
    await move(b, { status: 'processing' })
    const r = await localOrder([[ambar, '5ml', 1]])
    await move(r, { status: 'processing' })
    await move(r, { status: 'shipped', trackingNumber: 'R-0001', carrier: 'Correos' })
    await move(r, { status: 'delivered' })
    await move(r, { status: 'refunded' })
    // Escaso's only unit goes: its size is the one running low.
    await paidAfterSoldOut(t, escaso)
    const testOrder = await localOrder([[ambar, '5ml', 1]])
    const y = await localOrder([[brisa, '5ml', 1]])
    await placedDaysAgo(y, 1)
    const w = await localOrder([[brisa, '5ml', 2]])
    await move(w, { status: 'processing' })
    await move(w, { status: 'shipped', trackingNumber: 'W-0001', carrier: 'Correos' })
    await move(w, { status: 'delivered' })
    await placedDaysAgo(w, 8)
    // Every one but T stands for a real payment.
    await sql('update customer_order set is_test = false where id <> ?', [testOrder])

    for (const name of ['Ana', 'Bruno']) {
      await http()
        .post('/api/contact')
        .send({ name, email: `${name.toLowerCase()}@example.com`, message: 'Una consulta.' })
        .expect(201)
    }
    const [read] = await sql<{ id: string }>(
      "select id from contact_message where email = 'ana@example.com'",
    )
    await admin.as(http().patch(`/api/admin/contact-messages/${read.id}/read`)).expect(200)

    onStripe = await createApp(
      EnvSchema.parse({
        DATABASE_URL: process.env.DATABASE_URL,
        JWT_SECRET: 'integration-tests-sign-with-this-secret',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_aurum',
        STRIPE_WEBHOOK_SECRET: 'whsec_aurum',
        // Nothing listens there: reading figures never calls Stripe.
        STRIPE_API_URL: 'http://127.0.0.1:9',
      }),
    )
    checkAnswersAgainstContract(onStripe.getHttpAdapter().getInstance())
    await onStripe.init()
    await onStripe.getHttpAdapter().getInstance().ready()
  })
  afterAll(async () => {
    await onStripe.close()
    await t.close()
  })

  it('a visitor gets 401, a customer 403', async () => {
    await http().get('/api/admin/dashboard/summary').expect(401)
    const asCustomer = await customer.as(http().get('/api/admin/dashboard/summary'))
    expect([asCustomer.status, asCustomer.body]).toMatchObject([
      403,
      { statusCode: 403, code: 'FORBIDDEN', reason: 'admin_required' },
    ])
  })

  it('on Stripe: revenue net of refunds, sales, averages and changes; the test order left out', async () => {
    expect(await summaryOnStripe()).toEqual({
      // A 23.95 + B 18.95 + D 43.95; R gave its money back.
      today: {
        days: 1,
        revenue: '86.85',
        orders: 3,
        averageOrderValue: '28.95',
        previous: { revenue: '18.95', orders: 1, averageOrderValue: '18.95' },
        // 86.85 / 18.95 = 4.583...
        revenueChange: 358.3,
        ordersChange: 200,
      },
      // Today's and Y.
      last7Days: {
        days: 7,
        revenue: '105.80',
        orders: 4,
        averageOrderValue: '26.45',
        // W, 8 days ago.
        previous: { revenue: '33.95', orders: 1, averageOrderValue: '33.95' },
        revenueChange: 211.6,
        ordersChange: 300,
      },
      last30Days: {
        days: 30,
        revenue: '139.75',
        orders: 5,
        averageOrderValue: '27.95',
        previous: { revenue: '0.00', orders: 0, averageOrderValue: '0.00' },
        revenueChange: null,
        ordersChange: null,
      },
      awaitingShipment: {
        // D; A and Y; B. Shipped W and refunded R are gone, T is a test.
        total: 4,
        byStatus: [
          { status: 'pending', orders: 1 },
          { status: 'confirmed', orders: 2 },
          { status: 'processing', orders: 1 },
        ],
      },
      lowStock: 1,
      lowStockThreshold: 3,
      unreadMessages: 1,
      includesTestOrders: false,
    })
    const lowStock = await admin.as(request(onStripe.getHttpServer()).get('/api/admin/low-stock'))
    expect(lowStock.body).toEqual([
      { perfumeId: escaso.id, perfumeName: 'Escaso', brand: 'Casa E', size: '5ml', stock: 0 },
    ])
  })

  it('on the local provider every order is a test one: T counts too', async () => {
    const figures = await summary()
    expect(figures.today).toEqual({
      days: 1,
      revenue: '100.80',
      orders: 4,
      averageOrderValue: '25.20',
      previous: { revenue: '18.95', orders: 1, averageOrderValue: '18.95' },
      revenueChange: 431.9,
      ordersChange: 300,
    })
    expect(figures.last30Days).toMatchObject({ revenue: '153.70', orders: 6 })
    expect(figures.awaitingShipment.byStatus).toEqual([
      { status: 'pending', orders: 1 },
      { status: 'confirmed', orders: 3 },
      { status: 'processing', orders: 1 },
    ])
    expect(figures.includesTestOrders).toBe(true)
  })

  it('the dashboard and Analytics count the same orders as the summary', async () => {
    for (const [app, figures] of [
      [t.app, await summary()],
      [onStripe, await summaryOnStripe()],
    ] as const) {
      const get = async (path: string) =>
        (await admin.as(request(app.getHttpServer()).get(path)).expect(200)).body
      expect((await get('/api/admin/dashboard-stats')).ordersToday).toBe(figures.today.orders)
      const today = storeDay()
      expect(await get(`/api/admin/sales-stats?from=${today}&to=${today}`)).toMatchObject({
        totalRevenue: figures.today.revenue,
        totalOrders: figures.today.orders,
        averageOrderValue: figures.today.averageOrderValue,
      })
      const recent: { isTest: boolean }[] = await get('/api/admin/recent-orders')
      // The test order is listed, marked, only where it counts.
      expect(recent.filter((order) => order.isTest)).toHaveLength(
        figures.includesTestOrders ? 1 : 0,
      )
    }
  })
})
