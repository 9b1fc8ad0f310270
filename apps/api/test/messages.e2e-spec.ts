import request from 'supertest'
import { ContactMessage } from '../src/modules/messages/entities/contact-message.entity'
import { NewsletterSubscriber } from '../src/modules/messages/entities/newsletter-subscriber.entity'
import { createTestApp, type TestApp } from './test-app'

describe('newsletter and contact (e2e)', () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())

  beforeAll(async () => {
    // Several messages from one address; rate-limits.e2e-spec.ts tests the limits.
    t = await createTestApp({ RATE_LIMIT_FACTOR: '10' })
  })
  afterAll(() => t.close())

  it('subscribes an email once, however often it is sent and whatever its case', async () => {
    for (const email of ['Ana@Example.com', 'ana@example.com ']) {
      const response = await http().post('/api/newsletter').send({ email }).expect(200)
      expect(response.body).toEqual({ email: 'ana@example.com', subscribed: true })
    }
    const rows = await t.orm.em.fork().find(NewsletterSubscriber, {})
    expect(rows.map((row) => row.email)).toEqual(['ana@example.com'])
  })

  it.each([
    [{ email: 'no-es-un-email' }, 'email'],
    [{}, 'email'],
    [{ email: 'ana@example.com', admin: true }, 'admin'],
  ])('refuses %j and stores nothing', async (body, field) => {
    const before = await t.orm.em.fork().count(NewsletterSubscriber, {})
    const response = await http().post('/api/newsletter').send(body).expect(400)
    expect(Object.keys(response.body.fieldErrors)).toEqual([field])
    expect(await t.orm.em.fork().count(NewsletterSubscriber, {})).toBe(before)
  })

  it('stores a contact message, unread, for the administrator', async () => {
    const response = await http()
      .post('/api/contact')
      .send({
        name: ' Lucía ',
        email: 'LUCIA@example.com',
        message: '¿Enviáis a Canarias?  Gracias.',
      })
      .expect(201)
    expect(response.body).toEqual({ id: expect.any(String), createdAt: expect.any(String) })
    const stored = await t.orm.em.fork().findOneOrFail(ContactMessage, response.body.id)
    expect(stored).toMatchObject({
      name: 'Lucía',
      email: 'lucia@example.com',
      message: '¿Enviáis a Canarias?  Gracias.',
      isRead: false,
    })
  })

  it('refuses a contact message with missing or oversized fields, and stores nothing', async () => {
    const before = await t.orm.em.fork().count(ContactMessage, {})
    const response = await http()
      .post('/api/contact')
      .send({ name: '', email: 'lucia@example.com', message: 'x'.repeat(5001) })
      .expect(400)
    expect(Object.keys(response.body.fieldErrors).sort()).toEqual(['message', 'name'])
    expect(await t.orm.em.fork().count(ContactMessage, {})).toBe(before)
  })
})
