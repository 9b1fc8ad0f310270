import request from 'supertest'
import { ContactMessage } from '../src/modules/messages/entities/contact-message.entity'
import { type Admin, signedInAdmin } from './admins'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const UNKNOWN_ID = '3f1c2a9e-1d4b-4c55-9a7e-2b8f6d0c1e23'

describe('admin contact messages (e2e)', () => {
  let t: TestApp
  let admin: Admin
  let customer: Shopper
  /** Oldest first, as they were sent. */
  let sent: ContactMessage[]
  const http = () => request(t.app.getHttpServer())
  const em = () => t.orm.em.fork()
  const view = (message: ContactMessage, isRead = message.isRead) => ({
    id: message.id,
    name: message.name,
    email: message.email,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    isRead,
  })

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: '10' })
    admin = await signedInAdmin(t.app, t.orm)
    customer = await shopper(t.app)
    for (const [index, name] of ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena'].entries()) {
      await http()
        .post('/api/contact')
        .send({
          name,
          email: `${name.toLowerCase()}@example.com`,
          message: `Mensaje número ${index + 1} para la tienda.`,
        })
        .expect(201)
    }
    sent = await em().find(ContactMessage, {}, { orderBy: { createdAt: 'asc', id: 'asc' } })
  })
  afterAll(() => t.close())

  it.each([
    ['GET /api/admin/contact-messages', () => http().get('/api/admin/contact-messages')],
    [
      'PATCH /api/admin/contact-messages/{id}/read',
      () => http().patch(`/api/admin/contact-messages/${UNKNOWN_ID}/read`),
    ],
  ])('%s: a visitor gets 401, a customer 403', async (_name, call) => {
    const visitor = await call().expect(401)
    expect(visitor.body).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      reason: 'authentication_required',
      message: 'Inicia sesión para continuar',
    })
    const forbidden = await customer.as(call()).expect(403)
    expect(forbidden.body).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
      reason: 'admin_required',
      message: 'Solo los administradores autorizados pueden hacer esto',
    })
  })

  it('lists the messages newest first, unread, with the total in X-Total-Count', async () => {
    const list = await admin
      .as(http().get('/api/admin/contact-messages'))
      .expect(200)
      .expect('x-total-count', '5')
    expect(list.body).toEqual([...sent].reverse().map((message) => view(message)))
    expect(sent.every((message) => !message.isRead)).toBe(true)

    const second = await admin
      .as(http().get('/api/admin/contact-messages?page=2&limit=2'))
      .expect(200)
      .expect('x-total-count', '5')
    expect(second.body).toEqual([view(sent[2]), view(sent[1])])
    const beyond = await admin
      .as(http().get('/api/admin/contact-messages?page=4&limit=2'))
      .expect(200)
      .expect('x-total-count', '5')
    expect(beyond.body).toEqual([])
  })

  it('marks a message read by its real id, again without change, and the unread filter follows', async () => {
    const target = sent[1]
    const first = await admin
      .as(http().patch(`/api/admin/contact-messages/${target.id}/read`))
      .expect(200)
    expect(first.body).toEqual(view(target, true))
    const again = await admin
      .as(http().patch(`/api/admin/contact-messages/${target.id}/read`))
      .expect(200)
    expect(again.body).toEqual(view(target, true))
    // Only that message changed.
    const stored = await em().find(ContactMessage, {}, { orderBy: { createdAt: 'asc', id: 'asc' } })
    expect(stored.map((message) => message.isRead)).toEqual([false, true, false, false, false])

    const unread = await admin
      .as(http().get('/api/admin/contact-messages?unread=true'))
      .expect(200)
      .expect('x-total-count', '4')
    expect(unread.body).toEqual(
      [sent[4], sent[3], sent[2], sent[0]].map((message) => view(message)),
    )
    const read = await admin
      .as(http().get('/api/admin/contact-messages?unread=false'))
      .expect(200)
      .expect('x-total-count', '1')
    expect(read.body).toEqual([view(target, true)])
    // An unset filter of the page's GET form means every message.
    await admin
      .as(http().get('/api/admin/contact-messages?unread=&page=1'))
      .expect(200)
      .expect('x-total-count', '5')
  })

  it('answers 400 for an id that is not one and 404 for an unknown one, changing nothing', async () => {
    // The specification's unsubstituted placeholder, as the old panel sent it.
    const bad = await admin
      .as(http().patch('/api/admin/contact-messages/%24%7Bid%7D/read'))
      .expect(400)
    expect(bad.body.code).toBe('VALIDATION_FAILED')
    const unknown = await admin
      .as(http().patch(`/api/admin/contact-messages/${UNKNOWN_ID}/read`))
      .expect(404)
    expect(unknown.body).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'message_not_found',
      message: 'Mensaje no encontrado',
    })
    expect(await em().count(ContactMessage, { isRead: true })).toBe(1)
  })

  it.each(['unread=si', 'page=0', 'limit=101', 'sort=asc'])(
    'refuses contact-messages?%s with a 400',
    async (query) => {
      const response = await admin
        .as(http().get(`/api/admin/contact-messages?${query}`))
        .expect(400)
      expect(response.body.code).toBe('VALIDATION_FAILED')
    },
  )
})
