import { randomUUID } from 'node:crypto'
import { type ErrorReason, errorText } from '@aurum/contracts'
import { MikroORM } from '@mikro-orm/postgresql'
import request from 'supertest'
import { type RouteFacts, routeFacts } from '../src/common/route-facts'
import { RATE_LIMITS } from '../src/common/throttling/rate-limits'
import { demoCollections, demoPerfumes } from '../src/db/seed/demo-catalogue'
import { seedDemoShop } from '../src/db/seed/demo-shop.seeder'
import { PaymentMethod } from '../src/modules/accounts/entities/payment-method.entity'
import { type Admin, signedInAdmin } from './admins'
import { HTTP_METHODS, type HttpMethod, openApiDocument } from './contract/openapi-document'
import { createPerfumes } from './factories'
import { shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

interface Operation {
  method: HttpMethod
  path: string
  statuses: string[]
  pathParams: { name: string; uuid: boolean }[]
  bodyRequired: boolean
  route: RouteFacts
}

/**
 * The answers every route shares, asked of every operation of openapi.json: a visitor on a
 * closed route (401), a customer on an administrator's (403), a NUL in the query (400), an
 * unknown id (404), an overlong path parameter (414), a body too large (413) or of another type
 * (415), a rate limit used up (429), and an ETag sent back (304). Each answer is also checked
 * against the document by the test app (test/contract/); the statuses only a service gives are
 * left to the module tests.
 */
describe('the generic answers of every operation (e2e)', () => {
  let t: TestApp
  let operations: Operation[]
  let customer: string
  let admin: Admin

  beforeAll(async () => {
    t = await createTestApp()
    const facts = routeFacts(t.app)
    operations = HTTP_METHODS.flatMap((method) =>
      Object.entries(openApiDocument.paths).flatMap(([path, item]) => {
        const operation = item[method]
        if (!operation) return []
        const route = facts.get(operation.operationId)
        if (!route) throw new Error(`No route for ${operation.operationId}`)
        const pathParams = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => ({ name: parameter.name, uuid: parameter.schema?.format === 'uuid' }))
        return [
          {
            method,
            path,
            statuses: Object.keys(operation.responses),
            pathParams,
            bodyRequired: Boolean(
              (operation.requestBody as { required?: boolean } | undefined)?.required,
            ),
            route,
          },
        ]
      }),
    )
    await seedDemoShop(t.orm.em.fork())
    customer = (await shopper(t.app)).bearer
    admin = await signedInAdmin(t.app, t.orm)
  })
  afterAll(() => t.close())

  const http = () => request(t.app.getHttpServer())

  /** The operation's path with its parameters filled in. */
  function pathOf(operation: Operation, fill?: (param: { uuid: boolean }) => string): string {
    let path = operation.path
    for (const param of operation.pathParams) {
      const value = fill ? fill(param) : param.uuid ? randomUUID() : `no-such-${param.name}`
      path = path.replace(`{${param.name}}`, encodeURIComponent(value))
    }
    return path
  }

  function call(operation: Operation, path = pathOf(operation)): request.Test {
    return http()[operation.method](path)
  }

  /** Asks every operation that documents `status`, and lists those that answered otherwise. */
  async function sweep(
    status: number,
    applies: (operation: Operation) => boolean,
    ask: (operation: Operation) => request.Test | Promise<request.Response>,
  ): Promise<string[]> {
    const wrong: string[] = []
    const asked = operations.filter(
      (operation) => operation.statuses.includes(String(status)) && applies(operation),
    )
    expect(asked.length).toBeGreaterThan(0)
    for (const operation of asked) {
      const response = await ask(operation)
      if (response.status !== status) {
        wrong.push(
          `${operation.method.toUpperCase()} ${operation.path} -> ${response.status} ${response.text.slice(0, 160)}`,
        )
      }
    }
    return wrong
  }

  it('answers 400 to a NUL character in the query of every operation', async () => {
    const wrong = await sweep(
      400,
      () => true,
      (operation) => call(operation).query({ aurum: 'a\u0000b' }),
    )
    expect(wrong).toEqual([])
  })

  it('answers a visitor 401 on every operation that is not public', async () => {
    const wrong = await sweep(
      401,
      (operation) => !operation.route.isPublic,
      (operation) => call(operation),
    )
    expect(wrong).toEqual([])
  })

  it('answers a stale access token 401 on every operation that is not public', async () => {
    const wrong = await sweep(
      401,
      (operation) => !operation.route.isPublic,
      (operation) => call(operation).set('authorization', 'Bearer not-a-token'),
    )
    expect(wrong).toEqual([])
  })

  it("answers a customer 403 on every administrator's operation", async () => {
    const wrong = await sweep(
      403,
      (operation) => operation.route.roles.length > 0,
      (operation) => call(operation).set('authorization', customer),
    )
    expect(wrong).toEqual([])
  })

  it('answers 404 to an unknown id in the path of every operation without a required body', async () => {
    const wrong = await sweep(
      404,
      (operation) => operation.pathParams.length > 0 && !operation.bodyRequired,
      (operation) => {
        const asked = call(operation)
        if (operation.route.roles.length) return admin.as(asked)
        return operation.route.isPublic ? asked : asked.set('authorization', customer)
      },
    )
    expect(wrong).toEqual([])
  })

  it('answers 414 to a path parameter over 200 characters', async () => {
    const wrong = await sweep(
      414,
      () => true,
      (operation) =>
        call(
          operation,
          pathOf(operation, () => 'x'.repeat(201)),
        ),
    )
    expect(wrong).toEqual([])
  })

  it('answers 413 to a body over the limit on every operation that reads one', async () => {
    const wrong = await sweep(
      413,
      () => true,
      (operation) =>
        call(operation)
          .set('content-type', 'application/json')
          .send(JSON.stringify({ text: 'a'.repeat(operation.route.bodyLimit) })),
    )
    expect(wrong).toEqual([])
  })

  it('answers 415 to a body of a media type no route reads', async () => {
    const wrong = await sweep(
      415,
      () => true,
      (operation) => call(operation).set('content-type', 'application/xml').send('<order/>'),
    )
    expect(wrong).toEqual([])
  })

  it('answers 304 to the ETag of every cached answer', async () => {
    // What the cached pages with a path parameter show: the demo shop's first perfume and collection.
    const shown: Record<string, string> = {
      '/api/perfumes/{slug}': demoPerfumes[0].slug,
      '/api/perfumes/{slug}/similar': demoPerfumes[0].slug,
      '/api/collections/{slug}': demoCollections[0].slug,
    }
    const wrong = await sweep(
      304,
      () => true,
      async (operation) => {
        const path = pathOf(operation, () => shown[operation.path] ?? 'no-such-page')
        const first = await call(operation, path).expect(200)
        return call(operation, path).set('if-none-match', String(first.headers.etag))
      },
    )
    expect(wrong).toEqual([])
  })

  // Last: it uses up every limit of this app.
  it('answers 429 with Retry-After on every rate-limited operation once its limit is used up', async () => {
    const limited = operations.filter((operation) => operation.route.rateLimit)
    for (const concern of new Set(limited.map((operation) => operation.route.rateLimit))) {
      const first = limited.find((operation) => operation.route.rateLimit === concern)
      if (!first || !concern) continue
      // Counted before the access check, so a visitor's calls use the limit up too.
      for (let i = 0; i < RATE_LIMITS[concern].limit; i++) await call(first)
    }
    const wrong = await sweep(
      429,
      (operation) => operation.route.rateLimit !== undefined,
      (operation) => call(operation),
    )
    expect(wrong).toEqual([])
  })
})

/** The 503 answers: a payment provider that does not answer, then a database that does not. */
describe('the answers when a service the API needs is down (e2e)', () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())
  const unavailable = (reason: ErrorReason) => ({
    statusCode: 503,
    code: 'SERVICE_UNAVAILABLE',
    reason,
    message: errorText(reason),
  })

  beforeAll(async () => {
    t = await createTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_aurum',
      STRIPE_WEBHOOK_SECRET: 'whsec_aurum',
      // Nothing listens there.
      STRIPE_API_URL: 'http://127.0.0.1:9',
    })
  })
  afterAll(() => t.close())

  it('answers 503 with Retry-After when the payment provider does not answer, and keeps the card', async () => {
    const [perfume] = await createPerfumes(t.orm.em, [{ name: 'Sin Pasarela' }])
    const buyer = await shopper(t.app, [[perfume, '5ml', 1]])
    for (const path of ['/api/checkout/session', '/api/stripe/create-checkout-session']) {
      const refused = await buyer
        .as(http().post(path))
        .send({ addressId: buyer.addressId })
        .expect(503, unavailable('checkout_failed'))
      expect(refused.headers['retry-after']).toBe('30')
    }
    await buyer
      .as(http().post('/api/payment-methods'))
      .send({ type: 'card' })
      .expect(503, unavailable('payment_method_not_added'))
    // A card saved while the provider still answered.
    const em = t.orm.em.fork()
    const card = em.create(PaymentMethod, {
      user: buyer.userId,
      type: 'card',
      cardType: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
      provider: 'stripe',
      providerPaymentMethodId: 'pm_saved_before',
    })
    await em.flush()
    await buyer
      .as(http().delete(`/api/payment-methods/${card.id}`))
      .expect(503, unavailable('payment_method_not_removed'))
    expect(await t.orm.em.fork().count(PaymentMethod, { id: card.id })).toBe(1)
  })

  it('answers the health check 503 when the database does not answer', async () => {
    await t.app.get(MikroORM).close()
    const down = await http().get('/api/health').expect(503, unavailable('service_unavailable'))
    expect(down.headers['retry-after']).toBe('30')
  })
})
