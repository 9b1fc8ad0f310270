import {
  moveRefundsPayment,
  ORDER_MOVES,
  ORDER_STATUSES,
  type OrderStatus,
  shortOrderId as code,
  storeDay,
} from '@aurum/contracts'
import Stripe from 'stripe'
import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Coupon } from '../src/modules/checkout/entities/coupon.entity'
import { CouponRedemption } from '../src/modules/checkout/entities/coupon-redemption.entity'
import { Notification } from '../src/modules/notifications/entities/notification.entity'
import { type Admin, signedInAdmin } from './admins'
import { createPerfumes, setFreeMl } from './factories'
import { startFakeStripe } from './fake-stripe'
import { type Shopper, shopper } from './shoppers'
import { soldOutBeforePayment } from './sold-out-before-payment'
import { createTestApp, type TestApp } from './test-app'

const WEBHOOK_SECRET = 'whsec_aurum_admin_orders'
const stripe = new Stripe('sk_test_aurum')
const UUID = /^[0-9a-f-]{36}$/
const NOW = /^\d{4}-\d{2}-\d{2}T/

/** The back office's orders against the fake Stripe: the table, an order's page, the workflow. */
describe('back office: orders and their workflow (e2e)', () => {
  let t: TestApp
  let fake: Awaited<ReturnType<typeof startFakeStripe>>
  let admin: Admin
  let perfume: Perfume
  let scarce: Perfume
  let trackingNumbers = 0
  const http = () => request(t.app.getHttpServer())
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    t.orm.em.fork().execute<T[]>(query, params)

  function deliver(event: object) {
    const payload = JSON.stringify(event)
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    return http()
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload)
  }

  /** A customer pays on Stripe's page and its webhook arrives: the order's id and its buyer. */
  async function paidOrder(
    lines: [Perfume, string, number][] = [[perfume, '5ml', 1]],
    options: { couponCode?: string; beforePaying?: (sessionId: string) => Promise<unknown> } = {},
  ): Promise<{ id: string; buyer: Shopper }> {
    const buyer = await shopper(t.app, lines)
    const started = await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId, couponCode: options.couponCode })
      .expect(201)
    const sessionId: string = started.body.sessionId
    await options.beforePaying?.(sessionId)
    fake.sessions.set(sessionId, { status: 'complete', payment_status: 'paid' })
    await deliver({
      id: `evt_paid_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', metadata: {} },
      },
    }).expect(200)
    const order = await buyer.as(http().get(`/api/orders/by-session/${sessionId}`)).expect(200)
    return { id: order.body.id, buyer }
  }

  const move = (id: string, body: object) =>
    admin.as(http().patch(`/api/admin/orders/${id}`)).send(body)

  /** What a move to this state sends: shipping needs its tracking number and carrier. */
  function bodyFor(status: OrderStatus) {
    if (status !== 'shipped') return { status }
    trackingNumbers++
    return { status, trackingNumber: `ES-${100000 + trackingNumbers}`, carrier: 'Correos' }
  }

  /** The path from a fresh order to each state, through legal moves only. */
  const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
    pending: [],
    confirmed: [],
    processing: ['processing'],
    shipped: ['processing', 'shipped'],
    delivered: ['processing', 'shipped', 'delivered'],
    cancelled: ['cancelled'],
    refunded: ['processing', 'shipped', 'delivered', 'refunded'],
  }

  /**
   * Paid after its page expired and its size sold out, while the shop could not cancel it: the
   * order waits, pending (sold-out-before-payment.ts).
   */
  const soldOut =
    (...perfumes: Perfume[]) =>
    (sessionId: string) =>
      soldOutBeforePayment(
        t,
        sessionId,
        perfumes.map((of) => of.id),
      )

  /** An order in this state: pending ones are paid while their size ran out. */
  async function orderIn(status: OrderStatus) {
    if (status === 'pending') await setFreeMl(t.orm.em, scarce.id, 5)
    const order =
      status === 'pending'
        ? await paidOrder([[scarce, '5ml', 1]], { beforePaying: soldOut(scarce) })
        : await paidOrder()
    for (const step of PATH_TO[status]) await move(order.id, bodyFor(step)).expect(200)
    return order
  }

  const view = async (id: string) =>
    (await admin.as(http().get(`/api/admin/orders/${id}`)).expect(200)).body
  const stockOf = async (perfumeId: string, size = '5ml') =>
    (
      await sql<{ stock: number }>(
        'select stock from perfume_variant where perfume_id = ? and size = ?',
        [perfumeId, size],
      )
    )[0].stock
  const refundCalls = () => fake.calls.filter((call) => call.path === '/v1/refunds')

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_aurum',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      PAYMENT_PROVIDER: 'stripe',
      RATE_LIMIT_FACTOR: '20',
    })
    admin = await signedInAdmin(t.app, t.orm)
    ;[perfume, scarce] = await createPerfumes(t.orm.em, [
      { name: 'Ámbar', brand: 'Casa', sizes: [['5ml', 5, 1200, 1000]] },
      { name: 'Escaso', brand: 'Casa', sizes: [['5ml', 5, 3000, 1]] },
    ])
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  describe('access', () => {
    const someId = '00000000-0000-4000-8000-000000000000'
    const calls: [string, () => request.Test][] = [
      ['GET /api/admin/orders', () => http().get('/api/admin/orders')],
      ['GET /api/admin/orders/{id}', () => http().get(`/api/admin/orders/${someId}`)],
      [
        'PATCH /api/admin/orders/{id}',
        () => http().patch(`/api/admin/orders/${someId}`).send({ status: 'processing' }),
      ],
      ['GET /api/admin/activity', () => http().get('/api/admin/activity')],
    ]

    it.each(calls)('%s: a visitor gets 401, a customer 403', async (_, call) => {
      const customer = await shopper(t.app)
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

  describe('the workflow table', () => {
    const legal = ORDER_STATUSES.flatMap((from) =>
      ORDER_MOVES[from].map((to) => [from, to] as [OrderStatus, OrderStatus]),
    )

    it.each(legal)('%s -> %s works: a tracking event and a notification', async (from, to) => {
      const { id, buyer } = await orderIn(from)
      // A pending order waits for its units: they are back in stock before it is confirmed.
      if (from === 'pending') await setFreeMl(t.orm.em, scarce.id, 25)
      const before = await view(id)
      const notified = await t.orm.em.fork().count(Notification, { user: buyer.userId })
      const moved = await move(id, { ...bodyFor(to), location: 'Madrid' }).expect(200)
      expect(moved.body).toMatchObject({
        id,
        status: to,
        nextStatuses: [...ORDER_MOVES[to]],
      })
      // A move that gives money back is followed by its refund's own event and notification.
      const refunds = moveRefundsPayment(to) ? 1 : 0
      expect(moved.body.events).toHaveLength(before.events.length + 1 + refunds)
      expect(moved.body.events.at(-1 - refunds)).toEqual({
        status: to,
        description: expect.any(String),
        location: 'Madrid',
        timestamp: expect.stringMatching(NOW),
      })
      if (refunds) {
        expect(moved.body.events.at(-1).description).toBe(
          `Reembolso hecho: ${before.total.replace('.', ',')}\u00a0€`,
        )
      }
      expect(await view(id)).toEqual(moved.body)
      expect(await t.orm.em.fork().count(Notification, { user: buyer.userId })).toBe(
        notified + 1 + refunds,
      )
    })

    it('every illegal move is a 409 naming both states, and changes nothing', async () => {
      const orders = new Map<OrderStatus, string>()
      for (const status of ORDER_STATUSES) orders.set(status, (await orderIn(status)).id)
      let tried = 0
      for (const from of ORDER_STATUSES) {
        const id = orders.get(from) as string
        const before = await view(id)
        const notifications = await t.orm.em.fork().count(Notification, {})
        const refunds = refundCalls().length
        const stock = await stockOf(perfume.id)
        for (const to of ORDER_STATUSES) {
          if (ORDER_MOVES[from].includes(to)) continue
          tried++
          const refused = await move(id, bodyFor(to))
          expect([from, to, refused.status, refused.body.code]).toEqual([from, to, 409, 'CONFLICT'])
          expect(refused.body.message).toContain(`(${from})`)
          expect(refused.body.message).toContain(`(${to})`)
        }
        expect(await view(id)).toEqual(before)
        expect(await t.orm.em.fork().count(Notification, {})).toBe(notifications)
        expect(refundCalls()).toHaveLength(refunds)
        expect(await stockOf(perfume.id)).toBe(stock)
      }
      expect(tried).toBe(ORDER_STATUSES.length ** 2 - legal.length)
    })

    it('names the states clearly', async () => {
      const { id } = await orderIn('delivered')
      await move(id, { status: 'processing' }).expect(409, {
        statusCode: 409,
        code: 'CONFLICT',
        reason: 'order_move',
        params: { from: 'delivered', to: 'processing' },
        message:
          "No se puede pasar un pedido de 'Entregado' (delivered) a 'Procesando' (processing)",
      })
      await admin
        .as(http().patch('/api/admin/orders/00000000-0000-4000-8000-000000000000'))
        .send({ status: 'processing' })
        .expect(404)
    })
  })

  describe('shipping', () => {
    it('needs a tracking number and a carrier, and a tracking number belongs to one order', async () => {
      const { id } = await orderIn('processing')
      const missing = await move(id, { status: 'shipped' }).expect(400)
      expect(Object.keys(missing.body.fieldErrors).sort()).toEqual(['carrier', 'trackingNumber'])
      const early = await move(id, { status: 'cancelled', carrier: 'Correos' }).expect(400)
      expect(early.body.fieldErrors).toEqual({
        carrier: ['Solo se indica al marcar el pedido como enviado'],
      })
      const other = await orderIn('processing')
      await move(other.id, {
        status: 'shipped',
        trackingNumber: 'DUP-0001',
        carrier: 'SEUR',
      }).expect(200)
      await move(id, { status: 'shipped', trackingNumber: 'dup-0001', carrier: 'SEUR' }).expect(
        409,
        {
          statusCode: 409,
          code: 'CONFLICT',
          reason: 'tracking_number_taken',
          params: { trackingNumber: 'DUP-0001' },
          message: 'El número de seguimiento DUP-0001 ya es de otro pedido',
        },
      )
      expect((await view(id)).status).toBe('processing')
    })

    it("finds a shipped order's events by its tracking number, for its owner only", async () => {
      const { id, buyer } = await orderIn('processing')
      const shipped = await move(id, {
        status: 'shipped',
        trackingNumber: 'pk-7788-es',
        carrier: 'Correos Express',
        location: 'Centro logístico de Madrid',
        note: 'Entrega en 24-48 h.',
      }).expect(200)
      expect(shipped.body).toMatchObject({
        trackingNumber: 'PK-7788-ES',
        carrier: 'Correos Express',
      })
      const events = await buyer.as(http().get('/api/tracking/pk-7788-es')).expect(200)
      expect(events.body).toEqual([
        {
          id: expect.stringMatching(UUID),
          description: 'Pedido Recibido',
          location: null,
          timestamp: expect.stringMatching(NOW),
        },
        {
          id: expect.stringMatching(UUID),
          description: 'Pago confirmado',
          location: null,
          timestamp: expect.stringMatching(NOW),
        },
        {
          id: expect.stringMatching(UUID),
          description: 'Estamos preparando tu pedido',
          location: null,
          timestamp: expect.stringMatching(NOW),
        },
        {
          id: expect.stringMatching(UUID),
          description:
            'Enviado con Correos Express. Número de seguimiento: PK-7788-ES. Entrega en 24-48 h.',
          location: 'Centro logístico de Madrid',
          timestamp: expect.stringMatching(NOW),
        },
      ])
      const tracking = await buyer.as(http().get('/api/tracking')).expect(200)
      expect(tracking.body[0]).toMatchObject({
        id,
        status: 'shipped',
        trackingNumber: 'PK-7788-ES',
      })
      const [notice] = await t.orm.em
        .fork()
        .find(Notification, { user: buyer.userId }, { orderBy: { createdAt: 'desc' }, limit: 1 })
      expect([notice.title, notice.message]).toEqual([
        'Pedido enviado',
        expect.stringMatching(
          /^Tu pedido #[0-9A-F]{8} va en camino con Correos Express\. Número de seguimiento: PK-7788-ES\. Entrega en 24-48 h\.$/,
        ),
      ])

      const stranger = await shopper(t.app)
      await stranger.as(http().get('/api/tracking/PK-7788-ES')).expect(404, {
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: 'tracking_not_found',
        message: 'No se encontró información para este número de seguimiento',
      })
      await http().get('/api/tracking/PK-7788-ES').expect(401)
    })
  })

  describe('refunds', () => {
    it('10 concurrent cancels of a paid order with a coupon: one refund, stock and coupon use back once', async () => {
      const em = t.orm.em.fork()
      em.create(Coupon, {
        code: 'VUELVE10',
        description: '10%',
        discountPercentage: 10,
        usageLimit: 5,
      })
      await em.flush()
      const stockBefore = await stockOf(perfume.id)
      const { id, buyer } = await paidOrder([[perfume, '5ml', 3]], { couponCode: 'VUELVE10' })
      // 3 x 12.00 = 36.00, less 10% = 32.40, plus 3.95 shipping.
      const paid = await view(id)
      expect(paid).toMatchObject({ total: '36.35', couponCode: 'VUELVE10', refunded: '0.00' })
      expect(await stockOf(perfume.id)).toBe(stockBefore - 3)
      const coupon = () => t.orm.em.fork().findOneOrFail(Coupon, { code: 'VUELVE10' })
      expect((await coupon()).usedCount).toBe(1)

      const clicks = await Promise.all(
        Array.from({ length: 10 }, () => move(id, { status: 'cancelled' })),
      )
      expect(clicks.map((click) => click.status).sort()).toEqual([
        200,
        ...Array.from({ length: 9 }, () => 409),
      ])
      const cancelled = await view(id)
      expect(cancelled.refunds).toEqual([
        expect.objectContaining({ status: 'succeeded', amount: '36.35', attempts: 1 }),
      ])
      const key = `refund-${cancelled.refunds[0].id}`
      const [refund] = fake.refunds.filter((made) => made.idempotencyKey === key)
      expect(refundCalls().filter((call) => call.idempotencyKey === key)).toHaveLength(1)
      expect(refund).toEqual({
        id: expect.stringMatching(/^re_test_/),
        payment_intent: `pi_for_${paid.paymentSessionId}`,
        amount: 3635,
        idempotencyKey: key,
      })
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        nextStatuses: [],
        refunded: '36.35',
        refundedAt: expect.stringMatching(NOW),
        refundReference: refund.id,
        items: [expect.objectContaining({ quantity: 3, stockTaken: false })],
      })
      expect(
        cancelled.events.filter((event: { status: string }) => event.status === 'cancelled'),
      ).toEqual([
        {
          status: 'cancelled',
          description: 'Pedido cancelado; reembolso de 36,35\u00a0€',
          location: null,
          timestamp: expect.stringMatching(NOW),
        },
        {
          status: 'cancelled',
          description: 'Reembolso hecho: 36,35\u00a0€',
          location: null,
          timestamp: expect.stringMatching(NOW),
        },
      ])
      expect(await stockOf(perfume.id)).toBe(stockBefore)
      expect((await coupon()).usedCount).toBe(0)
      expect(
        (await t.orm.em.fork().find(CouponRedemption, { user: buyer.userId })).map(
          (use) => use.state,
        ),
      ).toEqual(['released'])
      const notices = await t.orm.em
        .fork()
        .find(Notification, { user: buyer.userId, title: 'Pedido cancelado' })
      expect(notices.map((notice) => notice.message)).toEqual([
        expect.stringMatching(
          /^Hemos cancelado tu pedido #[0-9A-F]{8} y te devolvemos 36,35\u00a0€ en tu medio de pago\.$/,
        ),
      ])

      // A later click changes nothing either.
      await move(id, { status: 'cancelled' }).expect(409)
      await move(id, { status: 'refunded' }).expect(409)
      expect(refundCalls().filter((call) => call.idempotencyKey === key)).toHaveLength(1)
    })

    it('refunding a delivered order gives the money and the coupon use back, not the stock', async () => {
      const em = t.orm.em.fork()
      em.create(Coupon, { code: 'ENTREGA', description: '5%', discountPercentage: 5 })
      await em.flush()
      const { id } = await paidOrder([[perfume, '5ml', 2]], { couponCode: 'ENTREGA' })
      for (const step of PATH_TO.delivered) await move(id, bodyFor(step)).expect(200)
      const stock = await stockOf(perfume.id)
      const refunded = await move(id, {
        status: 'refunded',
        note: 'Frasco roto en el envío.',
      }).expect(200)
      // 2 x 12.00 = 24.00, less 5% = 22.80, plus 3.95.
      expect(refunded.body).toMatchObject({ status: 'refunded', refunded: '26.75' })
      expect(
        refunded.body.events.map((event: { description: string }) => event.description),
      ).toEqual(
        expect.arrayContaining([
          'Reembolso de 26,75\u00a0€ en curso. Frasco roto en el envío.',
          'Reembolso hecho: 26,75\u00a0€',
        ]),
      )
      expect(await stockOf(perfume.id)).toBe(stock)
      expect((await t.orm.em.fork().findOneOrFail(Coupon, { code: 'ENTREGA' })).usedCount).toBe(0)
      expect(
        fake.refunds.filter(
          (made) => made.idempotencyKey === `refund-${refunded.body.refunds[0].id}`,
        ),
      ).toEqual([expect.objectContaining({ amount: 2675 })])
    })

    it('when Stripe cannot refund, the order is cancelled and its refund waits, with the error, for a retry', async () => {
      const { id } = await paidOrder()
      const before = await view(id)
      const stock = await stockOf(perfume.id)
      // Stripe no longer shows a payment for the session.
      fake.sessions.set(before.paymentSessionId, { status: 'complete', payment_status: 'unpaid' })
      const cancelled = await move(id, { status: 'cancelled' }).expect(200)
      expect(cancelled.body).toMatchObject({ status: 'cancelled', refunded: '0.00' })
      expect(cancelled.body.refunds).toEqual([
        expect.objectContaining({
          status: 'pending',
          amount: before.total,
          attempts: 1,
          lastError: expect.stringContaining('no payment to refund'),
        }),
      ])
      expect(await stockOf(perfume.id)).toBe(stock + 1)
    })
  })

  describe('pending orders', () => {
    it('confirming takes the units the order waited for, and only when they are there', async () => {
      const { id } = await orderIn('pending')
      const pending = await view(id)
      expect(pending).toMatchObject({
        status: 'pending',
        items: [expect.objectContaining({ stockTaken: false })],
      })
      await move(id, { status: 'confirmed' }).expect(409, {
        statusCode: 409,
        code: 'OUT_OF_STOCK',
        reason: 'still_out_of_stock',
        params: { items: 'Escaso 5ml' },
        message: 'Sigue sin haber stock de Escaso 5ml',
      })
      expect(await view(id)).toEqual(pending)
      await setFreeMl(t.orm.em, scarce.id, 20)
      const confirmed = await move(id, { status: 'confirmed' }).expect(200)
      expect(confirmed.body.items).toEqual([
        expect.objectContaining({
          stockTaken: true,
          batches: [{ perfumeName: 'Escaso', batchCode: 'TEST-1', ml: 5 }],
        }),
      ])
      expect(await stockOf(scarce.id)).toBe(3)
    })

    it('cancelling a pending order refunds it and gives back nothing it did not take', async () => {
      await setFreeMl(t.orm.em, scarce.id, 5)
      const { id } = await paidOrder(
        [
          [perfume, '5ml', 1],
          [scarce, '5ml', 1],
        ],
        { beforePaying: soldOut(scarce) },
      )
      // Served all or nothing: the size still there was not poured either.
      expect((await view(id)).items).toEqual([
        expect.objectContaining({ stockTaken: false, batches: [] }),
        expect.objectContaining({ stockTaken: false, batches: [] }),
      ])
      const stock = await stockOf(perfume.id)
      const cancelled = await move(id, { status: 'cancelled' }).expect(200)
      expect(cancelled.body.refunded).toBe(cancelled.body.total)
      expect(await stockOf(perfume.id)).toBe(stock)
      expect(await stockOf(scarce.id)).toBe(0)
    })
  })

  describe('the orders table and an order’s page', () => {
    it('filters by state and date, finds by short code, id or email, pages on the server', async () => {
      await sql('delete from invoice')
      await sql('delete from refund')
      await sql('delete from customer_order')
      const first = await paidOrder()
      const second = await paidOrder()
      const third = await paidOrder()
      await move(second.id, { status: 'processing' }).expect(200)
      const list = (query: string) => admin.as(http().get(`/api/admin/orders${query}`)).expect(200)

      const all = await list('?limit=2')
      expect(all.headers['x-total-count']).toBe('3')
      expect(all.body.map((row: { id: string }) => row.id)).toEqual([third.id, second.id])
      expect(all.body[0]).toEqual({
        id: third.id,
        code: third.id.replace(/-/g, '').slice(-8).toUpperCase(),
        email: third.buyer.email,
        total: '15.95',
        currency: 'EUR',
        status: 'confirmed',
        isTest: false,
        createdAt: expect.stringMatching(NOW),
        withdrawnAt: null,
      })
      const next = await list('?limit=2&page=2')
      expect(next.body.map((row: { id: string }) => row.id)).toEqual([first.id])

      const processing = await list('?status=processing')
      expect([processing.headers['x-total-count'], processing.body[0].id]).toEqual(['1', second.id])
      const code = first.id.replace(/-/g, '').slice(-8)
      const partOfEmail = first.buyer.email.slice(0, -4).toUpperCase()
      for (const search of [`%23${code.toLowerCase()}`, first.id, partOfEmail]) {
        const found = await list(`?search=${search}`)
        expect(found.body.map((row: { id: string }) => row.id)).toEqual([first.id])
      }
      const today = storeDay()
      expect((await list(`?from=2020-01-01&to=2020-12-31`)).body).toEqual([])
      expect((await list(`?from=${today}&status=`)).headers['x-total-count']).toBe('3')
      await admin.as(http().get('/api/admin/orders?status=lost')).expect(400)
      await admin.as(http().get('/api/admin/orders?from=2026-02-30')).expect(400)
    })

    it("answers an order's page whole", async () => {
      const { id, buyer } = await paidOrder([[perfume, '5ml', 2]])
      const page = await view(id)
      expect(page).toEqual({
        id,
        code: id.replace(/-/g, '').slice(-8).toUpperCase(),
        status: 'confirmed',
        nextStatuses: ['processing', 'cancelled'],
        userId: buyer.userId,
        email: buyer.email,
        currency: 'EUR',
        subtotal: '24.00',
        discount: '0.00',
        shipping: '3.95',
        total: '27.95',
        taxRate: 21,
        taxTotal: '4.86',
        taxableBase: '23.09',
        outsideVatRegion: null,
        couponCode: null,
        shippingAddress: {
          name: 'Lucía Fernández',
          street: 'Calle Mayor 1',
          city: 'Madrid',
          state: 'Madrid',
          zipCode: '28013',
          country: 'España',
          phone: '+34 600 000 000',
        },
        paymentSessionId: expect.stringMatching(/^cs_test_/),
        trackingNumber: null,
        carrier: null,
        refunded: '0.00',
        refundedAt: null,
        refundReference: null,
        isTest: false,
        createdAt: expect.stringMatching(NOW),
        items: [
          {
            id: expect.stringMatching(UUID),
            perfumeName: 'Ámbar',
            brand: 'Casa',
            size: '5ml',
            unitPrice: '12.00',
            quantity: 2,
            refundableQuantity: 2,
            stockTaken: true,
            batches: [{ perfumeName: 'Ámbar', batchCode: 'TEST-1', ml: 10 }],
            setPerfumes: null,
          },
        ],
        // The test bottle has no cost: nothing to count the margin from.
        costOfGoods: null,
        events: [
          {
            status: 'pending',
            description: 'Pedido Recibido',
            location: null,
            timestamp: expect.stringMatching(NOW),
          },
          {
            status: 'confirmed',
            description: 'Pago confirmado',
            location: null,
            timestamp: expect.stringMatching(NOW),
          },
        ],
        invoices: [expect.objectContaining({ kind: 'invoice', simplified: true, total: '27.95' })],
        withdrawnAt: null,
        withdrawableUntil: null,
        refundable: '27.95',
        shippingRefundable: true,
        refunds: [],
      })
    })
  })

  describe('activity log', () => {
    it("records every administrator's successful write: who, what, when", async () => {
      const { id } = await paidOrder()
      await move(id, { status: 'processing' }).expect(200)
      await move(id, { status: 'delivered' }).expect(409) // refused: not recorded
      await admin
        .as(http().put('/api/settings'))
        .send({ key: 'low_stock_threshold', value: '4' })
        .expect(200)
      const created = await admin
        .as(http().post('/api/perfumes'))
        .send({
          name: 'Nuevo',
          brand: 'Casa',
          description: 'Nuevo.',
          sizes: '5ml',
          prices: '9.50',
          category: 'unisex',
        })
        .expect(201)
      const customer = await shopper(t.app)
      await customer
        .as(http().post('/api/cart/items'))
        .send({ productId: perfume.id, size: '5ml' })
        .expect(201)
      await admin.as(http().get(`/api/admin/orders/${id}`)).expect(200) // a read: not recorded

      const activity = await admin.as(http().get('/api/admin/activity?limit=3')).expect(200)
      const adminId = (await sql<{ id: string }>(`select id from app_user where role = 'admin'`))[0]
        .id
      const entry = (method: string, route: string, targetId: string | null) => ({
        id: expect.stringMatching(UUID),
        userId: adminId,
        email: 'jefa@aurum.example',
        method,
        route,
        targetId,
        createdAt: expect.stringMatching(NOW),
      })
      expect(activity.body).toEqual([
        entry('POST', '/api/perfumes', created.body.id),
        entry('PUT', '/api/settings', null),
        entry('PATCH', '/api/admin/orders/:id', id),
      ])
      await admin.as(http().get('/api/admin/activity?limit=0')).expect(400)
    })
  })

  describe('bulk moves', () => {
    const bulk = (body: object) => admin.as(http().post('/api/admin/orders/bulk')).send(body)

    it('moves each order as if alone and says what happened to each, a refused one among them', async () => {
      const first = await orderIn('confirmed')
      const delivered = await orderIn('delivered')
      const second = await orderIn('confirmed')
      const missing = '00000000-0000-4000-8000-000000000000'
      const before = await view(delivered.id)
      const response = await bulk({
        orderIds: [first.id, delivered.id, second.id, missing],
        status: 'processing',
      }).expect(200)
      expect(response.body).toEqual({
        moved: 2,
        refused: 2,
        results: [
          { orderId: first.id, orderCode: code(first.id), moved: true, status: 'processing' },
          {
            orderId: delivered.id,
            orderCode: code(delivered.id),
            moved: false,
            code: 'CONFLICT',
            reason: 'order_move',
            params: { from: 'delivered', to: 'processing' },
            message:
              "No se puede pasar un pedido de 'Entregado' (delivered) a 'Procesando' (processing)",
          },
          { orderId: second.id, orderCode: code(second.id), moved: true, status: 'processing' },
          {
            orderId: missing,
            orderCode: code(missing),
            moved: false,
            code: 'NOT_FOUND',
            reason: 'order_not_found',
            message: expect.any(String),
          },
        ],
      })
      // The refused order is as it was; each moved one has its own tracking event.
      expect(await view(delivered.id)).toEqual(before)
      for (const id of [first.id, second.id]) {
        const moved = await view(id)
        expect(moved.status).toBe('processing')
        expect(moved.events.map((event: { status: string }) => event.status)).toContain(
          'processing',
        )
      }
    })

    it('refuses shipping, repeats, an empty list and more than fifty, moving nothing', async () => {
      const order = await orderIn('confirmed')
      for (const [body, field, message] of [
        [{ orderIds: [order.id], status: 'shipped' }, 'status', /número de seguimiento/],
        [{ orderIds: [order.id, order.id], status: 'processing' }, 'orderIds', /dos veces/],
        [{ orderIds: [], status: 'processing' }, 'orderIds', /al menos un pedido/],
        [
          {
            orderIds: Array.from(
              { length: 51 },
              (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
            ),
            status: 'processing',
          },
          'orderIds',
          /Como máximo 50/,
        ],
      ] as const) {
        const response = await bulk(body).expect(400)
        expect(response.body.fieldErrors[field][0]).toMatch(message)
      }
      expect((await view(order.id)).status).toBe('confirmed')
    })
  })
})
