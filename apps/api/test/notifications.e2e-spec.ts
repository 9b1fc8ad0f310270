import { formatMoney } from '@aurum/contracts'
import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { Notification } from '../src/modules/notifications/entities/notification.entity'
import { type Admin, signedInAdmin } from './admins'
import { createPerfumes } from './factories'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

/** 12,00 € of perfume plus 3,95 € of shipping, as the shop writes amounts. */
const PAID = formatMoney(1595, 'EUR')
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000'
const DEFAULT_SETTINGS = {
  email: true,
  push: true,
  sms: false,
  orderUpdates: true,
  promotions: false,
  newProducts: true,
  security: true,
}

interface Row {
  id: string
  user_id: string
  type: string
  title: string
  message: string
  is_read: boolean
}

describe('notifications (e2e)', () => {
  let t: TestApp
  let admin: Admin
  let perfume: Perfume
  const http = () => request(t.app.getHttpServer())
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    t.orm.em.fork().execute<T[]>(query, params)
  /** The customer's notifications as stored, oldest first. */
  const rowsOf = (userId: string) =>
    sql<Row>(
      'select id, user_id, type, title, message, is_read from notification where user_id = ? order by created_at, id',
      [userId],
    )
  const allRows = () => sql<Row>('select * from notification order by user_id, created_at, id')

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '20' })
    admin = await signedInAdmin(t.app, t.orm)
    ;[perfume] = await createPerfumes(t.orm.em, [
      { name: 'Ámbar Real', brand: 'Casa Aurum', sizes: [['5ml', 5, 1200, 1000]] },
    ])
  })
  afterAll(() => t.close())

  /** Notifications written straight to the table, a minute apart: index 0 is the oldest. */
  async function seed(userId: string, count: number, read: (index: number) => boolean) {
    const em = t.orm.em.fork()
    const start = Date.parse('2026-11-20T10:00:00.000Z')
    const created = Array.from({ length: count }, (_, index) =>
      em.create(Notification, {
        user: userId,
        type: (['order', 'promotion', 'product', 'security', 'general'] as const)[index % 5],
        title: `Aviso ${index}`,
        message: `Mensaje ${index}`,
        isRead: read(index),
        createdAt: new Date(start + index * 60_000),
      }),
    )
    await em.flush()
    return created.map((notification, index) => ({
      id: notification.id,
      type: notification.type,
      title: `Aviso ${index}`,
      message: `Mensaje ${index}`,
      isRead: read(index),
      createdAt: new Date(start + index * 60_000).toISOString(),
    }))
  }

  describe('GET /api/notifications', () => {
    let ana: Shopper
    let views: Awaited<ReturnType<typeof seed>>
    const list = (query = '') => ana.as(http().get(`/api/notifications${query}`))

    beforeAll(async () => {
      ana = await shopper(t.app)
      const beto = await shopper(t.app)
      // 25 of Ana's: every third one read (0, 3, ... 24: 9 read, 16 unread); one of Beto's.
      views = await seed(ana.userId, 25, (index) => index % 3 === 0)
      await seed(beto.userId, 1, () => false)
    })

    it("answers a page of the customer's own, newest first, with the counters of all of them", async () => {
      const counts = { total: 25, unread: 16, read: 9 }
      const newestFirst = [...views].reverse()
      expect((await list().expect(200)).body).toEqual({
        items: newestFirst.slice(0, 20),
        counts,
        page: 1,
        pageSize: 20,
      })
      expect((await list('?page=2').expect(200)).body).toEqual({
        items: newestFirst.slice(20),
        counts,
        page: 2,
        pageSize: 20,
      })
      expect((await list('?page=3').expect(200)).body).toEqual({
        items: [],
        counts,
        page: 3,
        pageSize: 20,
      })
    })

    it('filters unread and read ones; the counters stay those of all', async () => {
      const newestFirst = [...views].reverse()
      const counts = { total: 25, unread: 16, read: 9 }
      expect((await list('?filter=unread').expect(200)).body).toEqual({
        items: newestFirst.filter((view) => !view.isRead).slice(0, 20),
        counts,
        page: 1,
        pageSize: 20,
      })
      expect((await list('?filter=read').expect(200)).body).toEqual({
        items: newestFirst.filter((view) => view.isRead),
        counts,
        page: 1,
        pageSize: 20,
      })
      expect((await list('?filter=all&page=1').expect(200)).body.items).toHaveLength(20)
    })

    it.each([
      ['?filter=nuevas', 'filter'],
      ['?page=0', 'page'],
      ['?page=dos', 'page'],
      ['?limit=100', ''],
    ])('refuses %s (400)', async (query, field) => {
      const refused = await list(query).expect(400)
      expect(refused.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' })
      if (field) expect(Object.keys(refused.body.fieldErrors)).toEqual([field])
    })

    it('answers the unread count cheaply for the header', async () => {
      expect(
        (await ana.as(http().get('/api/notifications/unread-count')).expect(200)).body,
      ).toEqual({ unread: 16 })
      const nobody = await shopper(t.app)
      expect(
        (await nobody.as(http().get('/api/notifications/unread-count')).expect(200)).body,
      ).toEqual({ unread: 0 })
    })

    it.each([
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['GET', '/api/notifications/settings'],
      ['PUT', '/api/notifications/settings'],
      ['PUT', '/api/notifications/read-all'],
      ['PUT', `/api/notifications/${NO_SUCH_ID}/read`],
      ['DELETE', `/api/notifications/${NO_SUCH_ID}`],
    ])('refuses a visitor: %s %s', async (method, path) => {
      const call =
        method === 'GET'
          ? http().get(path)
          : method === 'PUT'
            ? http().put(path)
            : http().delete(path)
      expect((await call.expect(401)).body).toMatchObject({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        reason: 'authentication_required',
        message: 'Inicia sesión para continuar',
      })
    })
  })

  describe('reading and deleting', () => {
    it('marks one read (again is no change), then all, then deletes one', async () => {
      const ana = await shopper(t.app)
      const views = await seed(ana.userId, 3, (index) => index === 0)
      const [oldest, middle, newest] = views

      const read = await ana.as(http().put(`/api/notifications/${middle.id}/read`)).expect(200)
      expect(read.body).toEqual({ ...middle, isRead: true })
      await ana.as(http().put(`/api/notifications/${middle.id}/read`)).expect(200, read.body)
      expect(
        (await ana.as(http().get('/api/notifications/unread-count')).expect(200)).body,
      ).toEqual({ unread: 1 })

      const all = await ana.as(http().put('/api/notifications/read-all')).expect(200)
      expect(all.body).toEqual({ updated: 1 })
      await ana.as(http().put('/api/notifications/read-all')).expect(200, { updated: 0 })
      expect((await rowsOf(ana.userId)).map((row) => row.is_read)).toEqual([true, true, true])

      await ana.as(http().delete(`/api/notifications/${oldest.id}`)).expect(204)
      expect((await rowsOf(ana.userId)).map((row) => row.id)).toEqual([middle.id, newest.id])
      const gone = await ana.as(http().delete(`/api/notifications/${oldest.id}`)).expect(404)
      expect(gone.body).toMatchObject({
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: 'notification_not_found',
        message: 'Notificación no encontrada',
      })
      expect((await ana.as(http().get('/api/notifications')).expect(200)).body.counts).toEqual({
        total: 2,
        unread: 0,
        read: 2,
      })
    })

    it("customer B on customer A's notifications: 404, and nothing of A's changes", async () => {
      const [ana, beto] = [await shopper(t.app), await shopper(t.app)]
      const [mine] = await seed(ana.userId, 1, () => false)
      await seed(beto.userId, 1, () => false)
      const before = await allRows()
      const notFound = {
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: 'notification_not_found',
        message: 'Notificación no encontrada',
      }

      await beto.as(http().put(`/api/notifications/${mine.id}/read`)).expect(404, notFound)
      await beto.as(http().delete(`/api/notifications/${mine.id}`)).expect(404, notFound)
      await beto.as(http().put(`/api/notifications/${NO_SUCH_ID}/read`)).expect(404, notFound)
      // Beto's read-all reads only his own.
      await beto.as(http().put('/api/notifications/read-all')).expect(200, { updated: 1 })
      expect(await rowsOf(ana.userId)).toEqual(
        before.filter((row) => row.user_id === ana.userId).map(pick),
      )
      expect((await rowsOf(ana.userId))[0].is_read).toBe(false)
      const after = await allRows()
      expect(after.filter((row) => row.user_id !== beto.userId)).toEqual(
        before.filter((row) => row.user_id !== beto.userId),
      )
    })

    it('refuses a malformed id (400) and changes nothing', async () => {
      const ana = await shopper(t.app)
      await seed(ana.userId, 1, () => false)
      const before = await allRows()
      for (const call of [
        ana.as(http().put('/api/notifications/no-es-un-id/read')),
        ana.as(http().delete('/api/notifications/no-es-un-id')),
      ]) {
        expect((await call.expect(400)).body).toMatchObject({ statusCode: 400 })
      }
      expect(await allRows()).toEqual(before)
    })
  })

  describe('settings', () => {
    const settingsRow = async (userId: string) =>
      (
        await sql<{ settings: Record<string, Record<string, unknown>> }>(
          'select settings from user_settings where user_id = ?',
          [userId],
        )
      )[0].settings

    it('answers the defaults of spec 001 §9, then changes only the flags sent', async () => {
      const ana = await shopper(t.app)
      await ana.as(http().get('/api/notifications/settings')).expect(200, DEFAULT_SETTINGS)

      const changed = await ana
        .as(http().put('/api/notifications/settings'))
        .send({ promotions: true })
        .expect(200)
      expect(changed.body).toEqual({ ...DEFAULT_SETTINGS, promotions: true })
      const both = await ana
        .as(http().put('/api/notifications/settings'))
        .send({ sms: true, security: false })
        .expect(200)
      const expected = { ...DEFAULT_SETTINGS, promotions: true, sms: true, security: false }
      expect(both.body).toEqual(expected)
      await ana.as(http().get('/api/notifications/settings')).expect(200, expected)

      // Kept with the account's settings: security is the security group's loginNotifications.
      const account = (await ana.as(http().get('/api/user/settings')).expect(200)).body
      expect(account.notifications).toEqual({
        email: true,
        push: true,
        sms: true,
        marketing: false,
        orderUpdates: true,
        newProducts: true,
        promotions: true,
      })
      expect(account.security).toEqual({
        twoFactorAuth: false,
        sessionTimeout: 30,
        loginNotifications: false,
      })
      const stored = await settingsRow(ana.userId)
      expect(stored.notifications.promotions).toBe(true)
      expect(stored.security.loginNotifications).toBe(false)
      // Other groups are left as they were.
      expect(stored.appearance).toEqual(account.appearance)
    })

    it.each<[object, string]>([
      [{}, 'an empty body'],
      [{ marketing: true }, 'a key of the account settings that is not one of these'],
      [{ email: true, desconocido: true }, 'an unknown key'],
      [{ email: 'sí' }, 'a value that is not a boolean'],
      [{ orderUpdates: null }, 'null'],
    ])('refuses %j (%s) and changes nothing', async (body) => {
      const ana = await shopper(t.app)
      const before = await settingsRow(ana.userId)
      const refused = await ana.as(http().put('/api/notifications/settings')).send(body).expect(400)
      expect(refused.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' })
      expect(await settingsRow(ana.userId)).toEqual(before)
    })
  })

  describe('each source writes exactly one notification, and none when its setting is off', () => {
    const turn = (who: Shopper, settings: Record<string, boolean>) =>
      who.as(http().put('/api/notifications/settings')).send(settings).expect(200)
    const summary = async (userId: string) =>
      (await rowsOf(userId)).map((row) => [row.type, row.title, row.message])

    /** A purchase paid on the local test page: the order's id and short code. */
    async function buy(buyer: Shopper): Promise<{ id: string; code: string }> {
      await buyer
        .as(http().post('/api/cart/items'))
        .send({ productId: perfume.id, size: '5ml', quantity: 1 })
        .expect(201)
      const started = await buyer
        .as(http().post('/api/checkout/session'))
        .send({ addressId: buyer.addressId })
        .expect(201)
      const checkout = await t.orm.em
        .fork()
        .findOneOrFail(Checkout, { providerSessionId: started.body.sessionId })
      await http().post(`/api/checkout/local/${checkout.id}/pay`).expect(303)
      const order = await buyer
        .as(http().get(`/api/orders/by-session/${started.body.sessionId}`))
        .expect(200)
      return { id: order.body.id, code: order.body.code }
    }
    const move = (id: string, body: object) =>
      admin
        .as(http().patch(`/api/admin/orders/${id}`))
        .send(body)
        .expect(200)

    it('payment, then every move of the order up to its refund: one each, and the refund once made', async () => {
      const buyer = await shopper(t.app)
      const { id, code } = await buy(buyer)
      expect(await summary(buyer.userId)).toEqual([
        ['order', 'Pedido confirmado', `Hemos recibido el pago de tu pedido #${code}.`],
      ])
      await move(id, { status: 'processing' })
      await move(id, { status: 'shipped', trackingNumber: 'ES-NOTIF-1', carrier: 'Correos' })
      await move(id, { status: 'delivered' })
      await move(id, { status: 'refunded' })
      expect(await summary(buyer.userId)).toMatchObject([
        ['order', 'Pedido confirmado', `Hemos recibido el pago de tu pedido #${code}.`],
        ['order', 'Preparando tu pedido', `Estamos preparando tu pedido #${code}.`],
        [
          'order',
          'Pedido enviado',
          `Tu pedido #${code} va en camino con Correos. Número de seguimiento: ES-NOTIF-1.`,
        ],
        ['order', 'Pedido entregado', `Tu pedido #${code} ha sido entregado. ¡Que lo disfrutes!`],
        [
          'order',
          'Reembolso en curso',
          `Estamos devolviendo ${PAID} de tu pedido #${code} a tu medio de pago: te avisamos cuando esté hecho.`,
        ],
        // The refund's own, once the provider gave the money back.
        ['order', 'Reembolso hecho', `Te hemos devuelto ${PAID} de tu pedido #${code}.`],
      ])
    })

    it('a cancellation with its refund: the cancellation, then the money back', async () => {
      const buyer = await shopper(t.app)
      const { id, code } = await buy(buyer)
      await move(id, { status: 'cancelled' })
      expect((await summary(buyer.userId)).slice(1)).toEqual([
        [
          'order',
          'Pedido cancelado',
          `Hemos cancelado tu pedido #${code} y te devolvemos ${PAID} en tu medio de pago.`,
        ],
        ['order', 'Reembolso hecho', `Te hemos devuelto ${PAID} de tu pedido #${code}.`],
      ])
    })

    it('with orderUpdates off: no order, payment or refund notification', async () => {
      const buyer = await shopper(t.app)
      await turn(buyer, { orderUpdates: false })
      const { id } = await buy(buyer)
      await move(id, { status: 'processing' })
      await move(id, { status: 'cancelled' })
      expect(await rowsOf(buyer.userId)).toEqual([])
    })

    it('a password change: one security notice; none with security off', async () => {
      const change = (who: Shopper, from: string, to: string) =>
        who
          .as(http().put('/api/user/change-password'))
          .send({ currentPassword: from, newPassword: to })
          .expect(200)
      const ana = await shopper(t.app)
      await change(ana, 'una-clave-larga', 'otra-clave-larga')
      expect(await summary(ana.userId)).toEqual([
        [
          'security',
          'Contraseña actualizada',
          'Tu contraseña se cambió correctamente. Por seguridad, se cerraron las demás sesiones abiertas de tu cuenta.',
        ],
      ])
      const beto = await shopper(t.app)
      await turn(beto, { security: false })
      await change(beto, 'una-clave-larga', 'otra-clave-larga')
      expect(await rowsOf(beto.userId)).toEqual([])
    })

    it('a new active coupon: one for each customer with promotions on, in one statement', async () => {
      const [wants, doesNot] = [await shopper(t.app), await shopper(t.app)]
      await turn(wants, { promotions: true })
      const before = await allRows()
      await admin
        .as(http().post('/api/admin/coupons'))
        .send({ code: 'AVISO15', description: 'Quince por ciento en todo', discountPercentage: 15 })
        .expect(201)
      expect(await summary(wants.userId)).toEqual([
        [
          'promotion',
          'Nuevo cupón disponible',
          'Código AVISO15: 15% de descuento. Quince por ciento en todo',
        ],
      ])
      expect(await rowsOf(doesNot.userId)).toEqual([])
      // Only customers who asked for promotions: nobody else got anything.
      const added = (await allRows()).filter((row) => !before.some((old) => old.id === row.id))
      const promoted = await sql<{ user_id: string }>(
        `select u.id as user_id from app_user u join user_settings s on s.user_id = u.id
         where u.role = 'customer' and (s.settings #>> '{notifications,promotions}')::boolean`,
      )
      expect(added.map((row) => row.user_id).sort()).toEqual(
        promoted.map((row) => row.user_id).sort(),
      )
      expect(added.every((row) => row.title === 'Nuevo cupón disponible')).toBe(true)

      // An inactive coupon is not available: nobody hears of it.
      await admin
        .as(http().post('/api/admin/coupons'))
        .send({ code: 'APAGADO', description: 'Aún no', discountPercentage: 10, isActive: false })
        .expect(201)
      expect(await rowsOf(wants.userId)).toHaveLength(1)
    })

    it('a favorite going on offer or coming back in stock: one each, per the customer’s settings', async () => {
      const [saved] = await createPerfumes(t.orm.em, [
        { name: 'Vetiver Nocturno', brand: 'Maison Test', sizes: [['5ml', 5, 1500, 0]] },
      ])
      const [fan, quiet, other] = [await shopper(t.app), await shopper(t.app), await shopper(t.app)]
      await turn(fan, { promotions: true })
      await turn(quiet, { newProducts: false })
      for (const who of [fan, quiet]) {
        await who.as(http().post('/api/favorites')).send({ perfumeId: saved.id }).expect(201)
      }
      const edit = (body: object) =>
        admin
          .as(http().put(`/api/perfumes/${saved.id}`))
          .send({ id: saved.id, ...body })
          .expect(200)

      const receive = (ml: number) =>
        admin
          .as(http().post(`/api/admin/perfumes/${saved.id}/bottles`))
          .send({ ml, batchCode: 'VET-1' })
          .expect(201)

      await edit({ isOnOffer: true, discountPercentage: 20 })
      // A change to a running offer, or a bottle while in stock, is no news.
      await edit({ discountPercentage: 25 })
      await receive(15)
      await receive(40)
      expect(await summary(fan.userId)).toEqual([
        [
          'promotion',
          'Tu favorito está en oferta',
          'Vetiver Nocturno de Maison Test tiene un 20% de descuento.',
        ],
        [
          'product',
          'Tu favorito vuelve a estar disponible',
          'Vetiver Nocturno de Maison Test vuelve a estar en stock.',
        ],
      ])
      // quiet keeps promotions off (the default) and turned newProducts off.
      expect(await rowsOf(quiet.userId)).toEqual([])
      expect(await rowsOf(other.userId)).toEqual([])

      // Sold out (every bottle emptied) and back again: one more.
      const bottles = (
        await admin.as(http().get(`/api/admin/perfumes/${saved.id}/bottles`)).expect(200)
      ).body as { id: string }[]
      for (const bottle of bottles) {
        await admin.as(http().post(`/api/admin/bottles/${bottle.id}/empty`)).expect(200)
      }
      await receive(10)
      expect((await summary(fan.userId)).map(([type]) => type)).toEqual([
        'promotion',
        'product',
        'product',
      ])
    })
  })
})

function pick(row: Row): Row {
  const { id, user_id, type, title, message, is_read } = row
  return { id, user_id, type, title, message, is_read }
}
