import sharp from 'sharp'
import request from 'supertest'
import { Image } from '../src/modules/images/entities/image.entity'
import { createFirstAdmin } from '../src/db/first-admin'
import { createPerfumes } from './factories'
import { CUSTOMER_PASSWORD, type Shopper, shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * The specification's browser client, as its call table describes it: one helper that sends
 * `Content-Type: application/json` on every call, with a JSON body or none at all, and the
 * bearer token when signed in.
 */
function specClient(t: TestApp) {
  return (method: Method, path: string, options: { bearer?: string; body?: unknown } = {}) => {
    const server = request(t.app.getHttpServer())
    const call = server[method.toLowerCase() as Lowercase<Method>](path).set(
      'content-type',
      'application/json',
    )
    if (options.bearer) call.set('authorization', options.bearer)
    // A body-less call still says it is JSON, with an empty body (as a browser's fetch sends it).
    return options.body === undefined
      ? call.set('content-length', '0')
      : call.send(JSON.stringify(options.body))
  }
}

const MEDIA_URL = /^\/media\/[0-9a-f]{32}\.webp$/

describe('the specification’s client (e2e)', () => {
  let t: TestApp
  let api: ReturnType<typeof specClient>
  let ana: Shopper
  /** The administrator's Authorization header, from the specification's POST /api/admin/login. */
  let adminBearer: string
  let perfumeId: string
  let slug: string
  const http = () => request(t.app.getHttpServer())

  beforeAll(async () => {
    t = await createTestApp()
    api = specClient(t)
    const [perfume] = await createPerfumes(t.orm.em, [{ name: 'Ámbar Nocturno' }])
    perfumeId = perfume.id
    slug = perfume.slug
    ana = await shopper(t.app)
    const owner = { email: 'duena@aurum.example', password: 'una-clave-de-administracion' }
    await createFirstAdmin(t.orm.em.fork(), owner)
    const signedIn = await api('POST', '/api/admin/login', { body: owner }).expect(200)
    adminBearer = `Bearer ${signedIn.body.accessToken}`
  })

  afterAll(() => t?.close())

  describe('sign-in', () => {
    it.each([
      ['email', () => ana.email],
      ['username', () => ana.login],
    ])('accepts { %s, password }', async (field, login) => {
      const answer = await api('POST', '/api/auth/login', {
        body: { [field]: login(), password: CUSTOMER_PASSWORD },
      }).expect(200)
      expect(answer.body).toMatchObject({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        user: { id: ana.userId, email: ana.email, username: ana.login },
      })
    })

    it('answers a wrong password the same whichever field named the account', async () => {
      const refusals = await Promise.all(
        [{ email: ana.email }, { username: ana.login }, { email: 'nadie@example.com' }].map(
          async (who) =>
            (
              await api('POST', '/api/auth/login', {
                body: { ...who, password: 'no-es-la-clave' },
              }).expect(401)
            ).body,
        ),
      )
      for (const body of refusals) {
        expect(body).toMatchObject({
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          reason: 'login_failed',
          message: 'Los datos de acceso no son correctos',
        })
      }
    })

    it('takes exactly one of login, email and username', async () => {
      const both = await api('POST', '/api/auth/login', {
        body: { email: ana.email, username: ana.login, password: CUSTOMER_PASSWORD },
      }).expect(400)
      expect(both.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        fieldErrors: { username: ['Envía solo uno de estos campos: login, email o username'] },
      })
      const none = await api('POST', '/api/auth/login', {
        body: { password: CUSTOMER_PASSWORD },
      }).expect(400)
      expect(none.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        fieldErrors: { login: ['Introduce tu email o nombre de usuario'] },
      })
    })
  })

  describe('body-less calls with the JSON content type', () => {
    it('DELETE /api/favorites/{id} answers as without the header', async () => {
      const favorite = await api('POST', '/api/favorites', {
        bearer: ana.bearer,
        body: { perfumeId },
      }).expect(201)
      const removed = await api('DELETE', `/api/favorites/${favorite.body.id}`, {
        bearer: ana.bearer,
      }).expect(204)
      expect(removed.text).toBe('')
      const left = await api('GET', '/api/favorites', { bearer: ana.bearer }).expect(200)
      expect(left.body).toEqual([])
    })

    it('DELETE /api/addresses/{id} answers as without the header', async () => {
      await api('DELETE', `/api/addresses/${ana.addressId}`, { bearer: ana.bearer }).expect(204)
      const left = await api('GET', '/api/addresses', { bearer: ana.bearer }).expect(200)
      expect(left.body.map((kept: { id: string }) => kept.id)).not.toContain(ana.addressId)
    })

    it('a body-less POST and PUT answer as without the header', async () => {
      const cleanup = await api('POST', '/api/admin/sessions/cleanup', {
        bearer: adminBearer,
      }).expect(200)
      expect(cleanup.body).toEqual({ deletedCount: 0 })
      const readAll = await api('PUT', '/api/notifications/read-all', {
        bearer: ana.bearer,
      }).expect(200)
      const without = await ana.as(http().put('/api/notifications/read-all')).expect(200)
      expect(readAll.body).toEqual(without.body)
    })

    it('a route that needs a body still names what is missing', async () => {
      const answer = await api('POST', '/api/favorites', { bearer: ana.bearer }).expect(400)
      expect(answer.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' })
    })

    it('malformed JSON is still a 400 in the shop’s error shape', async () => {
      for (const payload of ['{"perfumeId":', ' ', '{"a":1,}']) {
        const answer = await ana
          .as(http().post('/api/favorites'))
          .set('content-type', 'application/json')
          .send(payload)
          .expect(400)
        expect(answer.body).toMatchObject({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: expect.any(String),
        })
      }
    })
  })

  it('uploads an image by imageUrl alone, then PUT /api/perfumes/{id} makes it the perfume’s', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#c9a227' },
    })
      .png()
      .toBuffer()
    const uploaded = await api('POST', '/api/admin/images/upload', {
      bearer: adminBearer,
      body: { imageUrl: `data:image/png;base64,${png.toString('base64')}` },
    }).expect(201)
    expect(uploaded.body).toEqual({ imageUrl: expect.stringMatching(MEDIA_URL) })
    const { imageUrl } = uploaded.body as { imageUrl: string }
    // Stored and served, but nobody's picture yet.
    expect(await t.orm.em.fork().count(Image, { name: imageUrl.slice('/media/'.length) })).toBe(1)
    await http().get(`/api${imageUrl}`).expect(200)
    const before = await http().get(`/api/perfumes/${slug}`).expect(200)
    expect(before.body.imageUrl).toBeNull()

    await api('PUT', `/api/perfumes/${perfumeId}`, {
      bearer: adminBearer,
      body: { id: perfumeId, imageUrl },
    }).expect(200)
    const after = await http().get(`/api/perfumes/${slug}`).expect(200)
    expect(after.body.imageUrl).toBe(imageUrl)
  })
})
