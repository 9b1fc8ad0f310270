import { type APIRequestContext, expect, request as http, test } from '@playwright/test'
import { e2eWebUrl } from './support/environment'
import { ADMIN, PASSWORD, uniqueName } from './support/fixtures'
import { keepSecret } from './support/logs'

/** A post that always answers with a toast in the session: the newsletter box with a bad email. */
async function sessionCookie(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.post('/newsletter', {
    form: { email: 'no-es-un-email', redirectTo: '/' },
    headers,
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  const setCookie = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value)
    .find((value) => value.startsWith('__aurum='))
  expect(setCookie).toBeDefined()
  return setCookie ?? ''
}

test('the session cookie is Secure when the shop was reached over https', async ({ request }) => {
  // The test runs on the loopback, a trusted proxy by default, so X-Forwarded-Proto counts.
  expect(await sessionCookie(request, { 'X-Forwarded-Proto': 'https' })).toMatch(/;\s*Secure/i)
  expect(await sessionCookie(request, {})).not.toMatch(/;\s*Secure/i)
})

test('the session cookie cannot be read by whoever holds it', async ({ request }) => {
  const setCookie = await sessionCookie(request, {})
  expect(setCookie).toMatch(/;\s*HttpOnly/i)
  expect(setCookie).toMatch(/;\s*SameSite=Lax/i)
  const value = decodeURIComponent(setCookie.split(';')[0].slice('__aurum='.length))
  const decoded = Buffer.from(value, 'base64').toString('utf8')
  expect(decoded).not.toContain('suscripción')
  expect(decoded).not.toContain('toast')
})

/** The session cookies an answer sets. */
function sessionCookies(headers: { name: string; value: string }[]): string[] {
  return headers
    .filter(
      ({ name, value }) => name.toLowerCase() === 'set-cookie' && value.startsWith('__aurum='),
    )
    .map(({ value }) => value)
}

test('every session cookie of a sign-in, a sign-out and the admin sign-in is HttpOnly, SameSite, and Secure over https', async () => {
  for (const proto of ['https', 'http']) {
    // A browser of its own each time: no cookie kept from the other.
    const request = await http.newContext({ baseURL: e2eWebUrl })
    const headers = { 'X-Forwarded-Proto': proto }
    const username = uniqueName(`galleta${proto}`)
    const set: string[] = []
    const registered = await request.post('/auth', {
      form: {
        intent: 'register',
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        redirectTo: '/',
      },
      headers,
      maxRedirects: 0,
    })
    expect(registered.status()).toBe(302)
    set.push(...sessionCookies(registered.headersArray()))
    // The browser would not send a Secure cookie back over plain http: it goes by hand here.
    const cookie = set[0].split(';')[0]
    keepSecret(cookie.slice('__aurum='.length))
    const out = await request.post('/logout', {
      headers: { ...headers, cookie },
      maxRedirects: 0,
    })
    expect(out.status()).toBe(302)
    set.push(...sessionCookies(out.headersArray()))
    const admin = await request.post('/admin-auth', {
      form: { login: ADMIN.email, password: ADMIN.password },
      headers,
      maxRedirects: 0,
    })
    expect(admin.status()).toBe(302)
    set.push(...sessionCookies(admin.headersArray()))
    expect(set).toHaveLength(3)
    for (const value of set) {
      keepSecret(decodeURIComponent(value.split(';')[0].slice('__aurum='.length)))
      expect(value).toMatch(/;\s*HttpOnly/i)
      expect(value).toMatch(/;\s*SameSite=Lax/i)
      if (proto === 'https') expect(value).toMatch(/;\s*Secure/i)
      else expect(value).not.toMatch(/;\s*Secure/i)
    }
    await request.dispose()
  }
})
