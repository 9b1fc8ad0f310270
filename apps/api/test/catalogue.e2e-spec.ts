import { type Scent, SCENT_FAMILIES } from '@aurum/contracts'
import { MikroORM } from '@mikro-orm/postgresql'
import { Writable } from 'node:stream'
import request from 'supertest'
import { demoCollections, demoPerfumes } from '../src/db/seed/demo-catalogue'
import { seedDemoShop } from '../src/db/seed/demo-shop.seeder'
import { bumpCatalogueVersion } from '../src/modules/catalogue/catalogue-version'
import { CATALOGUE_VERSION_POLL_MS } from '../src/modules/catalogue/catalogue.cache'
import { CatalogueService } from '../src/modules/catalogue/catalogue.service'
import { PriceChange } from '../src/modules/catalogue/entities/price-change.entity'
import { Review } from '../src/modules/reviews/entities/review.entity'
import { User } from '../src/modules/users/entities/user.entity'
import { createPerfumes, type PerfumeSpec } from './factories'
import { createTestApp, eventually, type TestApp } from './test-app'

const DAY_MS = 24 * 60 * 60 * 1000

describe('catalogue (e2e)', () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())
  const slugs = (body: { slug: string }[]) => body.map((perfume) => perfume.slug)

  /**
   * The factories write as another replica would: the app lets its answers go at its next version
   * poll. Waiting for it keeps what a test reads from being let go halfway.
   */
  const versionPolled = () =>
    new Promise((resolve) => setTimeout(resolve, CATALOGUE_VERSION_POLL_MS * 1.5))

  /**
   * The reads of the catalogue's tables the app makes during call. The app's own jobs share the
   * pool and may run meanwhile: the version poll (it reads catalogue_version), and the minute
   * jobs, whose statements are a transaction, an advisory lock and writes (ending offers starts
   * with a `with`), or read other tables (checkouts, refunds, the mail outbox).
   */
  async function queriesDuring(call: () => PromiseLike<unknown>): Promise<string[]> {
    const knex = t.app.get<MikroORM>(MikroORM).em.getKnex()
    const queries: string[] = []
    const count = (event: { sql: string }) => {
      if (
        /^\s*select\b/i.test(event.sql) &&
        /\b(perfume|perfume_variant|price_change|review|performance_vote|collection|collection_perfume)\b/.test(
          event.sql,
        ) &&
        !/catalogue_version/.test(event.sql)
      )
        queries.push(event.sql)
    }
    knex.on('query', count)
    try {
      await call()
    } finally {
      knex.off('query', count)
    }
    return queries
  }

  /** The fewest queries of like calls: the minute jobs share the pool and may add to one. */
  async function fewestQueries(calls: (() => PromiseLike<unknown>)[]): Promise<number> {
    const counts: number[] = []
    for (const call of calls) counts.push((await queriesDuring(call)).length)
    return Math.min(...counts)
  }

  /** The app's log lines, parsed. */
  const log: { msg?: string; req?: { id: string; url: string }; res?: { statusCode: number } }[] =
    []

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          log.push(JSON.parse(line))
        done()
      },
    })
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream })
    await createPerfumes(t.orm.em, [
      {
        name: 'Ámbar Nocturno',
        brand: 'Lancôme',
        category: 'femenino',
        discount: 20,
        // One bottle of 8 ml: four 2 ml decants, no 10 ml one.
        sizes: [
          ['2ml', 2, 600, 4],
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
    await versionPolled()
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
          scent: null,
          sizes: ['2ml', '10ml'],
          prices: ['6.00', '24.00'],
          isOnOffer: true,
          discountPercentage: '20',
          offerDescription: 'Oferta de prueba',
          inStock: true,
          rating: null,
          reviewCount: 0,
          variants: [
            {
              size: '2ml',
              ml: 2,
              price: '6.00',
              offerPrice: '4.80',
              pricePerMl: '2.40',
              lowestPrice30Days: null,
              stock: 4,
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

    it('reads a page uncached in one query whatever its size, a cached one in none', async () => {
      // Each minPrice is another answer, so each read below is uncached.
      const page = (limit: number, minPrice: number) =>
        http().get(`/api/perfumes?limit=${limit}&sort=price-desc&inStock=true&minPrice=${minPrice}`)
      const forOne = await fewestQueries([1, 2, 3].map((minPrice) => () => page(1, minPrice)))
      const forHundred = await fewestQueries([1, 2, 3].map((minPrice) => () => page(100, minPrice)))
      expect((await page(100, 1).expect(200)).body.length).toBeGreaterThan(1)
      // The page with its sizes and the count, together.
      expect(forOne).toBe(1)
      expect(forHundred).toBe(forOne)
      expect(await queriesDuring(() => page(100, 1).expect(200))).toEqual([])
      expect(await queriesDuring(() => page(1, 1).expect(200))).toEqual([])
    })

    it('answers a URL again from the HTTP server, ahead of Nest, with the same headers', async () => {
      const produce = jest.spyOn(t.app.get(CatalogueService), 'listPerfumes')
      const url = '/api/perfumes?limit=2&sort=brand&category=masculino'
      /** Every header but the ones each answer has for itself. */
      const comparable = (headers: Record<string, string>) =>
        Object.fromEntries(
          Object.entries(headers).filter(([name]) => !['date', 'x-request-id'].includes(name)),
        )
      try {
        const first = await http().get(url).expect(200)
        expect(first.headers).toMatchObject({
          'content-type': 'application/json; charset=utf-8',
          etag: expect.stringMatching(/^"[\w-]+"$/),
          'cache-control': 'public, max-age=0, must-revalidate',
          'x-total-count': '2',
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'SAMEORIGIN',
          'strict-transport-security': expect.stringContaining('max-age='),
          'content-security-policy': expect.stringContaining("default-src 'self'"),
          'x-request-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
        })
        const again = await http().get(url).set('x-request-id', 'followed-from-web').expect(200)
        expect(produce).toHaveBeenCalledTimes(1)
        expect(again.body).toEqual(first.body)
        expect(comparable(again.headers)).toEqual(comparable(first.headers))
        expect(again.headers['x-request-id']).toBe('followed-from-web')
        // Logged once, as Nest's request log would have: Nest's middleware never saw it.
        expect(log.filter((line) => line.req?.id === 'followed-from-web')).toEqual([
          {
            level: 30,
            time: expect.any(Number),
            pid: process.pid,
            hostname: expect.any(String),
            req: { id: 'followed-from-web', method: 'GET', url },
            res: { statusCode: 200 },
            responseTime: expect.any(Number),
            msg: 'request completed',
          },
        ])

        const held = await http()
          .get(url)
          .set('if-none-match', `"elsewhere", W/${first.headers.etag}`)
          .expect(304)
        expect(held.text).toBe('')
        expect(held.headers).toMatchObject({
          etag: first.headers.etag,
          'x-total-count': '2',
          'x-content-type-options': 'nosniff',
        })
        await http().get(url).set('if-none-match', '"elsewhere"').expect(200)
        expect(produce).toHaveBeenCalledTimes(1)

        // The same page asked another way: Nest's 304, then the server's, alike.
        const reordered = '/api/perfumes?category=masculino&sort=brand&limit=2'
        const nestHeld = await http()
          .get(reordered)
          .set('if-none-match', first.headers.etag)
          .expect(304)
        const serverHeld = await http()
          .get(reordered)
          .set('if-none-match', first.headers.etag)
          .expect(304)
        expect(produce).toHaveBeenCalledTimes(2)
        expect(comparable(serverHeld.headers)).toEqual(comparable(nestHeld.headers))

        // With a bearer token the request takes Nest's way, which checks the token's session.
        const withToken = await http().get(url).set('authorization', 'Bearer stale').expect(200)
        expect(comparable(withToken.headers)).toEqual(comparable(first.headers))
        expect(produce).toHaveBeenCalledTimes(3)
      } finally {
        produce.mockRestore()
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

  it("carries each perfume's rating and review count, and sorts by rating and by newest", async () => {
    const ids = new Map<string, string>(
      (await http().get('/api/perfumes?limit=100').expect(200)).body.map(
        (perfume: { slug: string; id: string }) => [perfume.slug, perfume.id],
      ),
    )
    // Reviews written straight to the database, as the reviews module would from any replica:
    // their trigger moves the catalogue version, and the cached answers let go within its poll.
    const tx = t.orm.em.fork()
    const reviews: [slug: string, rating: number][] = [
      ['brisa', 5],
      ['brisa', 4],
      ['eco-100', 5],
      ['dulce-vainilla', 4],
      ['cedro-real', 3],
      ['cedro-real', 4],
      ['cedro-real', 4],
    ]
    reviews.forEach(([slug, rating], i) => {
      const user = tx.create(User, { email: `valora${i}@example.com`, username: `valora${i}` })
      tx.create(Review, {
        user,
        perfume: ids.get(slug)!,
        rating,
        title: `Reseña ${i}`,
        content: 'Contenido',
        longevity: 3,
        sillage: 3,
        value: 3,
      })
    })
    await tx.flush()
    const summary = (body: { slug: string; rating: number | null; reviewCount: number }[]) =>
      body.map(({ slug, rating, reviewCount }) => [slug, rating, reviewCount])
    // Best average first, more reviews breaking a tie; perfumes without reviews come last.
    await eventually(
      async () => summary((await http().get('/api/perfumes?sort=rating&limit=5')).body),
      [
        ['eco-100', 5, 1],
        ['brisa', 4.5, 2],
        ['dulce-vainilla', 4, 1],
        ['cedro-real', 3.7, 3],
        ['ambar-nocturno', null, 0],
      ],
    )
    // The home page's answer carries them too.
    expect(summary((await http().get('/api/perfumes/homepage').expect(200)).body)).toEqual([
      ['brisa', 4.5, 2],
    ])

    await createPerfumes(t.orm.em, [{ name: 'Novedad Absoluta', brand: 'Dior' }])
    await eventually(
      // Habit Rouge came in the test before; the perfumes of beforeAll are older still.
      async () => slugs((await http().get('/api/perfumes?sort=newest&limit=2')).body),
      ['novedad-absoluta', 'habit-rouge'],
    )
    // The reviewers go with their reviews: the seeder's test counts the accounts.
    await t.orm.em.fork().nativeDelete(User, { email: { $like: 'valora%@example.com' } })
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
    expect(missing.body).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'perfume_not_found',
      message: 'Perfume no encontrado',
    })
  })

  it('GET /api/perfumes/{slug} reads one query uncached whatever its sizes, none cached', async () => {
    const threeSizes: PerfumeSpec['sizes'] = [
      ['2ml', 2, 300, 1],
      ['5ml', 5, 700, 2],
      ['10ml', 10, 1300, 3],
    ]
    await createPerfumes(t.orm.em, [
      { name: 'Consulta Uno' },
      { name: 'Consulta Dos' },
      { name: 'Consulta Tres', sizes: threeSizes },
      { name: 'Consulta Cuatro', sizes: threeSizes },
    ])
    await versionPolled()
    const read = (slug: string) => () => http().get(`/api/perfumes/${slug}`).expect(200)
    expect(await fewestQueries([read('consulta-uno'), read('consulta-dos')])).toBe(1)
    expect(await fewestQueries([read('consulta-tres'), read('consulta-cuatro')])).toBe(1)
    expect(await queriesDuring(read('consulta-tres'))).toEqual([])
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
    // Every demo perfume smells of something: a pyramid, 3+ accords strongest first, a family.
    const listed: { slug: string; scent: Scent | null }[] = (
      await http().get('/api/perfumes').query({ limit: 100 }).expect(200)
    ).body
    const demoScents = listed.filter((perfume) => demoSlugs.has(perfume.slug))
    expect(demoScents).toHaveLength(demoPerfumes.length)
    const described = (scent: Scent | null) => {
      if (!scent) return false
      const { pyramid, accords, family } = scent
      const intensities = accords.map((accord) => accord.intensity)
      return (
        [pyramid.top, pyramid.heart, pyramid.base].every((level) => level.length > 0) &&
        accords.length >= 3 &&
        intensities[0] === 100 &&
        intensities.every(
          (intensity, index) => index === 0 || intensity <= intensities[index - 1],
        ) &&
        SCENT_FAMILIES.includes(family)
      )
    }
    expect(demoScents.filter(({ scent }) => !described(scent)).map(({ slug }) => slug)).toEqual([])
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
