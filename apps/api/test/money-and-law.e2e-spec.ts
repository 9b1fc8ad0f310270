import { vatIncluded } from '@aurum/contracts'
import Stripe from 'stripe'
import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Coupon } from '../src/modules/checkout/entities/coupon.entity'
import { RefundsService } from '../src/modules/checkout/refunds.service'
import { InvoicesService } from '../src/modules/invoices/invoices.service'
import { type Admin, signedInAdmin } from './admins'
import { createPerfumes } from './factories'
import { startFakeStripe } from './fake-stripe'
import { pdfText } from './pdf-text'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const WEBHOOK_SECRET = 'whsec_aurum_money_and_law'
const stripe = new Stripe('sk_test_aurum')

/** IVA, invoices, refunds as a ledger and the withdrawal, against the fake Stripe. */
describe('money and Spanish law (e2e)', () => {
  let t: TestApp
  let fake: Awaited<ReturnType<typeof startFakeStripe>>
  let admin: Admin
  let ambar: Perfume
  let noche: Perfume
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

  /** Starts a payment page for the buyer's cart. */
  async function startCheckout(buyer: Shopper, body: object = {}): Promise<string> {
    const started = await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId, ...body })
      .expect(201)
    return started.body.sessionId
  }

  /** Stripe says the page was paid. */
  async function paid(sessionId: string) {
    fake.sessions.set(sessionId, { status: 'complete', payment_status: 'paid' })
    await deliver({
      id: `evt_paid_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          payment_intent: `pi_for_${sessionId}`,
          metadata: {},
        },
      },
    }).expect(200)
  }

  async function paidOrder(buyer: Shopper, body: object = {}) {
    const sessionId = await startCheckout(buyer, body)
    await paid(sessionId)
    return (await buyer.as(http().get(`/api/orders/by-session/${sessionId}`)).expect(200)).body
  }

  const adminView = async (id: string) =>
    (await admin.as(http().get(`/api/admin/orders/${id}`)).expect(200)).body
  const refund = (id: string, body: object) =>
    admin.as(http().post(`/api/admin/orders/${id}/refunds`)).send(body)
  const move = (id: string, body: object) =>
    admin.as(http().patch(`/api/admin/orders/${id}`)).send(body)
  const asCents = (amount: string) => Math.round(Number(amount) * 100)

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_aurum',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      PAYMENT_PROVIDER: 'stripe',
      RATE_LIMIT_FACTOR: '20',
      LOG_LEVEL: 'fatal',
    })
    admin = await signedInAdmin(t.app, t.orm)
    ;[ambar, noche] = await createPerfumes(t.orm.em, [
      { name: 'Ámbar Fiscal', brand: 'Casa', sizes: [['5ml', 5, 1299, 2000]] },
      { name: 'Noche Fiscal', brand: 'Casa', sizes: [['10ml', 10, 2350, 1000]] },
    ])
    const em = t.orm.em.fork()
    em.create(Coupon, { code: 'IVA15', description: '15%', discountPercentage: 15 })
    await em.flush()
    for (const [key, value] of [
      ['legal_owner_name', 'Aurum Decants S.L.'],
      ['legal_tax_id', 'B12345674'],
      ['legal_address', 'Calle Mayor 1, 28013 Madrid'],
    ]) {
      await admin.as(http().put('/api/settings')).send({ key, value }).expect(200)
    }
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('every line and the shipping carry their IVA, which adds up to the order’s; a coupon is shared among the lines', async () => {
    const buyer = await shopper(t.app, [
      [ambar, '5ml', 3],
      [noche, '10ml', 1],
    ])
    const order = await paidOrder(buyer, { couponCode: 'IVA15' })
    // 3 x 12.99 + 23.50 = 62.47, less 15 % (9.37) = 53.10, free shipping.
    expect(order).toMatchObject({ total: '53.10', taxRate: 21, outsideVatRegion: null })
    const lines = await sql<{ discount_cents: number; tax_cents: number; paid: number }>(
      `select discount_cents, tax_cents, unit_cents * quantity - discount_cents as paid
       from order_item where order_id = ? order by unit_cents`,
      [order.id],
    )
    expect(lines.reduce((sum, line) => sum + line.discount_cents, 0)).toBe(937)
    for (const line of lines) expect(line.tax_cents).toBe(vatIncluded(line.paid, 21))
    const [row] = await sql<{ tax_cents: number; shipping_tax_cents: number }>(
      'select tax_cents, shipping_tax_cents from customer_order where id = ?',
      [order.id],
    )
    expect(row.tax_cents).toBe(
      lines.reduce((sum, line) => sum + line.tax_cents, row.shipping_tax_cents),
    )
    expect(order.taxTotal).toBe((row.tax_cents / 100).toFixed(2))
    expect(asCents(order.taxableBase) + row.tax_cents).toBe(asCents(order.total))
    // Paid is invoiced: a simplified invoice of the F series for the whole total.
    expect(order.invoices).toEqual([
      expect.objectContaining({
        number: expect.stringMatching(/^F\d{4}-\d{6}$/),
        kind: 'invoice',
        simplified: true,
        total: '53.10',
      }),
    ])
    // The confirmation mail links the invoice's PDF.
    const [mail] = await sql<{ text: string }>('select text from mail_outbox where key = ?', [
      `order-confirmed:${order.id}`,
    ])
    expect(mail.text).toContain(`/facturas/${order.invoices[0].number}.pdf`)
  })

  it('an order to Canarias is charged without IVA and says so', async () => {
    const buyer = await shopper(t.app, [[ambar, '5ml', 2]])
    const island = await buyer
      .as(http().post('/api/addresses'))
      .send({
        type: 'home',
        name: 'Nira Pérez',
        street: 'Calle Triana 5',
        city: 'Las Palmas de Gran Canaria',
        state: 'Las Palmas',
        zipCode: '35002',
        country: 'España',
        phone: '+34 600 000 001',
      })
      .expect(201)
    const order = await paidOrder(buyer, { addressId: island.body.id })
    // 2 x 12.99 without its 21 %: 2 x 10.74; shipping 3.95 without it: 3.26.
    expect(order).toMatchObject({
      taxRate: 0,
      taxTotal: '0.00',
      outsideVatRegion: 'Canarias',
      subtotal: '21.48',
      shipping: '3.26',
      total: '24.74',
      taxableBase: '24.74',
    })
    expect(order.items[0].unitPrice).toBe('10.74')
  })

  it('50 orders paid at once get 50 consecutive invoice numbers', async () => {
    const buyer = await shopper(t.app, [[ambar, '5ml', 1]])
    const sessions: string[] = []
    for (let batch = 0; batch < 5; batch++) {
      sessions.push(...(await Promise.all(Array.from({ length: 10 }, () => startCheckout(buyer)))))
    }
    const [{ last }] = await sql<{ last: number }>(
      `select coalesce(max(last_number), 0) as last from invoice_counter where series = 'F'`,
    )
    await Promise.all(sessions.map((sessionId) => paid(sessionId)))
    const numbers = await sql<{ sequence: number }>(
      `select i.sequence from invoice i join customer_order o on o.id = i.order_id
       where o.payment_session_id in (?) order by i.sequence`,
      [sessions],
    )
    expect(numbers.map((row) => row.sequence)).toEqual(
      Array.from({ length: 50 }, (_, i) => last + 1 + i),
    )
  })

  it('a partial refund settles once with a credit note for exactly it; a full invoice names a Greek buyer; the PDFs read back', async () => {
    const buyer = await shopper(t.app, [
      [ambar, '5ml', 2],
      [noche, '10ml', 1],
    ])
    const order = await paidOrder(buyer)
    const full = await buyer
      .as(http().post(`/api/orders/${order.id}/invoices`))
      .send({ name: 'Αλέξανδρος Παπαδόπουλος', taxId: '12345678z', address: 'Odos 1, Atenas' })
      .expect(201)
    expect(full.body).toMatchObject({ kind: 'invoice', simplified: false, total: order.total })
    await buyer
      .as(http().post(`/api/orders/${order.id}/invoices`))
      .send({ name: 'Otro', taxId: '12345678Z', address: 'Calle 1' })
      .expect(409)
    const badTaxId = await buyer
      .as(http().post(`/api/orders/${order.id}/invoices`))
      .send({ name: 'Otro', taxId: '12345678A', address: 'Calle 1' })
      .expect(400)
    expect(badTaxId.body.fieldErrors.taxId).toBeDefined()

    const { items } = await adminView(order.id)
    const ambarLine = items.find((item: { size: string }) => item.size === '5ml')
    const refunded = await refund(order.id, {
      items: [{ orderItemId: ambarLine.id, quantity: 1 }],
      reason: 'Llegó roto',
    }).expect(201)
    expect(refunded.body.refunds).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: '12.99', source: 'shop' }),
    ])
    expect(refunded.body).toMatchObject({ refunded: '12.99', status: 'confirmed' })
    expect(
      refunded.body.items.find((item: { id: string }) => item.id === ambarLine.id),
    ).toMatchObject({
      refundableQuantity: 1,
    })
    const [made] = fake.refunds.filter(
      (each) => each.idempotencyKey === `refund-${refunded.body.refunds[0].id}`,
    )
    expect(made).toMatchObject({ amount: 1299, payment_intent: expect.stringMatching(/^pi_/) })
    const credit = refunded.body.invoices.at(-1)
    expect(credit).toMatchObject({
      kind: 'credit',
      number: expect.stringMatching(/^R\d{4}-\d{6}$/),
      total: '-12.99',
    })
    // Two units were bought: three are not left to give back.
    await refund(order.id, { items: [{ orderItemId: ambarLine.id, quantity: 2 }] }).expect(409)

    const pdf = await buyer.as(http().get(credit.url)).buffer(true).expect(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const creditText = (await pdfText(pdf.body)).text
    expect(creditText).toContain('Factura rectificativa')
    expect(creditText).toContain(credit.number)
    expect(creditText).toContain(full.body.number) // the invoice it corrects
    expect(creditText).toContain('B12345674')
    const fullPdf = await buyer.as(http().get(full.body.url)).buffer(true).expect(200)
    const fullText = (await pdfText(fullPdf.body)).text
    expect(fullText).toContain('Αλέξανδρος Παπαδόπουλος')
    expect(fullText).toContain('12345678Z')
    expect(fullText).toContain('IVA 21 %')
    // Nobody else reads it.
    const stranger = await shopper(t.app)
    await stranger.as(http().get(credit.url)).expect(404)
    await http().get(credit.url).expect(401)
    expect(
      (await buyer.as(http().get(`/api/orders/${order.id}/invoice`)).expect(200)).body.number,
    ).toBe(credit.number)
  })

  it('a refund the provider refuses stays pending with its error, is retried and settles once', async () => {
    const buyer = await shopper(t.app, [[noche, '10ml', 1]])
    const order = await paidOrder(buyer)
    fake.failRefunds(1)
    const asked = await move(order.id, { status: 'cancelled' }).expect(200)
    expect(asked.body).toMatchObject({ status: 'cancelled', refunded: '0.00' })
    expect(asked.body.refunds).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        lastError: expect.stringContaining('unavailable'),
      }),
    ])
    const refundId = asked.body.refunds[0].id
    await sql(`update refund set next_attempt_at = now() - interval '1 second' where id = ?`, [
      refundId,
    ])
    await t.app.get(RefundsService).retryDue()
    await t.app.get(RefundsService).retryDue() // nothing left to do
    const settled = await adminView(order.id)
    expect(settled.refunds).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 2 })])
    expect(settled.refunded).toBe(settled.total)
    expect(
      fake.refunds.filter((made) => made.idempotencyKey === `refund-${refundId}`),
    ).toHaveLength(1)
    expect(
      settled.invoices.filter((invoice: { kind: string }) => invoice.kind === 'credit'),
    ).toHaveLength(1)
  })

  it('a commit that fails after the provider refunded leaves the refund pending, and it settles once', async () => {
    const buyer = await shopper(t.app, [[ambar, '5ml', 1]])
    const order = await paidOrder(buyer)
    const invoices = t.app.get(InvoicesService)
    const crash = jest
      .spyOn(invoices, 'issueCredit')
      .mockRejectedValueOnce(new Error('the database went away'))
    const asked = await refund(order.id, { items: [], shipping: true }).expect(201)
    crash.mockRestore()
    const [pending] = asked.body.refunds
    expect(pending).toMatchObject({ status: 'pending', amount: '3.95' })
    expect(asked.body.refunded).toBe('0.00')
    expect(
      fake.refunds.filter((made) => made.idempotencyKey === `refund-${pending.id}`),
    ).toHaveLength(1)

    await sql(`update refund set next_attempt_at = now() where id = ?`, [pending.id])
    await t.app.get(RefundsService).retryDue()
    const settled = await adminView(order.id)
    expect(settled.refunds).toEqual([expect.objectContaining({ status: 'succeeded' })])
    expect(settled.refunded).toBe('3.95')
    // Asked twice, paid once: the idempotency key answered the first refund.
    expect(
      fake.refunds.filter((made) => made.idempotencyKey === `refund-${pending.id}`),
    ).toHaveLength(1)
    await refund(order.id, { shipping: true }).expect(409)
  })

  it("refunds and disputes made in Stripe's dashboard reach the order, with an event and an alert", async () => {
    const buyer = await shopper(t.app, [[noche, '10ml', 2]])
    const order = await paidOrder(buyer)
    const [{ payment_intent_id: intent }] = await sql<{ payment_intent_id: string }>(
      'select payment_intent_id from customer_order where id = ?',
      [order.id],
    )
    const dashboardRefund = {
      id: 're_dashboard_1',
      object: 'refund',
      amount: 1000,
      status: 'succeeded',
      payment_intent: intent,
      metadata: {},
    }
    for (const attempt of [1, 2]) {
      const answer = await deliver({
        id: `evt_refund_${attempt}`,
        object: 'event',
        type: attempt === 1 ? 'refund.created' : 'charge.refunded',
        data: {
          object:
            attempt === 1
              ? dashboardRefund
              : {
                  id: 'ch_1',
                  object: 'charge',
                  amount_refunded: 1000,
                  payment_intent: intent,
                  refunds: { data: [dashboardRefund] },
                },
        },
      }).expect(200)
      expect(answer.body.outcome).toBe('recorded')
    }
    await deliver({
      id: 'evt_dispute_1',
      object: 'event',
      type: 'charge.dispute.created',
      data: {
        object: {
          id: 'dp_1',
          object: 'dispute',
          amount: 3700,
          payment_intent: intent,
          reason: 'fraudulent',
          status: 'needs_response',
        },
      },
    }).expect(200)
    const seen = await adminView(order.id)
    expect(seen.refunds).toEqual([
      expect.objectContaining({
        source: 'provider',
        status: 'succeeded',
        amount: '10.00',
        providerReference: 're_dashboard_1',
      }),
    ])
    expect(seen.refunded).toBe('10.00')
    expect(seen.invoices.at(-1)).toMatchObject({ kind: 'credit', total: '-10.00' })
    expect(seen.events.map((event: { description: string }) => event.description)).toEqual(
      expect.arrayContaining([
        'Reembolso hecho: 10,00\u00a0€',
        'Disputa abierta por el cliente en su banco (fraudulent): 37,00\u00a0€',
      ]),
    )
    const alerts = await sql<{ subject: string }>(
      `select subject from mail_outbox where subject like ? or subject like ?`,
      ['%Reembolso fuera de la tienda%', '%Disputa abierta%'],
    )
    expect(alerts.length).toBeGreaterThanOrEqual(2)

    // Cancelling it gives back the rest: what was paid, never more.
    const cancelled = await move(order.id, { status: 'cancelled' }).expect(200)
    expect(cancelled.body.refunded).toBe(cancelled.body.total)
    expect(cancelled.body.refunds.at(-1)).toMatchObject({
      status: 'succeeded',
      amount: ((asCents(cancelled.body.total) - 1000) / 100).toFixed(2),
    })
  })

  it('a delivered order can be withdrawn from within 14 days, once, with a receipt', async () => {
    const buyer = await shopper(t.app, [[ambar, '5ml', 1]])
    const order = await paidOrder(buyer)
    await buyer.as(http().post(`/api/orders/${order.id}/withdrawal`)).expect(409) // not delivered
    await move(order.id, { status: 'processing' }).expect(200)
    await move(order.id, {
      status: 'shipped',
      trackingNumber: 'ES-DESISTE-1',
      carrier: 'Correos',
    }).expect(200)
    await move(order.id, { status: 'delivered' }).expect(200)
    const open = (await buyer.as(http().get(`/api/orders/${order.id}`)).expect(200)).body
    expect(open.withdrawableUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    const withdrawn = await buyer.as(http().post(`/api/orders/${order.id}/withdrawal`)).expect(201)
    expect(withdrawn.body).toMatchObject({
      withdrawnAt: expect.any(String),
      withdrawableUntil: null,
    })
    const again = await buyer.as(http().post(`/api/orders/${order.id}/withdrawal`)).expect(409)
    expect(again.body.message).toMatch(/^Ya desististe de este pedido el /)
    const [receipt] = await sql<{ subject: string; to: string }>(
      `select subject, "to" from mail_outbox where key like ?`,
      [`order-withdrawal:${order.id}%`],
    )
    expect(receipt).toEqual({ subject: `Desistimiento del pedido #${order.code}`, to: buyer.email })
    const queue = await admin
      .as(http().get('/api/admin/orders').query({ withdrawal: 'pending' }))
      .expect(200)
    expect(queue.body.map((row: { id: string }) => row.id)).toContain(order.id)

    // Delivered 15 days ago: too late.
    const lateBuyer = await shopper(t.app, [[ambar, '5ml', 1]])
    const late = await paidOrder(lateBuyer)
    await move(late.id, { status: 'processing' }).expect(200)
    await move(late.id, {
      status: 'shipped',
      trackingNumber: 'ES-DESISTE-2',
      carrier: 'Correos',
    }).expect(200)
    await move(late.id, { status: 'delivered' }).expect(200)
    await sql(
      `update order_event set created_at = now() - interval '15 days' where order_id = ? and status = 'delivered'`,
      [late.id],
    )
    const tooLate = await lateBuyer.as(http().post(`/api/orders/${late.id}/withdrawal`)).expect(409)
    expect(tooLate.body.message).toBe(
      'El plazo de 14 días para desistir de este pedido ha terminado',
    )
  })
})
