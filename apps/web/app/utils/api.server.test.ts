import { createServer, type Server } from 'node:net'
import { createApiClient } from '@aurum/api-client'
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import type * as ApiModule from './api.server'
import { API_UNAVAILABLE, CONNECTION_ERROR, isApiUnavailable } from './api-unavailable'

// The module reads the web app's environment when it is loaded.
process.env.SESSION_SECRET ??= 'solo-para-las-pruebas-del-cliente-de-la-api'
let api: typeof ApiModule
beforeAll(async () => {
  api = await import('./api.server')
  // Each outage is logged on one line; the tests do not need to read them.
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterAll(() => {
  jest.restoreAllMocks()
})

const call = () => new Request('http://api.test/api/perfumes?q=sauvage')
const json = (body: unknown, status: number) => Response.json(body, { status })
const answering = (response: Response) => () => Promise.resolve(response)
const failing = (error: unknown) => () => Promise.reject(error)

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503)
  expect(await response.json()).toEqual({
    statusCode: 503,
    code: 'API_UNAVAILABLE',
    message: 'Error de conexión. Verifica tu conexión a internet.',
  })
}

describe('sendToApi', () => {
  it('passes every answer under 500 as it is', async () => {
    for (const status of [200, 201, 204, 400, 401, 404, 409, 429]) {
      const answer = new Response(status === 204 ? null : '{}', { status })
      expect(await api.sendToApi(call(), answering(answer))).toBe(answer)
    }
  })

  it('answers API_UNAVAILABLE when the API cannot be reached or does not answer in time', async () => {
    const refused = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') })
    await expectUnavailable(await api.sendToApi(call(), failing(refused)))
    const late = new DOMException('The operation was aborted due to timeout', 'TimeoutError')
    await expectUnavailable(await api.sendToApi(call(), failing(late)))
  })

  it('answers API_UNAVAILABLE for a 5xx: an internal error or a proxy in front of a stopped API', async () => {
    const internal = { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' }
    await expectUnavailable(await api.sendToApi(call(), answering(json(internal, 500))))
    for (const status of [502, 503, 504])
      await expectUnavailable(
        await api.sendToApi(call(), answering(new Response('<h1>Bad Gateway</h1>', { status }))),
      )
  })

  it("keeps the API's own 503, which tells the customer what failed behind it", async () => {
    const own = {
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Error al crear la sesión de pago',
    }
    const answer = await api.sendToApi(call(), answering(json(own, 503)))
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual(own)
  })
})

describe('the API client with sendToApi', () => {
  let closed: Server
  let port: number
  beforeAll(async () => {
    // A port that was just free and is closed again: connecting to it is refused.
    closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    port = (closed.address() as { port: number }).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
  })

  it('gives an API that is down as an ordinary error answer, never a throw', async () => {
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, fetch: api.sendToApi })
    const { data, error, response } = await client.GET('/api/brands')
    expect(data).toBeUndefined()
    expect(response.status).toBe(503)
    expect(error).toEqual(API_UNAVAILABLE)
    expect(isApiUnavailable(error)).toBe(true)
  })
})

describe('sendCatalogueReadsAsVisitor', () => {
  const asCustomer = (path: string, method = 'GET') =>
    new Request(`http://api.test${path}`, {
      method,
      headers: { authorization: 'Bearer token', 'x-cart-token': 'cart' },
    })
  async function sent(request: Request): Promise<Headers> {
    let headers = new Headers()
    await api.sendCatalogueReadsAsVisitor(request, (async (input: Request) => {
      headers = input.headers
      return new Response('{}')
    }) as typeof fetch)
    return headers
  }

  it("sends the catalogue's reads without the customer's token and cart", async () => {
    for (const path of [
      '/api/perfumes?q=dior',
      '/api/perfumes/facets',
      '/api/perfumes/dior-sauvage',
      '/api/perfumes/dior-sauvage/similar?limit=6',
      '/api/collections',
      '/api/collections/verano',
      '/api/brands',
    ]) {
      const headers = await sent(asCustomer(path))
      expect([path, headers.get('authorization'), headers.get('x-cart-token')]).toEqual([
        path,
        null,
        null,
      ])
    }
  })

  it("keeps them on every other call: what is the customer's own, and every write", async () => {
    for (const [path, method] of [
      ['/api/perfumes/0b6c/performance/mine', 'GET'],
      ['/api/cart', 'GET'],
      ['/api/favorites/ids', 'GET'],
      ['/api/perfumes', 'POST'],
    ]) {
      const headers = await sent(asCustomer(path, method))
      expect([path, headers.get('authorization')]).toEqual([path, 'Bearer token'])
    }
  })
})

describe('apiFailure', () => {
  it('is the connection screen (503) when any answer the page needed was API_UNAVAILABLE', () => {
    const thrown = api.apiFailure(
      'Error obteniendo pedidos',
      { error: undefined },
      {
        error: API_UNAVAILABLE,
      },
    ) as { data: unknown; init: ResponseInit | null }
    expect(thrown.init?.status).toBe(503)
    expect(thrown.data).toEqual({
      statusCode: 503,
      code: 'API_UNAVAILABLE',
      message: CONNECTION_ERROR,
    })
  })

  it("is the page's own text with a 400 when the API refused what the address carried", async () => {
    const thrown = api.apiFailure('Failed to fetch perfumes', {
      error: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid input' },
    })
    expect((thrown as Response).status).toBe(400)
    expect(await (thrown as Response).text()).toBe('Failed to fetch perfumes')
  })

  it("is the page's own text (502) when the API answered something else", async () => {
    const thrown = api.apiFailure('Error obteniendo pedidos', {
      error: { statusCode: 404, code: 'NOT_FOUND', message: 'Order not found' },
    })
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(502)
    expect(await (thrown as Response).text()).toBe('Error obteniendo pedidos')
  })
})
