import { EntityManager } from '@mikro-orm/postgresql'
import type { INestApplicationContext } from '@nestjs/common'
import { SchedulerRegistry } from '@nestjs/schedule'
import type { Env } from '../src/config/env'
import { ENV } from '../src/config/env.token'
import { JOBS_HERE } from '../src/modules/jobs/jobs-here'
import { MailOutbox } from '../src/modules/mail/entities/mail-outbox.entity'
import { Mailer } from '../src/modules/mail/mailer'
import { MailSender } from '../src/modules/mail/mail-sender'
import type { MailContent } from '../src/modules/mail/templates'
import { createWorker } from '../src/worker-app'
import { type Inbox, startInbox } from './smtp-inbox'
import { createTestApp, type TestApp } from './test-app'

const content = (subject: string): MailContent => ({
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
})

describe('the jobs in a worker, with JOBS=worker on the API (e2e)', () => {
  let t: TestApp
  let inbox: Inbox
  let worker: INestApplicationContext | null = null
  const row = (key: string) => t.orm.em.fork().findOneOrFail(MailOutbox, { key })
  /** Queues a mail through the API's Mailer, in a transaction, as an event would. */
  const enqueue = (key: string, subject: string) =>
    t.app
      .get(EntityManager)
      .fork()
      .transactional((tx) =>
        t.app.get(Mailer).enqueue(tx, { key, to: 'ana@example.com', content: content(subject) }),
      )

  beforeAll(async () => {
    inbox = await startInbox()
    t = await createTestApp({
      JOBS: 'worker',
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Aurum Decants <hola@aurum.test>',
    })
  })
  afterAll(async () => {
    await worker?.close()
    await t.close()
    await inbox.close()
  })

  it('the API schedules no job, and queues mail without sending it', async () => {
    expect(t.app.get(JOBS_HERE)).toBe(false)
    await enqueue('jobs:api', 'Encolado por la API')
    expect(await t.app.get(MailSender).sendDue()).toBe(0)
    // Past the outbox's 3 s round: no scheduler runs it (nor any @Cron method) in this API.
    await new Promise((resolve) => setTimeout(resolve, 3500))
    expect(await row('jobs:api')).toMatchObject({ status: 'pending', attempts: 0 })
    expect(inbox.messages).toEqual([])
  })

  it('a worker built from the same modules runs every job, and sends the queued mail', async () => {
    worker = await createWorker(t.app.get<Env>(ENV))
    const registry = worker.get(SchedulerRegistry)
    expect([...registry.getCronJobs().keys()].sort()).toEqual([
      'checkout-expiry',
      'offer-expiry',
      'refund-retry',
      'sessions-cleanup',
    ])
    expect(registry.getIntervals()).toEqual(['mail-outbox'])
    // Its round every 3 s finds the mail: nothing nudged it.
    const mail = await inbox.waitFor((message) => message.subject === 'Encolado por la API', 8000)
    expect(mail.to).toEqual(['ana@example.com'])
    const sent = await row('jobs:api')
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 })
    expect(mail.messageId).toBe(`<${sent.id}@aurum.test>`)
  })

  it('a worker that is closed finishes the mail run under way first', async () => {
    // Only this test's run: the worker's own round stops here.
    worker!.get(SchedulerRegistry).deleteInterval('mail-outbox')
    await enqueue('jobs:closing', 'Enviado al cerrar')
    const running = worker!.get(MailSender).sendDue()
    await worker!.close()
    worker = null
    expect(await running).toBe(1)
    expect(await row('jobs:closing')).toMatchObject({ status: 'sent', claimedUntil: null })
    expect(inbox.messages.map((message) => message.subject)).toContain('Enviado al cerrar')
  })
})
