import { type APIRequestContext, expect, test } from '@playwright/test'
import { DEEP, noteSample, sample } from './support/deep'
import { DEMO_CUSTOMER, signIn } from './support/fixtures'
import { webRoutes } from './support/routes'

/** Inputs that once made a page answer 502, or easily could: never a 5xx again. */
const HOSTILE = [
  '',
  '$' + '{id}',
  '__proto__',
  'constructor',
  '%00',
  'a%00b',
  '%',
  '%E0%A4%A',
  '..%2F..%2F',
  "'%20or%201=1",
  '%3Cscript%3E',
  'x'.repeat(5000),
  '-1',
  'NaN',
  '1e309',
  '9'.repeat(40),
  '%0D%0ASet-Cookie:x',
  '%F0%9F%98%80'.repeat(300),
  '00000000-0000-0000-0000-000000000000',
]
const PARAMS = ['search', 'category', 'sort', 'page', 'minPrice', 'session_id', 'numero']
const MORE_PARAMS = ['redirectTo', 'error', 'message', 'code', 'theme', 'intent', 'quantity']

/** Requests at once: the web and the API each get a core's worth of work. */
const IN_FLIGHT = 6
/**
 * Hostile values tried on each route outside a deep pass: each route gets its three forms (GET,
 * GET with every parameter, POST) with three of them, and the routes share the values out between
 * them, so every value reaches some routes and every route gets some values.
 */
const VALUES_PER_ROUTE = 3

async function fuzz(request: APIRequestContext): Promise<string[]> {
  const calls: [string, () => ReturnType<APIRequestContext['get']>][] = []
  const routes = await webRoutes()
  noteSample(
    `${VALUES_PER_ROUTE} of ${HOSTILE.length} hostile values on each of ${routes.length} routes`,
  )
  for (const [routeIndex, route] of routes.entries()) {
    for (const value of sample(HOSTILE, VALUES_PER_ROUTE, routeIndex)) {
      const path = route.url.replace('dior-sauvage', value || 'x').replace('ejemplo', value || 'x')
      const query = [...PARAMS, ...MORE_PARAMS].map((name) => `${name}=${value}`).join('&')
      const label = `${route.url} with ${value.slice(0, 40)}`
      calls.push(
        [label, () => request.get(path, { maxRedirects: 0 })],
        [label, () => request.get(`${path}?${query}`, { maxRedirects: 0 })],
        [
          label,
          () =>
            request.post(path, {
              maxRedirects: 0,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              data: query,
            }),
        ],
      )
    }
  }
  const failures: string[] = []
  let next = 0
  const sender = async () => {
    while (next < calls.length) {
      const [label, call] = calls[next++]
      const status = (await call()).status()
      if (status >= 500) failures.push(`${label}: ${status}`)
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, sender))
  return failures
}

test.describe('bad input never gets a 5xx from a page', () => {
  test('as a visitor, every page and action of the route table', async ({ request }) => {
    test.setTimeout(DEEP ? 600_000 : 180_000)
    expect(await fuzz(request)).toEqual([])
  })

  test('as a signed-in customer, every page and action of the route table', async ({ request }) => {
    test.setTimeout(DEEP ? 600_000 : 180_000)
    await signIn(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
    expect((await request.get('/orders', { maxRedirects: 0 })).status()).toBe(200)
    expect(await fuzz(request)).toEqual([])
  })
})

/**
 * Found by scripts/resilience/web-bad-input.mjs: what fails before Remix answered in English, with
 * nothing, or a 500 (a JSON body read as a form). Each is now a short Spanish page.
 */
test.describe('refusals before Remix are Spanish pages', () => {
  const spanish = async (answer: Awaited<ReturnType<APIRequestContext['get']>>, status: number) => {
    expect(answer.status()).toBe(status)
    expect(answer.headers()['content-type']).toContain('text/html')
    expect(await answer.text()).toMatch(/<html lang="es">[\s\S]*Solicitud no válida/)
  }

  test('a head over 16 KB, a path that does not decode', async ({ request }) => {
    await spanish(await request.get('/', { headers: { 'x-relleno': 'x'.repeat(20_000) } }), 431)
    await spanish(await request.get('/colecciones/%C0%AF'), 400)
  })

  test('a body that is not a form, another method, a post to a download', async ({ request }) => {
    const json = { headers: { 'content-type': 'application/json' }, data: '{"role":"admin"}' }
    await spanish(await request.post('/settings/eliminar-cuenta', json), 415)
    await spanish(await request.post('/favoritos/alternar', json), 415)
    const multipart = { headers: { 'content-type': 'multipart/form-data; boundary=x' }, data: 'x' }
    await spanish(await request.post('/newsletter', multipart), 415)
    // A post with no body and no type: an empty form, not a 500.
    expect((await request.post('/auth/google', { maxRedirects: 0 })).status()).toBe(302)
    await spanish(await request.put('/settings/exportar', { form: { intent: 'x' } }), 405)
    await spanish(await request.delete('/'), 405)
    await spanish(await request.post('/robots.txt', { form: { a: '1' } }), 405)
    await spanish(await request.post('/admin/analiticas/pedidos.csv', { form: { a: '1' } }), 405)
  })
})

test('an address that only takes a form, opened, is the Spanish 404 page', async ({ request }) => {
  for (const path of ['/logout', '/tema', '/newsletter', '/favoritos/alternar']) {
    const answer = await request.get(path)
    expect(answer.status()).toBe(404)
    expect(await answer.text()).toMatch(/<html lang="es">[\s\S]*Página No Encontrada/)
  }
})

test('a catalogue search holding a NUL, which the API refuses, is searched without it', async ({
  request,
}) => {
  // The web fuzz found it: the API's 400 for the NUL became the web's 502.
  for (const query of ['q=%00', 'q=a%00b', 'brand=a%00b']) {
    const answer = await request.get(`/catalogo?${query}`)
    expect(answer.status()).toBe(200)
    expect(await answer.text()).toMatch(/<html lang="es"[^>]*>[\s\S]*Catálogo de Perfumes/)
  }
})
