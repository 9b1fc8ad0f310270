import { expect, test } from '@playwright/test'
import { e2eWebUrl } from './support/environment'
import { webRoutes } from './support/routes'

const REFUSED = 'Solicitud rechazada'
const EVIL = 'https://evil.example'

test('every route with an action refuses a post from another site', async ({ request }) => {
  const urls = (await webRoutes()).filter((route) => route.hasAction).map((route) => route.url)
  expect(urls).toEqual(expect.arrayContaining(['/auth', '/auth/google', '/carrito', '/tema']))
  for (const url of urls) {
    const form = { intent: 'add', theme: 'light', redirectTo: '/', email: 'a@example.com' }
    const crossSite: Record<string, string>[] = [
      { Origin: EVIL },
      { 'Sec-Fetch-Site': 'cross-site' },
      // A sandboxed frame or a data: page, and a sibling subdomain, are other sites too.
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'same-site' },
    ]
    for (const headers of crossSite) {
      const response = await request.post(url, { form, headers, maxRedirects: 0 })
      expect.soft(response.status(), `${url} with ${JSON.stringify(headers)}`).toBe(403)
      // The shop's Spanish page, not a bare line of text.
      expect.soft(response.headers()['content-type']).toContain('text/html')
      const page = await response.text()
      expect.soft(page).toContain('<html lang="es">')
      expect.soft(page).toContain(`<h1>${REFUSED}</h1>`)
      expect.soft(response.headers()['set-cookie']).toBeUndefined()
    }
  }
})

test('a post from the shop itself, or from no page at all, is not refused', async ({ request }) => {
  const ownSite: Record<string, string>[] = [
    { Origin: e2eWebUrl, 'Sec-Fetch-Site': 'same-origin' },
    { 'Sec-Fetch-Site': 'none' },
    {},
  ]
  for (const headers of ownSite) {
    const response = await request.post('/tema', {
      form: { theme: 'light', redirectTo: '/catalogo' },
      headers,
      maxRedirects: 0,
    })
    expect(response.status(), JSON.stringify(headers)).toBe(302)
    expect(response.headers().location).toBe('/catalogo')
    expect(response.headers()['set-cookie']).toContain('theme=')
  }
})

test('a page read from another site is still served', async ({ request }) => {
  const response = await request.get('/catalogo', {
    headers: { Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' },
  })
  expect(response.status()).toBe(200)
})
