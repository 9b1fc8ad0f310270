import { shortOrderId, storeDay } from '@aurum/contracts'
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

const NOW = /^\d{4}-\d{2}-\d{2}T/

/**
 * The dashboard, the analytics and the orders CSV on a known set of orders, paid on the local
 * test page and then marked as real, all but one (the sales figures are read twice: by this shop,
 * which runs the local provider and so counts test orders, and by the same shop on Stripe):
 *
 *   E  2 Brisa 5ml + 1 Ámbar 10ml  51.95  delivered, placed on the 15th of last month
 *   A  2 Ámbar 5ml                 23.95  confirmed
 *   B  1 Brisa 5ml                 18.95  delivered, then refunded
 *   C  1 Ámbar 5ml                 13.95  cancelled (its unit goes back)
 *   D  1 Escaso 5ml                43.95  pending: paid while the size ran out
 *   T  1 Cedro 5ml (10% off)       21.95  confirmed, left as a test order
 */
describe('back office: dashboard and analytics (e2e)', () => {
  let t: TestApp
  /** The same database served with PAYMENT_PROVIDER=stripe, where test orders do not count. */
  let onStripe: NestFastifyApplication
  let admin: Admin
  let customer: Shopper
  let ambar: Perfume
  let brisa: Perfume
  let cedro: Perfume
  let escaso: Perfume
  const orders: Record<'E' | 'A' | 'B' | 'C' | 'D' | 'T', { id: string; buyer: Shopper }> =
    {} as never
  const http = () => request(t.app.getHttpServer())
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    t.orm.em.fork().execute<T[]>(query, params)
  const get = (path: string) => admin.as(http().get(path)).expect(200)
  const getOnStripe = (path: string) =>
    admin.as(request(onStripe.getHttpServer()).get(path)).expect(200)
  const move = (id: string, body: object) =>
    admin
      .as(http().patch(`/api/admin/orders/${id}`))
      .send(body)
      .expect(200)

  const today = storeDay()
  const [year, month] = today.split('-').map(Number)
  const lastMonth = new Date(Date.UTC(year, month - 2, 15)).toISOString().slice(0, 7)
  const lastMonthEnd = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10)
  const thisMonth = today.slice(0, 7)

  /** Pays on the local test page. */
  async function localOrder(lines: [Perfume, string, number][]) {
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
    return { id: order.body.id as string, buyer }
  }

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '10' })
    admin = await signedInAdmin(t.app, t.orm)
    customer = await shopper(t.app)
    let archived: Perfume
    ;[ambar, brisa, cedro, escaso, archived] = await createPerfumes(t.orm.em, [
      {
        name: 'Ámbar',
        brand: 'Casa A',
        sizes: [
          ['5ml', 5, 1000, 100],
          ['10ml', 10, 1800, 100],
        ],
      },
      { name: 'Brisa', brand: 'Casa B', sizes: [['5ml', 5, 1500, 100]] },
      { name: 'Cedro', brand: 'Casa C', discount: 10, sizes: [['5ml', 5, 2000, 3]] },
      { name: 'Escaso', brand: 'Casa E', sizes: [['5ml', 5, 4000, 1]] },
      { name: 'Archivado', brand: 'Casa Z', sizes: [['5ml', 5, 500, 1]] },
    ])
    await sql('update perfume set archived_at = now() where id = ?', [archived.id])
    // Ámbar's bottle (1000 ml) cost 100.00: 0.10 a millilitre, the cost of goods below.
    await sql('update bottle set cost_cents = 10000 where perfume_id = ?', [ambar.id])
    await admin
      .as(http().post('/api/collections'))
      .send({ name: 'Otoño', description: 'Para el otoño.', theme: 'otoño' })
      .expect(201)

    orders.E = await localOrder([
      [brisa, '5ml', 2],
      [ambar, '10ml', 1],
    ])
    await move(orders.E.id, { status: 'processing' })
    await move(orders.E.id, {
      status: 'shipped',
      trackingNumber: 'E-0001',
      carrier: '=SEUR, "urgente"',
    })
    await move(orders.E.id, { status: 'delivered' })
    await sql('update customer_order set created_at = ? where id = ?', [
      `${lastMonth}-15T10:00:00Z`,
      orders.E.id,
    ])
    orders.A = await localOrder([[ambar, '5ml', 2]])
    orders.B = await localOrder([[brisa, '5ml', 1]])
    await move(orders.B.id, { status: 'processing' })
    await move(orders.B.id, { status: 'shipped', trackingNumber: 'B-0001', carrier: 'Correos' })
    await move(orders.B.id, { status: 'delivered' })
    await move(orders.B.id, { status: 'refunded' })
    orders.C = await localOrder([[ambar, '5ml', 1]])
    await move(orders.C.id, { status: 'cancelled' })
    // Paid after Escaso sold out, not refunded yet: pending.
    orders.D = await paidAfterSoldOut(t, escaso)
    orders.T = await localOrder([[cedro, '5ml', 1]])
    // Every one but T stands for a real payment.
    await sql('update customer_order set is_test = false where id <> ?', [orders.T.id])

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

  describe('access', () => {
    const calls: [string, () => request.Test][] = [
      ['GET /api/admin/dashboard-stats', () => http().get('/api/admin/dashboard-stats')],
      ['GET /api/admin/recent-orders', () => http().get('/api/admin/recent-orders')],
      ['GET /api/admin/popular-perfumes', () => http().get('/api/admin/popular-perfumes')],
      ['GET /api/admin/low-stock', () => http().get('/api/admin/low-stock')],
      ['GET /api/admin/sales-stats', () => http().get('/api/admin/sales-stats')],
      ['GET /api/admin/sales-series', () => http().get('/api/admin/sales-series')],
      ['GET /api/admin/orders.csv', () => http().get('/api/admin/orders.csv')],
    ]

    it.each(calls)('%s: a visitor gets 401, a customer 403', async (_, call) => {
      const visitor = await call()
      expect([visitor.status, visitor.body]).toMatchObject([
        401,
        {
          statusCode: 401,
          code: 'UNAUTHENTICATED',
          reason: 'authentication_required',
          message: 'Inicia sesión para continuar',
        },
      ])
      const asCustomer = await customer.as(call())
      expect([asCustomer.status, asCustomer.body]).toMatchObject([
        403,
        {
          statusCode: 403,
          code: 'FORBIDDEN',
          reason: 'admin_required',
          message: 'Solo los administradores autorizados pueden hacer esto',
        },
      ])
    })
  })

  describe('dashboard', () => {
    it('counts the shown perfumes, today’s orders, collections and running offers', async () => {
      // Today's sales as Analytics counts them: A, D and T (B refunded, C cancelled).
      expect((await get('/api/admin/dashboard-stats')).body).toEqual({
        totalPerfumes: 4,
        ordersToday: 3,
        totalCollections: 1,
        perfumesOnOffer: 1,
      })
      // On Stripe the test order T is left out.
      expect((await getOnStripe('/api/admin/dashboard-stats')).body.ordersToday).toBe(2)
    })

    it('lists the 5 latest counted orders in the specification’s field names, test ones marked', async () => {
      const recent = (await get('/api/admin/recent-orders')).body
      const expected: [keyof typeof orders, string, string][] = [
        ['T', '21.95', 'confirmed'],
        ['D', '43.95', 'pending'],
        ['C', '13.95', 'cancelled'],
        ['B', '18.95', 'refunded'],
        ['A', '23.95', 'confirmed'],
      ]
      expect(recent).toEqual(
        expected.map(([key, amount, status]) => ({
          id: orders[key].id,
          code: shortOrderId(orders[key].id),
          customer_email: orders[key].buyer.email,
          amount_total: amount,
          status,
          isTest: key === 'T',
          createdAt: expect.stringMatching(NOW),
        })),
      )
      // On Stripe the test order T is left out, and E (last month) comes in.
      const onStripe = (await getOnStripe('/api/admin/recent-orders')).body
      expect(onStripe.map((order: { id: string }) => order.id)).toEqual(
        (['D', 'C', 'B', 'A', 'E'] as const).map((key) => orders[key].id),
      )
    })

    it('ranks perfumes by units sold in paid orders (not cancelled or refunded), counting as Analytics does', async () => {
      const real = [
        { perfumeName: 'Ámbar', brand: 'Casa A', unitsSold: 3, revenue: '38.00' },
        { perfumeName: 'Brisa', brand: 'Casa B', unitsSold: 2, revenue: '30.00' },
        { perfumeName: 'Escaso', brand: 'Casa E', unitsSold: 1, revenue: '40.00' },
      ]
      // On Stripe the test order T is left out, as from the sales series' top perfumes.
      expect((await getOnStripe('/api/admin/popular-perfumes')).body).toEqual(real)
      // With the local provider every order is a test one: T's Cedro counts, as in Analytics.
      const counted = [
        ...real,
        { perfumeName: 'Cedro', brand: 'Casa C', unitsSold: 1, revenue: '18.00' },
      ]
      expect((await get('/api/admin/popular-perfumes')).body).toEqual(counted)
      const series = (await get('/api/admin/sales-series')).body
      expect(series.topByUnits).toEqual(counted)
    })

    it('lists sizes running low, at the threshold of the store setting or of the query', async () => {
      const size = (perfume: Perfume, stock: number) => ({
        perfumeId: perfume.id,
        perfumeName: perfume.name,
        brand: perfume.brand,
        size: '5ml',
        stock,
      })
      expect((await get('/api/admin/low-stock')).body).toEqual([size(escaso, 0), size(cedro, 2)])
      expect((await get('/api/admin/low-stock?threshold=0')).body).toEqual([size(escaso, 0)])
      await admin
        .as(http().put('/api/settings'))
        .send({ key: 'low_stock_threshold', value: '97' })
        .expect(200, { key: 'low_stock_threshold', value: '97' })
      // Brisa sold 2 (E) and 1 refunded after delivery (B): its units do not come back.
      expect((await get('/api/admin/low-stock?threshold=')).body).toEqual([
        size(escaso, 0),
        size(cedro, 2),
        size(brisa, 97),
      ])
      await admin
        .as(http().put('/api/settings'))
        .send({ key: 'low_stock_threshold', value: '-1' })
        .expect(400)
      await admin.as(http().get('/api/admin/low-stock?threshold=tres')).expect(400)
      await admin
        .as(http().put('/api/settings'))
        .send({ key: 'low_stock_threshold', value: '3' })
        .expect(200)
    })
  })

  describe('analytics', () => {
    it('sales figures of a shop on Stripe: paid orders only, refunds subtracted, test orders left out', async () => {
      // A 23.95 + D 43.95 + E 51.95; B and C gave their money back; T is a test.
      expect((await getOnStripe('/api/admin/sales-stats')).body).toEqual({
        totalRevenue: '119.85',
        // The IVA of each line and shipping, rounded on its own; B's and C's went back with them.
        taxableBase: '99.04',
        taxTotal: '20.81',
        totalOrders: 3,
        averageOrderValue: '39.95',
        monthlyRevenue: '67.90',
        // Goods 20.00 + 40.00 + 48.00; 20 ml of Ámbar at 0.10.
        costOfGoods: '2.00',
        grossMargin: '106.00',
        includesTestOrders: false,
      })
      expect(
        (await getOnStripe(`/api/admin/sales-stats?from=${lastMonth}-01&to=${lastMonthEnd}`)).body,
      ).toEqual({
        totalRevenue: '51.95',
        // 30.00 (5.21) + 18.00 (3.12) + 3.95 (0.69).
        taxableBase: '42.93',
        taxTotal: '9.02',
        totalOrders: 1,
        averageOrderValue: '51.95',
        monthlyRevenue: '67.90',
        costOfGoods: '1.00',
        grossMargin: '47.00',
        includesTestOrders: false,
      })
      expect((await getOnStripe(`/api/admin/sales-stats?from=${today}&to=${today}`)).body).toEqual({
        totalRevenue: '67.90',
        taxableBase: '56.11',
        taxTotal: '11.79',
        totalOrders: 2,
        averageOrderValue: '33.95',
        monthlyRevenue: '67.90',
        costOfGoods: '1.00',
        grossMargin: '59.00',
        includesTestOrders: false,
      })
      expect(
        (await getOnStripe('/api/admin/sales-stats?from=2001-01-01&to=2001-12-31')).body,
      ).toEqual({
        totalRevenue: '0.00',
        taxableBase: '0.00',
        taxTotal: '0.00',
        totalOrders: 0,
        averageOrderValue: '0.00',
        monthlyRevenue: '67.90',
        costOfGoods: '0.00',
        grossMargin: '0.00',
        includesTestOrders: false,
      })
      await admin.as(http().get(`/api/admin/sales-stats?from=${today}&to=2001-01-01`)).expect(400)
    })

    it('series of a shop on Stripe: revenue by month, orders by day (every one), top perfumes', async () => {
      const series = (await getOnStripe(`/api/admin/sales-series?from=${lastMonth}-01&to=${today}`))
        .body
      expect(series.byMonth).toEqual([
        { month: lastMonth, revenue: '51.95' },
        { month: thisMonth, revenue: '67.90' },
      ])
      const days = (Date.parse(today) - Date.parse(`${lastMonth}-01`)) / 86_400_000 + 1
      expect(series.byDay).toHaveLength(days)
      expect(series.byDay[0]).toEqual({ day: `${lastMonth}-01`, orders: 0 })
      expect(series.byDay.filter((day: { orders: number }) => day.orders > 0)).toEqual([
        { day: `${lastMonth}-15`, orders: 1 },
        { day: today, orders: 2 },
      ])
      expect(series.topByUnits).toEqual([
        { perfumeName: 'Ámbar', brand: 'Casa A', unitsSold: 3, revenue: '38.00' },
        { perfumeName: 'Brisa', brand: 'Casa B', unitsSold: 2, revenue: '30.00' },
        { perfumeName: 'Escaso', brand: 'Casa E', unitsSold: 1, revenue: '40.00' },
      ])
      expect(series.topByRevenue).toEqual([
        { perfumeName: 'Escaso', brand: 'Casa E', unitsSold: 1, revenue: '40.00' },
        { perfumeName: 'Ámbar', brand: 'Casa A', unitsSold: 3, revenue: '38.00' },
        { perfumeName: 'Brisa', brand: 'Casa B', unitsSold: 2, revenue: '30.00' },
      ])
      expect(series.includesTestOrders).toBe(false)

      const byDefault = (await getOnStripe('/api/admin/sales-series')).body
      expect(byDefault.byMonth).toHaveLength(12)
      expect(byDefault.byMonth.slice(-2)).toEqual(series.byMonth)
      expect(byDefault.byDay.at(-1)).toEqual({ day: today, orders: 2 })
      await admin
        .as(http().get('/api/admin/sales-series?from=2020-01-01&to=2023-01-01'))
        .expect(400)
    })

    it('with the local provider every order is a test order, so the figures count them and say so', async () => {
      // The figures above plus T: 21.95 today, 1 Cedro 5ml at 18.00.
      expect((await get('/api/admin/sales-stats')).body).toEqual({
        totalRevenue: '141.80',
        // T adds 18.00 (3.12) + 3.95 (0.69).
        taxableBase: '117.18',
        taxTotal: '24.62',
        totalOrders: 4,
        averageOrderValue: '35.45',
        monthlyRevenue: '89.85',
        costOfGoods: '2.00',
        grossMargin: '124.00',
        includesTestOrders: true,
      })
      const series = (await get(`/api/admin/sales-series?from=${lastMonth}-01&to=${today}`)).body
      expect(series.byMonth).toEqual([
        { month: lastMonth, revenue: '51.95' },
        { month: thisMonth, revenue: '89.85' },
      ])
      expect(series.byDay.filter((day: { orders: number }) => day.orders > 0)).toEqual([
        { day: `${lastMonth}-15`, orders: 1 },
        { day: today, orders: 3 },
      ])
      expect(series.topByUnits).toEqual([
        { perfumeName: 'Ámbar', brand: 'Casa A', unitsSold: 3, revenue: '38.00' },
        { perfumeName: 'Brisa', brand: 'Casa B', unitsSold: 2, revenue: '30.00' },
        { perfumeName: 'Escaso', brand: 'Casa E', unitsSold: 1, revenue: '40.00' },
        { perfumeName: 'Cedro', brand: 'Casa C', unitsSold: 1, revenue: '18.00' },
      ])
      expect(series.topByRevenue).toEqual([
        { perfumeName: 'Escaso', brand: 'Casa E', unitsSold: 1, revenue: '40.00' },
        { perfumeName: 'Ámbar', brand: 'Casa A', unitsSold: 3, revenue: '38.00' },
        { perfumeName: 'Brisa', brand: 'Casa B', unitsSold: 2, revenue: '30.00' },
        { perfumeName: 'Cedro', brand: 'Casa C', unitsSold: 1, revenue: '18.00' },
      ])
      expect(series.includesTestOrders).toBe(true)
    })

    it('orders as CSV: every order of the range, safe to open in a spreadsheet', async () => {
      const all = await get('/api/admin/orders.csv')
      expect(all.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(all.headers['content-disposition']).toBe('attachment; filename="pedidos.csv"')
      const lines = all.text.split('\r\n')
      expect(lines[0]).toBe(
        'id,code,createdAt,email,status,isTest,currency,subtotal,discount,shipping,total,taxRate,taxableBase,tax,refunded,couponCode,trackingNumber,carrier,items',
      )
      expect(lines).toHaveLength(8) // header, 6 orders, and the final line break
      expect(lines.at(-1)).toBe('')
      const line = (key: keyof typeof orders) =>
        lines.find((text) => text.startsWith(orders[key].id))
      expect(line('B')?.split(',')).toEqual([
        orders.B.id,
        shortOrderId(orders.B.id),
        expect.stringMatching(NOW),
        orders.B.buyer.email,
        'refunded',
        'false',
        'EUR',
        '15.00',
        '0.00',
        '3.95',
        '18.95',
        '21',
        '15.66',
        '3.29',
        '18.95',
        '',
        'B-0001',
        'Correos',
        'Brisa 5ml x1',
      ])
      expect(line('T')).toContain(
        ',confirmed,true,EUR,18.00,0.00,3.95,21.95,21,18.14,3.81,0.00,,,,Cedro 5ml x1',
      )

      const previous = await get(`/api/admin/orders.csv?from=${lastMonth}-01&to=${lastMonthEnd}`)
      expect(previous.text).toBe(
        `${lines[0]}\r\n${orders.E.id},${shortOrderId(orders.E.id)},${lastMonth}-15T10:00:00.000Z,${orders.E.buyer.email},delivered,false,EUR,48.00,0.00,3.95,51.95,21,42.93,9.02,0.00,,E-0001,"'=SEUR, ""urgente""",Brisa 5ml x2; Ámbar 10ml x1\r\n`,
      )
    })
  })

  describe('refunds through the local provider', () => {
    it('a test order is refunded by the local provider, which records it', async () => {
      const page = (await get(`/api/admin/orders/${orders.B.id}`)).body
      expect(page).toMatchObject({
        status: 'refunded',
        refunded: '18.95',
        refundReference: expect.stringMatching(/^local_refund_[0-9a-f-]{36}$/),
      })
    })

    it('a real payment cannot be refunded while the shop runs the local provider', async () => {
      const before = (await get(`/api/admin/orders/${orders.A.id}`)).body
      await admin
        .as(http().patch(`/api/admin/orders/${orders.A.id}`))
        .send({ status: 'cancelled' })
        .expect(503, {
          statusCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          reason: 'refund_needs_stripe',
          message:
            'Este pedido se pagó con Stripe: solo se puede reembolsar con PAYMENT_PROVIDER=stripe',
        })
      expect((await get(`/api/admin/orders/${orders.A.id}`)).body).toEqual(before)
    })
  })
})
