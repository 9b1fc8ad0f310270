import { ERROR_CODES, errorText, isErrorReason } from '@aurum/contracts'
import { Client } from 'pg'
import request from 'supertest'
import { type ApiRoute, type Caller, apiRoutes } from './fuzz/api-routes'
import type { FuzzAccount } from './fuzz/api-fuzz'
import { prepareFuzzShop } from './fuzz/fuzz-shop'
import { MASS_ASSIGNMENT_KEYS } from './fuzz/hostile-input'
import { describeWrites, WriteLog } from './fuzz/write-log'
import { looksSpanish } from './spanish'
import { createTestApp, type TestApp } from './test-app'

type Key = (typeof MASS_ASSIGNMENT_KEYS)[number]

/**
 * The table behind each write route's path parameter, so the request names a real object (the
 * customer's own where it has one): a field that got through would change it, and the log would
 * show it. A new write route with a parameter needs its line here.
 */
const OBJECT_TABLES: [RegExp, string][] = [
  [/^\/api\/perfumes\//, 'perfume'],
  [/^\/api\/collections\//, 'collection'],
  [/^\/api\/admin\/contact-messages\//, 'contact_message'],
  [/^\/api\/admin\/mail\//, 'mail_outbox'],
  [/^\/api\/admin\/perfumes\//, 'perfume'],
  [/^\/api\/admin\/bottles\//, 'bottle'],
  [/^\/api\/cart\/items\//, 'cart_item'],
  [/^\/api\/cart\/sets\//, 'cart_set'],
  [/^\/api\/admin\/sessions\//, 'session'],
  [/^\/api\/addresses\//, 'address'],
  [/^\/api\/payment-methods\//, 'payment_method'],
  [/^\/api\/notifications\//, 'notification'],
  [/^\/api\/admin\/orders\//, 'customer_order'],
  [/^\/api\/orders\//, 'customer_order'],
  [/^\/api\/admin\/refunds\//, 'refund'],
  [/^\/api\/admin\/users\//, 'app_user'],
  [/^\/api\/reviews\//, 'review'],
  [/^\/api\/favorites\/perfume\//, 'perfume'],
  [/^\/api\/favorites\//, 'favorite'],
  [/^\/api\/checkout\/local\//, 'checkout'],
]

/** The route whose body is the raw bytes of a signed event: refused unsigned (4xx), whatever it says. */
const SIGNED_BODIES = ['POST /api/stripe/webhook']

/** The fields of this list that are a route's own input: the order moves' status is the admin's. */
const OWN_FIELDS = new Set([
  'PATCH /api/admin/orders/:id status',
  'POST /api/admin/orders/bulk status',
])

describe('mass assignment: fields only the shop writes are refused in every body (e2e)', () => {
  let t: TestApp
  let database: Client
  let log: WriteLog
  let accounts: Partial<Record<Caller, FuzzAccount>>
  let admin: string
  const bearers = new Map<Caller, string>()
  const http = () => request(t.app.getHttpServer())

  /** What someone would set these to, given the chance. */
  const VALUES: Record<Key, () => unknown> = {
    role: () => 'admin',
    isAdmin: () => true,
    price: () => 0,
    usedCount: () => 0,
    status: () => 'delivered',
    userId: () => admin,
    isVerified: () => true,
    helpfulCount: () => 9999,
  }

  const signIn = async (caller: Caller) => {
    const account = accounts[caller]
    if (!account) return
    const answer = await http()
      .post(account.admin ? '/api/auth/admin/login' : '/api/auth/login')
      .send({ login: account.login, password: account.password })
      .expect(200)
    bearers.set(caller, `Bearer ${answer.body.accessToken}`)
  }

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '1000' })
    accounts = await prepareFuzzShop(t)
    database = new Client({ connectionString: process.env.DATABASE_URL })
    await database.connect()
    log = await WriteLog.install(async (sql) => (await database.query(sql)).rows)
    admin = (await database.query<{ id: string }>(`select id from app_user where role = 'admin'`))
      .rows[0].id
    await signIn('customer')
    await signIn('admin')
    await log.take()
  })
  afterAll(async () => {
    await database?.end()
    await t.close()
  })

  const writeRoutes = (): ApiRoute[] => apiRoutes(t.app).filter((route) => route.method !== 'GET')

  /** A real object for the route's parameter: the customer's own when the table has owners. */
  async function pathOf(route: ApiRoute): Promise<string> {
    if (!route.params.length) return route.path
    const table = OBJECT_TABLES.find(([pattern]) => pattern.test(route.path))?.[1]
    if (!table) throw new Error(`${route.method} ${route.path}: add its table to OBJECT_TABLES`)
    const owned = await database.query<{ id: string }>(
      `select t.id from "${table}" t order by (to_jsonb(t) ->> 'user_id') = (select id::text from app_user where email = $1) desc nulls last, t.id limit 1`,
      [accounts.customer?.login],
    )
    const id = owned.rows[0]?.id ?? '6f1c2a4e-3b5d-4c7e-9a1b-2d3e4f5a6b7c'
    return route.path.replace(/:\w+/g, id)
  }

  it('finds every write route in the running app, the undocumented ones too', () => {
    const routes = writeRoutes().map((route) => `${route.method} ${route.path}`)
    expect(routes.length).toBeGreaterThan(50)
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'POST /api/auth/logout',
        'POST /api/reviews/:id/helpful',
        'POST /api/checkout/local/:id/pay',
      ]),
    )
  })

  it.each(MASS_ASSIGNMENT_KEYS.map((key) => [key]))(
    "refuses '%s' in the body of every write route with a 400 naming it, and stores nothing",
    async (key) => {
      const problems: string[] = []
      let tried = 0
      for (const route of writeRoutes()) {
        const name = `${route.method} ${route.path}`
        if (OWN_FIELDS.has(`${name} ${key}`)) continue
        const example = (route.example ?? {}) as Record<string, unknown>
        const bodies: [string, Record<string, unknown>][] = [
          [key, { ...example, [key]: VALUES[key]() }],
        ]
        // One level down too: a nested object of the body (an address, a settings group).
        const nested = Object.entries(example).find(
          ([, value]) => value && typeof value === 'object' && !Array.isArray(value),
        )
        if (nested) {
          const [field, value] = nested as [string, Record<string, unknown>]
          bodies.push([
            `${field}.${key}`,
            { ...example, [field]: { ...value, [key]: VALUES[key]() } },
          ])
        }
        const path = await pathOf(route)
        for (const [field, body] of bodies) {
          tried++
          let call = http()[route.method.toLowerCase() as 'post'](path).send(body)
          const bearer = bearers.get(route.servedTo)
          if (bearer) call = call.set('authorization', bearer)
          const answer = await call
          const writes = await log.take()
          const named = answer.body?.fieldErrors?.[field]
          const refused = SIGNED_BODIES.includes(name)
            ? answer.status >= 400 && answer.status < 500
            : answer.status === 400 && JSON.stringify(named) === '["Campo no admitido"]'
          if (!refused || writes.length) {
            problems.push(
              `${route.servedTo} ${name} with ${field}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}${writes.length ? `; stored ${describeWrites(writes)}` : ''}`,
            )
          }
          // A request that got through may have ended the session it was sent with.
          if (answer.status < 400) {
            await Promise.all([signIn('customer'), signIn('admin')])
            await log.take()
          }
        }
      }
      expect(problems).toEqual([])
      expect(tried).toBeGreaterThan(50)
    },
  )

  /** A value of another type than the example's: what a careless or hostile client sends. */
  const wrongType = (value: unknown): unknown =>
    typeof value === 'string' ? 12345 : typeof value === 'number' ? 'doce' : [{ x: 1 }]

  it('answers every refused body with its code and reason, in Spanish, and stores nothing', async () => {
    const problems: string[] = []
    const messages: string[] = []
    for (const route of writeRoutes()) {
      const name = `${route.method} ${route.path}`
      if (SIGNED_BODIES.includes(name) || !route.example) continue
      const example = route.example as Record<string, unknown>
      const body = Object.fromEntries(
        Object.entries(example).map(([field, value]) => [field, wrongType(value)]),
      )
      const send = http()[route.method.toLowerCase() as 'post']
      let call = send(await pathOf(route)).send(body)
      const bearer = bearers.get(route.servedTo)
      if (bearer) call = call.set('authorization', bearer)
      const answer = await call
      const writes = await log.take()
      const { code, reason, message, fieldErrors } = answer.body ?? {}
      const said = [message, ...Object.values<string[]>(fieldErrors ?? {}).flat()]
      messages.push(...said)
      if (
        answer.status < 400 ||
        answer.status >= 500 ||
        !ERROR_CODES.includes(code) ||
        !isErrorReason(reason) ||
        message !== errorText(reason, answer.body.params) ||
        !said.every((text) => typeof text === 'string' && looksSpanish(text)) ||
        writes.length
      ) {
        problems.push(`${route.servedTo} ${name}: ${answer.status} ${JSON.stringify(answer.body)}`)
      }
    }
    expect(problems).toEqual([])
    expect(messages.length).toBeGreaterThan(100)
  })
})
