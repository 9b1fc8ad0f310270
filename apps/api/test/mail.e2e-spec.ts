import { randomUUID } from 'node:crypto'
import { EntityManager } from '@mikro-orm/postgresql'
import { Logger } from '@nestjs/common'
import { SchedulerRegistry } from '@nestjs/schedule'
import request from 'supertest'
import type { Env } from '../src/config/env'
import { ENV } from '../src/config/env.token'
import { DemoMailbox } from '../src/modules/mail/demo-mailbox'
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

const content = (subject: string): MailContent => ({
  subject,
  html: `<p>${subject}: <a href="https://aurum.test/verificar-correo?token=ficha-secreta">Confirmar</a></p>`,
  text: `${subject}: https://aurum.test/verificar-correo?token=ficha-secreta`,
  headers: { 'X-Aurum-Prueba': subject },
})

let counter = 0
const unique = (what: string) => `${what} ${++counter}`

/** The outbox of one test app, and ways to queue and look at its mails. */
function outboxOf(t: () => TestApp) {
  const em = () => t().orm.em.fork()
  return {
    em,
    sender: () => t().app.get(MailSender),
    /** Queues in a transaction of the test's own, as an event would. */
    enqueue: (key: string, to: string, subject: string) =>
      t()
        .app.get(EntityManager)
        .fork()
        .transactional((tx) =>
          t()
            .app.get(Mailer)
            .enqueue(tx, { key, to, content: content(subject) }),
        ),
    row: (key: string) => em().findOneOrFail(MailOutbox, { key }),
  }
}

describe('the mail outbox over SMTP (e2e)', () => {
  let t: TestApp
  let inbox: Inbox
  const http = () => request(t.app.getHttpServer())
  const { em, sender, enqueue, row } = outboxOf(() => t)
  const received = (subject: string) =>
    inbox.messages.filter((message) => message.subject === subject)
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
    // No round every few seconds here: a mail goes when its transaction commits, or when a test
    // asks, so each test knows which run sent what.
    t.app.get(SchedulerRegistry).deleteInterval('mail-outbox')
  })
  afterAll(async () => {
    await t.close()
    await inbox.close()
  })

  it('sends a mail once its transaction commits, with its html, text and headers', async () => {
    const subject = unique('Confirmado')
    await enqueue(`prueba:${subject}`, 'ana@example.com', subject)
    const mail = await inbox.waitFor((message) => message.subject === subject, 3000)
    expect(mail).toMatchObject({
      to: ['ana@example.com'],
      from: '"Aurum Decants" <hola@aurum.test>',
      html: content(subject).html,
      text: content(subject).text,
    })
    expect(mail.headers.get('x-aurum-prueba')).toBe(subject)
    // The server took it a moment before the sender marks it sent.
    await until(async () => (await row(`prueba:${subject}`)).status, 'sent')
    const sent = await row(`prueba:${subject}`)
    expect(mail.messageId).toBe(`<${sent.id}@aurum.test>`)
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
    await until(async () => (await row(`prueba:${once}`)).status, 'sent')
    expect(await sender().sendDue()).toBe(0)
    expect(received(once)).toHaveLength(1)
    expect(received(lost)).toEqual([])
    expect(await em().count(MailOutbox, { key: lost })).toBe(0)
  })

  it('keeps apart two keys longer than the column that start alike', async () => {
    const subject = unique('Clave larga')
    const long = `prueba:${'x'.repeat(250)}`
    await enqueue(`${long}:a`, 'ana@example.com', subject)
    await enqueue(`${long}:b`, 'ana@example.com', subject)
    await enqueue(`${long}:b`, 'ana@example.com', subject)
    await until(async () => received(subject).length, 2)
    expect(await sender().sendDue()).toBe(0)
    expect(received(subject)).toHaveLength(2)
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
    expect(received(subject)).toHaveLength(1)
    expect(await row(key)).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    expect(await sender().sendDue()).toBe(0)
  })

  it('leaves a mail another sender holds alone until its claim lapses', async () => {
    const subject = unique('Reclamado')
    const key = `prueba:${subject}`
    await em().transactional(async (tx) => {
      await t.app.get(Mailer).enqueue(tx, { key, to: 'eva@example.com', content: content(subject) })
      await tx.execute(
        `update mail_outbox set claimed_until = now() + interval '1 minute' where key = ?`,
        [key],
      )
    })
    expect(await sender().sendDue()).toBe(0)
    expect(received(subject)).toEqual([])

    await em().nativeUpdate(MailOutbox, { key }, { claimedUntil: new Date(Date.now() - 1000) })
    expect(await sender().sendDue()).toBe(1)
    expect(received(subject)).toHaveLength(1)
  })

  it('sends each mail once when two replicas look at the same moment', async () => {
    // Another replica's sender, on the same database and the same SMTP server.
    const replica = new MailSender(t.app.get(EntityManager), new DemoMailbox(), t.app.get<Env>(ENV))
    await replica.onApplicationBootstrap()
    const subjects = Array.from({ length: 8 }, () => unique('Réplica'))
    const keys = subjects.map((subject) => `prueba:${subject}`)
    // Queued not yet due, so that no sender takes them before both are asked at once.
    await em().transactional(async (tx) => {
      for (const subject of subjects) {
        await t.app.get(Mailer).enqueue(tx, {
          key: `prueba:${subject}`,
          to: 'fe@example.com',
          content: content(subject),
        })
      }
      await tx.execute(
        `update mail_outbox set next_attempt_at = now() + interval '1 hour' where key in (?)`,
        [keys],
      )
    })
    await em().nativeUpdate(
      MailOutbox,
      { key: { $in: keys } },
      { nextAttemptAt: new Date(Date.now() - 1000) },
    )
    try {
      const [mine, theirs] = await Promise.all([sender().sendDue(), replica.sendDue()])
      expect(mine + theirs).toBe(subjects.length)
    } finally {
      await replica.onApplicationShutdown()
    }
    for (const subject of subjects) expect(received(subject)).toHaveLength(1)
    expect(await em().count(MailOutbox, { key: { $in: keys }, status: 'sent' })).toBe(keys.length)
  })

  it('leaves a mail failed after its last attempt, shows it to the administrator, and sends it on retry', async () => {
    const admin = await signedInAdmin(t.app, t.orm)
    const subject = unique('Fallido')
    const key = `prueba:${subject}`
    inbox.failNext(MAX_ATTEMPTS)
    await enqueue(key, 'carla@example.com', subject)
    await until(() => settled(key, 1), true)
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await due(key)
      await sender().sendDue()
      expect(await settled(key, attempt)).toBe(true)
    }
    const failed = await row(key)
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
    // A failed mail is not tried again by itself.
    await due(key)
    expect(await sender().sendDue()).toBe(0)
    expect(received(subject)).toEqual([])

    const listed = await admin.as(http().get('/api/admin/mail')).expect(200)
    expect(listed.body.transport).toBe('smtp')
    expect(listed.body.caught).toEqual([])
    expect(listed.body.outbox[0]).toEqual({
      id: failed.id,
      to: 'carla@example.com',
      subject,
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: expect.stringContaining('451'),
      createdAt: failed.createdAt.toISOString(),
      sentAt: null,
    })

    await admin.as(http().post(`/api/admin/mail/${failed.id}/retry`)).expect(204)
    await inbox.waitFor((message) => message.subject === subject, 3000)
    await until(async () => (await row(key)).status, 'sent')
    expect(await row(key)).toMatchObject({ attempts: 1, lastError: null })
    expect(received(subject)).toHaveLength(1)
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
    const id = randomUUID()
    await customer.as(http().get('/api/admin/mail')).expect(403)
    await customer.as(http().post(`/api/admin/mail/${id}/retry`)).expect(403)
    await http().get('/api/admin/mail').expect(401)
    await http().post(`/api/admin/mail/${id}/retry`).expect(401)
  })
})

describe("the demo's own mailbox (e2e)", () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())
  const { enqueue, row } = outboxOf(() => t)

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('catches what the shop sends over SMTP and shows it at /api/admin/mail, newest first', async () => {
    const admin = await signedInAdmin(t.app, t.orm)
    const first = unique('Atrapado')
    const second = unique('Atrapado')
    await enqueue(`prueba:${first}`, 'gema@example.com', first)
    await until(async () => (await row(`prueba:${first}`)).status, 'sent')
    await enqueue(`prueba:${second}`, 'gema@example.com', second)
    await until(async () => (await row(`prueba:${second}`)).status, 'sent')

    const listed = await admin.as(http().get('/api/admin/mail')).expect(200)
    expect(listed.body.transport).toBe('catcher')
    expect(listed.body.caught).toEqual([
      {
        id: expect.any(String),
        receivedAt: expect.any(String),
        from: '"Aurum Decants" <no-reply@aurumdecants.local>',
        to: ['gema@example.com'],
        subject: second,
        text: content(second).text,
        html: content(second).html,
      },
      expect.objectContaining({ subject: first }),
    ])
    expect(listed.body.outbox.map((mail: { subject: string }) => mail.subject)).toEqual([
      second,
      first,
    ])
  })
})

describe('mail only logged (e2e)', () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())
  const { enqueue, row } = outboxOf(() => t)

  beforeAll(async () => {
    t = await createTestApp({ MAIL_TRANSPORT: 'log' })
  })
  afterAll(() => t.close())

  it('logs the recipient and subject, never the body with its links, and counts the mail sent', async () => {
    const logged = jest.spyOn(Logger.prototype, 'log')
    try {
      const subject = unique('Registrado')
      await enqueue(`prueba:${subject}`, 'hugo@example.com', subject)
      await until(async () => (await row(`prueba:${subject}`)).status, 'sent')
      const lines = logged.mock.calls.map((call) => JSON.stringify(call))
      expect(lines.filter((line) => line.includes(subject))).toEqual([
        expect.stringContaining('hugo@example.com'),
      ])
      expect(lines.filter((line) => line.includes('ficha-secreta'))).toEqual([])
    } finally {
      logged.mockRestore()
    }
    const admin = await signedInAdmin(t.app, t.orm)
    const listed = await admin.as(http().get('/api/admin/mail')).expect(200)
    expect(listed.body).toMatchObject({ transport: 'log', caught: [] })
  })
})
