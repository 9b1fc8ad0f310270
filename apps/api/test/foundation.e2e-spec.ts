import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import request from 'supertest'
import { BODY_LIMIT_BYTES } from '../src/app'
import { buildOpenApiDocument } from '../src/openapi'
import { createTestApp, type TestApp } from './test-app'

describe('API foundation (e2e)', () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('GET /api/health checks the database', async () => {
    const response = await http().get('/api/health').expect(200)
    expect(response.body).toEqual({ status: 'ok', database: 'up' })
  })

  it('answers an unknown path with the one error shape', async () => {
    const response = await http().get('/api/no-such-thing').expect(404)
    expect(response.body).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'route_not_found',
      message: 'Esa ruta no existe',
    })
  })

  it('refuses malformed JSON with a 400 and no internals', async () => {
    const response = await http()
      .post('/api/perfumes')
      .set('content-type', 'application/json')
      .send('{"name":')
      .expect(400)
    expect(response.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
    })
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.js|node_modules/)
  })

  it('refuses a body over the limit with a 413', async () => {
    const response = await http()
      .post('/api/perfumes')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ text: 'a'.repeat(BODY_LIMIT_BYTES) }))
      .expect(413)
    expect(response.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' })
  })

  it('sets security headers and a request id (kept when the caller sends one)', async () => {
    const response = await http().get('/api/health').set('x-request-id', 'trace-42').expect(200)
    expect(response.headers['x-request-id']).toBe('trace-42')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    const fresh = await http().get('/api/health').set('x-request-id', 'bad id!').expect(200)
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('serves Swagger UI at /api/docs', async () => {
    const response = await http().get('/api/docs').expect(200)
    expect(response.text).toContain('Aurum Decants API')
  })

  it('the committed openapi.json is what the API generates (run `npm run openapi`)', () => {
    const committed = JSON.parse(readFileSync(join(__dirname, '../../../openapi.json'), 'utf8'))
    expect(JSON.parse(JSON.stringify(buildOpenApiDocument(t.app)))).toEqual(committed)
  })

  it('the migrations build exactly the schema the entities describe', async () => {
    const diff = await t.orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false })
    expect(diff.trim()).toBe('')
  })
})
