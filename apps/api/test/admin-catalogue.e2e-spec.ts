import { MikroORM } from '@mikro-orm/postgresql'
import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { OfferExpiry } from '../src/modules/catalogue/offer-expiry'
import { OrdersService } from '../src/modules/orders/orders.service'
import { type Admin, signedInAdmin } from './admins'
import { createPerfumes } from './factories'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, eventually, type TestApp } from './test-app'

const UUID = expect.stringMatching(/^[0-9a-f-]{36}$/)
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000'

/** A perfume form the API accepts; each validation case changes one thing. */
const VALID = {
  name: 'Válido',
  brand: 'Casa',
  description: 'Un perfume de prueba.',
  sizes: ['5ml', '10ml'],
  prices: ['10.00', '18.00'],
  category: 'unisex',
}

describe('back office: perfumes, collections and content (e2e)', () => {
  let t: TestApp
  let admin: Admin
  let customer: Shopper
  const http = () => request(t.app.getHttpServer())
  const sql = <T>(query: string, params: unknown[] = []) =>
    t.orm.em.fork().execute<T[]>(query, params)
  const slugs = (body: { slug: string }[]) => body.map((perfume) => perfume.slug)

  /** Each size's price history in the order it was written. */
  const history = async (perfumeId: string) => {
    const rows = await sql<{ size: string; price_cents: number }>(
      `select v.size, pc.price_cents from price_change pc
       join perfume_variant v on v.id = pc.variant_id
       where v.perfume_id = ? order by v.ml, pc.id`,
      [perfumeId],
    )
    const bySize: Record<string, number[]> = {}
    for (const row of rows) (bySize[row.size] ??= []).push(row.price_cents)
    return bySize
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: '10' })
    admin = await signedInAdmin(t.app, t.orm)
    customer = await shopper(t.app)
  })
  afterAll(() => t.close())

  describe('access', () => {
    const calls: [string, () => request.Test][] = [
      ['GET /api/admin/perfumes', () => http().get('/api/admin/perfumes')],
      ['GET /api/admin/perfumes/{id}', () => http().get(`/api/admin/perfumes/${NO_SUCH_ID}`)],
      ['POST /api/perfumes', () => http().post('/api/perfumes').send(VALID)],
      [
        'PUT /api/perfumes/{id}',
        () => http().put(`/api/perfumes/${NO_SUCH_ID}`).send({ id: NO_SUCH_ID }),
      ],
      ['DELETE /api/perfumes/{id}', () => http().delete(`/api/perfumes/${NO_SUCH_ID}`)],
      ['GET /api/admin/collections', () => http().get('/api/admin/collections')],
      [
        'POST /api/collections',
        () => http().post('/api/collections').send({ name: 'a', description: 'b', theme: 'c' }),
      ],
      [
        'PUT /api/collections/{id}',
        () => http().put(`/api/collections/${NO_SUCH_ID}`).send({ id: NO_SUCH_ID }),
      ],
      ['DELETE /api/collections/{id}', () => http().delete(`/api/collections/${NO_SUCH_ID}`)],
      ['GET /api/admin/content-stats', () => http().get('/api/admin/content-stats')],
      [
        'GET /api/admin/newsletter-subscribers.csv',
        () => http().get('/api/admin/newsletter-subscribers.csv'),
      ],
    ]

    it.each(calls)('%s: a visitor gets 401, a customer 403', async (_, call) => {
      const visitor = await call()
      expect([visitor.status, visitor.body]).toMatchObject([
        401,
        {
          statusCode: 401,
          code: 'UNAUTHENTICATED',
          reason: 'authentication_required',
          message: 'Inicia sesión para continuar',
        },
      ])
      const asCustomer = await customer.as(call())
      expect([asCustomer.status, asCustomer.body]).toMatchObject([
        403,
        {
          statusCode: 403,
          code: 'FORBIDDEN',
          reason: 'admin_required',
          message: 'Solo los administradores autorizados pueden hacer esto',
        },
      ])
    })
  })

  describe('POST /api/perfumes', () => {
    it('creates a perfume from comma-separated lists, with its price history, shown at once', async () => {
      // The storefront's answer is cached before the write; the write must reach it at once.
      expect((await http().get('/api/perfumes?q=oud').expect(200)).body).toEqual([])
      const created = await admin
        .as(http().post('/api/perfumes'))
        .send({
          name: '  Oud Imperial ',
          brand: 'Maison Test',
          description: 'Oud y rosa.',
          sizes: '2ml, 5 ML,, 10ml',
          prices: '4.50,9,17.5',
          category: 'nicho',
          notes: 'oud, rosa, ',
          imageUrl: '/images/perfumes/oud.webp',
          stock: [3, 0, 7],
        })
        .expect(201)
      expect(created.body).toMatchObject({
        id: UUID,
        slug: 'oud-imperial',
        name: 'Oud Imperial',
        brand: 'Maison Test',
        description: 'Oud y rosa.',
        category: 'nicho',
        notes: ['oud', 'rosa'],
        imageUrl: '/images/perfumes/oud.webp',
        sizes: ['2ml', '5ml', '10ml'],
        prices: ['4.50', '9.00', '17.50'],
        // The spec's body still carries stock; it is ignored: nothing sells without a bottle.
        stock: [0, 0, 0],
        inStock: false,
        isOnOffer: false,
        discountPercentage: 0,
        offerDescription: null,
        offerEndsAt: null,
        createdAt: ISO,
        updatedAt: ISO,
      })
      const shown = (await http().get('/api/perfumes?q=oud').expect(200)).body
      expect(shown.map((perfume: { slug: string; prices: string[] }) => perfume.prices)).toEqual([
        ['4.50', '9.00', '17.50'],
      ])
      expect(await history(created.body.id)).toEqual({ '2ml': [450], '5ml': [900], '10ml': [1750] })
      await admin.as(http().get(`/api/admin/perfumes/${created.body.id}`)).expect(200, created.body)
    })

    it('gives a repeated name the next free slug; sizes without stock start empty', async () => {
      const again = await admin
        .as(http().post('/api/perfumes'))
        .send({ ...VALID, name: 'Oud Imperial', sizes: ['5ml'], prices: ['12,50'], inStock: true })
        .expect(201)
      expect(again.body).toMatchObject({
        slug: 'oud-imperial-2',
        sizes: ['5ml'],
        prices: ['12.50'],
        stock: [0],
        inStock: false,
      })
    })

    it('starts an offer with its discount, text and end', async () => {
      const endsAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString()
      const created = await admin
        .as(http().post('/api/perfumes'))
        .send({
          ...VALID,
          name: 'Rebajado',
          stock: [1, 1],
          isOnOffer: true,
          discountPercentage: '25',
          offerDescription: 'Semana del perfume',
          offerEndsAt: endsAt,
        })
        .expect(201)
      expect(created.body).toMatchObject({
        isOnOffer: true,
        discountPercentage: 25,
        offerDescription: 'Semana del perfume',
        offerEndsAt: endsAt,
      })
      // The history records what the sizes sell at: the offer price.
      expect(await history(created.body.id)).toEqual({ '5ml': [750], '10ml': [1350] })
    })

    it.each([
      ['sizes and prices of unequal length', { prices: ['10.00'] }, 'prices'],
      ['a negative price', { prices: ['-1', '18.00'] }, 'prices.0'],
      ['a price with three decimals', { prices: ['10.001', '18'] }, 'prices.0'],
      ['a zero price', { prices: ['0', '18'] }, 'prices.0'],
      ['a bad category', { category: 'infantil' }, 'category'],
      ['an unknown field', { colour: 'rojo' }, 'colour'],
      ['a size not in ml', { sizes: ['5ml', 'grande'] }, 'sizes.1'],
      ['a repeated size', { sizes: ['5ml', '5 ml'] }, 'sizes'],
      ['no sizes at all', { sizes: ' , ', prices: '' }, 'sizes', 'prices'],
      ['an image that is no link', { imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [
        'an image on another site without a scheme',
        { imageUrl: '//evil.example/x.png' },
        'imageUrl',
      ],
      ['a negative stock', { stock: [1, -1] }, 'stock.1'],
      ['an offer without a discount', { isOnOffer: true }, 'discountPercentage'],
      ['a discount over 90', { isOnOffer: true, discountPercentage: 95 }, 'discountPercentage'],
      [
        'an offer ending in the past',
        { isOnOffer: true, discountPercentage: 10, offerEndsAt: '2020-01-01T00:00:00Z' },
        'offerEndsAt',
      ],
      ['a blank name', { name: '   ' }, 'name'],
      ['a missing description', { description: undefined }, 'description'],
    ])('refuses %s with a 400 naming %s', async (_, change, ...fields) => {
      const response = await admin
        .as(http().post('/api/perfumes'))
        .send({ ...VALID, name: 'Rechazado', ...change })
        .expect(400)
      expect(response.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining(`${fields[0]}: `),
        fieldErrors: Object.fromEntries(fields.map((field) => [field, [expect.any(String)]])),
      })
      expect(await sql(`select id from perfume where name = 'Rechazado'`)).toEqual([])
    })
  })

  describe('PUT /api/perfumes/{id}', () => {
    let perfume: Record<string, unknown> & { id: string }
    const put = (body: object) =>
      admin.as(http().put(`/api/perfumes/${perfume.id}`)).send({ id: perfume.id, ...body })

    beforeAll(async () => {
      perfume = (
        await admin
          .as(http().post('/api/perfumes'))
          .send({ ...VALID, name: 'Cambiante', sizes: '2ml,5ml', prices: '5,10' })
          .expect(201)
      ).body
      await admin
        .as(http().post(`/api/admin/perfumes/${perfume.id}/bottles`))
        .send({ ml: 30, batchCode: 'CAMB-1' })
        .expect(201)
      perfume = (await admin.as(http().get(`/api/admin/perfumes/${perfume.id}`)).expect(200)).body
      expect(perfume).toMatchObject({ stock: [15, 6], inStock: true })
    })

    it('keeps a size kept (its row and stock), adds new ones, deletes the rest with their cart lines', async () => {
      const buyer = await shopper(t.app, [
        [{ id: perfume.id } as Perfume, '2ml', 1],
        [{ id: perfume.id } as Perfume, '5ml', 2],
      ])
      const [kept] = await sql<{ id: string }>(
        `select id from perfume_variant where perfume_id = ? and size = '5ml'`,
        [perfume.id],
      )
      const updated = await put({ sizes: ['5ml', '10ml'], prices: ['12.00', '20.00'] }).expect(200)
      expect(updated.body).toEqual({
        ...perfume,
        sizes: ['5ml', '10ml'],
        prices: ['12.00', '20.00'],
        // A new size sells what the bottle allows from the start.
        stock: [6, 3],
        updatedAt: ISO,
      })
      expect(
        await sql(`select id, size from perfume_variant where perfume_id = ? order by ml`, [
          perfume.id,
        ]),
      ).toEqual([
        { id: kept.id, size: '5ml' },
        { id: UUID, size: '10ml' },
      ])
      const cart = (await buyer.as(http().get('/api/cart')).expect(200)).body
      expect(cart.items.map((item: { size: string }) => item.size)).toEqual(['5ml'])
      expect(await history(perfume.id)).toEqual({ '5ml': [1000, 1200], '10ml': [2000] })
      perfume = updated.body
    })

    it('writes the offer price into the history when an offer starts, changes and ends', async () => {
      const on = await put({
        isOnOffer: true,
        discountPercentage: 20,
        offerDescription: 'Rebajas',
      }).expect(200)
      expect(on.body).toEqual({
        ...perfume,
        isOnOffer: true,
        discountPercentage: 20,
        offerDescription: 'Rebajas',
        updatedAt: ISO,
      })
      await put({ discountPercentage: 50 }).expect(200)
      // Nothing about prices: no history.
      const renamed = await put({ name: 'Cambiante II', notes: ['ámbar'] }).expect(200)
      expect(renamed.body).toMatchObject({ name: 'Cambiante II', slug: 'cambiante' })
      // Switched off, whatever offer fields the form still sends.
      const off = await put({
        isOnOffer: false,
        discountPercentage: 0,
        offerDescription: 'x',
      }).expect(200)
      expect(off.body).toMatchObject({
        isOnOffer: false,
        discountPercentage: 0,
        offerDescription: null,
      })
      expect(await history(perfume.id)).toEqual({
        '5ml': [1000, 1200, 960, 600, 1200],
        '10ml': [2000, 1600, 1000, 2000],
      })
      // An offer switched on needs its discount.
      const refused = await put({ isOnOffer: true }).expect(400)
      expect(refused.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        reason: 'offer_needs_discount',
        message: 'Una oferta necesita un descuento de 1 a 90%',
        fieldErrors: { discountPercentage: ['Una oferta necesita un descuento de 1 a 90%'] },
      })
      perfume = off.body
    })

    it('takes only an id and an image, as the image upload sends', async () => {
      const response = await put({ imageUrl: 'https://cdn.example/cambiante.webp' }).expect(200)
      expect(response.body).toEqual({
        ...perfume,
        imageUrl: 'https://cdn.example/cambiante.webp',
        updatedAt: ISO,
      })
      perfume = response.body
    })

    it('takes the stock and inStock the spec’s client sends, and never touches the inventory with them', async () => {
      expect((await put({ stock: [2, 9] }).expect(200)).body.stock).toEqual([6, 3])
      expect((await put({ stock: [1] }).expect(200)).body.stock).toEqual([6, 3])
      const kept = (await put({ inStock: false }).expect(200)).body
      expect([kept.stock, kept.inStock]).toEqual([[6, 3], true])
      expect(
        await sql(
          `select count(*)::int as movements from stock_movement m join bottle b on b.id = m.bottle_id where b.perfume_id = ?`,
          [perfume.id],
        ),
      ).toEqual([{ movements: 1 }])
    })

    it('refuses an id that is not the path’s, sizes without prices, and unknown perfumes', async () => {
      const mismatch = await admin
        .as(http().put(`/api/perfumes/${perfume.id}`))
        .send({ id: NO_SUCH_ID, name: 'Otro' })
        .expect(400)
      expect(mismatch.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        reason: 'body_id_mismatch',
        message: 'El id del cuerpo no es el de la ruta',
        fieldErrors: { id: ['El id del cuerpo no es el de la ruta'] },
      })
      const alone = await put({ sizes: ['5ml'] }).expect(400)
      expect(alone.body.fieldErrors).toEqual({
        prices: ['Los tamaños y los precios se envían juntos'],
      })
      const unknown = await put({ price: '1.00' }).expect(400)
      expect(unknown.body.fieldErrors).toEqual({ price: ['Campo no admitido'] })
      const missing = await admin
        .as(http().put(`/api/perfumes/${NO_SUCH_ID}`))
        .send({ id: NO_SUCH_ID, name: 'Nadie' })
        .expect(404)
      expect(missing.body).toMatchObject({
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: 'perfume_not_found',
        message: 'Perfume no encontrado',
      })
      expect((await http().get(`/api/perfumes/${perfume.slug}`).expect(200)).body.name).toBe(
        'Cambiante II',
      )
    })
  })

  describe('GET /api/admin/perfumes', () => {
    const list = (query: string) => admin.as(http().get(`/api/admin/perfumes?${query}`))
    const names = async (query: string) =>
      (await list(query).expect(200)).body.map((perfume: { name: string }) => perfume.name)

    beforeAll(async () => {
      await createPerfumes(t.orm.em, [
        { name: 'Alfa', brand: 'Listado', category: 'masculino', sizes: [['5ml', 5, 1500, 0]] },
        {
          name: 'Beta',
          brand: 'Listado',
          category: 'femenino',
          discount: 50,
          sizes: [['5ml', 5, 2000, 3]],
        },
        {
          name: 'Gamma',
          brand: 'Listado',
          category: 'nicho',
          sizes: [
            ['2ml', 2, 800, 1],
            ['10ml', 10, 3000, 0],
          ],
        },
        { name: 'Delta', brand: 'Listado', category: 'femenino', sizes: [['5ml', 5, 1200, 2]] },
      ])
    })

    it('answers the admin view of each perfume with the total in X-Total-Count', async () => {
      const response = await list('search=listado&onOffer=true').expect(200)
      expect(response.headers['x-total-count']).toBe('1')
      expect(response.body).toEqual([
        {
          id: UUID,
          slug: 'beta',
          name: 'Beta',
          brand: 'Listado',
          description: 'Descripción de Beta.',
          category: 'femenino',
          notes: [],
          scent: null,
          imageUrl: null,
          sizes: ['5ml'],
          prices: ['20.00'],
          stock: [3],
          inStock: true,
          isOnOffer: true,
          discountPercentage: 50,
          offerDescription: 'Oferta de prueba',
          offerEndsAt: null,
          allergens: null,
          createdAt: ISO,
          updatedAt: ISO,
        },
      ])
    })

    it('searches, filters and sorts in the database, either way', async () => {
      expect(await names('search=LISTADO')).toEqual(['Alfa', 'Beta', 'Delta', 'Gamma'])
      expect(await names('search=listado&order=desc')).toEqual(['Gamma', 'Delta', 'Beta', 'Alfa'])
      expect(await names('search=gámma')).toEqual(['Gamma'])
      // Price of the smallest size after any offer: 15.00, 10.00, 8.00, 12.00.
      expect(await names('search=listado&sort=price&order=desc')).toEqual([
        'Alfa',
        'Delta',
        'Beta',
        'Gamma',
      ])
      expect(await names('search=listado&sort=category')).toEqual([
        'Beta',
        'Delta',
        'Alfa',
        'Gamma',
      ])
      expect(await names('search=listado&inStock=true')).toEqual(['Beta', 'Delta', 'Gamma'])
      expect(await names('search=listado&inStock=false')).toEqual(['Alfa'])
      expect(await names('search=listado&category=femenino')).toEqual(['Beta', 'Delta'])
      // An unset filter of a GET form is no filter.
      expect(await names('search=listado&category=&inStock=&onOffer=')).toHaveLength(4)
    })

    it('pages', async () => {
      const second = await list('search=listado&limit=3&page=2').expect(200)
      expect(second.headers['x-total-count']).toBe('4')
      expect(second.body.map((perfume: { name: string }) => perfume.name)).toEqual(['Gamma'])
    })

    it.each([
      ['sort=random', 'sort'],
      ['order=up', 'order'],
      ['limit=500', 'limit'],
      ['category=infantil', 'category'],
      ['inStock=yes', 'inStock'],
      ['colour=red', 'colour'],
    ])('refuses %s with a 400 naming %s', async (query, field) => {
      const response = await list(query).expect(400)
      expect(Object.keys(response.body.fieldErrors)).toEqual([field])
    })

    it('runs the same number of queries whatever the page size', async () => {
      const orm = t.app.get<MikroORM>(MikroORM)
      const queries: string[] = []
      const count = (event: { sql: string }) => {
        if (!event.sql.includes('catalogue_version')) queries.push(event.sql)
      }
      orm.em.getKnex().on('query', count)
      try {
        await list('limit=1&sort=price').expect(200)
        const forOne = queries.length
        queries.length = 0
        await list('limit=100&sort=price').expect(200)
        expect(queries.length).toBe(forOne)
      } finally {
        orm.em.getKnex().off('query', count)
      }
    })
  })

  describe('DELETE /api/perfumes/{id}', () => {
    let unsold: Perfume
    let sold: Perfume
    let collectionId: string

    beforeAll(async () => {
      ;[unsold, sold] = await createPerfumes(t.orm.em, [
        { name: 'Sin Ventas', brand: 'Borrado', sizes: [['5ml', 5, 1000, 5]] },
        { name: 'Vendido', brand: 'Borrado', sizes: [['5ml', 5, 1000, 5]] },
      ])
      collectionId = (
        await admin
          .as(http().post('/api/collections'))
          .send({
            name: 'Para borrar',
            description: 'Dos perfumes.',
            theme: 'prueba',
            perfumeIds: [unsold.id, sold.id],
          })
          .expect(201)
      ).body.id
    })

    it('deletes a perfume nobody ordered, with its cart lines and collection places', async () => {
      const buyer = await shopper(t.app, [[unsold, '5ml', 1]])
      await admin.as(http().delete(`/api/perfumes/${unsold.id}`)).expect(204)
      expect(await sql('select id from perfume where id = ?', [unsold.id])).toEqual([])
      expect((await buyer.as(http().get('/api/cart')).expect(200)).body.items).toEqual([])
      expect(
        await sql('select perfume_id from collection_perfume where collection_id = ?', [
          collectionId,
        ]),
      ).toEqual([{ perfume_id: sold.id }])
      await admin.as(http().delete(`/api/perfumes/${unsold.id}`)).expect(404)
    })

    it('archives a perfume an order points at: gone from shop, lists, collections and carts', async () => {
      const buyer = await shopper(t.app, [[sold, '5ml', 1]])
      const [variant] = await sql<{ id: string }>(
        'select id from perfume_variant where perfume_id = ?',
        [sold.id],
      )
      await t.orm.em.fork().transactional(async (em) => {
        t.app.get(OrdersService).place(em, {
          userId: buyer.userId,
          email: buyer.email,
          currency: 'EUR',
          subtotalCents: 1000,
          discountCents: 0,
          shippingCents: 395,
          totalCents: 1395,
          couponCode: null,
          taxRate: 21,
          outsideVatRegion: null,
          paymentIntentId: null,
          shippingAddress: {
            name: 'Lucía',
            street: 'Calle Mayor 1',
            city: 'Madrid',
            state: 'Madrid',
            zipCode: '28013',
            country: 'España',
            phone: '+34 600 000 000',
          },
          paymentSessionId: 'cs_archive_test',
          isTest: true,
          items: [
            {
              variantId: variant.id,
              name: 'Vendido',
              brand: 'Borrado',
              size: '5ml',
              unitCents: 1000,
              quantity: 1,
              stockTaken: true,
            },
          ],
        })
      })
      expect(slugs((await http().get('/api/perfumes?brand=Borrado').expect(200)).body)).toEqual([
        'vendido',
      ])

      await admin.as(http().delete(`/api/perfumes/${sold.id}`)).expect(204)

      const [row] = await sql<{ archived: boolean }>(
        'select archived_at is not null as archived from perfume where id = ?',
        [sold.id],
      )
      expect(row.archived).toBe(true)
      expect((await http().get('/api/perfumes?brand=Borrado').expect(200)).body).toEqual([])
      await http().get('/api/perfumes/vendido').expect(404)
      expect((await http().get('/api/brands').expect(200)).body).not.toContain('Borrado')
      await admin.as(http().get(`/api/admin/perfumes/${sold.id}`)).expect(404)
      expect(
        (await admin.as(http().get('/api/admin/perfumes?search=vendido')).expect(200)).body,
      ).toEqual([])
      const collections = (await admin.as(http().get('/api/admin/collections')).expect(200)).body
      expect(
        collections.find((collection: { id: string }) => collection.id === collectionId).perfumeIds,
      ).toEqual([])
      expect((await buyer.as(http().get('/api/cart')).expect(200)).body.items).toEqual([])
      await buyer
        .as(http().post('/api/cart/items'))
        .send({ productId: sold.id, size: '5ml' })
        .expect(404)
      // The order keeps its own snapshot.
      const orders = (await buyer.as(http().get('/api/orders')).expect(200)).body
      expect(orders[0].items).toEqual([
        {
          perfumeName: 'Vendido',
          brand: 'Borrado',
          size: '5ml',
          unitPrice: '10.00',
          quantity: 1,
          batches: [],
          setPerfumes: null,
        },
      ])
      await admin.as(http().delete(`/api/perfumes/${sold.id}`)).expect(404)
    })
  })

  describe('offers that end by themselves', () => {
    it('stop showing at their end, before the job writes the end and its history down', async () => {
      // Far enough ahead that signing a shopper up on a loaded machine still comes before it.
      const endsAt = new Date(Date.now() + 8000)
      const created = (
        await admin
          .as(http().post('/api/perfumes'))
          .send({
            ...VALID,
            name: 'Fugaz',
            sizes: ['5ml'],
            prices: ['20.00'],
            isOnOffer: true,
            discountPercentage: 50,
            offerEndsAt: endsAt.toISOString(),
          })
          .expect(201)
      ).body
      await admin
        .as(http().post(`/api/admin/perfumes/${created.id}/bottles`))
        .send({ ml: 25, batchCode: 'FUGAZ' })
        .expect(201)
      const buyer = await shopper(t.app, [[{ id: created.id } as Perfume, '5ml', 1]])
      const shown = async () => {
        const perfume = (await http().get('/api/perfumes/fugaz').expect(200)).body
        return [perfume.isOnOffer, perfume.variants[0].offerPrice]
      }
      expect(await shown()).toEqual([true, '10.00'])
      expect((await buyer.as(http().get('/api/cart')).expect(200)).body.items[0].price).toBe(
        '10.00',
      )
      expect(await t.app.get(OfferExpiry).run()).toBe(0)

      await new Promise((resolve) => setTimeout(resolve, endsAt.getTime() - Date.now() + 50))
      // The cached answer of a moment ago is not served past the offer's end: at once, or within
      // the cache's version poll (half a second) on a loaded machine.
      await eventually(shown, [false, null], 1000)
      expect((await buyer.as(http().get('/api/cart')).expect(200)).body.items[0].price).toBe(
        '20.00',
      )
      expect(
        (await admin.as(http().get(`/api/admin/perfumes/${created.id}`)).expect(200)).body,
      ).toMatchObject({ isOnOffer: false, discountPercentage: 0, offerEndsAt: null })

      // The job of this minute may have run already: either way the end is written down once.
      await t.app.get(OfferExpiry).run()
      expect(
        await sql(
          'select is_on_offer, discount_percentage, offer_ends_at from perfume where id = ?',
          [created.id],
        ),
      ).toEqual([{ is_on_offer: false, discount_percentage: 0, offer_ends_at: null }])
      const rows = await sql<{ price_cents: number; changed_at: string }>(
        `select pc.price_cents, pc.changed_at from price_change pc
         join perfume_variant v on v.id = pc.variant_id where v.perfume_id = ? order by pc.id`,
        [created.id],
      )
      // The full price is back from the moment the offer ended, not from when the job ran.
      expect(rows.map((row) => [row.price_cents, new Date(row.changed_at).getTime()])).toEqual([
        [1000, expect.any(Number)],
        [2000, endsAt.getTime()],
      ])
      expect(await t.app.get(OfferExpiry).run()).toBe(0)
    })
  })

  describe('collections', () => {
    let first: Perfume
    let second: Perfume
    let third: Perfume
    let collection: Record<string, unknown> & { id: string }

    beforeAll(async () => {
      ;[first, second, third] = await createPerfumes(t.orm.em, [
        { name: 'Uno', brand: 'Coleccionable' },
        { name: 'Dos', brand: 'Coleccionable' },
        { name: 'Tres', brand: 'Coleccionable' },
      ])
    })

    it('POST /api/collections creates one from comma-separated lists, shown at once', async () => {
      const listed = async () =>
        (await http().get('/api/collections').expect(200)).body.map(
          (entry: { slug: string }) => entry.slug,
        )
      // Cached before the write, which must reach it at once.
      expect(await listed()).not.toContain('descubrimiento')
      const created = await admin
        .as(http().post('/api/collections'))
        .send({
          name: 'Descubrimiento',
          description: 'Dos para empezar.',
          theme: 'inicio',
          perfumeIds: `${second.id}, ${first.id}, ${second.id}`,
          sizes: '2ml, 5ml',
          prices: '12,25',
        })
        .expect(201)
      collection = created.body
      expect(collection).toEqual({
        id: UUID,
        slug: 'descubrimiento',
        name: 'Descubrimiento',
        description: 'Dos para empezar.',
        theme: 'inicio',
        imageUrl: null,
        perfumeIds: [second.id, first.id],
        sizes: ['2ml', '5ml'],
        prices: ['12.00', '25.00'],
      })
      expect(await listed()).toContain('descubrimiento')
      const shown = (await http().get('/api/collections').expect(200)).body
      const one = (await http().get('/api/collections/descubrimiento').expect(200)).body
      expect(shown).toContainEqual(one)
      expect(slugs(one.perfumes)).toEqual(['dos', 'uno'])
      await http().get('/api/collections/no-existe').expect(404)
    })

    it('PUT /api/collections/{id} replaces the fields given, perfumes in their new order', async () => {
      const updated = await admin
        .as(http().put(`/api/collections/${collection.id}`))
        .send({
          id: collection.id,
          perfumeIds: [first.id, third.id],
          sizes: ['10ml'],
          prices: ['39.90'],
          imageUrl: '/images/colecciones/descubrimiento.webp',
        })
        .expect(200)
      expect(updated.body).toEqual({
        ...collection,
        perfumeIds: [first.id, third.id],
        sizes: ['10ml'],
        prices: ['39.90'],
        imageUrl: '/images/colecciones/descubrimiento.webp',
      })
      collection = updated.body
      const list = (await admin.as(http().get('/api/admin/collections')).expect(200)).body
      expect(list.find((entry: { id: string }) => entry.id === collection.id)).toEqual(collection)
      const shown = (await http().get('/api/collections/descubrimiento').expect(200)).body
      expect(slugs(shown.perfumes)).toEqual(['uno', 'tres'])
    })

    it('refuses unknown perfumes, unequal lists, bad prices, unknown fields and a foreign id', async () => {
      const unknown = await admin
        .as(http().put(`/api/collections/${collection.id}`))
        .send({ id: collection.id, perfumeIds: [first.id, NO_SUCH_ID] })
        .expect(400)
      expect(unknown.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        reason: 'collection_unknown_perfumes',
        message: 'Hay perfumes que no existen',
        fieldErrors: { perfumeIds: [`No existe el perfume ${NO_SUCH_ID}`] },
      })
      const post = (body: object) =>
        admin
          .as(http().post('/api/collections'))
          .send({ name: 'Mala', description: 'x', theme: 'y', ...body })
          .expect(400)
      expect((await post({ sizes: '5ml,10ml', prices: '10' })).body.fieldErrors).toEqual({
        prices: ['Indica un precio por cada tamaño'],
      })
      expect((await post({ sizes: ['5ml'], prices: ['-3'] })).body.fieldErrors).toEqual({
        'prices.0': ['Cada precio es un importe positivo con hasta 2 decimales, como 12.50'],
      })
      expect((await post({ perfumeIds: 'uno' })).body.fieldErrors).toEqual({
        'perfumeIds.0': ['Cada perfume se indica por su id'],
      })
      expect((await post({ theme: '' })).body.fieldErrors).toEqual({
        theme: ['El tema es obligatorio'],
      })
      expect((await post({ perfumes: [] })).body.fieldErrors).toEqual({
        perfumes: ['Campo no admitido'],
      })
      const mismatch = await admin
        .as(http().put(`/api/collections/${collection.id}`))
        .send({ id: NO_SUCH_ID, name: 'Otra' })
        .expect(400)
      expect(mismatch.body.fieldErrors).toEqual({ id: ['El id del cuerpo no es el de la ruta'] })
      expect(await sql(`select id from collection where name in ('Mala', 'Otra')`)).toEqual([])
    })

    it('DELETE /api/collections/{id} removes it from the shop at once; its perfumes stay; it is gone for the back office', async () => {
      await admin.as(http().delete(`/api/collections/${collection.id}`)).expect(204)
      await http().get('/api/collections/descubrimiento').expect(404)
      expect(
        (await http().get('/api/collections').expect(200)).body.map(
          (entry: { slug: string }) => entry.slug,
        ),
      ).not.toContain('descubrimiento')
      await http().get('/api/perfumes/uno').expect(200)
      await admin.as(http().delete(`/api/collections/${collection.id}`)).expect(404)
      await admin
        .as(http().put(`/api/collections/${collection.id}`))
        .send({ id: collection.id, name: 'Descubrimiento' })
        .expect(404)
    })
  })

  describe('content', () => {
    const stats = async () =>
      (await admin.as(http().get('/api/admin/content-stats')).expect(200)).body

    it('GET /api/admin/content-stats counts the real catalogue and subscribers', async () => {
      const before = await stats()
      expect(before).toEqual({
        newsletterSubscribers: expect.any(Number),
        perfumesWithoutDescription: expect.any(Number),
        perfumesWithoutImage: expect.any(Number),
        collections: expect.any(Number),
        offersRunning: expect.any(Number),
      })
      const [plain, described, offered] = await createPerfumes(t.orm.em, [
        { name: 'Sin Imagen', brand: 'Contenido' },
        { name: 'Con Imagen', brand: 'Contenido', imageUrl: '/images/x.webp' },
        { name: 'En Oferta', brand: 'Contenido', discount: 10, imageUrl: '/images/y.webp' },
      ])
      await sql(`update perfume set description = '' where id = ?`, [described.id])
      await http().post('/api/newsletter').send({ email: 'contenido@example.com' }).expect(200)
      await admin
        .as(http().post('/api/collections'))
        .send({ name: 'Contada', description: 'x', theme: 'y', perfumeIds: [plain.id] })
        .expect(201)
      // An archived perfume counts no more.
      await sql(`update perfume set archived_at = now() where id = ?`, [offered.id])
      expect(await stats()).toEqual({
        newsletterSubscribers: before.newsletterSubscribers + 1,
        perfumesWithoutDescription: before.perfumesWithoutDescription + 1,
        perfumesWithoutImage: before.perfumesWithoutImage + 1,
        collections: before.collections + 1,
        offersRunning: before.offersRunning,
      })
    })

    it('GET /api/admin/newsletter-subscribers.csv escapes every value for CSV and spreadsheets', async () => {
      for (const email of ['-menos@example.com', '+mas@example.com', 'ana@example.com']) {
        await http().post('/api/newsletter').send({ email }).expect(200)
      }
      const response = await admin
        .as(http().get('/api/admin/newsletter-subscribers.csv'))
        .expect(200)
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="suscriptores.csv"',
      )
      const subscribers = await sql<{ email: string; created_at: string }>(
        'select email, created_at from newsletter_subscriber order by created_at, email',
      )
      const cell = (email: string) => (/^[-+]/.test(email) ? `'${email}` : email)
      expect(response.text).toBe(
        [
          'email,subscribedAt',
          ...subscribers.map(
            (row) => `${cell(row.email)},${new Date(row.created_at).toISOString()}`,
          ),
          '',
        ].join('\r\n'),
      )
      expect(response.text).toContain("\r\n'-menos@example.com,")
      expect(response.text).toContain("\r\n'+mas@example.com,")
    })
  })
})
