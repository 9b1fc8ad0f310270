import { type APIRequestContext, expect, test } from '@playwright/test'

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
