import { EntityManager } from '@mikro-orm/postgresql'
import request from 'supertest'
import { MailOutbox } from '../src/modules/mail/entities/mail-outbox.entity'
import { Mailer } from '../src/modules/mail/mailer'
import { MAX_ATTEMPTS, MailSender } from '../src/modules/mail/mail-sender'
import type { MailContent } from '../src/modules/mail/templates'
import { signedInAdmin } from './admins'
import { type Inbox, startInbox } from './smtp-inbox'
import { shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

/** Asks again every 50 ms until the answer is what is expected, for at most five seconds. */
async function until<T>(ask: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 5000
  let last = await ask()
  while (last !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    last = await ask()
  }
  expect(last).toBe(expected)
}

const ADMIN_EMAIL = 'jefa@aurum.example'

const content = (subject: string): MailContent => ({
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
  headers: { 'X-Aurum-Prueba': subject },
})

describe('the mail outbox over SMTP (e2e)', () => {
  let t: TestApp
  let inbox: Inbox
  let counter = 0
  const unique = (what: string) => `${what} ${++counter}`
  const http = () => request(t.app.getHttpServer())
  const em = () => t.orm.em.fork()
  const sender = () => t.app.get(MailSender)
  /** Queues in a transaction of the test's own, as an event would. */
  const enqueue = (key: string, to: string, subject: string) =>
    t.app
      .get(EntityManager)
      .fork()
      .transactional((tx) => t.app.get(Mailer).enqueue(tx, { key, to, content: content(subject) }))
  const row = (key: string) => em().findOneOrFail(MailOutbox, { key })
  /** Whether this attempt of the mail has ended (its claim let go), sent or not. */
  const settled = async (key: string, attempts: number) => {
    const mail = await row(key)
    return mail.attempts === attempts && mail.claimedUntil === null
  }
  /** Its next attempt is due now: the test does not wait out the backoff. */
  const due = (key: string) =>
    em().nativeUpdate(MailOutbox, { key }, { nextAttemptAt: new Date(Date.now() - 1000) })

  beforeAll(async () => {
    inbox = await startInbox()
    t = await createTestApp({ SMTP_URL: inbox.url, MAIL_FROM: 'Aurum Decants <hola@aurum.test>' })
  })
  afterAll(async () => {
    await t.close()
    await inbox.close()
  })

  it('sends a mail queued in a committed transaction, with its html, text and headers', async () => {
    const subject = unique('Confirmado')
    await enqueue(`prueba:${subject}`, 'ana@example.com', subject)
    const mail = await inbox.waitFor((message) => message.subject === subject)
    expect(mail).toMatchObject({
      to: ['ana@example.com'],
      from: '"Aurum Decants" <hola@aurum.test>',
      html: `<p>${subject}</p>`,
      text: subject,
    })
    expect(mail.headers.get('x-aurum-prueba')).toBe(subject)
    // The server took it a moment before the sender marks it sent.
    await until(async () => (await row(`prueba:${subject}`)).status, 'sent')
    const sent = await row(`prueba:${subject}`)
    expect(mail.messageId).toBe(`<${sent.id}@aurum-decants>`)
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
  })

  it('sends nothing for a transaction that rolled back, and one mail for one key', async () => {
    const lost = unique('Deshecho')
    await expect(
      em().transactional(async (tx) => {
        await t.app
          .get(Mailer)
          .enqueue(tx, { key: lost, to: 'ana@example.com', content: content(lost) })
        throw new Error('the event failed')
      }),
    ).rejects.toThrow('the event failed')
    const once = unique('Una vez')
    await enqueue(`prueba:${once}`, 'ana@example.com', once)
    await enqueue(`prueba:${once}`, 'ana@example.com', once)
    await inbox.waitFor((message) => message.subject === once)
    await sender().sendDue()
    expect(inbox.messages.filter((message) => message.subject === once)).toHaveLength(1)
    expect(inbox.messages.some((message) => message.subject === lost)).toBe(false)
    expect(await em().count(MailOutbox, { key: lost })).toBe(0)
  })

  it('retries a refused mail after its wait, and sends it once', async () => {
    const subject = unique('Reintento')
    const key = `prueba:${subject}`
    inbox.failNext(1)
    await enqueue(key, 'bea@example.com', subject)
    await until(() => settled(key, 1), true)
    const refused = await row(key)
    expect(refused).toMatchObject({ status: 'pending', lastError: expect.stringContaining('451') })
    // Thirty seconds to wait: nothing goes before.
    expect(refused.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000)
    expect(await sender().sendDue()).toBe(0)

    await due(key)
    expect(await sender().sendDue()).toBe(1)
    expect(inbox.messages.filter((message) => message.subject === subject)).toHaveLength(1)
    expect(await row(key)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('leaves a mail failed after its last attempt, shows it to the administrator, and sends it on retry', async () => {
    const admin = await signedInAdmin(t.app, t.orm)
    const subject = unique('Fallido')
    const key = `prueba:${subject}`
    inbox.failNext(MAX_ATTEMPTS)
    await enqueue(key, 'carla@example.com', subject)
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await until(() => settled(key, attempt), true)
      await due(key)
      await sender().sendDue()
    }
    const failed = await row(key)
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })

    const listed = await admin.as(http().get('/api/admin/mail')).expect(200)
    expect(listed.body.transport).toBe('smtp')
    expect(listed.body.caught).toEqual([])
    expect(listed.body.outbox).toContainEqual({
      id: failed.id,
      to: 'carla@example.com',
      subject,
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: expect.stringContaining('451'),
      createdAt: expect.any(String),
      sentAt: null,
    })

    await admin.as(http().post(`/api/admin/mail/${failed.id}/retry`)).expect(204)
    await inbox.waitFor((message) => message.subject === subject)
    await until(async () => (await row(key)).status, 'sent')
    // Only a failed mail goes back to the queue.
    await admin.as(http().post(`/api/admin/mail/${failed.id}/retry`)).expect(404)
  })

  it('acknowledges a contact message to its sender, at most once an hour, without repeating it', async () => {
    const send = (message: string) =>
      http()
        .post('/api/contact')
        .send({ name: 'Lucía', email: 'lucia.contacto@example.com', message })
        .expect(201)
    await send('Hola, ¿tenéis decants de 2 ml de Aventus?')
    const ack = await inbox.waitFor((m) => m.to.includes('lucia.contacto@example.com'))
    expect(ack.subject).toBe('Hemos recibido tu mensaje')
    expect(ack.text).not.toContain('Aventus')
    await send('Otra pregunta más sobre los envíos.')
    await sender().sendDue()
    expect(inbox.messages.filter((m) => m.to.includes('lucia.contacto@example.com'))).toHaveLength(
      1,
    )
  })

  it('keeps the back office to administrators', async () => {
    const customer = await shopper(t.app)
    await customer.as(http().get('/api/admin/mail')).expect(403)
    await http().get('/api/admin/mail').expect(401)
  })
})

describe("the demo's own mailbox (e2e)", () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('catches what the shop sends and shows it at /api/admin/mail', async () => {
    await http().post('/api/auth/password-reset').send({ email: 'nadie@example.com' }).expect(202)
    const admin = await signedInAdmin(t.app, t.orm)
    await http().post('/api/auth/password-reset').send({ email: ADMIN_EMAIL }).expect(202)
    let listed: request.Response | undefined
    await until(async () => {
      listed = await admin.as(http().get('/api/admin/mail')).expect(200)
      return listed.body.caught.length
    }, 1)
    expect(listed!.body.transport).toBe('catcher')
    expect(listed!.body.caught[0]).toMatchObject({
      to: [ADMIN_EMAIL],
      subject: 'Restablece tu contraseña',
      text: expect.stringContaining('/restablecer-contrasena?token='),
      html: expect.stringContaining('lang="es"'),
    })
  })
})
