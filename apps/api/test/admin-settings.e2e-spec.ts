import request from 'supertest'
import { Coupon } from '../src/modules/checkout/entities/coupon.entity'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { type Admin, signedInAdmin } from './admins'
import { createPerfumes } from './factories'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const DEFAULTS = {
  collections_enabled: 'true',
  maintenance_mode: 'false',
  email_notifications: 'true',
  paypal_enabled: 'false',
  bank_transfer_enabled: 'false',
  free_shipping_enabled: 'true',
  order_tracking_enabled: 'true',
  coupons_enabled: 'true',
  loyalty_program_enabled: 'false',
  email_marketing_enabled: 'false',
  pour_across_bottles: 'false',
  shipping_free_over: '50.00',
  shipping_flat_fee: '3.95',
  premium_min_spent: '150.00',
  low_stock_threshold: '3',
  low_stock_ml: '20',
  inventory_reserve_ml: '0',
  delivery_days_min: '2',
  delivery_days_max: '5',
  vat_rate: '21',
  default_country: 'España',
  discovery_set_tiers: '3:10,5:15',
  legal_owner_name: '',
  legal_tax_id: '',
  legal_address: '',
  legal_email: '',
  legal_registry: '',
}

describe('back office: store settings (e2e)', () => {
  let t: TestApp
  let admin: Admin
  let customer: Shopper
  let perfume: Perfume
  const http = () => request(t.app.getHttpServer())
  const set = (key: string, value: string) =>
    admin.as(http().put('/api/settings')).send({ key, value })

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: '10' })
    admin = await signedInAdmin(t.app, t.orm)
    ;[perfume] = await createPerfumes(t.orm.em, [
      { name: 'Ajustes', sizes: [['10ml', 10, 3000, 100]] },
    ])
    customer = await shopper(t.app)
    const em = t.orm.em.fork()
    em.create(Coupon, { code: 'AJUSTE10', description: '10%', discountPercentage: 10 })
    await em.flush()
  })
  afterAll(() => t.close())

  describe('access', () => {
    const calls: [string, () => request.Test][] = [
      [
        'PUT /api/settings',
        () => http().put('/api/settings').send({ key: 'maintenance_mode', value: 'true' }),
      ],
      ['GET /api/admin/settings', () => http().get('/api/admin/settings')],
      ['GET /api/admin/settings/collections', () => http().get('/api/admin/settings/collections')],
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

  it('the migration moved the shipping settings to the new keys as money text', async () => {
    expect(
      await t.orm.em
        .fork()
        .execute(`select key, value from setting where key like 'shipping%' order by key`),
    ).toEqual([
      { key: 'shipping_flat_fee', value: '3.95' },
      { key: 'shipping_free_over', value: '50.00' },
    ])
  })

  it('GET /api/admin/settings lists every key at its default, with what it controls', async () => {
    const response = await admin.as(http().get('/api/admin/settings')).expect(200)
    expect(response.body).toEqual(
      Object.entries(DEFAULTS).map(([key, value]) => ({
        key,
        value,
        description: expect.stringMatching(/^[A-ZÁÉÍÓÚ].{20,}\.$/),
      })),
    )
    const descriptionOf = (key: string) =>
      response.body.find((setting: { key: string }) => setting.key === key).description
    expect(descriptionOf('paypal_enabled')).toContain('Todavía no hay un proveedor de PayPal')
    expect(descriptionOf('bank_transfer_enabled')).toContain('solo cambia el texto')
    for (const key of ['email_marketing_enabled', 'loyalty_program_enabled'])
      expect(descriptionOf(key)).toMatch(/^Controlará .*Todavía no/)
    expect(descriptionOf('email_notifications')).toMatch(/^Avisa por email a los administradores/)
  })

  it('GET /api/settings/public answers every page’s switches to anyone', async () => {
    const response = await http().get('/api/settings/public').expect(200)
    expect(response.body).toEqual({
      collectionsEnabled: true,
      maintenanceMode: false,
      couponsEnabled: true,
      freeShippingEnabled: true,
      orderTrackingEnabled: true,
      paypalEnabled: false,
      bankTransferEnabled: false,
      shipping: { freeOver: '50.00', flatFee: '3.95' },
      defaultCountry: 'España',
      deliveryDays: { min: 2, max: 5 },
      discoveryTiers: [
        { count: 3, discountPercentage: 10 },
        { count: 5, discountPercentage: 15 },
      ],
      // Empty until the owner writes theirs: no made-up owner outside the demo.
      legal: { ownerName: '', taxId: '', address: '', email: '', registry: '' },
    })
  })

  it('the legal notice takes a NIF, NIE or CIF only with its control character right', async () => {
    const refused = await set('legal_tax_id', 'B12345675').expect(400)
    expect(refused.body.fieldErrors).toEqual({
      value: ['Un NIF, NIE o CIF con su letra o dígito de control, como B12345674'],
    })
    await set('legal_email', 'no-es-un-email').expect(400)
    await set('legal_owner_name', ' ').expect(400)
    await set('legal_tax_id', 'b-1234567.4').expect(200, {
      key: 'legal_tax_id',
      value: 'B12345674',
    })
    expect((await http().get('/api/settings/public').expect(200)).body.legal.taxId).toBe(
      'B12345674',
    )
    await t.orm.em.fork().getConnection().execute(`delete from setting where key = 'legal_tax_id'`)
  })

  it('PUT /api/settings stores a value checked for its key', async () => {
    await set('maintenance_mode', 'true').expect(200, { key: 'maintenance_mode', value: 'true' })
    await set('shipping_flat_fee', ' 4,5 ').expect(200, { key: 'shipping_flat_fee', value: '4.50' })
    await set('paypal_enabled', 'true').expect(200)
    expect((await http().get('/api/settings/public').expect(200)).body).toMatchObject({
      maintenanceMode: true,
      paypalEnabled: true,
      shipping: { freeOver: '50.00', flatFee: '4.50' },
    })
    const listed = (await admin.as(http().get('/api/admin/settings')).expect(200)).body
    expect(listed).toEqual(
      Object.entries({
        ...DEFAULTS,
        maintenance_mode: 'true',
        paypal_enabled: 'true',
        shipping_flat_fee: '4.50',
      }).map(([key, value]) => ({ key, value, description: expect.any(String) })),
    )
    // The API keeps answering in maintenance (the web app shows the notice); it only stops selling.
    await http().get('/api/perfumes').expect(200)
    await set('maintenance_mode', 'false').expect(200)
    await set('paypal_enabled', 'false').expect(200)
    await set('shipping_flat_fee', '3.95').expect(200)
  })

  it.each([
    ['an unknown key', { key: 'dark_mode', value: 'true' }, 'key'],
    ['a switch that is not true or false', { key: 'coupons_enabled', value: 'yes' }, 'value'],
    ['a negative amount', { key: 'shipping_free_over', value: '-5' }, 'value'],
    ['an amount with three decimals', { key: 'shipping_flat_fee', value: '3.999' }, 'value'],
    ['a value that is not text', { key: 'coupons_enabled', value: true }, 'value'],
    ['an unknown field', { key: 'coupons_enabled', value: 'true', scope: 'all' }, 'scope'],
  ])('PUT /api/settings refuses %s (400 naming %s)', async (_, body, field) => {
    const response = await admin.as(http().put('/api/settings')).send(body).expect(400)
    expect(response.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining(`${field}: `),
      fieldErrors: { [field]: [expect.any(String)] },
    })
  })

  it('PUT /api/settings keeps the delivery days a range: the fewest may not pass the most', async () => {
    const refusal = (min: number, max: number) => {
      const message = `Los días laborables mínimos de entrega (${min}) no pueden ser más que los máximos (${max})`
      return {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        reason: 'delivery_days',
        params: { min, max },
        message,
        fieldErrors: { value: [message] },
      }
    }
    try {
      await set('delivery_days_min', '6').expect(400, refusal(6, 5))
      await set('delivery_days_max', '1').expect(400, refusal(2, 1))
      // Equal ends are a single day; the range moves one end at a time.
      await set('delivery_days_min', '5').expect(200, { key: 'delivery_days_min', value: '5' })
      await set('delivery_days_max', '8').expect(200)
      await set('delivery_days_min', '7').expect(200)
      await set('delivery_days_max', '6').expect(400)
      const stored = (await admin.as(http().get('/api/admin/settings')).expect(200)).body
      expect(
        stored
          .filter((row: { key: string }) => row.key.startsWith('delivery_days'))
          .map((row: { key: string; value: string }) => [row.key, row.value]),
      ).toEqual([
        ['delivery_days_min', '7'],
        ['delivery_days_max', '8'],
      ])
    } finally {
      await set('delivery_days_min', '2').expect(200)
      await set('delivery_days_max', '5').expect(200)
    }
  })

  it('collections_enabled false empties the shop’s collections at once; the back office keeps them', async () => {
    const created = (
      await admin
        .as(http().post('/api/collections'))
        .send({ name: 'Visible', description: 'x', theme: 'y', perfumeIds: [perfume.id] })
        .expect(201)
    ).body
    // Both answers are cached before the switch moves.
    expect((await http().get('/api/collections').expect(200)).body).toHaveLength(1)
    await http().get('/api/collections/visible').expect(200)

    await set('collections_enabled', 'false').expect(200)
    expect((await http().get('/api/collections').expect(200)).body).toEqual([])
    const one = await http().get('/api/collections/visible').expect(404)
    expect(one.body).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'collection_not_found',
      message: 'Colección no encontrada',
    })
    await admin.as(http().get('/api/admin/settings/collections')).expect(200, { enabled: false })
    const backOffice = (await admin.as(http().get('/api/admin/collections')).expect(200)).body
    expect(backOffice.map((collection: { id: string }) => collection.id)).toEqual([created.id])
    expect((await http().get('/api/settings/public').expect(200)).body.collectionsEnabled).toBe(
      false,
    )

    await set('collections_enabled', 'true').expect(200)
    expect((await http().get('/api/collections').expect(200)).body).toHaveLength(1)
    await admin.as(http().get('/api/admin/settings/collections')).expect(200, { enabled: true })
  })

  describe('coupons, shipping and tracking follow their switches', () => {
    let buyer: Shopper

    beforeAll(async () => {
      // 2 x 30.00 = 60.00: over the 50.00 free-shipping threshold.
      buyer = await shopper(t.app, [[perfume, '10ml', 2]])
    })

    it('coupons_enabled false refuses coupons with 409; checkout without one goes on', async () => {
      await buyer.as(http().post('/api/coupons/apply')).send({ code: 'AJUSTE10' }).expect(200)
      await set('coupons_enabled', 'false').expect(200)
      const refused = await buyer
        .as(http().post('/api/coupons/apply'))
        .send({ code: 'AJUSTE10' })
        .expect(409)
      expect(refused.body).toMatchObject({
        statusCode: 409,
        code: 'CONFLICT',
        reason: 'coupons_off',
        message: 'Los cupones no están disponibles',
      })
      const checkout = await buyer
        .as(http().post('/api/checkout/session'))
        .send({ addressId: buyer.addressId, couponCode: 'AJUSTE10' })
        .expect(409)
      expect(checkout.body).toEqual(refused.body)
      const coupon = await t.orm.em.fork().findOneOrFail(Coupon, { code: 'AJUSTE10' })
      expect(coupon.usedCount).toBe(0)
      const plain = await buyer
        .as(http().post('/api/checkout/session'))
        .send({ addressId: buyer.addressId })
        .expect(201)
      expect(plain.body.total).toBe('60.00')
      await set('coupons_enabled', 'true').expect(200)
      await buyer.as(http().post('/api/coupons/apply')).send({ code: 'AJUSTE10' }).expect(200)
    })

    it('free_shipping_enabled false charges the flat fee over the threshold: cart, quote and checkout', async () => {
      const cart = (await buyer.as(http().get('/api/cart')).expect(200)).body
      expect([cart.total, cart.shipping, cart.freeShippingFrom]).toEqual(['60.00', '0.00', '50.00'])

      await set('free_shipping_enabled', 'false').expect(200)
      const flat = (await buyer.as(http().get('/api/cart')).expect(200)).body
      expect([flat.total, flat.shipping, flat.freeShippingFrom]).toEqual(['60.00', '3.95', null])
      expect((await buyer.as(http().get('/api/checkout/quote')).expect(200)).body).toEqual({
        code: '',
        subtotal: '60.00',
        discount: '0.00',
        shipping: '3.95',
        total: '63.95',
      })
      const checkout = await buyer
        .as(http().post('/api/checkout/session'))
        .send({ addressId: buyer.addressId })
        .expect(201)
      expect(checkout.body.total).toBe('63.95')

      await set('free_shipping_enabled', 'true').expect(200)
      // The threshold and the fee are settings as well.
      await set('shipping_free_over', '100').expect(200)
      await set('shipping_flat_fee', '5').expect(200)
      const raised = (await buyer.as(http().get('/api/cart')).expect(200)).body
      expect([raised.shipping, raised.freeShippingFrom]).toEqual(['5.00', '100.00'])
      await set('shipping_free_over', '50.00').expect(200)
      await set('shipping_flat_fee', '3.95').expect(200)
    })

    it('order_tracking_enabled false answers tracking with 404', async () => {
      expect((await buyer.as(http().get('/api/tracking')).expect(200)).body).toEqual([])
      await set('order_tracking_enabled', 'false').expect(200)
      const closed = {
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: 'tracking_off',
        message: 'El seguimiento de pedidos no está disponible',
      }
      await buyer.as(http().get('/api/tracking')).expect(404, closed)
      await buyer.as(http().get('/api/tracking/AUR123')).expect(404, closed)
      await set('order_tracking_enabled', 'true').expect(200)
      await buyer.as(http().get('/api/tracking')).expect(200)
    })
  })

  it('maintenance closes sales in the API too: cart writes and checkout answer 503 with Retry-After, reads and administrators go on', async () => {
    const buyer = await shopper(t.app, [[perfume, '10ml', 1]])
    const addItem = (who: { as: (call: request.Test) => request.Test }) =>
      who.as(http().post('/api/cart/items')).send({ productId: perfume.id, size: '10ml' })
    await set('maintenance_mode', 'true').expect(200)
    try {
      const refused = await addItem(buyer).expect(503)
      expect(refused.body).toMatchObject({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        reason: 'maintenance',
        message:
          'La tienda está en mantenimiento: no se pueden hacer compras ahora. Vuelve en unos minutos.',
      })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      // A guest too, and the checkout, under its old path as well.
      await http().post('/api/cart/items').send({ productId: perfume.id }).expect(503)
      for (const path of ['/api/checkout/session', '/api/stripe/create-checkout-session']) {
        await buyer.as(http().post(path)).send({ addressId: buyer.addressId }).expect(503)
      }
      // Reading goes on: the cart as it was, the catalogue.
      const cart = (await buyer.as(http().get('/api/cart')).expect(200)).body
      expect(cart.items).toEqual([expect.objectContaining({ quantity: 1 })])
      await http().get('/api/perfumes').expect(200)
      // The administrator tries the shop while it is closed.
      await addItem(admin).expect(201)
    } finally {
      await set('maintenance_mode', 'false').expect(200)
    }
    await addItem(buyer).expect(201)
  })
})
