import { Client } from 'pg'
import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { type Admin, signedInAdmin } from './admins'
import { createPerfumes } from './factories'
import { createTestApp, type TestApp } from './test-app'

const PERFUME_CONFLICT = {
  statusCode: 409,
  code: 'CONFLICT',
  reason: 'perfume_name_race',
  message: 'Otro perfume con el mismo nombre se guardó a la vez; vuelve a intentarlo',
}
const COLLECTION_CONFLICT = {
  statusCode: 409,
  code: 'CONFLICT',
  reason: 'collection_name_race',
  message: 'Otra colección con el mismo nombre se guardó a la vez; vuelve a intentarlo',
}
/** How long a request may take to reach the row it must wait for. */
const WAIT_LIMIT_MS = 5000

type Statement = [text: string, values?: unknown[]]

interface OtherSave {
  /** Answers once the app's request is waiting for this save's locks (fails after 5 s). */
  blocksTheApp(): Promise<void>
  commit(): Promise<void>
}

/**
 * Two saves of one name both find its slug free; the slug's unique index lets the first write it
 * and the second gets 409 CONFLICT. The race is made certain rather than likely: the first save's
 * rows are written on a second connection and left uncommitted (the app's check cannot see them,
 * its insert waits for them), and they commit only once the request is waiting on them.
 * PGlite (the embedded database without DATABASE_URL) runs one transaction at a time.
 */
const describeOnPostgres = process.env.EMBEDDED_DATABASE ? describe.skip : describe

describeOnPostgres('catalogue saves racing for the same name (e2e)', () => {
  let t: TestApp
  let admin: Admin
  let uno: Perfume
  let dos: Perfume
  const http = () => request(t.app.getHttpServer())
  const sql = <T>(query: string, params: unknown[] = []) =>
    t.orm.em.fork().execute<T[]>(query, params)

  /** Every table a catalogue save writes, and the version it moves. */
  const catalogue = async () =>
    (
      await sql<Record<string, number>>(
        `select (select count(*)::int from perfume) as perfumes,
           (select count(*)::int from perfume_variant) as sizes,
           (select count(*)::int from price_change) as "priceChanges",
           (select count(*)::int from collection) as collections,
           (select count(*)::int from collection_perfume) as "collectionPerfumes",
           (select version::int from catalogue_version where id = 1) as version`,
      )
    )[0]

  /** Runs `during` while another save's statements sit uncommitted on a second connection. */
  async function whileOtherSaveOpen<T>(
    statements: Statement[],
    during: (other: OtherSave) => Promise<T>,
  ): Promise<T> {
    const client = new Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      const [{ pid }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows
      await client.query('begin')
      for (const [text, values] of statements) await client.query(text, values)
      return await during({
        blocksTheApp: () => waitUntilBlockedBy(pid),
        commit: async () => {
          await client.query('commit')
        },
      })
    } finally {
      // Whatever is still open is rolled back with the connection.
      await client.end()
    }
  }

  async function waitUntilBlockedBy(pid: number): Promise<void> {
    const deadline = Date.now() + WAIT_LIMIT_MS
    while (Date.now() < deadline) {
      const [{ waiting }] = await sql<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
         where wait_event_type = 'Lock' and ? = any(pg_blocking_pids(pid))`,
        [pid],
      )
      if (waiting) return
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`No request waited for the other save's locks within ${WAIT_LIMIT_MS} ms`)
  }

  /** Sends the request while the other save is open; it commits once the request waits for it. */
  const race = (statements: Statement[], call: request.Test) =>
    whileOtherSaveOpen(statements, async (other) => {
      const answer = call.then((response) => response)
      await other.blocksTheApp()
      await other.commit()
      return answer
    })

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signedInAdmin(t.app, t.orm)
    ;[uno, dos] = await createPerfumes(t.orm.em, [
      { name: 'Uno', brand: 'Carrera' },
      { name: 'Dos', brand: 'Carrera' },
    ])
  })
  afterAll(() => t.close())

  describe('perfumes', () => {
    const perfume = {
      name: 'Ámbar Nocturno',
      brand: 'Casa',
      description: 'Ámbar y vainilla.',
      sizes: ['5ml', '10ml'],
      prices: ['10.00', '18.00'],
      category: 'unisex',
    }
    const otherAmbar: Statement = [
      `insert into perfume (id, slug, name, brand, description, category)
       values (gen_random_uuid(), 'ambar-nocturno', 'Ámbar Nocturno', 'Otra Casa', 'El otro.', 'nicho')`,
    ]

    it('POST /api/perfumes answers 409 CONFLICT when a perfume of the same name is saved first, and writes nothing', async () => {
      const before = await catalogue()
      const lost = await race([otherAmbar], admin.as(http().post('/api/perfumes')).send(perfume))
      expect([lost.status, lost.body]).toEqual([409, PERFUME_CONFLICT])
      // The other save's perfume alone holds the slug: no sizes, no price history, same version.
      expect(
        await sql('select name, brand from perfume where slug like ?', ['ambar-nocturno%']),
      ).toEqual([{ name: 'Ámbar Nocturno', brand: 'Otra Casa' }])
      expect(await catalogue()).toEqual({ ...before, perfumes: before.perfumes + 1 })
      // Trying again, as the message says, gives the next free slug.
      const again = await admin.as(http().post('/api/perfumes')).send(perfume).expect(201)
      expect(again.body).toMatchObject({ slug: 'ambar-nocturno-2', brand: 'Casa' })
    })

    it('PUT /api/perfumes/{id} cannot conflict on a name: a rename keeps its slug and waits for no other save', async () => {
      // Were the slug to follow the name, this PUT would wait for the open save until the timeout.
      const renamed = await whileOtherSaveOpen(
        [
          [
            `insert into perfume (id, slug, name, brand, description, category)
             values (gen_random_uuid(), 'uno-renovado', 'Uno Renovado', 'Otra Casa', 'El otro.', 'nicho')`,
          ],
        ],
        () =>
          admin
            .as(http().put(`/api/perfumes/${uno.id}`))
            .send({ id: uno.id, name: 'Uno Renovado' })
            .expect(200),
      )
      expect(renamed.body).toMatchObject({ id: uno.id, slug: 'uno', name: 'Uno Renovado' })
      expect(await sql('select slug from perfume where name = ?', ['Uno Renovado'])).toEqual([
        { slug: 'uno' },
      ])
    })

    it('PUT /api/perfumes/{id}: two edits adding the same size do not conflict; the second waits for the perfume and keeps the first one’s size', async () => {
      // The other edit as the service makes it: the perfume's row locked, then the size written.
      const edited = await race(
        [
          ['select id from perfume where id = $1 for update', [dos.id]],
          [
            `insert into perfume_variant (id, perfume_id, size, ml, price_cents)
             values (gen_random_uuid(), $1, '20ml', 20, 3000)`,
            [dos.id],
          ],
        ],
        admin
          .as(http().put(`/api/perfumes/${dos.id}`))
          .send({ id: dos.id, sizes: ['5ml', '20ml'], prices: ['10.00', '32.00'] }),
      )
      expect([edited.status, edited.body]).toEqual([
        200,
        expect.objectContaining({
          sizes: ['5ml', '20ml'],
          prices: ['10.00', '32.00'],
          // What the perfume's 50 ml bottle pours of each size.
          stock: [10, 2],
        }),
      ])
      expect(
        await sql('select size from perfume_variant where perfume_id = ? order by ml', [dos.id]),
      ).toEqual([{ size: '5ml' }, { size: '20ml' }])
    })
  })

  describe('collections', () => {
    const collection = () => ({
      name: 'Verano Intenso',
      description: 'Para el calor.',
      theme: 'verano',
      perfumeIds: [uno.id, dos.id],
      sizes: ['5ml'],
      prices: ['20.00'],
    })
    const otherVerano: Statement = [
      `insert into collection (id, slug, name, description, theme)
       values (gen_random_uuid(), 'verano-intenso', 'Verano Intenso', 'La otra.', 'calor')`,
    ]

    it('POST /api/collections answers 409 CONFLICT when a collection of the same name is saved first, and writes nothing', async () => {
      const before = await catalogue()
      const lost = await race(
        [otherVerano],
        admin.as(http().post('/api/collections')).send(collection()),
      )
      expect([lost.status, lost.body]).toEqual([409, COLLECTION_CONFLICT])
      // The other save's collection alone holds the slug: none of the perfumes placed, same version.
      expect(
        await sql('select name, theme from collection where slug like ?', ['verano-intenso%']),
      ).toEqual([{ name: 'Verano Intenso', theme: 'calor' }])
      expect(await catalogue()).toEqual({ ...before, collections: before.collections + 1 })
      const again = await admin.as(http().post('/api/collections')).send(collection()).expect(201)
      expect(again.body).toMatchObject({ slug: 'verano-intenso-2', perfumeIds: [uno.id, dos.id] })
    })

    it('PUT /api/collections/{id} cannot conflict: a rename keeps its slug, and an edit adding the perfume another edit adds waits for it', async () => {
      const created = await admin
        .as(http().post('/api/collections'))
        .send({ name: 'Invierno', description: 'Para el frío.', theme: 'invierno' })
        .expect(201)
      const { id } = created.body
      const renamed = await whileOtherSaveOpen(
        [
          [
            `insert into collection (id, slug, name, description, theme)
             values (gen_random_uuid(), 'invierno-largo', 'Invierno Largo', 'La otra.', 'frio')`,
          ],
        ],
        () =>
          admin
            .as(http().put(`/api/collections/${id}`))
            .send({ id, name: 'Invierno Largo' })
            .expect(200),
      )
      expect(renamed.body).toEqual({ ...created.body, name: 'Invierno Largo' })

      // The other edit as the service makes it: the collection's row locked, then the perfume placed.
      const edited = await race(
        [
          ['select id from collection where id = $1 for update', [id]],
          [
            'insert into collection_perfume (collection_id, perfume_id, position) values ($1, $2, 0)',
            [id, uno.id],
          ],
        ],
        admin.as(http().put(`/api/collections/${id}`)).send({ id, perfumeIds: [dos.id, uno.id] }),
      )
      expect([edited.status, edited.body]).toEqual([
        200,
        { ...renamed.body, perfumeIds: [dos.id, uno.id] },
      ])
      expect(
        await sql(
          'select perfume_id from collection_perfume where collection_id = ? order by position',
          [id],
        ),
      ).toEqual([{ perfume_id: dos.id }, { perfume_id: uno.id }])
    })
  })
})
