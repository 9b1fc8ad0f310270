import request from 'supertest'
import { ApiFuzz, fuzzFailures, fuzzFigures } from './fuzz/api-fuzz'
import { prepareFuzzShop } from './fuzz/fuzz-shop'
import { reportFigures } from './load'
import { createTestApp, type TestApp } from './test-app'

/** Generated bad requests per route here; the full run (1,000 each) is in test/resilience/. */
const RUNS_PER_ROUTE = 10

/**
 * A sample of the fuzz pass (test/fuzz/): every route of the app's Fastify route table, as a
 * visitor, a customer and (where the route is the administrator's) an admin, gets generated bad
 * paths, queries, bodies and headers. Never a 5xx, every refusal the error body, nothing stored.
 */
describe('bad input never gets a 5xx (e2e)', () => {
  let t: TestApp
  let fuzz: ApiFuzz
  let accounts: Awaited<ReturnType<typeof prepareFuzzShop>>

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '1000' })
    accounts = await prepareFuzzShop(t)
    fuzz = await ApiFuzz.start(t.app, accounts)
  })
  afterAll(async () => {
    await fuzz?.stop()
    await t.close()
  })

  it('keeps the inputs that once answered 500 as 400s', async () => {
    const http = () => request(t.app.getHttpServer())
    // A field named like an Object.prototype member broke the error body.
    const prototypeKey = await http()
      .post('/api/newsletter')
      .send({ email: 'a@example.com', constructor: [1] })
      .expect(400)
    expect(prototypeKey.body.fieldErrors).toEqual({ constructor: ['Campo no admitido'] })
    // PostgreSQL cannot store a NUL: refused before any query.
    for (const call of [
      http().get('/api/perfumes/a%00b'),
      http().get('/api/perfumes').query({ search: 'a\u0000b' }),
      http()
        .post('/api/contact')
        .send({ name: 'a\u0000', email: 'a@example.com', subject: 'x', message: 'y' }),
    ]) {
      expect((await call.expect(400)).body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        reason: 'nul_character',
        message: 'Datos no válidos: el texto no puede contener el carácter NUL',
      })
    }
  })

  it('answers a download refused for its query with the JSON error, not a 500', async () => {
    // Found by the fuzz: the CSV's text/csv header was already set, and the error body, an
    // object, could not be written as text/csv.
    const { body } = await request(t.app.getHttpServer())
      .post('/api/auth/admin/login')
      .send({ login: accounts.admin?.login, password: accounts.admin?.password })
      .expect(200)
    const refused = await request(t.app.getHttpServer())
      .get('/api/admin/orders.csv?to=%FF')
      .set('authorization', `Bearer ${body.accessToken}`)
      .expect(400)
      .expect('content-type', 'application/json; charset=utf-8')
    expect(refused.headers['content-disposition']).toBeUndefined()
    expect(refused.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' })
  })

  it('answers refusals of the router itself with the same error body, without the URL', async () => {
    const long = await request(t.app.getHttpServer())
      .get(`/api/perfumes/${'x'.repeat(5000)}`)
      .expect(414)
    expect(long.body).toMatchObject({
      statusCode: 414,
      code: 'VALIDATION_FAILED',
      reason: 'path_too_long',
      message: 'Un parámetro de la dirección es demasiado largo',
    })
    // A slug of the longest length the catalogue allows is still looked up.
    await request(t.app.getHttpServer())
      .get(`/api/perfumes/${'x'.repeat(160)}`)
      .expect(404)
  })

  it('reads every route from the running app, the undocumented ones too', () => {
    const routes = fuzz.routes().map((route) => `${route.method} ${route.path}`)
    expect(routes.length).toBeGreaterThan(100)
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/perfumes/:slug',
        'POST /api/checkout/local/:id/pay',
        'GET /api/docs/*',
        'GET /api/openapi.json',
      ]),
    )
  })

  it(`answers ${RUNS_PER_ROUTE} generated bad requests per route with a 4xx or a success, never a 5xx, storing nothing`, async () => {
    await fuzz.runAll(RUNS_PER_ROUTE, Number(process.env.FUZZ_SEED ?? 8))
    reportFigures('api fuzz sample', fuzzFigures(fuzz))
    expect(fuzzFailures(fuzz)).toEqual([])
    expect(fuzz.figures.cases).toBe(fuzz.figures.routes * RUNS_PER_ROUTE)
  }, 300_000)
})
