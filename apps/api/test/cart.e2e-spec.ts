import { MikroORM } from '@mikro-orm/postgresql'
import request from 'supertest'
import { CartItem } from '../src/modules/cart/entities/cart-item.entity'
import { Cart } from '../src/modules/cart/entities/cart.entity'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { createPerfumes } from './factories'
import { createTestApp, type TestApp } from './test-app'

describe('guest cart (e2e)', () => {
  let t: TestApp
  let rosa: Perfume
  let cedro: Perfume
  const http = () => request(t.app.getHttpServer())

  /** A new guest: adds its first line and keeps the token the API hands back. */
  async function newGuest(productId: string, size?: string) {
    const response = await http().post('/api/cart/items').send({ productId, size }).expect(201)
    expect(response.body.guestToken).toMatch(/^[\w-]{40,}$/)
    return { token: response.body.guestToken as string, cart: response.body }
  }

  beforeAll(async () => {
    t = await createTestApp()
    ;[rosa, cedro] = await createPerfumes(t.orm.em, [
      {
        name: 'Rosa',
        discount: 10,
        // One bottle of 100 ml: twenty 5 ml decants or two of 50 ml.
        sizes: [
          ['5ml', 5, 1000, 20],
          ['50ml', 50, 8000, 2],
        ],
      },
      {
        name: 'Cedro',
        // One bottle of 8 ml: four 2 ml decants, no 10 ml one.
        sizes: [
          ['2ml', 2, 500, 4],
          ['10ml', 10, 1990, 0],
        ],
      },
    ])
  })
  afterAll(() => t.close())

  it('adds the 50ml size when none is named and the perfume has it, priced from the catalogue', async () => {
    const { token, cart } = await newGuest(rosa.id)
    expect(cart).toEqual({
      items: [
        {
          id: expect.any(String),
          productId: rosa.id,
          slug: 'rosa',
          size: '50ml',
          quantity: 1,
          price: '72.00',
          originalPrice: '80.00',
          lineTotal: '72.00',
          stock: 2,
          perfume: { id: rosa.id, name: 'Rosa', brand: 'Casa de Prueba', imageUrl: null },
        },
      ],
      sets: [],
      itemCount: 1,
      total: '72.00',
      shipping: '0.00',
      freeShippingFrom: '50.00',
      currency: 'EUR',
      guestToken: token,
    })
    const again = await http().get('/api/cart').set('x-cart-token', token).expect(200)
    expect(again.body.guestToken).toBeUndefined()
    expect(again.body.items).toHaveLength(1)
    // Only the token's hash is stored.
    const stored = await t.orm.em
      .fork()
      .findOneOrFail(Cart, { id: { $ne: null } }, { orderBy: { createdAt: 'desc' } })
    expect(stored.guestTokenHash).not.toBe(token)
  })

  it("adds a perfume's first size when it has no 50ml; the same size adds up, another is a new line", async () => {
    const { token } = await newGuest(cedro.id)
    await http()
      .post('/api/cart/items')
      .set('x-cart-token', token)
      .send({ productId: cedro.id, size: '2ml', quantity: 2 })
      .expect(201)
    const cart = await http()
      .post('/api/cart/items')
      .set('x-cart-token', token)
      .send({ productId: rosa.id, size: '5ml' })
      .expect(201)
    expect(
      cart.body.items.map((line: { size: string; quantity: number }) => [line.size, line.quantity]),
    ).toEqual([
      ['2ml', 3],
      ['5ml', 1],
    ])
    // 3 x 5.00 + 9.00, under 50 €: the flat shipping fee applies.
    expect(cart.body).toMatchObject({ itemCount: 4, total: '24.00', shipping: '3.95' })
  })

  it('refuses what the shop cannot sell, and changes nothing', async () => {
    const { token } = await newGuest(cedro.id, '2ml')
    const as = (call: request.Test) => call.set('x-cart-token', token)
    const size = await as(http().post('/api/cart/items'))
      .send({ productId: cedro.id, size: '7ml' })
      .expect(400)
    expect(size.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { size: ['Tamaños disponibles: 2ml, 10ml'] },
    })
    const soldOut = await as(http().post('/api/cart/items'))
      .send({ productId: cedro.id, size: '10ml' })
      .expect(409)
    expect(soldOut.body).toMatchObject({
      statusCode: 409,
      code: 'OUT_OF_STOCK',
      reason: 'size_sold_out',
      message: 'Este tamaño está agotado',
    })
    await as(http().post('/api/cart/items'))
      .send({ productId: cedro.id, size: '2ml', quantity: 10 })
      .expect(409)
    await as(http().post('/api/cart/items'))
      .send({ productId: '00000000-0000-4000-8000-000000000000' })
      .expect(404)
    const priced = await as(http().post('/api/cart/items'))
      .send({ productId: cedro.id, size: '2ml', price: '0.01' })
      .expect(400)
    expect(Object.keys(priced.body.fieldErrors)).toEqual(['price'])
    const cart = await as(http().get('/api/cart')).expect(200)
    expect(
      cart.body.items.map((line: { size: string; quantity: number }) => [line.size, line.quantity]),
    ).toEqual([['2ml', 1]])
  })

  it('changes quantities between 1 and the stock', async () => {
    const { token, cart } = await newGuest(rosa.id, '5ml')
    const line = cart.items[0].id
    const as = (call: request.Test) => call.set('x-cart-token', token)
    const updated = await as(http().patch(`/api/cart/items/${line}`))
      .send({ quantity: 4 })
      .expect(200)
    expect(updated.body).toMatchObject({ itemCount: 4, total: '36.00' })
    await as(http().patch(`/api/cart/items/${line}`))
      .send({ quantity: 21 })
      .expect(409)
    const zero = await as(http().patch(`/api/cart/items/${line}`))
      .send({ quantity: 0 })
      .expect(400)
    expect(zero.body.fieldErrors).toEqual({ quantity: ['La cantidad mínima es 1'] })
    const stored = await t.orm.em.fork().findOneOrFail(CartItem, line)
    expect(stored.quantity).toBe(4)
  })

  it("never touches another visitor's line", async () => {
    const owner = await newGuest(rosa.id, '5ml')
    const stranger = await newGuest(cedro.id)
    const line = owner.cart.items[0].id
    await http()
      .patch(`/api/cart/items/${line}`)
      .set('x-cart-token', stranger.token)
      .send({ quantity: 2 })
      .expect(404)
    await http().delete(`/api/cart/items/${line}`).set('x-cart-token', stranger.token).expect(404)
    await http().patch(`/api/cart/items/${line}`).send({ quantity: 2 }).expect(404)
    const cart = await http().get('/api/cart').set('x-cart-token', owner.token).expect(200)
    expect(cart.body.items).toEqual([expect.objectContaining({ id: line, quantity: 1 })])
  })

  it('removes a line and empties the cart', async () => {
    const { token, cart } = await newGuest(rosa.id, '5ml')
    const as = (call: request.Test) => call.set('x-cart-token', token)
    await as(http().post('/api/cart/items')).send({ productId: cedro.id }).expect(201)
    const removed = await as(http().delete(`/api/cart/items/${cart.items[0].id}`)).expect(200)
    expect(removed.body.items.map((line: { slug: string }) => line.slug)).toEqual(['cedro'])
    const emptied = await as(http().delete('/api/cart')).expect(200)
    expect(emptied.body).toEqual({
      items: [],
      sets: [],
      itemCount: 0,
      total: '0.00',
      shipping: '0.00',
      freeShippingFrom: '50.00',
      currency: 'EUR',
    })
  })

  it('answers an empty cart to a visitor without one', async () => {
    const response = await http().get('/api/cart').expect(200)
    expect(response.body).toEqual({
      items: [],
      sets: [],
      itemCount: 0,
      total: '0.00',
      shipping: '0.00',
      freeShippingFrom: '50.00',
      currency: 'EUR',
    })
  })

  it('reads and adds with the same few queries whatever the size of the cart', async () => {
    const knex = t.app.get<MikroORM>(MikroORM).em.getKnex()
    /**
     * The fewest queries of three like calls: the minute jobs share the pool and may add to one.
     * The catalogue's version poll (twice a second) and the mail sender's claim run on their own
     * clocks, so a slow machine would see them in every call: they are left out.
     */
    const fewestQueries = async (call: () => PromiseLike<unknown>) => {
      const counts: number[] = []
      for (let read = 0; read < 3; read++) {
        let queries = 0
        const count = (event: { sql: string }) => {
          if (!/catalogue_version|mail_outbox/.test(event.sql)) queries++
        }
        knex.on('query', count)
        try {
          await call()
        } finally {
          knex.off('query', count)
        }
        counts.push(queries)
      }
      return Math.min(...counts)
    }
    const perfumes = await createPerfumes(
      t.orm.em,
      ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis'].map((name) => ({
        name: `Carrito ${name}`,
        sizes: [['5ml', 5, 1000, 100]],
      })),
    )
    const { token } = await newGuest(perfumes[0].id)
    const read = () => http().get('/api/cart').set('x-cart-token', token).expect(200)
    const addOne = () =>
      http()
        .post('/api/cart/items')
        .set('x-cart-token', token)
        .send({ productId: perfumes[0].id })
        .expect(201)
    const forOneLine = { read: await fewestQueries(read), add: await fewestQueries(addOne) }
    for (const perfume of perfumes.slice(1)) {
      await http()
        .post('/api/cart/items')
        .set('x-cart-token', token)
        .send({ productId: perfume.id })
        .expect(201)
    }
    expect((await read()).body.items).toHaveLength(6)
    expect({ read: await fewestQueries(read), add: await fewestQueries(addOne) }).toEqual(
      forOneLine,
    )
    // Reading: the cart with its lines, sizes and perfumes; the shipping rule.
    expect(forOneLine.read).toBe(2)
    // Adding: the maintenance switch (a sale is refused while the shop is closed); begin, the
    // perfume's sizes, the cart locked, the cart read, the line written, commit; the shipping rule.
    expect(forOneLine.add).toBe(8)

    // Sets: a discovery set of three, then one more of three others.
    const addSet = (picks: Perfume[]) =>
      http()
        .post('/api/cart/sets')
        .set('x-cart-token', token)
        .send({ perfumeIds: picks.map((perfume) => perfume.id), size: '5ml' })
        .expect(201)
    await addSet(perfumes.slice(0, 3))
    const withOneSet = await fewestQueries(read)
    await addSet(perfumes.slice(3))
    expect((await read()).body.sets).toHaveLength(2)
    // The lines and the shipping rule; then the sets' perfumes and the store's settings.
    expect(withOneSet).toBe(4)
    expect(await fewestQueries(read)).toBe(withOneSet)
  })
})
