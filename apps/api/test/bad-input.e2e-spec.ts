import fc from 'fast-check'
import request from 'supertest'
import { buildOpenApiDocument } from '../src/openapi'
import { createPerfumes } from './factories'
import { shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

/** Inputs that once made a 5xx somewhere, or easily could: kept so they never do again. */
const HOSTILE = [
  '',
  ' ',
  // The literal placeholder the old client left in its paths.
  '$' + '{id}',
  '__proto__',
  'constructor',
  'prototype',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: x=1',
  '\t',
  '%00',
  '%',
  '%E0%A4%A',
  '../../etc/passwd',
  '..%2F..%2F',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '😀'.repeat(100),
  'x'.repeat(5000),
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  'true',
  'null',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'ABCDEF',
]

const hostileJson = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0.5, Number.MAX_SAFE_INTEGER + 2, [], {}),
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'role', 'price', 'x'), fc.string()),
)

/** A body: an object with the operation's own fields and some others, all given hostile values. */
const hostileBody = (fields: string[]) =>
  fc.oneof(
    fc.record(
      Object.fromEntries(
        [...fields, '__proto__', 'constructor', 'isAdmin', 'role', 'userId'].map((field) => [
          field,
          hostileJson,
        ]),
      ),
      { requiredKeys: [] },
    ),
    hostileJson,
  )

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  path: string
  query: string[]
  fields: string[]
}

/**
 * The first fuzz pass: every operation of the API's own OpenAPI document, as a visitor and as a
 * customer, gets hostile path parameters, queries, bodies and headers. None may answer 5xx.
 */
describe('bad input never gets a 5xx (e2e)', () => {
  let t: TestApp
  let token: string
  const RUNS_PER_OPERATION = 40

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'local', RATE_LIMIT_FACTOR: '10' })
    await createPerfumes(t.orm.em, [{ name: 'Ámbar' }])
    token = (await shopper(t.app)).bearer
  })
  afterAll(() => t.close())

  function operations(): Operation[] {
    const document = buildOpenApiDocument(t.app) as unknown as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string }[]
            requestBody?: {
              content?: Record<string, { schema?: { $ref?: string; properties?: object } }>
            }
          }
        >
      >
      components: { schemas: Record<string, { properties?: object }> }
    }
    const found: Operation[] = []
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema
        const resolved = schema?.$ref
          ? document.components.schemas[schema.$ref.split('/').pop() ?? '']
          : schema
        found.push({
          method: method as Operation['method'],
          path,
          query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
          fields: Object.keys(resolved?.properties ?? {}),
        })
      }
    }
    return found
  }

  it('keeps the inputs that once answered 500 as 400s', async () => {
    const http = () => request(t.app.getHttpServer())
    // A field named like an Object.prototype member broke the error body.
    const prototypeKey = await http()
      .post('/api/newsletter')
      .send({ email: 'a@example.com', constructor: [1] })
      .expect(400)
    expect(prototypeKey.body.fieldErrors).toEqual({ constructor: ['Unknown field'] })
    // PostgreSQL cannot store a NUL: refused before any query.
    for (const call of [
      http().get('/api/perfumes/a%00b'),
      http().get('/api/perfumes').query({ search: 'a\u0000b' }),
      http()
        .post('/api/contact')
        .send({ name: 'a\u0000', email: 'a@example.com', subject: 'x', message: 'y' }),
    ]) {
      expect((await call.expect(400)).body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid input: text must not contain NUL characters',
      })
    }
  })

  it('answers refusals of the router itself with the same error body, without the URL', async () => {
    const long = await request(t.app.getHttpServer())
      .get(`/api/perfumes/${'x'.repeat(5000)}`)
      .expect(414)
    expect(long.body).toEqual({
      statusCode: 414,
      code: 'VALIDATION_FAILED',
      message: 'A path parameter is too long',
    })
    // A slug of the longest length the catalogue allows is still looked up.
    await request(t.app.getHttpServer())
      .get(`/api/perfumes/${'x'.repeat(160)}`)
      .expect(404)
  })

  it('covers every operation of the document', () => {
    expect(operations().length).toBeGreaterThan(30)
  })

  it.each([['a visitor'], ['a customer']])(
    'answers every hostile request of %s with a 4xx or a success, never a 5xx',
    async (who) => {
      const failures: string[] = []
      for (const operation of operations()) {
        await fc
          .assert(
            fc.asyncProperty(
              fc.constantFrom(...HOSTILE),
              fc.dictionary(
                fc.constantFrom(...operation.query, 'extra'),
                fc.constantFrom(...HOSTILE),
              ),
              hostileBody(operation.fields),
              fc.constantFrom(...HOSTILE.filter((value) => value.length < 200)),
              async (param, query, body, header) => {
                const path = operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(param) || 'x')
                const server = request(t.app.getHttpServer())
                let call = server[operation.method](path)
                  .query(query)
                  // A header cannot carry line breaks or NUL at all: the HTTP client refuses them.
                  .set(
                    'x-cart-token',
                    header
                      .replace(/[\r\n]/g, '')
                      .split(String.fromCharCode(0))
                      .join(''),
                  )
                if (who === 'a customer') call = call.set('authorization', token)
                if (operation.method !== 'get' && operation.method !== 'delete') {
                  call = call.set('content-type', 'application/json').send(JSON.stringify(body))
                }
                const response = await call
                if (response.status >= 500) {
                  failures.push(
                    `${operation.method.toUpperCase()} ${path} ${JSON.stringify(query)} ${JSON.stringify(body)?.slice(0, 200)} -> ${response.status} ${response.text.slice(0, 200)}`,
                  )
                }
                return response.status < 500
              },
            ),
            { numRuns: RUNS_PER_OPERATION, seed: 8, endOnFailure: true },
          )
          .catch(() => undefined)
      }
      expect(failures).toEqual([])
    },
    // Forty requests for each of the document's operations: it grows with every route.
    180_000,
  )
})
