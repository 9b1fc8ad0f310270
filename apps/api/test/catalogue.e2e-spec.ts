import request from 'supertest'
import { seedDemoShop } from '../src/db/seed/demo-shop.seeder'
import { demoCollections, demoPerfumes } from '../src/db/seed/demo-catalogue'
import { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { PerfumeVariant } from '../src/modules/catalogue/entities/perfume-variant.entity'
import { createTestApp, type TestApp } from './test-app'

describe('catalogue (e2e)', () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())

  beforeAll(async () => {
    t = await createTestApp()
    const em = t.orm.em.fork()
    const perfume = em.create(Perfume, {
      slug: 'prueba-oferta',
      name: 'Prueba Oferta',
      brand: 'Casa de Prueba',
      description: 'Un perfume de prueba.',
      category: 'unisex',
      notes: ['Bergamota', 'Ámbar'],
      imageUrl: '/images/perfumes/prueba-oferta.svg',
      isOnOffer: true,
      discountPercentage: 15,
      offerDescription: 'Oferta de temporada',
      onHomepage: true,
    })
    em.create(PerfumeVariant, { perfume, size: '10ml', ml: 10, priceCents: 2199, stock: 0 })
    em.create(PerfumeVariant, { perfume, size: '2ml', ml: 2, priceCents: 599, stock: 3 })
    const plain = em.create(Perfume, {
      slug: 'agotado',
      name: 'Agotado',
      brand: 'Casa de Prueba',
      description: 'Sin existencias.',
      category: 'nicho',
      discountPercentage: 40, // ignored: not on offer
    })
    em.create(PerfumeVariant, { perfume: plain, size: '5ml', ml: 5, priceCents: 1000, stock: 0 })
    await em.flush()
  })

  afterAll(() => t.close())

  it('GET /api/perfumes answers the specification shape, sizes in ml order', async () => {
    const response = await http().get('/api/perfumes').expect(200)
    expect(response.body).toEqual([
      {
        id: expect.any(String),
        slug: 'agotado',
        name: 'Agotado',
        brand: 'Casa de Prueba',
        description: 'Sin existencias.',
        imageUrl: null,
        category: 'nicho',
        notes: [],
        sizes: ['5ml'],
        prices: ['10.00'],
        isOnOffer: false,
        discountPercentage: '0',
        offerDescription: null,
        inStock: false,
        variants: [
          { size: '5ml', ml: 5, price: '10.00', offerPrice: null, pricePerMl: '2.00', stock: 0 },
        ],
      },
      {
        id: expect.any(String),
        slug: 'prueba-oferta',
        name: 'Prueba Oferta',
        brand: 'Casa de Prueba',
        description: 'Un perfume de prueba.',
        imageUrl: '/images/perfumes/prueba-oferta.svg',
        category: 'unisex',
        notes: ['Bergamota', 'Ámbar'],
        sizes: ['2ml', '10ml'],
        prices: ['5.99', '21.99'],
        isOnOffer: true,
        discountPercentage: '15',
        offerDescription: 'Oferta de temporada',
        inStock: true,
        variants: [
          { size: '2ml', ml: 2, price: '5.99', offerPrice: '5.09', pricePerMl: '2.55', stock: 3 },
          {
            size: '10ml',
            ml: 10,
            price: '21.99',
            offerPrice: '18.69',
            pricePerMl: '1.87',
            stock: 0,
          },
        ],
      },
    ])
  })

  it('GET /api/perfumes/homepage answers only the perfumes chosen for the home page', async () => {
    const response = await http().get('/api/perfumes/homepage').expect(200)
    expect(response.body.map((perfume: { slug: string }) => perfume.slug)).toEqual([
      'prueba-oferta',
    ])
  })

  it('the demo seeder writes the demo shop once, however often it runs', async () => {
    await seedDemoShop(t.orm.em.fork())
    await seedDemoShop(t.orm.em.fork())
    const perfumes = await http().get('/api/perfumes').expect(200)
    expect(perfumes.body).toHaveLength(demoPerfumes.length + 2)
    const brands = new Set(demoPerfumes.map((perfume) => perfume.brand))
    expect(brands.size).toBeGreaterThanOrEqual(12)
    expect(demoPerfumes.filter((perfume) => perfume.offer).length).toBeGreaterThanOrEqual(8)

    const collections = await http().get('/api/collections').expect(200)
    expect(collections.body.map((collection: { slug: string }) => collection.slug)).toEqual(
      demoCollections.map((collection) => collection.slug),
    )
    expect(collections.body[0].perfumes.map((perfume: { slug: string }) => perfume.slug)).toEqual(
      demoCollections[0].perfumeSlugs,
    )

    const users = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ role: string; hash: string }[]>(
        'select role, left(password_hash, 10) as hash from app_user order by role',
      )
    expect(users).toEqual([
      { role: 'admin', hash: '$argon2id$' },
      { role: 'customer', hash: '$argon2id$' },
    ])
  })
})
