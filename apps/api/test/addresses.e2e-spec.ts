import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { buildOpenApiDocument } from '../src/openapi'
import { signedInAdmin } from './admins'
import { createPerfumes } from './factories'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

/** The address every shopper starts with (test/shoppers.ts). */
const FIRST = {
  type: 'home',
  name: 'Lucía Fernández',
  street: 'Calle Mayor 1',
  city: 'Madrid',
  state: 'Madrid',
  zipCode: '28013',
  country: 'España',
  phone: '+34 600 000 000',
}
const OFFICE = {
  type: 'work',
  name: 'Lucía Fernández (oficina)',
  street: 'Avenida Diagonal 640',
  city: 'Barcelona',
  state: 'Barcelona',
  zipCode: '08017',
  country: 'España',
  phone: '+34 930 000 000',
}
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

interface Row {
  id: string
  type: string
  name: string
  street: string
  city: string
  state: string
  zip_code: string
  country: string
  phone: string
  is_default: boolean
}

describe('addresses (e2e)', () => {
  let t: TestApp
  let perfume: Perfume
  const http = () => request(t.app.getHttpServer())

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '10' })
    ;[perfume] = await createPerfumes(t.orm.em, [
      { name: 'Direcciones', sizes: [['5ml', 5, 1500, 100]] },
    ])
  })
  afterAll(() => t.close())

  /** The customer's rows as the database keeps them, oldest first. */
  const rows = (userId: string): Promise<Row[]> =>
    t.orm.em
      .fork()
      .execute(
        'select id, type, name, street, city, state, zip_code, country, phone, is_default from address where user_id = ? order by created_at, id',
        [userId],
      )
  const defaults = async (userId: string) =>
    (await rows(userId)).filter((row) => row.is_default).map((row) => row.id)
  const list = async (customer: Shopper) =>
    (await customer.as(http().get('/api/addresses')).expect(200)).body
  const add = (customer: Shopper, body: object) =>
    customer.as(http().post('/api/addresses')).send(body)

  it('refuses a visitor on every address route', async () => {
    const calls = [
      http().get('/api/addresses'),
      http().post('/api/addresses').send(OFFICE),
      http().put(`/api/addresses/${UNKNOWN_ID}`).send(OFFICE),
      http().delete(`/api/addresses/${UNKNOWN_ID}`),
      http().patch(`/api/addresses/${UNKNOWN_ID}/default`),
    ]
    for (const call of calls) {
      const response = await call
      expect([response.status, response.body]).toMatchObject([
        401,
        {
          statusCode: 401,
          code: 'UNAUTHENTICATED',
          reason: 'authentication_required',
          message: 'Inicia sesión para continuar',
        },
      ])
    }
  })

  it('the first address is the default; a later one is not unless asked, and then it takes over', async () => {
    const customer = await shopper(t.app)
    expect(await list(customer)).toEqual([{ id: customer.addressId, ...FIRST, isDefault: true }])

    const office = (await add(customer, { ...OFFICE, isDefault: false }).expect(201)).body
    expect(office).toEqual({ id: expect.any(String), ...OFFICE, isDefault: false })
    const other = (
      await add(customer, {
        ...OFFICE,
        type: 'other',
        name: 'Casa de mis padres',
        isDefault: true,
      }).expect(201)
    ).body
    expect(other).toEqual({
      id: expect.any(String),
      ...OFFICE,
      type: 'other',
      name: 'Casa de mis padres',
      isDefault: true,
    })
    // The default first, then the oldest.
    expect(await list(customer)).toEqual([
      other,
      { id: customer.addressId, ...FIRST, isDefault: false },
      office,
    ])
    expect(await defaults(customer.userId)).toEqual([other.id])
  })

  it('trims every field and takes home as the type when none is sent', async () => {
    const customer = await shopper(t.app)
    const spaced = Object.fromEntries(
      Object.entries(OFFICE)
        .filter(([key]) => key !== 'type')
        .map(([key, value]) => [key, `  ${value}  `]),
    )
    const created = (await add(customer, spaced).expect(201)).body
    expect(created).toEqual({ id: expect.any(String), ...OFFICE, type: 'home', isDefault: false })
  })

  it('refuses missing, blank and too long fields with a message per field, and stores nothing', async () => {
    const customer = await shopper(t.app)
    const empty = await add(customer, {}).expect(400)
    expect(empty.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^Datos no válidos: name: El nombre es obligatorio/),
      fieldErrors: {
        name: ['El nombre es obligatorio'],
        street: ['La calle es obligatoria'],
        city: ['La ciudad es obligatoria'],
        state: ['La provincia o estado es obligatorio'],
        zipCode: ['El código postal es obligatorio'],
        country: ['El país es obligatorio'],
        phone: ['El teléfono es obligatorio'],
      },
    })
    const blank = await add(customer, {
      type: 'castle',
      name: '   ',
      street: '',
      city: ' ',
      state: '\t',
      zipCode: '',
      country: ' ',
      phone: ' ',
    }).expect(400)
    expect(blank.body.fieldErrors).toEqual({
      type: ['Elige el tipo: Casa, Trabajo u Otro'],
      name: ['El nombre es obligatorio'],
      street: ['La calle es obligatoria'],
      city: ['La ciudad es obligatoria'],
      state: ['La provincia o estado es obligatorio'],
      zipCode: ['El código postal es obligatorio'],
      country: ['El país es obligatorio'],
      phone: ['El teléfono es obligatorio'],
    })
    const long = await add(customer, {
      name: 'n'.repeat(121),
      street: 's'.repeat(201),
      city: 'c'.repeat(101),
      state: 'e'.repeat(101),
      zipCode: '1'.repeat(21),
      country: 'p'.repeat(101),
      phone: '6'.repeat(41),
    }).expect(400)
    expect(long.body.fieldErrors).toEqual({
      name: ['El nombre no puede superar los 120 caracteres'],
      street: ['La calle no puede superar los 200 caracteres'],
      city: ['La ciudad no puede superar los 100 caracteres'],
      state: ['La provincia o estado no puede superar los 100 caracteres'],
      zipCode: ['El código postal no puede superar los 20 caracteres'],
      country: ['El país no puede superar los 100 caracteres'],
      phone: ['El teléfono no puede superar los 40 caracteres'],
    })
    const odd = await add(customer, {
      ...OFFICE,
      phone: 'llámame',
      isDefault: 'yes',
      userId: customer.userId,
    }).expect(400)
    expect(odd.body.fieldErrors).toEqual({
      phone: ['Escribe el teléfono solo con números, espacios y + - ( )'],
      isDefault: [expect.any(String)],
      userId: ['Campo no admitido'],
    })
    // Exactly at the column's length is fine.
    await add(customer, { ...OFFICE, name: 'n'.repeat(120), street: 's'.repeat(200) }).expect(201)
    expect((await rows(customer.userId)).map((row) => row.name)).toEqual([
      FIRST.name,
      'n'.repeat(120),
    ])
  })

  it('PUT edits every field; isDefault true moves the default, false leaves it where it is', async () => {
    const customer = await shopper(t.app)
    const office = (await add(customer, OFFICE).expect(201)).body

    const edited = await customer
      .as(http().put(`/api/addresses/${customer.addressId}`))
      .send({ ...OFFICE, name: 'Lucía F.', street: ' Calle Luna 5 ', isDefault: false })
      .expect(200)
    // Still the default: a customer always has one.
    expect(edited.body).toEqual({
      id: customer.addressId,
      ...OFFICE,
      name: 'Lucía F.',
      street: 'Calle Luna 5',
      isDefault: true,
    })

    const moved = await customer
      .as(http().put(`/api/addresses/${office.id}`))
      .send({ ...OFFICE, isDefault: true })
      .expect(200)
    expect(moved.body).toEqual({ ...office, isDefault: true })
    expect(await defaults(customer.userId)).toEqual([office.id])
    expect(await list(customer)).toEqual([
      { ...office, isDefault: true },
      { ...edited.body, isDefault: false },
    ])

    const refused = await customer
      .as(http().put(`/api/addresses/${office.id}`))
      .send({ ...OFFICE, city: '' })
      .expect(400)
    expect(refused.body.fieldErrors).toEqual({ city: ['La ciudad es obligatoria'] })
    expect((await rows(customer.userId)).find((row) => row.id === office.id)?.city).toBe(
      'Barcelona',
    )
  })

  it('PATCH /default moves the default; setting it on the default changes nothing', async () => {
    const customer = await shopper(t.app)
    const office = (await add(customer, OFFICE).expect(201)).body
    const answer = await customer
      .as(http().patch(`/api/addresses/${office.id}/default`))
      .expect(200)
    expect(answer.body).toEqual({ ...office, isDefault: true })
    expect(await defaults(customer.userId)).toEqual([office.id])
    await customer.as(http().patch(`/api/addresses/${office.id}/default`)).expect(200)
    expect(await defaults(customer.userId)).toEqual([office.id])
  })

  it('DELETE: the oldest remaining address takes over from a deleted default; the last one may go', async () => {
    const customer = await shopper(t.app)
    const second = (await add(customer, OFFICE).expect(201)).body
    const third = (await add(customer, { ...OFFICE, name: 'Tercera', isDefault: true }).expect(201))
      .body

    // Not the default: the default stays.
    await customer.as(http().delete(`/api/addresses/${customer.addressId}`)).expect(204, '')
    expect(await defaults(customer.userId)).toEqual([third.id])
    // The default: the oldest remaining one takes over.
    await customer.as(http().delete(`/api/addresses/${third.id}`)).expect(204)
    expect(await list(customer)).toEqual([{ ...second, isDefault: true }])
    await customer.as(http().delete(`/api/addresses/${second.id}`)).expect(204)
    expect(await list(customer)).toEqual([])
    // With none left, the next address is the default again.
    const next = (await add(customer, OFFICE).expect(201)).body
    expect(next.isDefault).toBe(true)
  })

  it('a malformed id is a 400 and an unknown one a 404, on every route that takes one', async () => {
    const customer = await shopper(t.app)
    const routes = (id: string) => [
      () => customer.as(http().put(`/api/addresses/${id}`)).send(OFFICE),
      () => customer.as(http().delete(`/api/addresses/${id}`)),
      () => customer.as(http().patch(`/api/addresses/${id}/default`)),
    ]
    for (const call of routes('no-es-un-id')) {
      const response = await call()
      expect([response.status, response.body]).toMatchObject([
        400,
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          reason: 'invalid_id',
          message: 'El identificador no es válido',
        },
      ])
    }
    for (const call of routes(UNKNOWN_ID)) {
      const response = await call()
      expect([response.status, response.body]).toMatchObject([
        404,
        {
          statusCode: 404,
          code: 'NOT_FOUND',
          reason: 'address_not_found',
          message: 'Dirección no encontrada',
        },
      ])
    }
  })

  it("customer B gets a 404 on customer A's addresses, and A's rows stay as they were", async () => {
    const a = await shopper(t.app)
    const office = (await add(a, OFFICE).expect(201)).body
    const b = await shopper(t.app, [[perfume, '5ml', 1]])
    const before = await rows(a.userId)
    const bRows = await rows(b.userId)
    for (const id of [a.addressId, office.id]) {
      const calls = [
        () => b.as(http().put(`/api/addresses/${id}`)).send({ ...FIRST, isDefault: true }),
        () => b.as(http().delete(`/api/addresses/${id}`)),
        () => b.as(http().patch(`/api/addresses/${id}/default`)),
      ]
      for (const call of calls) {
        const response = await call()
        expect([response.status, response.body]).toMatchObject([
          404,
          {
            statusCode: 404,
            code: 'NOT_FOUND',
            reason: 'address_not_found',
            message: 'Dirección no encontrada',
          },
        ])
      }
    }
    expect(await rows(a.userId)).toEqual(before)
    expect(await rows(b.userId)).toEqual(bRows)
    // Nor can B pay with A's address.
    await b.as(http().post('/api/checkout/session')).send({ addressId: a.addressId }).expect(404)
  })

  it('ten concurrent PATCH /default calls leave exactly one default and no 5xx', async () => {
    const customer = await shopper(t.app)
    const ids = [customer.addressId]
    for (let i = 1; i < 10; i++) {
      ids.push((await add(customer, { ...OFFICE, name: `Dirección ${i}` }).expect(201)).body.id)
    }
    const answers = await Promise.all(
      ids.map((id) => customer.as(http().patch(`/api/addresses/${id}/default`))),
    )
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200))
    const [winner] = await defaults(customer.userId)
    expect(await defaults(customer.userId)).toEqual([winner])
    expect(ids).toContain(winner)
    // The answer of the last call to run is the one that holds.
    expect(answers.filter((answer) => answer.body.id === winner)).toHaveLength(1)
  })

  it('concurrent first addresses, each asking to be the default, leave exactly one default', async () => {
    const customer = await shopper(t.app)
    await customer.as(http().delete(`/api/addresses/${customer.addressId}`)).expect(204)
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        add(customer, { ...OFFICE, name: `Nueva ${i}`, isDefault: i % 2 === 0 }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201))
    expect(await defaults(customer.userId)).toHaveLength(1)
    expect(await rows(customer.userId)).toHaveLength(6)
  })

  it('the database itself refuses a second default for a customer', async () => {
    const customer = await shopper(t.app)
    const office = (await add(customer, OFFICE).expect(201)).body
    await expect(
      t.orm.em.fork().execute('update address set is_default = true where id = ?', [office.id]),
    ).rejects.toThrow(/address_one_default_per_user/)
    expect(await defaults(customer.userId)).toEqual([customer.addressId])
  })

  it('an address an order was sent to can be deleted: the order keeps its copy', async () => {
    const buyer = await shopper(t.app, [[perfume, '5ml', 1]])
    const started = await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId })
      .expect(201)
    const checkout = await t.orm.em
      .fork()
      .findOneOrFail(Checkout, { providerSessionId: started.body.sessionId })
    await http().post(`/api/checkout/local/${checkout.id}/pay`).expect(303)
    const order = (
      await buyer.as(http().get(`/api/orders/by-session/${started.body.sessionId}`)).expect(200)
    ).body

    // Edited, then deleted: the order still shows where it was sent.
    await buyer
      .as(http().put(`/api/addresses/${buyer.addressId}`))
      .send({ ...OFFICE })
      .expect(200)
    await buyer.as(http().delete(`/api/addresses/${buyer.addressId}`)).expect(204)
    expect(await list(buyer)).toEqual([])
    const sentTo = Object.fromEntries(Object.entries(FIRST).filter(([key]) => key !== 'type'))
    const after = (await buyer.as(http().get(`/api/orders/${order.id}`)).expect(200)).body
    expect(after.shippingAddress).toEqual(sentTo)
    expect(after).toEqual(order)
  })

  it('the store says which country a new address starts with; the administrator changes it', async () => {
    const country = async () =>
      (await http().get('/api/settings/public').expect(200)).body.defaultCountry
    expect(await country()).toBe('España')
    const admin = await signedInAdmin(t.app, t.orm)
    const set = (value: unknown) =>
      admin.as(http().put('/api/settings')).send({ key: 'default_country', value })
    await set('  Argentina ').expect(200, { key: 'default_country', value: 'Argentina' })
    expect(await country()).toBe('Argentina')
    const blank = await set('   ').expect(400)
    expect(blank.body.fieldErrors).toEqual({ value: ['Escribe un país'] })
    await set('p'.repeat(101)).expect(400)
    expect(await country()).toBe('Argentina')
    await set('España').expect(200)
  })

  it('every address write is rate limited (documented 429)', () => {
    const paths = buildOpenApiDocument(t.app).paths as Record<
      string,
      Record<string, { responses: Record<string, unknown> }>
    >
    const writes: [string, string][] = [
      ['/api/addresses', 'post'],
      ['/api/addresses/{id}', 'put'],
      ['/api/addresses/{id}', 'delete'],
      ['/api/addresses/{id}/default', 'patch'],
    ]
    for (const [path, method] of writes) expect(paths[path][method].responses['429']).toBeDefined()
  })
})
