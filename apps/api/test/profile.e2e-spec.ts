import { formatMoney, textToCents } from '@aurum/contracts'
import { EntityManager, RequestContext } from '@mikro-orm/postgresql'
import request from 'supertest'
import { AccountEventsService } from '../src/modules/accounts/account-events.service'
import { AccountEvent } from '../src/modules/accounts/entities/account-event.entity'
import { AuthService } from '../src/modules/auth/auth.service'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { User } from '../src/modules/users/entities/user.entity'
import { createPerfumes } from './factories'
import { type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const PASSWORD = 'una-clave-larga'
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
const UUID = expect.stringMatching(/^[0-9a-f-]{36}$/)

/** The profile page's calls (spec 001 §7): the customer's own data, counters and activity. */
describe('profile, stats and activity (e2e)', () => {
  let t: TestApp
  let perfume: Perfume
  const http = () => request(t.app.getHttpServer())

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '10' })
    ;[perfume] = await createPerfumes(t.orm.em, [{ name: 'Ámbar', sizes: [['5ml', 5, 1200, 100]] }])
  })
  afterAll(() => t.close())

  const userRow = (id: string) => t.orm.em.fork().findOneOrFail(User, id)
  const eventsOf = async (userId: string) =>
    (
      await t.orm.em
        .fork()
        .find(AccountEvent, { user: userId }, { orderBy: { createdAt: 'asc', id: 'asc' } })
    )
      .map((event) => event.type)
      // The helpers sign each shopper in once (registering opens no session).
      .filter((type) => type !== 'login')
  const login = (login: string, password = PASSWORD) =>
    http().post('/api/auth/login').send({ login, password })
  const put = (who: Shopper, body: object) => who.as(http().put('/api/profile')).send(body)

  /** The buyer pays a 5ml on the local test page: the order's view. */
  async function buy(buyer: Shopper) {
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
    return (
      await buyer.as(http().get(`/api/orders/by-session/${started.body.sessionId}`)).expect(200)
    ).body as { id: string; code: string; total: string; currency: string }
  }

  it('answers the profile of the signed-in customer, and nothing to a visitor', async () => {
    const ana = await shopper(t.app)
    const row = await userRow(ana.userId)
    const profile = await ana.as(http().get('/api/profile')).expect(200)
    expect(profile.body).toEqual({
      id: ana.userId,
      name: null,
      username: row.username,
      email: ana.email,
      phone: null,
      avatarUrl: null,
      createdAt: row.createdAt.toISOString(),
    })
    for (const path of ['/api/profile', '/api/user/stats', '/api/user/activity']) {
      expect((await http().get(path).expect(401)).body).toMatchObject({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
      })
    }
    await http().put('/api/profile').send({ username: 'nadie', email: 'x@example.com' }).expect(401)
  })

  it('changes name, username and phone without the password, and records the change once', async () => {
    const ana = await shopper(t.app)
    const answer = await put(ana, {
      name: '  Ana Martínez ',
      username: 'ana.martinez',
      email: ana.email,
      phone: '+34 600 111 222',
    }).expect(200)
    const row = await userRow(ana.userId)
    expect(answer.body).toEqual({
      id: ana.userId,
      email: ana.email,
      username: 'ana.martinez',
      name: 'Ana Martínez',
      phone: '+34 600 111 222',
      avatarUrl: null,
      role: 'customer',
      createdAt: row.createdAt.toISOString(),
      emailVerified: false,
      pendingEmail: null,
    })
    expect(row).toMatchObject({
      name: 'Ana Martínez',
      username: 'ana.martinez',
      phone: '+34 600 111 222',
    })
    expect(await eventsOf(ana.userId)).toEqual(['profile_update'])

    // The same values again change nothing, and add no event.
    await put(ana, {
      name: 'Ana Martínez',
      username: 'ana.martinez',
      email: ana.email,
      phone: '+34 600 111 222',
    }).expect(200)
    expect(await eventsOf(ana.userId)).toEqual(['profile_update'])

    // An empty name or phone clears it; a missing one too (PUT replaces the profile).
    const cleared = await put(ana, { name: '', username: 'ana.martinez', email: ana.email })
    expect(cleared.status).toBe(200)
    expect(cleared.body).toMatchObject({ name: null, phone: null })
    expect(await userRow(ana.userId)).toMatchObject({ name: null, phone: null })
  })

  it('refuses invalid fields with the reason next to each, and changes nothing', async () => {
    const ana = await shopper(t.app)
    const before = await userRow(ana.userId)
    const answer = await put(ana, {
      name: 'x'.repeat(121),
      username: 'a b',
      email: 'no-es-un-email',
      phone: 'llámame',
      role: 'admin',
    }).expect(400)
    expect(answer.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^Datos no válidos: /),
      fieldErrors: {
        name: ['El nombre no puede superar los 120 caracteres'],
        username: ['Usa solo letras, números, puntos, guiones y guiones bajos'],
        email: ['Introduce un email válido'],
        phone: ['Introduce un teléfono válido'],
        role: ['Campo no admitido'],
      },
    })
    const short = await put(ana, { username: 'ab', email: ana.email, phone: '12' }).expect(400)
    expect(short.body.fieldErrors).toEqual({
      username: ['El nombre de usuario debe tener al menos 3 caracteres'],
      phone: ['Introduce un teléfono válido'],
    })
    const missing = await put(ana, {}).expect(400)
    expect(Object.keys(missing.body.fieldErrors).sort()).toEqual(['email', 'username'])
    expect(await userRow(ana.userId)).toEqual(before)
    expect(await eventsOf(ana.userId)).toEqual([])
  })

  it('a new email needs the current password, and waits (lower-cased) for its owner to confirm it', async () => {
    const ana = await shopper(t.app)
    const row = await userRow(ana.userId)
    const body = { username: row.username, email: 'Ana.Nueva@Example.com' }

    expect((await put(ana, body).expect(400)).body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      reason: 'email_change_needs_password',
      message: 'Introduce tu contraseña actual para cambiar el email',
      fieldErrors: { currentPassword: ['Introduce tu contraseña actual para cambiar el email'] },
    })
    expect(
      (await put(ana, { ...body, currentPassword: 'otra-clave-larga' }).expect(403)).body,
    ).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
      reason: 'current_password_incorrect',
      message: 'La contraseña actual no es correcta',
      fieldErrors: { currentPassword: ['La contraseña actual no es correcta'] },
    })
    expect((await userRow(ana.userId)).email).toBe(ana.email)

    const changed = await put(ana, { ...body, currentPassword: PASSWORD }).expect(200)
    expect(changed.body).toMatchObject({
      id: ana.userId,
      email: ana.email,
      pendingEmail: 'ana.nueva@example.com',
    })
    // Until the link mailed to it is followed (email-identity.e2e-spec.ts), the old one is the account's.
    expect((await userRow(ana.userId)).email).toBe(ana.email)
    await login('ana.nueva@example.com').expect(401)
    const again = await login(ana.email).expect(200)
    expect(again.body.user).toEqual({ ...changed.body, premium: false })
    await ana.as(http().get('/api/profile')).expect(200)
  })

  it('an account that signs in only with Google keeps its email', async () => {
    const em = t.orm.em.fork()
    const google = em.create(User, {
      email: 'solo.google@example.com',
      username: 'solo.google',
      googleSubject: 'g-solo',
    })
    await em.flush()
    // The Google return's one-time code ends in this call (see google.e2e-spec.ts for that path).
    const session = await RequestContext.create(t.app.get(EntityManager), () =>
      t.app.get(AuthService).signInAs(google.id, { ip: '127.0.0.1', userAgent: null }),
    )
    const as = `Bearer ${session.accessToken}`
    const refused = await http()
      .put('/api/profile')
      .set('authorization', as)
      .send({ username: 'solo.google', email: 'otro@example.com', currentPassword: 'lo-que-sea' })
      .expect(400)
    expect(refused.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      reason: 'google_keeps_email',
      message: 'Tu cuenta inicia sesión con Google: su email no se puede cambiar',
      fieldErrors: { email: ['Tu cuenta inicia sesión con Google: su email no se puede cambiar'] },
    })
    // Its other fields change as anyone's.
    await http()
      .put('/api/profile')
      .set('authorization', as)
      .send({ name: 'Solo Google', username: 'solo.google', email: 'solo.google@example.com' })
      .expect(200)
    expect(await userRow(google.id)).toMatchObject({
      name: 'Solo Google',
      email: 'solo.google@example.com',
    })
  })

  it("a username of another account is a conflict; another account's email is no answer to give", async () => {
    const ana = await shopper(t.app)
    const bea = await shopper(t.app)
    const beaRow = await userRow(bea.userId)
    const before = await userRow(ana.userId)

    const username = await put(ana, { username: beaRow.username, email: ana.email }).expect(409)
    expect(username.body).toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Ese nombre de usuario ya está en uso',
      fieldErrors: { username: ['Este nombre de usuario ya existe'] },
    })
    const both = await put(ana, {
      username: beaRow.username,
      email: bea.email.toUpperCase(),
      currentPassword: PASSWORD,
    }).expect(409)
    expect(both.body.fieldErrors).toEqual({ username: ['Este nombre de usuario ya existe'] })
    expect(await userRow(ana.userId)).toEqual(before)
    // Bea's email alone answers as any address would: a link goes to it, which only Bea can follow.
    const email = await put(ana, {
      username: before.username,
      email: bea.email,
      currentPassword: PASSWORD,
    }).expect(200)
    expect(email.body).toMatchObject({ email: ana.email, pendingEmail: bea.email })
    expect(await userRow(bea.userId)).toEqual(beaRow)
  })

  it('counts the orders, and shows sign-ins, changes and orders newest first, only to their owner', async () => {
    const ana = await shopper(t.app)
    const bea = await shopper(t.app)
    const stats = (who: Shopper) => who.as(http().get('/api/user/stats')).expect(200)
    const activity = async (who: Shopper) =>
      (await who.as(http().get('/api/user/activity')).expect(200)).body as {
        id: string
        type: string
        title: string
      }[]

    // Registering is not a sign-in; the sign-in after it is.
    expect((await stats(ana)).body).toEqual({ favoritesCount: 0, ordersCount: 0, reviewsCount: 0 })
    expect((await activity(ana)).map((item) => item.title)).toEqual(['Inicio de sesión'])

    const order = await buy(ana)
    const anaRow = await userRow(ana.userId)
    await put(ana, { name: 'Ana', username: anaRow.username, email: ana.email }).expect(200)

    expect((await stats(ana)).body).toEqual({ favoritesCount: 0, ordersCount: 1, reviewsCount: 0 })
    expect(await activity(ana)).toEqual([
      {
        id: UUID,
        type: 'other',
        title: 'Perfil actualizado',
        description: 'Has actualizado los datos de tu perfil',
        date: ISO,
      },
      {
        id: order.id,
        type: 'order',
        title: `Pedido #${order.code} realizado`,
        description: `Total: ${formatMoney(textToCents(order.total) as number, order.currency)}`,
        date: ISO,
      },
      {
        id: UUID,
        type: 'login',
        title: 'Inicio de sesión',
        description: 'Has iniciado sesión en tu cuenta',
        date: ISO,
      },
    ])

    // Bea sees her own (empty) history and counters, never Ana's.
    expect((await stats(bea)).body).toEqual({ favoritesCount: 0, ordersCount: 0, reviewsCount: 0 })
    await login(bea.email).expect(200)
    const beas = await activity(bea)
    expect(beas.map((item) => item.title)).toEqual(['Inicio de sesión', 'Inicio de sesión'])
    const anas = new Set((await activity(ana)).map((item) => item.id))
    expect(beas.some((item) => anas.has(item.id))).toBe(false)
    expect((await bea.as(http().get('/api/profile')).expect(200)).body.id).toBe(bea.userId)
  })

  it('keeps the latest 20 items, newest first', async () => {
    const ana = await shopper(t.app)
    const events = t.app.get(AccountEventsService)
    for (let i = 0; i < 22; i++) await events.record(t.orm.em.fork(), ana.userId, 'login')
    const items = (await ana.as(http().get('/api/user/activity')).expect(200)).body as {
      date: string
    }[]
    expect(items).toHaveLength(20)
    const dates = items.map((item) => item.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(await t.orm.em.fork().count(AccountEvent, { user: ana.userId })).toBe(23)
  })
})
