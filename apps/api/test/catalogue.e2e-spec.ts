import { MikroORM } from '@mikro-orm/postgresql'
import request from 'supertest'
import { demoCollections, demoPerfumes } from '../src/db/seed/demo-catalogue'
import { seedDemoShop } from '../src/db/seed/demo-shop.seeder'
import { bumpCatalogueVersion } from '../src/modules/catalogue/catalogue-version'
import { PriceChange } from '../src/modules/catalogue/entities/price-change.entity'
import { createPerfumes } from './factories'
import { createTestApp, eventually, type TestApp } from './test-app'

const DAY_MS = 24 * 60 * 60 * 1000

describe('catalogue (e2e)', () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())
  const slugs = (body: { slug: string }[]) => body.map((perfume) => perfume.slug)

  beforeAll(async () => {
    t = await createTestApp()
    await createPerfumes(t.orm.em, [
      {
        name: 'Ámbar Nocturno',
        brand: 'Lancôme',
        category: 'femenino',
        discount: 20,
        sizes: [
          ['2ml', 2, 600, 5],
          ['10ml', 10, 2400, 0],
        ],
      },
      {
        name: 'Brisa',
        brand: 'Dior',
        category: 'masculino',
        onHomepage: true,
        sizes: [['5ml', 5, 900, 3]],
      },
      { name: 'Cedro Real', brand: 'Dior', category: 'masculino', sizes: [['5ml', 5, 1500, 0]] },
      {
        name: 'Dulce_Vainilla',
        brand: 'Creed',
        category: 'nicho',
        sizes: [
          ['2ml', 2, 450, 1],
          ['5ml', 5, 1000, 1],
        ],
      },
      { name: 'Eco 100%', brand: 'Byredo', category: 'unisex', sizes: [['5ml', 5, 2000, 7]] },
    ])
  })
  afterAll(() => t.close())

  describe('GET /api/perfumes', () => {
    it('answers the specification shape with slug and variants, sizes in ml order', async () => {
      const response = await http().get('/api/perfumes?q=ambar').expect(200)
      expect(response.headers['x-total-count']).toBe('1')
      expect(response.body).toEqual([
        {
          id: expect.any(String),
          slug: 'ambar-nocturno',
          name: 'Ámbar Nocturno',
          brand: 'Lancôme',
          description: 'Descripción de Ámbar Nocturno.',
          imageUrl: null,
          category: 'femenino',
          notes: [],
          sizes: ['2ml', '10ml'],
          prices: ['6.00', '24.00'],
          isOnOffer: true,
          discountPercentage: '20',
          offerDescription: 'Oferta de prueba',
          inStock: true,
          variants: [
            {
              size: '2ml',
              ml: 2,
              price: '6.00',
              offerPrice: '4.80',
              pricePerMl: '2.40',
              lowestPrice30Days: null,
              stock: 5,
            },
            {
              size: '10ml',
              ml: 10,
              price: '24.00',
              offerPrice: '19.20',
              pricePerMl: '1.92',
              lowestPrice30Days: null,
              stock: 0,
            },
          ],
        },
      ])
    })

    it('searches name or brand ignoring case and accents, and takes % and _ literally', async () => {
      expect(slugs((await http().get('/api/perfumes?q=LANCOME').expect(200)).body)).toEqual([
        'ambar-nocturno',
      ])
      expect(slugs((await http().get('/api/perfumes?q=dïor').expect(200)).body)).toEqual([
        'brisa',
        'cedro-real',
      ])
      expect(slugs((await http().get('/api/perfumes?q=100%25').expect(200)).body)).toEqual([
        'eco-100',
      ])
      expect(slugs((await http().get('/api/perfumes?q=e_v').expect(200)).body)).toEqual([
        'dulce-vainilla',
      ])
      expect((await http().get('/api/perfumes?q=zzz').expect(200)).body).toEqual([])
    })

    it('filters by category, brand, offer, stock and price range', async () => {
      const get = async (query: string) =>
        slugs((await http().get(`/api/perfumes?${query}`).expect(200)).body)
      expect(await get('category=masculino')).toEqual(['brisa', 'cedro-real'])
      expect(await get('category=nicho')).toEqual(['dulce-vainilla'])
      expect(await get('brand=dior')).toEqual(['brisa', 'cedro-real'])
      expect(await get('onOffer=true')).toEqual(['ambar-nocturno'])
      expect(await get('inStock=false')).toEqual(['cedro-real'])
      expect(await get('inStock=true&category=masculino')).toEqual(['brisa'])
      // Prices of the smallest size after any offer: 4.80, 9.00, 15.00, 4.50, 20.00.
      expect(await get('minPrice=5&maxPrice=15.00')).toEqual(['brisa', 'cedro-real'])
      expect(await get('maxPrice=4.80')).toEqual(['ambar-nocturno', 'dulce-vainilla'])
    })

    it('sorts by name, brand and the first price after any offer', async () => {
      const get = async (sort: string) =>
        slugs((await http().get(`/api/perfumes?sort=${sort}`).expect(200)).body)
      expect(await get('name')).toEqual([
        'ambar-nocturno',
        'brisa',
        'cedro-real',
        'dulce-vainilla',
        'eco-100',
      ])
      expect(await get('brand')).toEqual([
        'eco-100',
        'dulce-vainilla',
        'brisa',
        'cedro-real',
        'ambar-nocturno',
      ])
      expect(await get('price-asc')).toEqual([
        'dulce-vainilla',
        'ambar-nocturno',
        'brisa',
        'cedro-real',
        'eco-100',
      ])
      expect(await get('price-desc')).toEqual([
        'eco-100',
        'cedro-real',
        'brisa',
        'ambar-nocturno',
        'dulce-vainilla',
      ])
    })

    it('pages with a total count', async () => {
      const first = await http().get('/api/perfumes?limit=2&page=1').expect(200)
      const third = await http().get('/api/perfumes?limit=2&page=3').expect(200)
      const beyond = await http().get('/api/perfumes?limit=2&page=4').expect(200)
      expect(slugs(first.body)).toEqual(['ambar-nocturno', 'brisa'])
      expect(slugs(third.body)).toEqual(['eco-100'])
      expect(beyond.body).toEqual([])
      for (const response of [first, third, beyond])
        expect(response.headers['x-total-count']).toBe('5')
    })

    it.each([
      ['category=perfumeria', 'category'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['limit=5000', 'limit'],
      ['limit=0', 'limit'],
      ['sort=random', 'sort'],
      ['onOffer=yes', 'onOffer'],
      ['minPrice=cheap', 'minPrice'],
      ['minPrice=20&maxPrice=10', 'maxPrice'],
      ['colour=red', 'colour'],
      [`q=${'a'.repeat(2 * 1024 * 1024)}`, 'q'],
    ])('refuses %s with a 400 naming %s', async (query, parameter) => {
      const response = await http().get(`/api/perfumes?${query}`).expect(400)
      expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' })
      expect(Object.keys(response.body.fieldErrors)).toEqual([parameter])
      expect(response.body.message).toContain(parameter)
    })

    it('runs the same fixed number of queries, uncached, whatever the page size', async () => {
      const orm = t.app.get<MikroORM>(MikroORM)
      const queries: string[] = []
      const count = (event: { sql: string }) => {
        if (!event.sql.includes('catalogue_version')) queries.push(event.sql)
      }
      orm.em.getKnex().on('query', count)
      try {
        await http().get('/api/perfumes?limit=1&sort=price-desc&inStock=true').expect(200)
        const forOne = queries.length
        queries.length = 0
        await http().get('/api/perfumes?limit=100&sort=price-desc&inStock=true').expect(200)
        expect(queries.length).toBe(forOne)
        expect(forOne).toBe(3)
        queries.length = 0
        await http().get('/api/perfumes?limit=100&sort=price-desc&inStock=true').expect(200)
        expect(queries).toEqual([]) // answered from the cache
      } finally {
        orm.em.getKnex().off('query', count)
      }
    })

    it('sends an ETag and answers 304 to If-None-Match', async () => {
      const first = await http().get('/api/perfumes?category=masculino').expect(200)
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/)
      const again = await http()
        .get('/api/perfumes?category=masculino')
        .set('if-none-match', first.headers.etag)
        .expect(304)
      expect(again.text).toBe('')
      expect(again.headers['x-total-count']).toBe('2')
    })
  })

  it('a write on another replica reaches this one within the version poll', async () => {
    const before = await http().get('/api/perfumes?brand=Guerlain').expect(200)
    expect(before.body).toEqual([])
    // Another replica: its own ORM, writing and moving the version in one transaction.
    await createPerfumes(t.orm.em, [{ name: 'Habit Rouge', brand: 'Guerlain' }])
    await eventually(
      async () => slugs((await http().get('/api/perfumes?brand=Guerlain')).body),
      ['habit-rouge'],
    )
  })

  it('shows the lowest price of the 30 days before the current price began', async () => {
    const [perfume] = await createPerfumes(t.orm.em, [
      { name: 'Historia', sizes: [['5ml', 5, 2000, 4]] },
    ])
    const em = t.orm.em.fork()
    const variant = (
      await em.findOneOrFail(
        PriceChange,
        { variant: { perfume: perfume.id } },
        { populate: ['variant'] },
      )
    ).variant
    const now = Date.now()
    await em.nativeDelete(PriceChange, { variant })
    for (const [daysAgo, priceCents] of [
      [45, 1900],
      [20, 2100],
      [10, 1800],
      [2, 1500],
    ]) {
      em.create(PriceChange, { variant, priceCents, changedAt: new Date(now - daysAgo * DAY_MS) })
    }
    await em.flush()
    await bumpCatalogueVersion(em)
    // The price of 2 days ago began at day -2; its 30 days before run from day -32: 1900 was in
    // effect then, 2100 and 1800 came after. The 45-day-old price counts only while in effect.
    await eventually(
      async () =>
        (await http().get('/api/perfumes/historia')).body?.variants?.[0]?.lowestPrice30Days,
      '18.00',
    )
  })

  it('GET /api/perfumes/{slug} answers one perfume, or 404', async () => {
    const response = await http().get('/api/perfumes/brisa').expect(200)
    expect(response.body).toMatchObject({
      slug: 'brisa',
      name: 'Brisa',
      brand: 'Dior',
      prices: ['9.00'],
    })
    const missing = await http().get('/api/perfumes/no-existe').expect(404)
    expect(missing.body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Perfume not found',
    })
  })

  it('GET /api/perfumes/homepage answers only the perfumes chosen for the home page', async () => {
    expect(slugs((await http().get('/api/perfumes/homepage').expect(200)).body)).toEqual(['brisa'])
  })

  it('GET /api/brands lists each brand once, alphabetically', async () => {
    await eventually(
      async () => (await http().get('/api/brands')).body,
      ['Byredo', 'Casa de Prueba', 'Creed', 'Dior', 'Guerlain', 'Lancôme'],
    )
  })

  it('the demo seeder writes the demo shop once, however often it runs', async () => {
    await seedDemoShop(t.orm.em.fork(), { demoAccounts: true })
    await seedDemoShop(t.orm.em.fork(), { demoAccounts: true })
    const demoSlugs = new Set(demoPerfumes.map((perfume) => perfume.slug))
    await eventually(async () => {
      const response = await http().get('/api/perfumes')
      return slugs(response.body).filter((slug) => demoSlugs.has(slug)).length
    }, demoPerfumes.length)
    expect(new Set(demoPerfumes.map((perfume) => perfume.brand)).size).toBeGreaterThanOrEqual(12)
    expect(demoPerfumes.filter((perfume) => perfume.offer).length).toBeGreaterThanOrEqual(8)

    const collections = await http().get('/api/collections').expect(200)
    expect(collections.body.map((collection: { slug: string }) => collection.slug)).toEqual(
      demoCollections.map((collection) => collection.slug),
    )
    expect(slugs(collections.body[0].perfumes)).toEqual(demoCollections[0].perfumeSlugs)

    // A perfume on offer in the demo shop sold at full price before its offer began.
    const onOffer = demoPerfumes.find((perfume) => perfume.offer)!
    const shown = (await http().get(`/api/perfumes/${onOffer.slug}`).expect(200)).body
    expect(shown.variants[0].lowestPrice30Days).toBe(shown.variants[0].price)

    const users = await t.orm.em
      .fork()
      .execute<{ role: string; hash: string }[]>(
        'select role, left(password_hash, 10) as hash from app_user order by role',
      )
    expect(users).toEqual([
      { role: 'admin', hash: '$argon2id$' },
      { role: 'customer', hash: '$argon2id$' },
    ])
  })
})
