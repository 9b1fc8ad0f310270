import { MikroORM } from '@mikro-orm/postgresql'
import request from 'supertest'
import { pdfText } from './pdf-text'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Favorite } from '../src/modules/favorites/entities/favorite.entity'
import { FavoritesService } from '../src/modules/favorites/favorites.service'
import { Review } from '../src/modules/reviews/entities/review.entity'
import { createPerfumes } from './factories'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
const UUID = expect.stringMatching(/^[0-9a-f-]{36}$/)

/** GET, POST /api/favorites and DELETE /api/favorites/{id} (spec 001 §2, §3, §7). */
describe('favorites (e2e)', () => {
  let t: TestApp
  /** On a 20 % offer: 2ml 6.00 -> 4.80, 5ml 12.00 -> 9.60, 10ml 20.00 -> 16.00. */
  let ambar: Perfume
  /** No 5ml: 'Agregar' takes the 3ml; no bottle, so nothing in stock. No image. */
  let bruma: Perfume
  let cedro: Perfume
  let archived: Perfume
  const http = () => request(t.app.getHttpServer())
  const em = () => t.orm.em.fork()

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '10' })
    ;[ambar, bruma, cedro, archived] = await createPerfumes(t.orm.em, [
      {
        name: 'Ámbar Real',
        brand: 'Casa Aurum',
        discount: 20,
        imageUrl: 'https://img.example/ambar.jpg',
        sizes: [
          ['2ml', 2, 600, 10],
          ['5ml', 5, 1200, 10],
          ['10ml', 10, 2000, 10],
        ],
      },
      {
        name: 'Bruma',
        brand: 'Niebla',
        sizes: [
          ['10ml', 10, 1800, 0],
          ['3ml', 3, 700, 0],
        ],
      },
      { name: 'Cedro', brand: 'Bosque', sizes: [['5ml', 5, 1000, 3]] },
      { name: 'Retirado', brand: 'Antiguo', sizes: [['5ml', 5, 900, 3]] },
    ])
    await em().nativeUpdate('Perfume', { id: archived.id }, { archivedAt: new Date() })
  })
  afterAll(() => t.close())

  const add = (who: Shopper, perfumeId: string) =>
    who.as(http().post('/api/favorites')).send({ perfumeId })
  const list = async (who: Shopper) =>
    (await who.as(http().get('/api/favorites')).expect(200)).body as {
      id: string
      perfume: { id: string }
    }[]
  const rowsOf = async (userId: string) =>
    (await em().find(Favorite, { user: userId }, { orderBy: { createdAt: 'asc', id: 'asc' } })).map(
      (favorite) => ({ id: favorite.id, perfume: favorite.perfume.id }),
    )

  const ambarView = (id: string, rating: number | null = null, reviewCount = 0) => ({
    id,
    createdAt: ISO,
    perfume: {
      id: ambar.id,
      slug: 'ambar-real',
      name: 'Ámbar Real',
      brand: 'Casa Aurum',
      image: 'https://img.example/ambar.jpg',
      rating,
      reviewCount,
      description: 'Descripción de Ámbar Real.',
      price: '4.80',
      cartSize: '5ml',
      inStock: true,
    },
  })
  const brumaView = (id: string) => ({
    id,
    createdAt: ISO,
    perfume: {
      id: bruma.id,
      slug: 'bruma',
      name: 'Bruma',
      brand: 'Niebla',
      image: null,
      rating: null,
      reviewCount: 0,
      description: 'Descripción de Bruma.',
      price: '7.00',
      cartSize: '3ml',
      inStock: false,
    },
  })

  it('a visitor is asked to sign in and nothing is written', async () => {
    await http().get('/api/favorites').expect(401)
    await http().get('/api/favorites/ids').expect(401)
    await http().post('/api/favorites').send({ perfumeId: ambar.id }).expect(401)
    await http().delete(`/api/favorites/perfume/${ambar.id}`).expect(401)
    expect(await em().count(Favorite, {})).toBe(0)
  })

  it('saves perfumes (again is no error), lists them newest first with price, size and rating', async () => {
    const ana = await shopper(t.app)
    expect(await list(ana)).toEqual([])

    const first = await add(ana, ambar.id).expect(201)
    expect(first.body).toEqual(ambarView(UUID))
    const again = await add(ana, ambar.id).expect(200)
    expect(again.body).toEqual(first.body)
    const second = await add(ana, bruma.id).expect(201)
    expect(second.body).toEqual(brumaView(UUID))

    expect(await list(ana)).toEqual([brumaView(second.body.id), ambarView(first.body.id)])
    expect((await ana.as(http().get('/api/favorites/ids')).expect(200)).body).toEqual({
      perfumeIds: [bruma.id, ambar.id],
    })
    expect(await rowsOf(ana.userId)).toEqual([
      { id: first.body.id, perfume: ambar.id },
      { id: second.body.id, perfume: bruma.id },
    ])
  })

  it('twenty clicks at once save a perfume once', async () => {
    const ana = await shopper(t.app)
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(ana, cedro.id)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200,
      201,
    ])
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1)
    expect(await em().count(Favorite, { user: ana.userId })).toBe(1)
  })

  it('refuses bad input with a 400 and an unknown or archived perfume with a 404', async () => {
    const ana = await shopper(t.app)
    const bad = await ana.as(http().post('/api/favorites')).send({ perfumeId: 'nope' }).expect(400)
    expect(bad.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      fieldErrors: { perfumeId: ['Debe ser el id de un perfume'] },
    })
    await ana.as(http().post('/api/favorites')).send({}).expect(400)
    await ana
      .as(http().post('/api/favorites'))
      .send({ perfumeId: ambar.id, userId: ana.userId })
      .expect(400)
    await ana.as(http().delete('/api/favorites/nope')).expect(400)
    await ana.as(http().delete('/api/favorites/perfume/nope')).expect(400)

    const unknown = await add(ana, '00000000-0000-4000-8000-000000000000').expect(404)
    expect(unknown.body).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'perfume_not_found',
      message: 'Perfume no encontrado',
    })
    await add(ana, archived.id).expect(404)
    expect(await em().count(Favorite, { user: ana.userId })).toBe(0)
  })

  it("removes a favorite by id or by perfume; another customer's is a 404 and stays", async () => {
    const ana = await shopper(t.app)
    const bea = await shopper(t.app)
    const ambarFav = (await add(ana, ambar.id).expect(201)).body as { id: string }
    await add(ana, cedro.id).expect(201)
    const beaFav = (await add(bea, ambar.id).expect(201)).body as { id: string }
    const anaRows = await rowsOf(ana.userId)
    const beaRows = await rowsOf(bea.userId)

    // Bea on Ana's favorite, and on a perfume she did not save: 404, nothing changes.
    const foreign = await bea.as(http().delete(`/api/favorites/${ambarFav.id}`)).expect(404)
    expect(foreign.body).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'favorite_not_found',
      message: 'Favorito no encontrado',
    })
    await bea.as(http().delete(`/api/favorites/perfume/${cedro.id}`)).expect(404)
    await bea.as(http().delete('/api/favorites/00000000-0000-4000-8000-000000000000')).expect(404)
    expect(await rowsOf(ana.userId)).toEqual(anaRows)
    expect(await rowsOf(bea.userId)).toEqual(beaRows)

    const removed = await ana.as(http().delete(`/api/favorites/${ambarFav.id}`)).expect(204)
    expect(removed.text).toBe('')
    await ana.as(http().delete(`/api/favorites/${ambarFav.id}`)).expect(404)
    await ana.as(http().delete(`/api/favorites/perfume/${cedro.id}`)).expect(204)
    expect(await rowsOf(ana.userId)).toEqual([])
    expect(await rowsOf(bea.userId)).toEqual([{ id: beaFav.id, perfume: ambar.id }])
  })

  it("shows the perfume's real average rating and review count once reviews exist", async () => {
    const ana = await shopper(t.app)
    const reviewers = [await shopper(t.app), await shopper(t.app)]
    const favorite = (await add(ana, ambar.id).expect(201)).body as { id: string }
    const tx = em()
    reviewers.forEach((reviewer, index) =>
      tx.create(Review, {
        user: reviewer.userId,
        perfume: ambar.id,
        rating: [4, 5][index],
        title: 'Reseña',
        content: 'Dura todo el día.',
        longevity: 5,
        sillage: 4,
        value: 5,
      }),
    )
    await tx.flush()
    expect(await list(ana)).toEqual([ambarView(favorite.id, 4.5, 2)])
    await em().nativeDelete(Review, { perfume: ambar.id })
  })

  it('reads the list with the same few queries whatever its length', async () => {
    const ana = await shopper(t.app)
    const orm = t.app.get<MikroORM>(MikroORM)
    // The fewest of three reads: the catalogue's version poll and the minute jobs share the pool
    // and may add a query to one read, never take one away; an N+1 would show on every read.
    const queriesOfList = async (length: number) => {
      const counts: number[] = []
      for (let read = 0; read < 3; read++) {
        let queries = 0
        const count = () => queries++
        orm.em.getKnex().on('query', count)
        try {
          expect(await list(ana)).toHaveLength(length)
        } finally {
          orm.em.getKnex().off('query', count)
        }
        counts.push(queries)
      }
      return Math.min(...counts)
    }
    await add(ana, ambar.id).expect(201)
    const forOne = await queriesOfList(1)
    await add(ana, bruma.id).expect(201)
    await add(ana, cedro.id).expect(201)
    expect(await queriesOfList(3)).toBe(forOne)
    // The access check, the favorites with their perfumes' sizes, the ratings.
    expect(forOne).toBe(3)
  })

  it('counts the favorites in the stats, lists them in the activity and in the export', async () => {
    const ana = await shopper(t.app)
    const bea = await shopper(t.app)
    const stats = (who: Shopper) => who.as(http().get('/api/user/stats')).expect(200)
    const saved = (await add(ana, ambar.id).expect(201)).body as { id: string }
    await new Promise((resolve) => setTimeout(resolve, 5))
    const later = (await add(ana, cedro.id).expect(201)).body as { id: string }
    // A favorite of a perfume that left the shop is not counted on the page.
    await em().nativeUpdate('Perfume', { id: cedro.id }, { archivedAt: new Date() })
    try {
      expect((await stats(ana)).body).toEqual({
        favoritesCount: 1,
        ordersCount: 0,
        reviewsCount: expect.any(Number),
      })
      expect(await list(ana)).toEqual([ambarView(saved.id)])
    } finally {
      await em().nativeUpdate('Perfume', { id: cedro.id }, { archivedAt: null })
    }
    expect((await stats(ana)).body.favoritesCount).toBe(2)
    expect((await stats(bea)).body.favoritesCount).toBe(0)

    const activity = (await ana.as(http().get('/api/user/activity')).expect(200)).body
    expect(activity).toEqual([
      {
        id: later.id,
        type: 'favorite',
        title: 'Favorito agregado',
        description: 'Cedro',
        date: ISO,
      },
      {
        id: saved.id,
        type: 'favorite',
        title: 'Favorito agregado',
        description: 'Ámbar Real',
        date: ISO,
      },
      // The helper signed her in after registering.
      {
        id: expect.any(String),
        type: 'login',
        title: 'Inicio de sesión',
        description: 'Has iniciado sesión en tu cuenta',
        date: ISO,
      },
    ])
    const beas = (await bea.as(http().get('/api/user/activity')).expect(200)).body
    expect(beas.map((item: { type: string }) => item.type)).toEqual(['login'])

    const data = (await ana.as(http().get('/api/user/export-data?format=json')).expect(200)).body
    expect(data.favorites).toEqual([
      { perfume: 'Ámbar Real', brand: 'Casa Aurum', addedAt: ISO },
      { perfume: 'Cedro', brand: 'Bosque', addedAt: ISO },
    ])
    const csv = await ana
      .as(http().get('/api/user/export-data?format=csv'))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')))
      })
      .expect(200)
    const lines = (csv.body as string).split('\r\n')
    expect(lines).toContain('favorites,1,perfume,Ámbar Real')
    expect(lines).toContain('favorites,2,brand,Bosque')
    const file = await ana
      .as(http().get('/api/user/export-data?format=pdf'))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => done(null, Buffer.concat(chunks)))
      })
      .expect(200)
    const { text } = await pdfText(file.body as Buffer)
    expect(text).toContain('Ámbar Real (Casa Aurum) · guardado el')
    expect(text).toContain('Cedro (Bosque) · guardado el')
    expect(text).not.toContain('No tienes favoritos.')
  })

  it('names the customers who saved a perfume, and their favorites go with their account', async () => {
    const ana = await shopper(t.app)
    const bea = await shopper(t.app)
    await add(ana, bruma.id).expect(201)
    await add(bea, bruma.id).expect(201)
    const favorites = t.app.get(FavoritesService)
    const before = await favorites.userIdsFor(bruma.id)
    expect(before).toEqual(expect.arrayContaining([ana.userId, bea.userId]))

    await ana
      .as(http().delete('/api/user/delete-account'))
      .send({ password: 'una-clave-larga' })
      .expect(204)
    expect(await em().count(Favorite, { user: ana.userId })).toBe(0)
    const after = await favorites.userIdsFor(bruma.id)
    expect(after).toEqual(before.filter((id) => id !== ana.userId))
    expect(await rowsOf(bea.userId)).toEqual([{ id: UUID, perfume: bruma.id }])
  })
})
