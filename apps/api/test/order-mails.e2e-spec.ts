import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { MailOutbox } from '../src/modules/mail/entities/mail-outbox.entity'
import { MailSender } from '../src/modules/mail/mail-sender'
import { type Admin, signedInAdmin } from './admins'
import { createPerfumes } from './factories'
import { type Shopper, shopper } from './shoppers'
import { type Inbox, type ReceivedMail, startInbox } from './smtp-inbox'
import { createTestApp, type TestApp } from './test-app'

const ADMIN_EMAIL = 'jefa@aurum.example'

describe("an order's mails, over SMTP (e2e)", () => {
  let t: TestApp
  let inbox: Inbox
  let perfume: Perfume
  let admin: Admin
  let trackingNumbers = 0
  const http = () => request(t.app.getHttpServer())
  const mailsTo = (to: string, match: (mail: ReceivedMail) => boolean = () => true) =>
    inbox.messages.filter((mail) => mail.to.includes(to) && match(mail))

  /** The buyer pays two 5ml decants on the local test page: the order's id and short code. */
  async function buy(buyer: Shopper, what: Perfume = perfume) {
    await buyer
      .as(http().post('/api/cart/items'))
      .send({ productId: what.id, size: '5ml', quantity: 2 })
      .expect(201)
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
    return { id: order.body.id as string, code: order.body.code as string, checkout: checkout.id }
  }
  const move = (id: string, body: object) =>
    admin
      .as(http().patch(`/api/admin/orders/${id}`))
      .send(body)
      .expect(200)
  const setting = (key: string, value: string) =>
    admin.as(http().put('/api/settings')).send({ key, value }).expect(200)
  /** Everything queued so far has gone: the first run may be one that began before it was queued. */
  async function sendQueued() {
    await t.app.get(MailSender).sendDue()
    await t.app.get(MailSender).sendDue()
  }

  beforeAll(async () => {
    inbox = await startInbox()
    t = await createTestApp({ SMTP_URL: inbox.url, RATE_LIMIT_FACTOR: '10' })
    ;[perfume] = await createPerfumes(t.orm.em, [
      { name: 'Oud Ámbar', sizes: [['5ml', 5, 1850, 100]] },
    ])
    admin = await signedInAdmin(t.app, t.orm)
  })
  afterAll(async () => {
    await t.close()
    await inbox.close()
  })

  it('confirms a paid order by mail once, with its lines, totals, address and link', async () => {
    await setting('email_notifications', 'false')
    const buyer = await shopper(t.app)
    const order = await buy(buyer)
    const mail = await inbox.waitFor(
      (message) => message.to.includes(buyer.email) && message.subject.includes(order.code),
    )
    expect(mail.subject).toBe(`Tu pedido #${order.code} está confirmado`)
    const text = mail.text.replace(/\u00a0/g, ' ')
    for (const part of ['2 × Oud Ámbar', '37,00 €', 'Calle', `/orders/${order.id}`]) {
      expect(text).toContain(part)
    }
    // A repeated payment event makes no second order and no second mail.
    await http().post(`/api/checkout/local/${order.checkout}/pay`)
    await sendQueued()
    expect(mailsTo(buyer.email, (m) => m.subject.includes(order.code))).toHaveLength(1)
    // The administrators were not told: the shop has these alerts off.
    expect(mailsTo(ADMIN_EMAIL)).toEqual([])
  })

  it('tells the customer when the order ships (carrier and tracking number), arrives, and is refunded', async () => {
    const buyer = await shopper(t.app)
    const order = await buy(buyer)
    const tracking = `ES-${900000 + ++trackingNumbers}`
    await move(order.id, { status: 'processing' })
    await move(order.id, {
      status: 'shipped',
      trackingNumber: tracking,
      carrier: 'Correos Express',
    })
    const shipped = await inbox.waitFor(
      (m) => m.subject === `Tu pedido #${order.code} va en camino`,
    )
    expect(shipped.text).toContain('Correos Express')
    expect(shipped.text).toContain(tracking)
    await move(order.id, { status: 'delivered' })
    await inbox.waitFor((m) => m.subject === `Tu pedido #${order.code} ha sido entregado`)
    await move(order.id, { status: 'refunded' })
    const refunded = await inbox.waitFor(
      (m) => m.subject === `Reembolso de tu pedido #${order.code}`,
    )
    expect(refunded.text.replace(/\u00a0/g, ' ')).toContain('37,00 €')
    // Processing is the shop's own business: four mails about the order, one per step.
    expect(mailsTo(buyer.email, (m) => m.subject.includes(order.code))).toHaveLength(4)
  })

  it('tells the customer of a cancellation', async () => {
    const buyer = await shopper(t.app)
    const order = await buy(buyer)
    await move(order.id, { status: 'cancelled' })
    await inbox.waitFor((m) => m.subject === `Tu pedido #${order.code} ha sido cancelado`)
  })

  it('alerts the administrators of a new order, and of a size it left low, when email_notifications is on', async () => {
    await setting('email_notifications', 'true')
    const [scarce] = await createPerfumes(t.orm.em, [
      { name: 'Rosa Escasa', sizes: [['5ml', 5, 2000, 4]] },
    ])
    const order = await buy(await shopper(t.app))
    const alert = await inbox.waitFor(
      (m) => m.to.includes(ADMIN_EMAIL) && m.subject === `Nuevo pedido #${order.code}`,
    )
    expect(alert.text).toContain(`/admin/pedidos/${order.id}`)
    const count = (like: string) => t.orm.em.fork().count(MailOutbox, { key: { $like: like } })
    expect(await count('admin-new-order:%')).toBe(1)
    // 100 units left 98: nothing low. 4 units left 2, under the threshold of 3: told once.
    expect(await count('admin-low-stock:%')).toBe(0)
    await buy(await shopper(t.app), scarce)
    const low = await inbox.waitFor((m) => m.to.includes(ADMIN_EMAIL) && m.subject === 'Stock bajo')
    expect(low.text).toContain('Rosa Escasa · 5ml: 2 unidades')
    await buy(await shopper(t.app), scarce)
    await sendQueued()
    expect(await count('admin-low-stock:%')).toBe(1)
    expect(mailsTo(ADMIN_EMAIL, (m) => m.subject === 'Stock bajo')).toHaveLength(1)
    await setting('email_notifications', 'false')
  })
})
