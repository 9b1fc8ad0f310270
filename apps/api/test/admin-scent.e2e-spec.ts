import type { Scent } from '@aurum/contracts'
import request from 'supertest'
import { type Admin, signedInAdmin } from './admins'
import { createTestApp, type TestApp } from './test-app'

const UUID = expect.stringMatching(/^[0-9a-f-]{36}$/)
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)

/** The specification's perfume body: no scent. */
const SPEC_BODY = {
  name: 'Bosque Salado',
  brand: 'Casa Olfativa',
  description: 'Un perfume de prueba del panel.',
  sizes: ['5ml', '10ml'],
  prices: ['10.00', '18.00'],
  category: 'unisex',
}

/** As the back office types it: accords in any order, a note repeated across the pyramid. */
const TYPED_SCENT = {
  pyramid: { top: ['Bergamota', 'Sal marina'], heart: ['Salvia', 'bergamota'], base: ['Cedro'] },
  accords: [
    { name: 'Salino', intensity: 70 },
    { name: 'Amaderado', intensity: 100 },
    { name: 'Aromático', intensity: 85 },
  ],
  family: 'Amaderada',
  concentration: 'EDP',
  seasons: ['primavera', 'verano'],
  timeOfDay: ['dia'],
}

/** What is stored and answered for it: the accords strongest first. */
const STORED_SCENT: Scent = {
  ...(TYPED_SCENT as Scent),
  accords: [
    { name: 'Amaderado', intensity: 100 },
    { name: 'Aromático', intensity: 85 },
    { name: 'Salino', intensity: 70 },
  ],
}

const NEW_SCENT: Scent = {
  pyramid: { top: ['Pimienta rosa'], heart: ['Rosa', 'Iris'], base: ['Ámbar', 'Pachuli'] },
  accords: [
    { name: 'Ambarado', intensity: 90 },
    { name: 'Floral', intensity: 90 },
    { name: 'Especiado', intensity: 40 },
  ],
  family: 'Oriental',
  concentration: 'Extrait',
  seasons: ['invierno'],
  timeOfDay: ['noche'],
}

describe('back office: a perfume’s scent (e2e)', () => {
  let t: TestApp
  let admin: Admin
  let perfume: { id: string; slug: string } & Record<string, unknown>
  const http = () => request(t.app.getHttpServer())
  const put = (body: object) =>
    admin.as(http().put(`/api/perfumes/${perfume.id}`)).send({ id: perfume.id, ...body })
  /** What the shop shows: the public answer, cached between catalogue writes. */
  const shown = async () => (await http().get(`/api/perfumes/${perfume.slug}`).expect(200)).body
  const stored = async (id = perfume.id) =>
    (
      await t.orm.em
        .fork()
        .execute<{ notes: string[]; scent: Scent | null; updated_at: Date }[]>(
          'select notes, scent, updated_at from perfume where id = ?',
          [id],
        )
    )[0]

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: '10' })
    admin = await signedInAdmin(t.app, t.orm)
  })
  afterAll(() => t.close())

  it('creates a perfume with its scent: accords strongest first, notes from the pyramid', async () => {
    const created = await admin
      .as(http().post('/api/perfumes'))
      .send({ ...SPEC_BODY, scent: TYPED_SCENT })
      .expect(201)
    expect(created.body).toEqual({
      id: UUID,
      slug: 'bosque-salado',
      name: 'Bosque Salado',
      brand: 'Casa Olfativa',
      description: 'Un perfume de prueba del panel.',
      category: 'unisex',
      // Top, heart, base, each once whatever its case.
      notes: ['Bergamota', 'Sal marina', 'Salvia', 'Cedro'],
      scent: STORED_SCENT,
      imageUrl: null,
      sizes: ['5ml', '10ml'],
      prices: ['10.00', '18.00'],
      stock: [0, 0],
      inStock: false,
      isOnOffer: false,
      discountPercentage: 0,
      offerDescription: null,
      offerEndsAt: null,
      allergens: null,
      createdAt: ISO,
      updatedAt: ISO,
    })
    perfume = created.body
    expect(await stored()).toMatchObject({
      notes: ['Bergamota', 'Sal marina', 'Salvia', 'Cedro'],
      scent: STORED_SCENT,
    })
    await admin.as(http().get(`/api/admin/perfumes/${perfume.id}`)).expect(200, created.body)
    expect((await shown()).scent).toEqual(STORED_SCENT)
  })

  it('keeps the notes given beside a scent', async () => {
    const created = await admin
      .as(http().post('/api/perfumes'))
      .send({ ...SPEC_BODY, name: 'Con Notas', notes: 'sal, madera', scent: TYPED_SCENT })
      .expect(201)
    expect(created.body).toMatchObject({ notes: ['sal', 'madera'], scent: STORED_SCENT })
  })

  it('creates from the specification’s body as before: no scent, no notes', async () => {
    const created = await admin
      .as(http().post('/api/perfumes'))
      .send({ ...SPEC_BODY, name: 'Sin Aroma' })
      .expect(201)
    expect(created.body).toMatchObject({ slug: 'sin-aroma', notes: [], scent: null })
    expect(await stored(created.body.id)).toMatchObject({ notes: [], scent: null })
  })

  it('replaces the scent; the shop shows it at once', async () => {
    // The public answer is cached now; the write must reach it.
    expect((await shown()).scent).toEqual(STORED_SCENT)
    const updated = await put({ scent: NEW_SCENT }).expect(200)
    expect(updated.body).toEqual({
      ...perfume,
      notes: ['Pimienta rosa', 'Rosa', 'Iris', 'Ámbar', 'Pachuli'],
      scent: NEW_SCENT,
      updatedAt: ISO,
    })
    expect(await stored()).toMatchObject({ scent: NEW_SCENT, notes: updated.body.notes })
    const page = await shown()
    expect(page).toMatchObject({
      slug: 'bosque-salado',
      notes: ['Pimienta rosa', 'Rosa', 'Iris', 'Ámbar', 'Pachuli'],
      scent: NEW_SCENT,
    })
    // The catalogue's search reads the new accords too.
    const found = await http().get('/api/perfumes?q=especiado').expect(200)
    expect(found.body.map((row: { slug: string }) => row.slug)).toEqual(['bosque-salado'])
    perfume = updated.body
  })

  it('keeps the scent through the specification’s body, which says nothing of it', async () => {
    const updated = await put({
      name: 'Bosque Salado II',
      notes: 'rosa, ámbar',
      sizes: '5ml,10ml',
      prices: '11,19',
      isOnOffer: false,
    }).expect(200)
    expect(updated.body).toMatchObject({
      name: 'Bosque Salado II',
      notes: ['rosa', 'ámbar'],
      prices: ['11.00', '19.00'],
      scent: NEW_SCENT,
    })
    expect(await stored()).toMatchObject({ notes: ['rosa', 'ámbar'], scent: NEW_SCENT })
    expect((await shown()).scent).toEqual(NEW_SCENT)
    perfume = updated.body
  })

  const accords = (...list: [string, unknown][]) =>
    list.map(([name, intensity]) => ({ name, intensity }))

  it.each([
    [
      'the same accord twice, in another case and accent',
      { accords: accords(['Amaderado', 80], ['amaderádo', 60]) },
      'scent.accords',
      'El acorde amaderádo está repetido',
    ],
    [
      'an intensity over 100',
      { accords: accords(['Amaderado', 120]) },
      'scent.accords.0.intensity',
      'La intensidad es un número entero de 0 a 100',
    ],
    [
      'a negative intensity',
      { accords: accords(['Amaderado', 80], ['Floral', -5]) },
      'scent.accords.1.intensity',
      'La intensidad es un número entero de 0 a 100',
    ],
    [
      'an intensity with decimals',
      { accords: accords(['Amaderado', 80.5]) },
      'scent.accords.0.intensity',
      'La intensidad es un número entero de 0 a 100',
    ],
    [
      'an intensity as text',
      { accords: accords(['Amaderado', '80']) },
      'scent.accords.0.intensity',
      'La intensidad es un número entero de 0 a 100',
    ],
    [
      'an accord without a name',
      { accords: accords([' ', 80]) },
      'scent.accords.0.name',
      'Cada acorde necesita un nombre',
    ],
    [
      'a season twice',
      { seasons: ['verano', 'verano'] },
      'scent.seasons',
      'Hay estaciones repetidas',
    ],
    [
      'a time of day twice',
      { timeOfDay: ['noche', 'noche'] },
      'scent.timeOfDay',
      'Hay momentos del día repetidos',
    ],
    ['an unknown family', { family: 'Marina' }, 'scent.family', 'Elige una familia olfativa'],
    ['an unknown field', { colour: 'verde' }, 'scent.colour', 'Campo no admitido'],
  ])('refuses %s with a 400, changing nothing', async (_, change, field, message) => {
    const before = await stored()
    const response = await put({ name: 'No Guardado', scent: { ...NEW_SCENT, ...change } }).expect(
      400,
    )
    expect(response.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining(`${field}: ${message}`),
      fieldErrors: { [field]: [message] },
    })
    expect(await stored()).toEqual(before)
    expect((await shown()).name).toBe('Bosque Salado II')
  })

  it('refuses a bad scent on create too, saving nothing', async () => {
    await admin
      .as(http().post('/api/perfumes'))
      .send({
        ...SPEC_BODY,
        name: 'Rechazado',
        scent: { ...NEW_SCENT, accords: accords(['Floral', 101]) },
      })
      .expect(400)
    expect(
      await t.orm.em.fork().execute(`select id from perfume where name = 'Rechazado'`),
    ).toEqual([])
  })

  it('clears the scent with null, keeping the notes; the shop shows it at once', async () => {
    const updated = await put({ scent: null }).expect(200)
    expect(updated.body).toEqual({ ...perfume, scent: null, updatedAt: ISO })
    expect(await stored()).toMatchObject({ notes: ['rosa', 'ámbar'], scent: null })
    expect(await shown()).toMatchObject({ notes: ['rosa', 'ámbar'], scent: null })
  })
})
