import { Writable } from 'node:stream'
import { MikroORM } from '@mikro-orm/postgresql'
import request from 'supertest'
import { CATALOGUE_VERSION_POLL_MS } from '../src/modules/catalogue/catalogue.cache'
import { createPerfumes } from './factories'
import { createTestApp, eventually, type TestApp } from './test-app'

// What the web app follows to keep visitors' pages: the version each replica polls.
describe('GET /api/catalogue/version', () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())
  const version = async () => (await http().get('/api/catalogue/version').expect(200)).body

  const loggedUrls: string[] = []

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url
          if (url) loggedUrls.push(url)
        }
        done()
      },
    })
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream })
  })
  afterAll(() => t.close())

  it('answers from memory, without asking the database', async () => {
    const knex = t.app.get<MikroORM>(MikroORM).em.getKnex()
    const queries: string[] = []
    const count = (event: { sql: string }) => {
      // The poll runs beside the request on its own schedule.
      if (!/catalogue_version/.test(event.sql)) queries.push(event.sql)
    }
    knex.on('query', count)
    try {
      expect(await version()).toEqual({ version: expect.any(String), nextOfferEnd: null })
    } finally {
      knex.off('query', count)
    }
    expect(queries).toEqual([])
  })

  it('is not logged: every web replica asks for it four times a second', async () => {
    await version()
    await http().get('/api/health').expect(200)
    expect(loggedUrls).toContain('/api/health')
    expect(loggedUrls).not.toContain('/api/catalogue/version')
  })

  it('moves with a catalogue write made anywhere, within the poll', async () => {
    const before = (await version()).version
    // Written beside the app, as another replica would: only the poll can see it.
    const [perfume] = await createPerfumes(t.orm.em, [{ name: 'Versión Nueva' }])
    await eventually(
      async () => (await version()).version !== before,
      true,
      CATALOGUE_VERSION_POLL_MS * 4,
    )
    await t.orm.em.getConnection().execute(
      `update perfume set is_on_offer = true, discount_percentage = 10,
       offer_ends_at = now() + interval '2 days' where id = ?`,
      [perfume.id],
    )
    const [{ ends }] = await t.orm.em
      .getConnection()
      .execute<{ ends: Date }[]>('select offer_ends_at as ends from perfume where id = ?', [
        perfume.id,
      ])
    // The next offer end comes with it (read by the poll, no write needed): the web lets its
    // pages go at that moment.
    await eventually(
      async () => (await version()).nextOfferEnd,
      new Date(ends).toISOString(),
      CATALOGUE_VERSION_POLL_MS * 4,
    )
  })
})
