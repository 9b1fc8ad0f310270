import { expect, test } from '@playwright/test'
import { E2E_API_PORT } from './support/environment'

/** Shaped like the API's one-time codes, but never issued by it. */
const UNKNOWN_CODE = 'c2luLWNvZGlnby1kZS1nb29nbGUtdmFsaWRv'

test('the Google return trades a code only in the browser that started the sign-in, and an unknown code ends on a fixed message @sin-js', async ({
  page,
  javaScriptEnabled,
}) => {
  const exchanges: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/auth/google')) exchanges.push(request.method())
  })
  // A code carried to a browser that started no sign-in (a page that would sign its visitors in
  // to someone else's account) is not even offered to the API.
  await page.goto(`/auth/google?code=${UNKNOWN_CODE}`)
  await expect(page).toHaveURL(/\/auth\?error=google-failed$/)
  expect(exchanges).toEqual(['GET'])

  // This browser starts one (the nonce goes into its session), then comes back with a code.
  const started = await page.request.post('/auth', {
    form: { intent: 'google', redirectTo: '/' },
    maxRedirects: 0,
  })
  expect(started.status()).toBe(302)
  exchanges.length = 0
  await page.goto(`/auth/google?code=${UNKNOWN_CODE}`)
  if (!javaScriptEnabled) {
    await expect(
      page.getByRole('heading', { name: 'Completando el acceso con Google…' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Continuar' }).click()
  }
  await expect(page).toHaveURL(/\/auth\?error=google-failed$/)
  await expect(page.getByRole('alert')).toContainText('No se pudo completar el acceso con Google')
  expect(exchanges[0]).toBe('GET')
  expect(exchanges.filter((method) => method === 'POST')).toHaveLength(1)
})

test('a malformed Google code is not even offered to the API', async ({ page }) => {
  await page.goto('/auth/google?code=%3Cscript%3E')
  await expect(page).toHaveURL(/\/auth\?error=google-failed$/)
})

test("/auth shows only its own texts, whatever the address says; an unknown error is 'Error desconocido'", async ({
  page,
}) => {
  await page.goto('/auth?error=google-cancelled')
  await expect(page.getByRole('alert')).toContainText('Has cancelado el acceso con Google')

  // An error the shop did not name: the specification's 'Error desconocido', never the URL's words.
  await page.goto('/auth?error=google&message=Tu%20cuenta%20ha%20sido%20bloqueada')
  await expect(page.getByText('Tu cuenta ha sido bloqueada')).toHaveCount(0)
  await expect(page.getByRole('alert')).toContainText('Error de autenticación')
  await expect(page.getByRole('alert')).toContainText('Error desconocido')

  await page.goto('/auth?error=constructor')
  await expect(page.getByRole('alert')).toContainText('Error desconocido')

  await page.goto('/auth?error=google-bad-data')
  await expect(page.getByRole('alert')).toContainText('Error procesando datos de autenticación')

  await page.goto('/auth?message=Tu%20cuenta%20ha%20sido%20bloqueada')
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('the Google start keeps the page to return to and its nonce in the session, not in the address', async ({
  request,
}) => {
  const response = await request.post('/auth', {
    form: { intent: 'google', redirectTo: '/carrito' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  // The hash of the nonce kept in the session: the code of the return is good only with it.
  expect(response.headers().location).toMatch(
    new RegExp(`^http://127\\.0\\.0\\.1:${E2E_API_PORT}/api/auth/google\\?binding=[0-9a-f]{64}$`),
  )
  expect(response.headers()['set-cookie']).toMatch(/^__aurum=/)
})
