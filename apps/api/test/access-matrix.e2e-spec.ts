import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { JwtService } from '@nestjs/jwt'
import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { createFirstAdmin } from '../src/db/first-admin'
import { JWT_OPTIONS } from '../src/modules/auth/tokens'
import { ContactMessage } from '../src/modules/messages/entities/contact-message.entity'
import { Notification } from '../src/modules/notifications/entities/notification.entity'
import { Order } from '../src/modules/orders/entities/order.entity'
import { User } from '../src/modules/users/entities/user.entity'
import {
  ACCESS_MATRIX,
  type AccessRow,
  type Actor,
  type Cell,
  type Expected,
  type ObjectKind,
  OWNED_KINDS,
} from './access-matrix'
import { createPerfumes } from './factories'
import { routeTable } from './fuzz/api-routes'
import { SHIPPING_ADDRESS } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const JWT_SECRET = 'access-matrix-tests-sign-with-this-secret'
const STRIPE_SECRET_KEY = 'sk_test_access_matrix_never_logged'
const STRIPE_WEBHOOK_SECRET = 'whsec_access_matrix_never_logged'
const PASSWORD = 'una-clave-larga-de-cliente'
const CARD_NUMBER = '4242424242424242'

/** A signed-in account and the tokens of its session. */
interface Signed extends Actor {
  name: string
  accessToken: string
}

type Owner = Signed | 'guest'
type Role = 'visitor' | 'customer' | 'admin'

/** One request of the matrix: who asks, about whose object. */
interface Attempt {
  who: 'visitor' | 'A' | 'B' | 'admin'
  role: Role
  target: 'own' | 'other' | null
  owner: Owner | null
}

/** "PUT /api/perfumes/{id}" and Fastify's "/api/perfumes/:slug|:id" name the same route. */
const normalise = (route: string) => route.replace(/\{\w+\}/g, '{}').replace(/:\w+(\|:\w+)*/g, '{}')

/**
 * Every route the running app answers, from Fastify's own route table (Nest's controllers, and
 * Swagger UI's pages): `METHOD /path`, HEAD left out (Fastify adds one to every GET).
 */
function appRoutes(fastify: FastifyInstance): string[] {
  const routes = routeTable(fastify.printRoutes({ commonPrefix: false }))
    .filter(({ method }) => method !== 'HEAD')
    .map(({ method, path }) => `${method} ${normalise(path)}`)
  return [...new Set(routes)].sort()
}

const sidOf = (accessToken: string): string =>
  JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).sid

describe('the access matrix: every route x visitor, customers A and B, admin (e2e)', () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())
  const log: string[] = []
  /** Every password, token and key the run used: none may reach the log. */
  const secrets = new Set<string>([
    JWT_SECRET,
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    PASSWORD,
    CARD_NUMBER,
  ])
  let counter = 0
  const unique = () => `${Date.now().toString(36)}${++counter}`
  /** The visitor's guest cart, by the token the API gave it. */
  let guestToken = ''
  const actors: Record<'A' | 'B' | 'admin', Signed> = {} as never
  const fixtures = {
    perfumeId: '',
    perfumeSlug: '',
    collectionId: '',
    collectionSlug: '',
    media: '',
    couponCode: '',
  }
  const results = { cells: 0, mismatches: [] as string[] }

  const as = (actor: Signed | null, call: request.Test) =>
    actor ? call.set('authorization', `Bearer ${actor.accessToken}`) : call

  /** Keeps every token an answer carries, to look for it in the log. */
  function remember(body: unknown): void {
    const answer = body as { accessToken?: unknown; refreshToken?: unknown } | null
    for (const value of [answer?.accessToken, answer?.refreshToken]) {
      if (typeof value === 'string') secrets.add(value)
    }
  }

  async function registerCustomer(name: string): Promise<Signed> {
    const username = `${name.toLowerCase()}${unique()}`
    const email = `${username}@example.com`
    await http()
      .post('/api/auth/register')
      .send({ username, email, password: PASSWORD })
      .expect(202)
    const answer = await http()
      .post('/api/auth/login')
      .send({ login: email, password: PASSWORD })
      .expect(200)
    remember(answer.body)
    return {
      name,
      role: 'customer',
      userId: answer.body.user.id,
      email,
      username,
      password: PASSWORD,
      accessToken: answer.body.accessToken,
      refreshToken: answer.body.refreshToken,
    }
  }

  async function newAdmin(name: string): Promise<Signed> {
    const email = `jefa${unique()}@aurum.example`
    const password = `clave-de-administracion-${unique()}`
    secrets.add(password)
    expect(await createFirstAdmin(t.orm.em.fork(), { email, password })).toBe('created')
    const signed = await signIn({ name, role: 'admin', email, password } as Signed)
    return signed
  }

  /** A new session of the same account. */
  async function signIn(actor: Signed): Promise<Signed> {
    const path = actor.role === 'admin' ? '/api/auth/admin/login' : '/api/auth/login'
    const answer = await http()
      .post(path)
      .send({ login: actor.email, password: actor.password })
      .expect(200)
    remember(answer.body)
    return {
      ...actor,
      userId: answer.body.user.id,
      username: answer.body.user.username,
      accessToken: answer.body.accessToken,
      refreshToken: answer.body.refreshToken,
    }
  }

  /** A, B and the administrator stay signed in, whatever the last request ended. */
  async function keepSignedIn(): Promise<void> {
    for (const key of ['A', 'B', 'admin'] as const) {
      const me = await as(actors[key], http().get('/api/auth/me'))
      if (me.status === 401) actors[key] = await signIn(actors[key])
    }
  }

  async function newPerfume(): Promise<string> {
    const [perfume] = await createPerfumes(t.orm.em, [
      { name: `Perfume ${unique()}`, sizes: [['5ml', 5, 1000, 1000]] },
    ])
    return perfume.id
  }

  async function fillCart(actor: Signed | null): Promise<void> {
    await as(actor, http().post('/api/cart/items'))
      .send({ productId: fixtures.perfumeId, size: '5ml', quantity: 1 })
      .expect(201)
  }

  async function newAddress(owner: Signed): Promise<string> {
    const answer = await as(owner, http().post('/api/addresses')).send(SHIPPING_ADDRESS).expect(201)
    return answer.body.id
  }

  /** An open checkout of the owner on the local test page: its id and payment session. */
  async function openCheckout(owner: Signed): Promise<{ checkoutId: string; sessionId: string }> {
    await fillCart(owner)
    const addressId = await newAddress(owner)
    const started = await as(owner, http().post('/api/checkout/session'))
      .send({ addressId })
      .expect(201)
    const checkoutId = new URL(started.body.url).pathname.split('/').pop() as string
    return { checkoutId, sessionId: started.body.sessionId }
  }

  /** A paid order of the owner. */
  async function buy(owner: Signed): Promise<{ orderId: string; sessionId: string }> {
    const { checkoutId, sessionId } = await openCheckout(owner)
    await http().post(`/api/checkout/local/${checkoutId}/pay`).expect(303)
    const order = await t.orm.em.fork().findOneOrFail(Order, { paymentSessionId: sessionId })
    return { orderId: order.id, sessionId }
  }

  async function setupToken(owner: Signed): Promise<string> {
    const started = await as(owner, http().post('/api/payment-methods'))
      .send({ type: 'card' })
      .expect(201)
    const token = new URL(started.body.url).searchParams.get('t') as string
    secrets.add(token)
    return token
  }

  const signed = (owner: Owner): Signed => {
    if (owner === 'guest') throw new Error('only the cart has a guest owner')
    return owner
  }

  /** Makes an object of the kind, owned by the owner when the kind has owners. */
  const makers: Record<ObjectKind, (owner: Owner) => Promise<string>> = {
    address: (owner) => newAddress(signed(owner)),
    paymentMethod: async (owner) => {
      const token = await setupToken(signed(owner))
      await http()
        .post(`/api/checkout/local-setup/save?t=${encodeURIComponent(token)}`)
        .expect(303)
      const [row] = await t.orm.em
        .fork()
        .getConnection()
        .execute<{ id: string }[]>(
          'select id from payment_method where user_id = ? order by created_at desc limit 1',
          [signed(owner).userId],
        )
      return row.id
    },
    notification: async (owner) => {
      const em = t.orm.em.fork()
      const notification = em.create(Notification, {
        user: signed(owner).userId,
        type: 'general',
        title: 'Aviso',
        message: 'Un aviso de prueba',
      })
      await em.flush()
      return notification.id
    },
    order: async (owner) => (await buy(signed(owner))).orderId,
    deliveredOrder: async (owner) => {
      const { orderId } = await buy(signed(owner))
      for (const body of [
        { status: 'processing' },
        { status: 'shipped', trackingNumber: `ES${unique()}`.toUpperCase(), carrier: 'Correos' },
        { status: 'delivered' },
      ]) {
        await as(actors.admin, http().patch(`/api/admin/orders/${orderId}`))
          .send(body)
          .expect(200)
      }
      return orderId
    },
    invoiceFile: async (owner) => {
      const { orderId } = await buy(signed(owner))
      const [invoice] = await t.orm.em
        .fork()
        .execute<{ number: string }[]>('select number from invoice where order_id = ?', [orderId])
      return `${invoice.number}.pdf`
    },
    paidSession: async (owner) => (await buy(signed(owner))).sessionId,
    trackingNumber: async (owner) => {
      const { orderId } = await buy(signed(owner))
      const trackingNumber = `ES${unique()}`.toUpperCase()
      for (const body of [
        { status: 'processing' },
        { status: 'shipped', trackingNumber, carrier: 'Correos' },
      ]) {
        await as(actors.admin, http().patch(`/api/admin/orders/${orderId}`))
          .send(body)
          .expect(200)
      }
      return trackingNumber
    },
    openCheckout: async (owner) => (await openCheckout(signed(owner))).checkoutId,
    setupToken: (owner) => setupToken(signed(owner)),
    review: async (owner) => {
      const perfumeId = await newPerfume()
      const answer = await as(signed(owner), http().post('/api/reviews'))
        .send({ perfumeId, rating: 5, title: 'Muy bueno', content: 'Dura todo el día.' })
        .expect(201)
      return answer.body.id
    },
    favorite: async (owner) => {
      const answer = await as(signed(owner), http().post('/api/favorites'))
        .send({ perfumeId: await newPerfume() })
        .expect(201)
      return answer.body.id
    },
    favoritePerfume: async (owner) => {
      const perfumeId = await newPerfume()
      await as(signed(owner), http().post('/api/favorites')).send({ perfumeId }).expect(201)
      return perfumeId
    },
    cartItem: async (owner) => {
      const call = http().post('/api/cart/items')
      if (owner === 'guest' && guestToken) void call.set('x-cart-token', guestToken)
      const answer = await (owner === 'guest' ? call : as(owner, call))
        .send({ productId: fixtures.perfumeId, size: '5ml', quantity: 1 })
        .expect(201)
      if (answer.body.guestToken) {
        guestToken = answer.body.guestToken
        secrets.add(guestToken)
      }
      const items = answer.body.items as { id: string; productId: string }[]
      return items.find((item) => item.productId === fixtures.perfumeId)?.id as string
    },
    cartSet: async (owner) => {
      const call = http().post('/api/cart/sets')
      if (owner === 'guest' && guestToken) void call.set('x-cart-token', guestToken)
      const answer = await (owner === 'guest' ? call : as(owner, call))
        .send({ collectionId: fixtures.collectionId, size: '5ml', quantity: 1 })
        .expect(201)
      if (answer.body.guestToken) {
        guestToken = answer.body.guestToken
        secrets.add(guestToken)
      }
      return answer.body.sets[0].id as string
    },
    session: async (owner) => sidOf((await signIn(signed(owner))).accessToken),
    account: async (owner) => signed(owner).userId,
    perfume: () => newPerfume(),
    perfumeSlug: async () => fixtures.perfumeSlug,
    collection: async () => {
      const answer = await as(actors.admin, http().post('/api/collections'))
        .send({
          name: `Colección ${unique()}`,
          description: 'Una colección de prueba.',
          theme: 'verano',
          perfumeIds: [fixtures.perfumeId],
          sizes: ['5ml'],
          prices: ['24.00'],
        })
        .expect(201)
      return answer.body.id
    },
    collectionSlug: async () => fixtures.collectionSlug,
    contactMessage: async () => {
      const email = `contacto${unique()}@example.com`
      await http()
        .post('/api/contact')
        .send({ name: 'Lucía', email, message: 'Hola, una pregunta.' })
        .expect(201)
      return (await t.orm.em.fork().findOneOrFail(ContactMessage, { email })).id
    },
    failedMail: async () => {
      const [row] = await t.orm.em.fork().execute<{ id: string }[]>(
        `insert into mail_outbox (id, key, "to", subject, html, text, status, attempts)
         values (gen_random_uuid(), ?, 'nadie@example.com', 'Prueba', '<p>Prueba</p>', 'Prueba', 'failed', 6)
         returning id`,
        [`matriz:${unique()}`],
      )
      return row.id
    },
    bottle: async () => {
      const perfumeId = await newPerfume()
      const answer = await as(actors.admin, http().post(`/api/admin/perfumes/${perfumeId}/bottles`))
        .send({ ml: 50, batchCode: `M${unique()}` })
        .expect(201)
      return answer.body.id
    },
    /** A refund the provider refused every time: the administrator may ask again. */
    refund: async () => {
      const { orderId } = await buy(actors.A)
      const answer = await as(actors.admin, http().post(`/api/admin/orders/${orderId}/refunds`))
        .send({ shipping: true })
        .expect(201)
      const refundId: string = answer.body.refunds[0].id
      await t.orm.em.fork().execute(`update refund set status = 'failed' where id = ?`, [refundId])
      return refundId
    },
    media: async () => fixtures.media,
  }

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(...chunk.toString('utf8').split('\n').filter(Boolean))
        done()
      },
    })
    t = await createTestApp(
      {
        JWT_SECRET,
        STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET,
        // Everything the API can say, so that a secret at any level is seen.
        LOG_LEVEL: 'trace',
        RATE_LIMIT_FACTOR: '1000',
        MEDIA_DIR: mkdtempSync(join(tmpdir(), 'aurum-matrix-media-')),
      },
      { logStream },
    )
    const [perfume] = await createPerfumes(t.orm.em, [
      { name: 'Ámbar Matriz', sizes: [['5ml', 5, 1000, 100000]] },
    ])
    fixtures.perfumeId = perfume.id
    fixtures.perfumeSlug = perfume.slug
    actors.A = await registerCustomer('A')
    actors.B = await registerCustomer('B')
    actors.admin = await newAdmin('admin')
    const collection = (
      await as(actors.admin, http().post('/api/collections'))
        .send({
          name: 'Colección Matriz',
          description: 'La colección de la matriz.',
          theme: 'verano',
          perfumeIds: [perfume.id],
          sizes: ['5ml'],
          prices: ['24.00'],
        })
        .expect(201)
    ).body
    fixtures.collectionId = collection.id
    fixtures.collectionSlug = collection.slug
    const upload = await as(actors.admin, http().post('/api/admin/images/upload'))
      .send({
        perfumeId: await newPerfume(),
        imageUrl:
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      })
      .expect(201)
    fixtures.media = upload.body.imageUrl.split('/').pop()
    fixtures.couponCode = 'MATRIZ10'
    await as(actors.admin, http().post('/api/admin/coupons'))
      .send({ code: fixtures.couponCode, description: 'Diez por ciento', discountPercentage: 10 })
      .expect(201)
  })
  afterAll(() => t.close())

  it('names every route the running app has, and no other', () => {
    const routes = appRoutes(t.app.getHttpAdapter().getInstance())
    const table = Object.keys(ACCESS_MATRIX).map(normalise).sort()
    // Fails with the routes missing from the table (first) or gone from the app (second).
    expect({
      missing: routes.filter((route) => !table.includes(route)),
      gone: table.filter((route) => !routes.includes(route)),
    }).toEqual({ missing: [], gone: [] })
    expect(routes.length).toBeGreaterThan(120)
  })

  function attemptsFor(row: AccessRow): Attempt[] {
    const owned = row.object !== undefined && OWNED_KINDS.has(row.object)
    if (!owned) {
      return [
        { who: 'visitor', role: 'visitor', target: null, owner: null },
        { who: 'A', role: 'customer', target: null, owner: null },
        { who: 'B', role: 'customer', target: null, owner: null },
        { who: 'admin', role: 'admin', target: null, owner: null },
      ]
    }
    return [
      ...(row.object === 'cartItem' || row.object === 'cartSet'
        ? [{ who: 'visitor', role: 'visitor', target: 'own', owner: 'guest' } as Attempt]
        : []),
      { who: 'visitor', role: 'visitor', target: 'other', owner: actors.A },
      { who: 'A', role: 'customer', target: 'own', owner: actors.A },
      { who: 'A', role: 'customer', target: 'other', owner: actors.B },
      { who: 'B', role: 'customer', target: 'own', owner: actors.B },
      { who: 'B', role: 'customer', target: 'other', owner: actors.A },
      { who: 'admin', role: 'admin', target: 'own', owner: actors.admin },
      { who: 'admin', role: 'admin', target: 'other', owner: actors.A },
    ]
  }

  const expectedOf = (expected: Expected, target: Attempt['target']): number =>
    typeof expected === 'number' ? expected : expected[target ?? 'other']

  /** The caller of one attempt: a visitor, A, B, the admin, or a new session or account of theirs. */
  async function callerFor(row: AccessRow, attempt: Attempt): Promise<Signed | null> {
    if (attempt.who === 'visitor') return null
    const actor = actors[attempt.who]
    if (row.fresh === 'session') return signIn(actor)
    if (row.fresh === 'account') {
      return attempt.role === 'admin' ? newAdmin(actor.name) : registerCustomer(actor.name)
    }
    return actor
  }

  it('gives every role the status written down, on its own objects and on others', async () => {
    // One object of each kind and owner serves every attempt until one may have changed it: a
    // write that was not refused. (A refused write changes nothing: that is what is asked.)
    const objects = new Map<string, string>()
    for (const [route, row] of Object.entries(ACCESS_MATRIX)) {
      const [method, pattern] = route.split(' ')
      for (const attempt of attemptsFor(row)) {
        const ownerKey = attempt.owner === 'guest' ? 'guest' : (attempt.owner?.userId ?? '-')
        const key = `${row.object}:${ownerKey}`
        let object = ''
        if (row.object) {
          object = objects.get(key) ?? (await makers[row.object](attempt.owner ?? actors.A))
          objects.set(key, object)
        }
        const caller = await callerFor(row, attempt)
        const cell: Cell = {
          actor: caller,
          object,
          unique,
          newPerfume,
          fillCart: () => fillCart(caller),
          fixtures,
        }
        const parts = (await row.request?.(cell)) ?? {}
        const path = (row.path ?? pattern).replace(
          /\{\w+\}/,
          row.objectInQuery ? '' : encodeURIComponent(object),
        )
        const query = {
          ...parts.query,
          ...(row.objectInQuery ? { [row.objectInQuery]: object } : {}),
        }
        const call = http()[method.toLowerCase() as 'get'](path).query(query)
        if (attempt.who === 'visitor' && (row.object === 'cartItem' || row.object === 'cartSet')) {
          void call.set('x-cart-token', guestToken)
        }
        const answer = await as(caller, call).send(parts.body as object)
        if (method !== 'GET' && answer.status < 400) objects.delete(key)
        remember(answer.body)
        const expected = expectedOf(row[attempt.role], attempt.target)
        if (answer.status !== expected) {
          results.mismatches.push(
            `${route} as ${attempt.who}${attempt.target ? ` (${attempt.target})` : ''}: ` +
              `${answer.status}, expected ${expected} ${JSON.stringify(answer.body).slice(0, 160)}`,
          )
        }
        results.cells++
        if (row.endsSessions) await keepSignedIn()
      }
      await keepSignedIn()
    }
    console.log(
      `access matrix: ${Object.keys(ACCESS_MATRIX).length} routes, ${results.cells} cells, ` +
        `${results.mismatches.length} mismatches`,
    )
    expect(results.mismatches).toEqual([])
  }, 600_000)

  describe('a customer who claims to be an administrator is still a customer', () => {
    const jwtFor = (secret: string, claims: object) =>
      new JwtService({ secret }).sign(
        { ...claims },
        {
          algorithm: JWT_OPTIONS.algorithm,
          issuer: JWT_OPTIONS.issuer,
          audience: JWT_OPTIONS.audience,
          expiresIn: 600,
        },
      )
    const bearer = (token: string) => `Bearer ${token}`

    it('a token that says admin, signed with another key, is refused everywhere', async () => {
      const a = actors.A
      const forged = jwtFor('una-clave-que-no-es-la-de-la-tienda-1234', {
        sub: a.userId,
        sid: sidOf(a.accessToken),
        role: 'admin',
        isAdmin: true,
      })
      for (const path of ['/api/admin/users', '/api/auth/me', '/api/admin/status']) {
        await http().get(path).set('authorization', bearer(forged)).expect(401)
      }
      // 'alg: none' with the same claims.
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
      const unsigned = `${header}.${forged.split('.')[1]}.`
      await http().get('/api/admin/users').set('authorization', bearer(unsigned)).expect(401)
    })

    it("the role in a token's claims is never read: the session's user decides", async () => {
      const a = actors.A
      // Even signed with the shop's own key, a role claim gives nothing.
      const claimed = jwtFor(JWT_SECRET, {
        sub: a.userId,
        sid: sidOf(a.accessToken),
        role: 'admin',
      })
      await http().get('/api/admin/users').set('authorization', bearer(claimed)).expect(403)
      const status = await http()
        .get('/api/admin/status')
        .set('authorization', bearer(claimed))
        .expect(200)
      expect(status.body).toEqual({ isAdmin: false, email: a.email })
    })

    it('a role sent in a body, the query or a header changes nothing', async () => {
      const a = actors.A
      const username = `rol${unique()}`
      const register = await http()
        .post('/api/auth/register')
        .send({ username, email: `${username}@example.com`, password: PASSWORD, role: 'admin' })
        .expect(400)
      expect(register.body.fieldErrors).toEqual({ role: ['Campo no admitido'] })
      expect(await t.orm.em.fork().count(User, { username })).toBe(0)
      await as(a, http().put('/api/profile'))
        .send({ name: 'Lucía', username: a.username, email: a.email, role: 'admin' })
        .expect(400)
      await as(a, http().get('/api/admin/users'))
        .query({ role: 'admin', isAdmin: 'true' })
        .set('x-role', 'admin')
        .set('x-user-role', 'admin')
        .set('x-is-admin', 'true')
        .expect(403)
      const me = await as(a, http().get('/api/auth/me')).expect(200)
      expect(me.body.role).toBe('customer')
      expect((await t.orm.em.fork().findOneOrFail(User, a.userId)).role).toBe('customer')
    })

    it("who registered the administrator's email before the administrator existed stays a customer", async () => {
      const email = `duena${unique()}@aurum.example`
      await http()
        .post('/api/auth/register')
        .send({ username: `duena${unique()}`, email, password: PASSWORD })
        .expect(202)
      const early = await http()
        .post('/api/auth/login')
        .send({ login: email, password: PASSWORD })
        .expect(200)
      remember(early.body)
      // The operator then sets ADMIN_EMAIL to that address: the account is not promoted.
      const password = 'la-clave-de-la-duena-real'
      secrets.add(password)
      expect(await createFirstAdmin(t.orm.em.fork(), { email, password })).toBe('customer-exists')
      const token = bearer(early.body.accessToken)
      await http().get('/api/admin/users').set('authorization', token).expect(403)
      await http()
        .post('/api/auth/admin/login')
        .send({ login: email, password: PASSWORD })
        .expect(401)
      await http().post('/api/auth/admin/login').send({ login: email, password }).expect(401)
      const me = await http().get('/api/auth/me').set('authorization', token).expect(200)
      expect(me.body.role).toBe('customer')
    })
  })

  describe("the API's log", () => {
    const entries = () =>
      log.flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>]
        } catch {
          return []
        }
      })

    it('a card number typed into a body is refused and not written down', async () => {
      await as(actors.A, http().post('/api/payment-methods'))
        .send({ type: 'card', cardNumber: CARD_NUMBER, cvc: '123' })
        .expect(400)
    })

    it('holds no password, token, card number or key used in this run', () => {
      expect(log.length).toBeGreaterThan(1000)
      const text = log.join('\n')
      const leaked = [...secrets].filter((secret) => text.includes(secret))
      // Any JWT at all, and the Google return's code (kept in secrets by its prefix).
      const jwts = text.match(/eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]*/g) ?? []
      const codes = text.match(/codigo-[\w-]+/g) ?? []
      console.log(
        `API log: ${log.length} lines, ${secrets.size} secrets looked for, ` +
          `${leaked.length + jwts.length + codes.length} found`,
      )
      expect({ leaked, jwts, codes }).toEqual({ leaked: [], jwts: [], codes: [] })
    })

    it('says who signed in, who failed, what administrators changed and who was refused, and when', () => {
      const all = entries()
      const find = (match: Record<string, unknown>) =>
        all.find((entry) => Object.entries(match).every(([k, v]) => entry[k] === v))
      expect(
        find({ event: 'sign-in', outcome: 'success', method: 'password', userId: actors.B.userId }),
      ).toMatchObject({ email: actors.B.email, ip: '127.0.0.1', time: expect.any(Number) })
      expect(
        find({ event: 'sign-in', outcome: 'success', method: 'admin-password' }),
      ).toMatchObject({ role: 'admin', userId: expect.any(String), time: expect.any(Number) })
      expect(
        find({ event: 'sign-in', outcome: 'failure', reason: 'invalid-credentials' }),
      ).toMatchObject({ userId: null, email: null, ip: '127.0.0.1', time: expect.any(Number) })
      // A customer's right password at the back office's door.
      expect(
        find({
          event: 'sign-in',
          outcome: 'failure',
          reason: 'not-admin',
          userId: actors.A.userId,
        }),
      ).toMatchObject({ method: 'admin-password', time: expect.any(Number) })
      expect(find({ event: 'admin-action', method: 'PUT', route: '/api/settings' })).toMatchObject({
        userId: expect.any(String),
        email: expect.any(String),
        time: expect.any(Number),
      })
      expect(
        find({ event: 'access-denied', statusCode: 403, route: '/api/admin/users' }),
      ).toMatchObject({ userId: expect.any(String), role: 'customer', code: 'FORBIDDEN' })
      expect(
        find({ event: 'access-denied', statusCode: 401, route: '/api/addresses' }),
      ).toMatchObject({ userId: null, code: 'UNAUTHENTICATED', time: expect.any(Number) })
    })
  })
})
