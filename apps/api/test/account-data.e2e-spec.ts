import { storeDay } from '@aurum/contracts'
import { EntityManager, RequestContext } from '@mikro-orm/postgresql'
import request from 'supertest'
import { pdfText } from './pdf-text'
import { createFirstAdmin } from '../src/db/first-admin'
import { Address } from '../src/modules/accounts/entities/address.entity'
import { PaymentMethod } from '../src/modules/accounts/entities/payment-method.entity'
import { AuthService } from '../src/modules/auth/auth.service'
import { Session } from '../src/modules/auth/entities/session.entity'
import { Cart } from '../src/modules/cart/entities/cart.entity'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { Notification } from '../src/modules/notifications/entities/notification.entity'
import { OrderItem } from '../src/modules/orders/entities/order-item.entity'
import { Order } from '../src/modules/orders/entities/order.entity'
import { User } from '../src/modules/users/entities/user.entity'
import {
  DEFAULT_SETTINGS as DEFAULTS,
  UserSettings,
} from '../src/modules/users/entities/user-settings.entity'
import { signedInAdmin } from './admins'
import { createPerfumes } from './factories'
import { createTestApp, type TestApp } from './test-app'

const PASSWORD = 'una-clave-larga'
let registered = 0

interface Customer {
  as(call: request.Test): request.Test
  bearer: string
  refreshToken: string
  userId: string
  email: string
  addressId: string
}

describe('account data: export and deletion (e2e)', () => {
  let t: TestApp
  let amber: Perfume
  const http = () => request(t.app.getHttpServer())
  const em = () => t.orm.em.fork()

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '10' })
    ;[amber] = await createPerfumes(t.orm.em, [
      { name: 'Ámbar Real', brand: 'Casa Aurum', sizes: [['5ml', 5, 1250, 100]] },
    ])
  })
  afterAll(() => t.close())

  /** A registered customer (with both tokens), one address, and these units of Ámbar in the cart. */
  async function customer(units = 0, name = 'Lucía Fernández'): Promise<Customer> {
    registered++
    const email = `datos${registered}@example.com`
    await http()
      .post('/api/auth/register')
      .send({ username: `datos${registered}`, email, password: PASSWORD })
      .expect(202)
    const auth = (
      await http().post('/api/auth/login').send({ login: email, password: PASSWORD }).expect(200)
    ).body
    const bearer = `Bearer ${auth.accessToken}`
    const as = (call: request.Test) => call.set('authorization', bearer)
    const address = (
      await as(http().post('/api/addresses'))
        .send({
          name,
          street: 'Calle Mayor 1',
          city: 'Madrid',
          state: 'Madrid',
          zipCode: '28013',
          country: 'España',
          phone: '+34 600 000 000',
        })
        .expect(201)
    ).body
    if (units) {
      await as(http().post('/api/cart/items'))
        .send({ productId: amber.id, size: '5ml', quantity: units })
        .expect(201)
    }
    return {
      as,
      bearer,
      refreshToken: auth.refreshToken,
      userId: auth.user.id,
      email,
      addressId: address.id,
    }
  }

  /** Pays the cart on the local test page: the order, as the customer sees it. */
  async function buy(buyer: Customer) {
    const started = await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId })
      .expect(201)
    const checkout = await em().findOneOrFail(Checkout, {
      providerSessionId: started.body.sessionId,
    })
    await http().post(`/api/checkout/local/${checkout.id}/pay`).expect(303)
    return (
      await buyer.as(http().get(`/api/orders/by-session/${started.body.sessionId}`)).expect(200)
    ).body as { id: string; code: string; createdAt: string }
  }

  async function saveCard(userId: string) {
    const tx = em()
    tx.create(PaymentMethod, {
      user: userId,
      type: 'card',
      cardType: 'visa',
      last4: '4242',
      expiryMonth: 4,
      expiryYear: 2030,
      provider: 'local',
      providerPaymentMethodId: `pm_local_${userId}`,
      isDefault: true,
    })
    await tx.flush()
  }

  const exportAs = (who: Customer, format?: string) =>
    who.as(http().get('/api/user/export-data')).query(format ? { format } : {})

  const binary = (call: request.Test) =>
    call.buffer(true).parse((response, done) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => done(null, Buffer.concat(chunks)))
    })

  describe('export', () => {
    let ana: Customer
    let beto: Customer
    let order: { id: string; code: string; createdAt: string }

    beforeAll(async () => {
      ana = await customer(2)
      order = await buy(ana)
      // A buyer's vote on how the perfume performs is part of what the account holds.
      await ana
        .as(http().post(`/api/perfumes/${amber.id}/performance`))
        .send({ longevity: 4, sillage: 3, seasons: ['otoño'], timeOfDay: 'noche' })
        .expect(200)
      await saveCard(ana.userId)
      const tx = em()
      await tx.nativeUpdate(
        User,
        { id: ana.userId },
        { name: '=HYPERLINK("http://evil.example","clic")', phone: '+34 611 222 333' },
      )
      beto = await customer(1, 'Beto Gómez')
      await buy(beto)
    })

    it('JSON: every section of this customer, field by field, as an attachment', async () => {
      const response = await exportAs(ana, 'json').expect(200)
      const day = storeDay()
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="user-data-${day}.json"`,
      )
      expect(response.headers['cache-control']).toBe('no-store')
      const user = await em().findOneOrFail(User, ana.userId)
      expect(response.body).toEqual({
        shop: 'Aurum Decants',
        exportedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        profile: {
          name: '=HYPERLINK("http://evil.example","clic")',
          username: ana.email.split('@')[0],
          email: ana.email,
          phone: '+34 611 222 333',
          createdAt: user.createdAt.toISOString(),
        },
        addresses: [
          {
            type: 'home',
            name: 'Lucía Fernández',
            street: 'Calle Mayor 1',
            city: 'Madrid',
            state: 'Madrid',
            zipCode: '28013',
            country: 'España',
            phone: '+34 600 000 000',
            isDefault: true,
          },
        ],
        paymentMethods: [
          { type: 'card', brand: 'visa', last4: '4242', expiry: '04/2030', isDefault: true },
        ],
        orders: [
          {
            code: order.code,
            date: order.createdAt,
            status: 'confirmed',
            currency: 'EUR',
            items: [
              {
                perfume: 'Ámbar Real',
                brand: 'Casa Aurum',
                size: '5ml',
                quantity: 2,
                unitPrice: '12.50',
              },
            ],
            subtotal: '25.00',
            discount: '0.00',
            shipping: expect.stringMatching(/^\d+\.\d{2}$/),
            total: expect.stringMatching(/^\d+\.\d{2}$/),
            couponCode: null,
            trackingNumber: null,
            shippingAddress: {
              name: 'Lucía Fernández',
              street: 'Calle Mayor 1',
              city: 'Madrid',
              state: 'Madrid',
              zipCode: '28013',
              country: 'España',
              phone: '+34 600 000 000',
            },
          },
        ],
        notifications: [
          {
            type: 'order',
            title: 'Pedido confirmado',
            message: `Hemos recibido el pago de tu pedido #${order.code}.`,
            isRead: false,
            createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          },
        ],
        settings: DEFAULTS_FOR_EXPORT,
        favorites: [],
        reviews: [],
        performanceVotes: [
          {
            perfume: 'Ámbar Real',
            brand: 'Casa Aurum',
            longevity: 4,
            sillage: 3,
            seasons: ['otoño'],
            timeOfDay: 'noche',
            updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          },
        ],
      })
      const [placed] = response.body.orders
      expect(Number(placed.total)).toBeCloseTo(25 + Number(placed.shipping))
    })

    it('CSV: rows of section, item, field and value; a formula in a name is defused', async () => {
      const response = await binary(exportAs(ana, 'csv')).expect(200)
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="user-data-${storeDay()}.csv"`,
      )
      expect(response.headers['cache-control']).toBe('no-store')
      const lines = (response.body as Buffer).toString('utf8').split('\r\n')
      expect(lines[0]).toBe('section,item,field,value')
      for (const row of [
        'export,,shop,Aurum Decants',
        `profile,,name,"'=HYPERLINK(""http://evil.example"",""clic"")"`,
        `profile,,email,${ana.email}`,
        `profile,,phone,'+34 611 222 333`,
        'addresses,1,name,Lucía Fernández',
        'addresses,1,street,Calle Mayor 1',
        'addresses,1,zipCode,28013',
        'addresses,1,isDefault,true',
        'paymentMethods,1,brand,visa',
        'paymentMethods,1,last4,4242',
        'paymentMethods,1,expiry,04/2030',
        `orders,1,code,${order.code}`,
        'orders,1,status,confirmed',
        'orders,1,currency,EUR',
        'orders,1,items.1.perfume,Ámbar Real',
        'orders,1,items.1.quantity,2',
        'orders,1,items.1.unitPrice,12.50',
        'orders,1,subtotal,25.00',
        'notifications,1,title,Pedido confirmado',
        'settings,,appearance.theme,dark',
        'settings,,data.exportFormat,json',
        'favorites,,,',
        'reviews,,,',
        'performanceVotes,1,perfume,Ámbar Real',
        'performanceVotes,1,seasons.1,otoño',
      ]) {
        expect(lines).toContain(row)
      }
      // No cell anywhere starts as a formula.
      for (const line of lines.slice(1).filter(Boolean)) {
        const cells = line.split(',')
        expect(cells[3] ?? '').not.toMatch(/^[=+\-@\t\r]/)
      }
    })

    it("PDF: a document that reads with the shop's name, the email and the order", async () => {
      const response = await binary(exportAs(ana, 'pdf')).expect(200)
      expect(response.headers['content-type']).toBe('application/pdf')
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="user-data-${storeDay()}.pdf"`,
      )
      const bytes = response.body as Buffer
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
      const { text } = await pdfText(bytes)
      for (const expected of [
        'Aurum Decants',
        'Tus datos',
        `Email: ${ana.email}`,
        `Pedido #${order.code}`,
        'Ámbar Real (Casa Aurum) 5ml x2',
        'Visa terminada en 4242, caduca 04/2030',
        'Calle Mayor 1',
      ]) {
        expect(text).toContain(expected)
      }
    })

    it("another customer's export never holds this one's data, in any format", async () => {
      const json = (await exportAs(beto, 'json').expect(200)).body
      expect(json.profile.email).toBe(beto.email)
      expect(json.orders).toHaveLength(1)
      expect(json.orders[0].code).not.toBe(order.code)
      expect(json.addresses.map((address: { name: string }) => address.name)).toEqual([
        'Beto Gómez',
      ])
      expect(json.paymentMethods).toEqual([])
      const csv = (await binary(exportAs(beto, 'csv')).expect(200)).body.toString('utf8')
      const { text } = await pdfText((await binary(exportAs(beto, 'pdf')).expect(200)).body)
      for (const file of [JSON.stringify(json), csv, text]) {
        expect(file).toContain(beto.email)
        expect(file).not.toContain(ana.email)
        expect(file).not.toContain(order.code)
        expect(file).not.toContain('HYPERLINK')
        expect(file).not.toContain('4242')
      }
    })

    it('JSON when no format is given; any other format or parameter is a 400; a visitor a 401', async () => {
      const plain = await exportAs(ana).expect(200)
      expect(plain.headers['content-disposition']).toBe(
        `attachment; filename="user-data-${storeDay()}.json"`,
      )
      const bad = await exportAs(ana, 'xml').expect(400)
      expect(bad.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        fieldErrors: { format: ['El formato debe ser json, csv o pdf'] },
      })
      await ana
        .as(http().get('/api/user/export-data'))
        .query({ format: 'json', userId: beto.userId })
        .expect(400)
      const visitor = await http().get('/api/user/export-data?format=json').expect(401)
      expect(visitor.body).toMatchObject({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        reason: 'authentication_required',
        message: 'Inicia sesión para continuar',
      })
    })
  })

  describe('deletion', () => {
    const deleteAs = (who: Pick<Customer, 'as'>, body?: object) => {
      const call = who.as(http().delete('/api/user/delete-account'))
      return body ? call.send(body) : call
    }
    const countOf = async (userId: string) => {
      const tx = em()
      return {
        users: await tx.count(User, { id: userId }),
        settings: await tx.count(UserSettings, { user: userId }),
        addresses: await tx.count(Address, { user: userId }),
        paymentMethods: await tx.count(PaymentMethod, { user: userId }),
        notifications: await tx.count(Notification, { user: userId }),
        liveSessions: await tx.count(Session, { user: userId, revokedAt: null }),
        carts: await tx.count(Cart, { user: userId }),
        checkouts: await tx.count(Checkout, { user: userId }),
        orders: await tx.count(Order, { user: userId }),
      }
    }

    it('a wrong or missing password changes nothing', async () => {
      const carla = await customer(1)
      await buy(carla)
      await saveCard(carla.userId)
      const before = await countOf(carla.userId)
      expect(before).toEqual({
        users: 1,
        settings: 1,
        addresses: 1,
        paymentMethods: 1,
        notifications: 1,
        liveSessions: 1,
        carts: 1,
        checkouts: 1,
        orders: 1,
      })
      const wrong = await deleteAs(carla, { password: 'no-es-esta' }).expect(400)
      expect(wrong.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        reason: 'password_incorrect',
        message: 'La contraseña no es correcta',
        fieldErrors: { password: ['La contraseña no es correcta'] },
      })
      const missing = await deleteAs(carla, {}).expect(400)
      expect(missing.body.fieldErrors).toEqual({ password: ['La contraseña no es correcta'] })
      await deleteAs(carla).expect(400)
      await deleteAs(carla, { password: PASSWORD, userId: 'otro' }).expect(400)
      expect(await countOf(carla.userId)).toEqual(before)
      await carla.as(http().get('/api/auth/me')).expect(200)
    })

    it('deletes at once: tokens refused, personal data gone, orders kept anonymised, email free again', async () => {
      const dora = await customer(2, 'Dora Ruiz')
      const order = await buy(dora)
      await saveCard(dora.userId)
      // A second device, and a payment page left open with another unit in the cart.
      const other = (
        await http()
          .post('/api/auth/login')
          .send({ login: dora.email, password: PASSWORD })
          .expect(200)
      ).body
      await dora
        .as(http().post('/api/cart/items'))
        .send({ productId: amber.id, size: '5ml', quantity: 1 })
        .expect(201)
      await dora
        .as(http().post('/api/checkout/session'))
        .send({ addressId: dora.addressId })
        .expect(201)
      const openCheckout = await em().findOneOrFail(Checkout, {
        user: dora.userId,
        status: 'open',
      })
      const sessionIds = (await em().find(Session, { user: dora.userId })).map(
        (session) => session.id,
      )
      expect(sessionIds).toHaveLength(2)

      await deleteAs(dora, { password: PASSWORD }).expect(204)

      // Both sessions' tokens are refused at once.
      for (const bearer of [dora.bearer, `Bearer ${other.accessToken}`]) {
        const refused = await http().get('/api/auth/me').set('authorization', bearer).expect(401)
        expect(refused.body.code).toBe('SESSION_ENDED')
      }
      for (const refreshToken of [dora.refreshToken, other.refreshToken]) {
        await http().post('/api/auth/refresh').send({ refreshToken }).expect(401)
      }
      expect(await em().count(Session, { id: { $in: sessionIds } })).toBe(0)
      // Personal data gone, the open payment page closed and gone with it.
      expect(await countOf(dora.userId)).toEqual({
        users: 0,
        settings: 0,
        addresses: 0,
        paymentMethods: 0,
        notifications: 0,
        liveSessions: 0,
        carts: 0,
        checkouts: 0,
        orders: 0,
      })
      expect(await em().count(Checkout, { id: openCheckout.id })).toBe(0)
      await http().post(`/api/checkout/local/${openCheckout.id}/pay`).expect(404)
      // The order stays for the books, without who the customer was.
      const kept = await em().findOneOrFail(Order, order.id)
      expect(kept.user).toBeNull()
      expect(kept.email).toBe('cliente-eliminado')
      expect(kept.shippingAddress).toEqual({
        name: 'Cliente eliminado',
        street: '',
        city: 'Madrid',
        state: 'Madrid',
        zipCode: '28013',
        country: 'España',
        phone: '',
      })
      expect(kept.totalCents).toBeGreaterThanOrEqual(2500)
      expect(await em().count(OrderItem, { order: order.id })).toBe(1)
      // The email (and the username) may be registered again, as a new account.
      await http()
        .post('/api/auth/register')
        .send({ username: dora.email.split('@')[0], email: dora.email, password: PASSWORD })
        .expect(202)
      const again = await http()
        .post('/api/auth/login')
        .send({ login: dora.email, password: PASSWORD })
        .expect(200)
      expect(again.body.user.id).not.toBe(dora.userId)
      const fresh = `Bearer ${again.body.accessToken}`
      const orders = await http().get('/api/orders').set('authorization', fresh).expect(200)
      expect(orders.body).toEqual([])
    })

    it("the back office still reads and moves a deleted customer's order", async () => {
      const eva = await customer(1)
      const order = await buy(eva)
      await deleteAs(eva, { password: PASSWORD }).expect(204)
      const admin = await signedInAdmin(t.app, t.orm)
      const view = await admin.as(http().get(`/api/admin/orders/${order.id}`)).expect(200)
      expect(view.body).toMatchObject({
        id: order.id,
        userId: null,
        email: 'cliente-eliminado',
        status: 'confirmed',
      })
      const moved = await admin
        .as(http().patch(`/api/admin/orders/${order.id}`))
        .send({ status: 'processing' })
        .expect(200)
      expect(moved.body.status).toBe('processing')
      expect(await em().count(Notification, {})).toBeGreaterThan(0)
      expect(await em().count(Notification, { user: null })).toBe(0)
    })

    it("an account without a password confirms with 'ELIMINAR'", async () => {
      const tx = em()
      const google = tx.create(User, {
        email: 'solo.google.borrar@example.com',
        username: 'solo.google.borrar',
        googleSubject: 'g-borrar',
      })
      tx.create(UserSettings, { user: google, settings: DEFAULTS })
      await tx.flush()
      const session = await RequestContext.create(t.app.get(EntityManager), () =>
        t.app.get(AuthService).signInAs(google.id, { ip: '127.0.0.1', userAgent: null }),
      )
      const as = (call: request.Test) => call.set('authorization', `Bearer ${session.accessToken}`)
      const refused = await deleteAs({ as }, { password: 'cualquier-cosa' }).expect(400)
      expect(refused.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Tu cuenta no tiene contraseña: escribe ELIMINAR para confirmar',
        fieldErrors: {
          password: ['Tu cuenta inicia sesión con Google: escribe ELIMINAR para confirmar'],
        },
      })
      const misspelt = await deleteAs({ as }, { confirmation: 'eliminar' }).expect(400)
      expect(misspelt.body.fieldErrors).toEqual({
        confirmation: ['Escribe ELIMINAR para confirmar'],
      })
      expect(await em().count(User, { id: google.id })).toBe(1)
      await deleteAs({ as }, { confirmation: 'ELIMINAR' }).expect(204)
      expect(await em().count(User, { id: google.id })).toBe(0)
      await as(http().get('/api/auth/me')).expect(401)
    })

    it('the last administrator cannot delete their account; one of two can', async () => {
      const tx = em()
      await tx.nativeDelete(User, { role: 'admin' })
      const jefa = await signedInAdmin(t.app, t.orm)
      const last = await deleteAs(jefa, { password: 'una-clave-de-administracion' }).expect(409)
      expect(last.body).toMatchObject({
        statusCode: 409,
        code: 'CONFLICT',
        reason: 'last_admin',
        message:
          'No puedes eliminar la cuenta del único administrador: nombra antes a otro administrador',
      })
      expect(await em().count(User, { role: 'admin' })).toBe(1)
      await createFirstAdmin(em(), { email: 'segunda@aurum.example', password: 'otra-clave-larga' })
      await deleteAs(jefa, { password: 'una-clave-de-administracion' }).expect(204)
      expect((await em().find(User, { role: 'admin' })).map((admin) => admin.email)).toEqual([
        'segunda@aurum.example',
      ])
      await jefa.as(http().get('/api/auth/me')).expect(401)
    })
  })
})

/** The settings as the export writes them: every group with the defaults of spec 001 §9. */
const DEFAULTS_FOR_EXPORT = JSON.parse(JSON.stringify(DEFAULTS))
