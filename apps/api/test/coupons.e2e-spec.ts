import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { Coupon } from '../src/modules/checkout/entities/coupon.entity'
import { CouponRedemption } from '../src/modules/checkout/entities/coupon-redemption.entity'
import { type Admin, signedInAdmin } from './admins'
import { createPerfumes } from './factories'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const DAY_MS = 24 * 60 * 60 * 1000

/** The coupons page's calls (spec 001 §2, §3, §5, §7) and the back office's coupons. */
describe('coupons (e2e)', () => {
  let t: TestApp
  let perfume: Perfume
  let admin: Admin
  const http = () => request(t.app.getHttpServer())
  const inAMonth = new Date(Date.now() + 30 * DAY_MS)
  inAMonth.setUTCMilliseconds(0)

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '10' })
    ;[perfume] = await createPerfumes(t.orm.em, [
      { name: 'Ámbar', sizes: [['10ml', 10, 2000, 1000]] },
    ])
    admin = await signedInAdmin(t.app, t.orm)
  })
  afterAll(() => t.close())

  const createCoupon = (body: Record<string, unknown>) =>
    admin.as(http().post('/api/admin/coupons')).send(body)
  const available = async (buyer: Shopper) =>
    (await buyer.as(http().get('/api/coupons/available')).expect(200)).body
  const used = async (buyer: Shopper) =>
    (await buyer.as(http().get('/api/coupons/user')).expect(200)).body
  const startPaying = async (buyer: Shopper, couponCode: string) =>
    (
      await buyer
        .as(http().post('/api/checkout/session'))
        .send({ addressId: buyer.addressId, couponCode })
        .expect(201)
    ).body.sessionId as string
  const pay = async (sessionId: string) => {
    const checkout = await t.orm.em.fork().findOneOrFail(Checkout, { providerSessionId: sessionId })
    await http().post(`/api/checkout/local/${checkout.id}/pay`).expect(303)
  }

  describe('the back office creates coupons', () => {
    it('answers the coupon with its code upper-cased and its amounts as text', async () => {
      const created = await createCoupon({
        code: 'activo20',
        description: '20% hasta 5 €',
        discountPercentage: 20,
        minimumAmount: '10.00',
        maximumDiscount: '5.00',
        validUntil: inAMonth.toISOString(),
        usageLimit: 10,
      }).expect(201)
      expect(created.body).toEqual({
        id: expect.any(String),
        code: 'ACTIVO20',
        description: '20% hasta 5 €',
        discountPercentage: 20,
        isActive: true,
        minimumAmount: '10.00',
        maximumDiscount: '5.00',
        validUntil: inAMonth.toISOString(),
        usageLimit: 10,
        usedCount: 0,
        perCustomerLimit: 1,
      })
      const row = await t.orm.em.fork().findOneOrFail(Coupon, { code: 'ACTIVO20' })
      expect(row).toMatchObject({ minimumAmountCents: 1000, maximumDiscountCents: 500 })
      await createCoupon({
        code: 'SINLIMITE',
        description: '5% siempre',
        discountPercentage: 5,
        perCustomerLimit: 3,
      }).expect(201)
    })

    it('refuses a taken code (409), bad fields (400) and customers (403), creating nothing', async () => {
      const taken = await createCoupon({
        code: 'Activo20',
        description: 'Otra',
        discountPercentage: 10,
      }).expect(409)
      expect(taken.body).toMatchObject({
        statusCode: 409,
        code: 'CONFLICT',
        reason: 'coupon_code_taken',
        message: 'Ya existe un cupón con ese código',
        fieldErrors: { code: ['Ya existe un cupón con ese código'] },
      })
      const bad = await createCoupon({
        code: 'CON ESPACIO',
        description: '',
        discountPercentage: 0,
        validUntil: new Date(Date.now() - DAY_MS).toISOString(),
      }).expect(400)
      expect(bad.body.fieldErrors).toEqual({
        code: ['El código solo lleva letras, números, guiones y guiones bajos'],
        description: ['La descripción es obligatoria'],
        discountPercentage: ['Un número entero de 1 a 100'],
        validUntil: ['La fecha de fin debe ser futura'],
      })
      const buyer = await shopper(t.app)
      await buyer
        .as(http().post('/api/admin/coupons'))
        .send({ code: 'MIO', description: 'Mío', discountPercentage: 50 })
        .expect(403)
      await buyer.as(http().get('/api/admin/coupons')).expect(403)
      expect(await t.orm.em.fork().count(Coupon, {})).toBe(2)
    })
  })

  describe('GET /api/coupons/available', () => {
    beforeAll(async () => {
      const em = t.orm.em.fork()
      em.create(Coupon, {
        code: 'CADUCADO',
        description: 'Ya pasó',
        discountPercentage: 30,
        validUntil: new Date(Date.now() - DAY_MS),
      })
      em.create(Coupon, {
        code: 'AGOTADO',
        description: 'Sin usos',
        discountPercentage: 30,
        usageLimit: 2,
        usedCount: 2,
      })
      em.create(Coupon, {
        code: 'INACTIVO',
        description: 'Apagado',
        discountPercentage: 30,
        isActive: false,
      })
      await em.flush()
    })

    it('lists only the active, current coupons with uses left, with the uses left for the customer', async () => {
      const buyer = await shopper(t.app)
      expect(await available(buyer)).toEqual([
        {
          id: expect.any(String),
          code: 'ACTIVO20',
          description: '20% hasta 5 €',
          discountPercentage: 20,
          isActive: true,
          minimumAmount: '10.00',
          maximumDiscount: '5.00',
          validUntil: inAMonth.toISOString(),
          usageLimit: 10,
          usedCount: 0,
          remainingUses: 1,
        },
        {
          id: expect.any(String),
          code: 'SINLIMITE',
          description: '5% siempre',
          discountPercentage: 5,
          isActive: true,
          minimumAmount: '0.00',
          maximumDiscount: null,
          validUntil: null,
          usageLimit: null,
          usedCount: 0,
          remainingUses: 3,
        },
      ])
      const all = (await admin.as(http().get('/api/admin/coupons')).expect(200)).body
      expect(all.map((coupon: { code: string }) => coupon.code)).toEqual([
        'CADUCADO',
        'ACTIVO20',
        'AGOTADO',
        'INACTIVO',
        'SINLIMITE',
      ])
    })

    it('asks for a signed-in customer', async () => {
      await http().get('/api/coupons/available').expect(401)
      await http().get('/api/coupons/user').expect(401)
    })
  })

  describe('GET /api/coupons/user: the paid uses, only the customer’s own', () => {
    let buyer: Shopper
    let other: Shopper

    beforeAll(async () => {
      buyer = await shopper(t.app, [[perfume, '10ml', 1]])
      other = await shopper(t.app, [[perfume, '10ml', 1]])
    })

    it('a held use (payment page open) is not a used coupon', async () => {
      await startPaying(buyer, 'activo20')
      expect(await used(buyer)).toEqual([])
      const [activo] = await available(buyer)
      // The open payment holds one of the ten uses; the customer's own use is still theirs.
      expect(activo).toMatchObject({ code: 'ACTIVO20', isActive: true, usedCount: 1 })
      expect(activo.remainingUses).toBe(1)
    })

    it('once paid, the coupon is in the customer’s list with its order, and used up for them', async () => {
      const sessionId = (
        await buyer
          .as(http().post('/api/checkout/session'))
          .send({ addressId: buyer.addressId, couponCode: 'ACTIVO20' })
          .expect(201)
      ).body.sessionId as string
      await pay(sessionId)
      const order = (await buyer.as(http().get(`/api/orders/by-session/${sessionId}`)).expect(200))
        .body
      expect(order).toMatchObject({ couponCode: 'ACTIVO20', discount: '4.00' })
      const [use] = await t.orm.em
        .fork()
        .find(CouponRedemption, { user: buyer.userId, state: 'used' })
      expect(await used(buyer)).toEqual([
        {
          id: use.id,
          code: 'ACTIVO20',
          description: '20% hasta 5 €',
          discountPercentage: 20,
          minimumAmount: '10.00',
          maximumDiscount: '5.00',
          usedAt: order.createdAt,
          expiresAt: inAMonth.toISOString(),
          orderCode: order.code,
          status: 'valid',
        },
      ])
      const [activo, sinLimite] = await available(buyer)
      expect(activo).toMatchObject({
        code: 'ACTIVO20',
        isActive: false,
        usedCount: 1,
        remainingUses: 0,
      })
      expect(sinLimite).toMatchObject({ code: 'SINLIMITE', isActive: true, remainingUses: 3 })
    })

    it('customer B never sees A’s uses, and A’s use does not count against B', async () => {
      expect(await used(other)).toEqual([])
      const [activo] = await available(other)
      expect(activo).toMatchObject({ code: 'ACTIVO20', isActive: true, remainingUses: 1 })
    })

    it('a coupon past its end date reads expired, and is no longer available', async () => {
      const em = t.orm.em.fork()
      const coupon = await em.findOneOrFail(Coupon, { code: 'ACTIVO20' })
      const ended = new Date(Date.now() - 1000)
      ended.setUTCMilliseconds(0)
      coupon.validUntil = ended
      await em.flush()
      const [use] = await used(buyer)
      expect(use).toMatchObject({ expiresAt: ended.toISOString(), status: 'expired' })
      expect((await available(other)).map((c: { code: string }) => c.code)).toEqual(['SINLIMITE'])
      coupon.validUntil = inAMonth
      await em.flush()
    })

    it('a cancelled order gives its use back: it leaves the list', async () => {
      const [use] = await used(buyer)
      const order = (await buyer.as(http().get('/api/orders')).expect(200)).body.find(
        (candidate: { code: string }) => candidate.code === use.orderCode,
      )
      await admin
        .as(http().patch(`/api/admin/orders/${order.id}`))
        .send({ status: 'cancelled' })
        .expect(200)
      expect(await used(buyer)).toEqual([])
      const [activo] = await available(buyer)
      expect(activo).toMatchObject({ code: 'ACTIVO20', isActive: true, remainingUses: 1 })
    })

    it('with coupons switched off, none is available', async () => {
      await admin
        .as(http().put('/api/settings'))
        .send({ key: 'coupons_enabled', value: 'false' })
        .expect(200)
      expect(await available(other)).toEqual([])
      await admin
        .as(http().put('/api/settings'))
        .send({ key: 'coupons_enabled', value: 'true' })
        .expect(200)
      expect(await available(other)).toHaveLength(2)
    })
  })

  describe('POST /api/coupons/apply', () => {
    it('upper-cases the code and answers the discount on the current cart', async () => {
      const buyer = await shopper(t.app, [[perfume, '10ml', 1]])
      const applied = await buyer
        .as(http().post('/api/coupons/apply'))
        .send({ code: ' sinlimite ' })
        .expect(200)
      expect(applied.body).toEqual({
        code: 'SINLIMITE',
        subtotal: '20.00',
        discount: '1.00',
        shipping: '3.95',
        total: '22.95',
      })
      // The checkout's quote reads the same numbers.
      const quoted = await buyer
        .as(http().get('/api/checkout/quote'))
        .query({ couponCode: 'SINLIMITE' })
        .expect(200)
      expect(quoted.body).toEqual(applied.body)
    })

    it.each([
      ['an empty code', '', 'Por favor ingresa un código de cupón'],
      ['a blank code', '   ', 'Por favor ingresa un código de cupón'],
      ['a code over 20 characters', 'A'.repeat(21), 'El código tiene como máximo 20 caracteres'],
    ])('refuses %s with 400 and the field error', async (_what, code, message) => {
      const buyer = await shopper(t.app)
      const refused = await buyer.as(http().post('/api/coupons/apply')).send({ code }).expect(400)
      expect(refused.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: `Datos no válidos: code: ${message}`,
        fieldErrors: { code: [message] },
      })
    })

    it('refuses an unknown, an expired and an inactive code with the reason, as the quote does', async () => {
      const buyer = await shopper(t.app, [[perfume, '10ml', 1]])
      const reasons: [string, number, string][] = [
        ['NOEXISTE', 400, 'Cupón no válido'],
        ['INACTIVO', 400, 'Cupón no válido'],
        ['CADUCADO', 400, 'Cupón expirado'],
        ['AGOTADO', 409, 'Este cupón ya no tiene usos disponibles'],
      ]
      for (const [code, status, message] of reasons) {
        const refused = await buyer.as(http().post('/api/coupons/apply')).send({ code })
        expect([code, refused.status, refused.body.message]).toEqual([code, status, message])
        const quoted = await buyer.as(http().get('/api/checkout/quote')).query({ couponCode: code })
        expect([code, quoted.status, quoted.body.message]).toEqual([code, status, message])
      }
    })
  })
})
