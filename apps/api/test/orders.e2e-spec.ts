import { estimatedDelivery, storeDay } from '@aurum/contracts'
import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { type Admin, signedInAdmin } from './admins'
import { createPerfumes, setFreeMl } from './factories'
import { type Shopper, shopper } from './shoppers'
import { paidAfterSoldOut } from './sold-out-before-payment'
import { createTestApp, type TestApp } from './test-app'

const UUID = /^[0-9a-f-]{36}$/
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const DEFAULT_DAYS = { min: 2, max: 5 }

interface OrderEventView {
  status: string
  description: string
  timestamp: string
}

/** The customer's orders: the list, an order's page, its delivery dates and who may see it. */
describe('orders of the customer (e2e)', () => {
  let t: TestApp
  let admin: Admin
  let perfume: Perfume
  let scarce: Perfume
  let shipments = 0
  const http = () => request(t.app.getHttpServer())
  const setting = (key: string, value: string) =>
    admin.as(http().put('/api/settings')).send({ key, value })
  const move = (id: string, body: object) =>
    admin
      .as(http().patch(`/api/admin/orders/${id}`))
      .send(body)
      .expect(200)
  const orderOf = async (buyer: Shopper, id: string) =>
    (await buyer.as(http().get(`/api/orders/${id}`)).expect(200)).body
  /** The day the order could go out: its (first) 'confirmed' event. */
  const confirmedAt = (events: OrderEventView[]) =>
    new Date(events.find((event) => event.status === 'confirmed')!.timestamp)

  /** A customer with these lines pays on the local test page: the order's id and its buyer. */
  async function paidOrder(
    lines: [Perfume, string, number][] = [[perfume, '5ml', 2]],
  ): Promise<{ id: string; buyer: Shopper }> {
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
    return { id: order.body.id, buyer }
  }

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '20' })
    admin = await signedInAdmin(t.app, t.orm)
    ;[perfume, scarce] = await createPerfumes(t.orm.em, [
      {
        name: 'Ámbar Nocturno',
        brand: 'Casa Aurum',
        sizes: [
          ['5ml', 5, 1200, 1000],
          ['10ml', 10, 2000, 1000],
        ],
      },
      { name: 'Escaso', sizes: [['5ml', 5, 3000, 1]] },
    ])
  })
  afterAll(() => t.close())

  it('GET /api/orders/{id}: items, address, totals, timeline, and the estimated delivery', async () => {
    const { id, buyer } = await paidOrder([
      [perfume, '5ml', 2],
      [perfume, '10ml', 1],
    ])
    const order = await orderOf(buyer, id)
    expect(order).toMatchObject({
      id,
      code: id.replace(/-/g, '').slice(-8).toUpperCase(),
      status: 'confirmed',
      email: buyer.email,
      currency: 'EUR',
      subtotal: '44.00',
      discount: '0.00',
      shipping: '3.95',
      total: '47.95',
      // The IVA inside each line and the shipping, rounded on its own: 4.17 + 3.47 + 0.69.
      taxRate: 21,
      taxTotal: '8.33',
      taxableBase: '39.62',
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
      trackingNumber: null,
      isTest: true,
      createdAt: expect.stringMatching(INSTANT),
      items: [
        {
          perfumeName: 'Ámbar Nocturno',
          brand: 'Casa Aurum',
          size: '5ml',
          unitPrice: '12.00',
          quantity: 2,
          // Poured from the perfume's bottle, whose batch the label carries.
          batches: [{ perfumeName: 'Ámbar Nocturno', batchCode: 'TEST-1', ml: 10 }],
          setPerfumes: null,
        },
        {
          perfumeName: 'Ámbar Nocturno',
          brand: 'Casa Aurum',
          size: '10ml',
          unitPrice: '20.00',
          quantity: 1,
          batches: [{ perfumeName: 'Ámbar Nocturno', batchCode: 'TEST-1', ml: 10 }],
          setPerfumes: null,
        },
      ],
      events: [
        {
          status: 'pending',
          description: 'Pedido Recibido',
          location: null,
          timestamp: expect.stringMatching(INSTANT),
        },
        {
          status: 'confirmed',
          description: 'Pago confirmado',
          location: null,
          timestamp: expect.stringMatching(INSTANT),
        },
      ],
      invoices: [
        {
          number: expect.stringMatching(/^F\d{4}-\d{6}$/),
          kind: 'invoice',
          simplified: true,
          total: '47.95',
          issuedAt: expect.stringMatching(INSTANT),
          url: expect.stringMatching(/^\/api\/invoices\/F\d{4}-\d{6}\.pdf$/),
        },
      ],
      withdrawnAt: null,
      withdrawableUntil: null,
      estimatedDelivery: estimatedDelivery(new Date(order.events[1].timestamp), DEFAULT_DAYS),
      deliveredOn: null,
    })
    // Working days: neither end falls on a weekend, and the range runs forward from the payment.
    const { from, to } = order.estimatedDelivery
    for (const day of [from, to]) expect([0, 6]).not.toContain(new Date(day).getUTCDay())
    expect(from > storeDay(new Date(order.createdAt))).toBe(true)
    expect(to > from).toBe(true)
    // The list carries the same reading of each order.
    const list = (await buyer.as(http().get('/api/orders')).expect(200)).body
    expect(list).toEqual([order])
  })

  it('follows the shipping settings: another range gives other dates', async () => {
    const { id, buyer } = await paidOrder()
    const before = await orderOf(buyer, id)
    try {
      await setting('delivery_days_max', '10').expect(200)
      await setting('delivery_days_min', '7').expect(200)
      const after = await orderOf(buyer, id)
      expect(after.estimatedDelivery).toEqual(
        estimatedDelivery(confirmedAt(after.events), { min: 7, max: 10 }),
      )
      expect(after.estimatedDelivery.from > before.estimatedDelivery.to).toBe(true)
    } finally {
      await setting('delivery_days_min', '2').expect(200)
      await setting('delivery_days_max', '5').expect(200)
    }
  })

  it('a shipped order shows its tracking number; a delivered one its delivery day instead', async () => {
    const { id, buyer } = await paidOrder()
    await move(id, { status: 'processing' })
    shipments++
    const trackingNumber = `ES-ORD-${shipments}`
    await move(id, { status: 'shipped', trackingNumber, carrier: 'Correos' })
    const shipped = await orderOf(buyer, id)
    expect(shipped).toMatchObject({
      status: 'shipped',
      trackingNumber,
      estimatedDelivery: estimatedDelivery(confirmedAt(shipped.events), DEFAULT_DAYS),
      deliveredOn: null,
    })

    await move(id, { status: 'delivered' })
    const delivered = await orderOf(buyer, id)
    const deliveredEvent = delivered.events.find(
      (event: OrderEventView) => event.status === 'delivered',
    )
    expect(delivered).toMatchObject({
      status: 'delivered',
      trackingNumber,
      estimatedDelivery: null,
      deliveredOn: storeDay(new Date(deliveredEvent.timestamp)),
    })
  })

  it('no date for an order that will not arrive (cancelled, refunded) or waits for stock', async () => {
    const cancelled = await paidOrder()
    await move(cancelled.id, { status: 'cancelled' })
    expect(await orderOf(cancelled.buyer, cancelled.id)).toMatchObject({
      status: 'cancelled',
      estimatedDelivery: null,
      deliveredOn: null,
    })

    const refunded = await paidOrder()
    await move(refunded.id, { status: 'processing' })
    shipments++
    await move(refunded.id, {
      status: 'shipped',
      trackingNumber: `ES-ORD-${shipments}`,
      carrier: 'Correos',
    })
    await move(refunded.id, { status: 'refunded' })
    expect(await orderOf(refunded.buyer, refunded.id)).toMatchObject({
      status: 'refunded',
      estimatedDelivery: null,
      deliveredOn: null,
    })

    // Paid after its size had run out, and not refunded yet: no promise until the stock is there.
    const waiting = await paidAfterSoldOut(t, scarce)
    const pending = await orderOf(waiting.buyer, waiting.id)
    expect(pending).toMatchObject({ status: 'pending', estimatedDelivery: null })
    expect(pending.events.map((event: OrderEventView) => event.status)).toEqual([
      'pending',
      'pending',
    ])
    await setFreeMl(t.orm.em, scarce.id, 25)
    await move(waiting.id, { status: 'confirmed' })
    const confirmed = await orderOf(waiting.buyer, waiting.id)
    const confirmation = confirmedAt(confirmed.events)
    // Counted from the day it got its stock, not from the payment.
    expect(confirmation.getTime()).toBeGreaterThan(new Date(confirmed.createdAt).getTime())
    expect(confirmed.estimatedDelivery).toEqual(estimatedDelivery(confirmation, DEFAULT_DAYS))
  })

  it('another customer’s order, an unknown id and a malformed one are not found', async () => {
    const { id } = await paidOrder()
    const stranger = await shopper(t.app)
    const notFound = {
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'order_not_found',
      message: 'Pedido no encontrado',
    }
    await stranger.as(http().get(`/api/orders/${id}`)).expect(404, notFound)
    await stranger
      .as(http().get('/api/orders/00000000-0000-4000-8000-000000000000'))
      .expect(404, notFound)
    expect((await stranger.as(http().get('/api/orders')).expect(200)).body).toEqual([])
    const malformed = await stranger.as(http().get('/api/orders/no-es-un-id')).expect(400)
    expect(malformed.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' })
    await http().get(`/api/orders/${id}`).expect(401)
    expect(UUID.test(id)).toBe(true)
  })
})
