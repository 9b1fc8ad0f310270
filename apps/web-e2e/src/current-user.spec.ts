import { type APIRequestContext, type Page } from '@playwright/test'
import { E2E_API_PORT } from './support/environment'
import { apiAdmin, apiCustomer, expect, PASSWORD, signIn, test } from './support/fixtures'
import { buyOneDecant } from './support/shop'

const API = `http://127.0.0.1:${E2E_API_PORT}`

/** A fresh customer, registered straight at the API, with the API's own session of them. */
const newCustomer = (request: APIRequestContext) => apiCustomer(request, 'actual')

/** The user menu's summary, and the role label it shows once opened. */
const menu = (page: Page, name: string) => page.locator('summary', { hasText: `Menú de ${name}` })

test('the header reads the signed-in user again every 5 minutes while the page is open', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request)
  await page.clock.install()
  await signIn(page.request, customer.email)
  await page.goto('/catalogo')
  await expect(menu(page, customer.username)).toBeVisible()
  await menu(page, customer.username).click()
  await expect(page.getByText('Cliente', { exact: true })).toBeVisible()

  // The name changes elsewhere (another device, through the API) while this page stays open.
  const changed = await request.put(`${API}/api/profile`, {
    headers: customer.headers,
    data: { name: 'Lucía Renovada', username: customer.username, email: customer.email },
  })
  expect(changed.status()).toBe(200)

  await page.clock.runFor(60_000)
  await expect(menu(page, customer.username)).toBeVisible()
  await page.clock.runFor(240_000)
  await expect(menu(page, 'Lucía Renovada')).toBeVisible()
  await expect(page).toHaveURL(/\/catalogo$/)
})

// After the parallel journeys (the serial projects): for a while every customer with a paid order
// is premium.
test(
  "the page after paying shows 'Cliente Premium' once the purchase reaches the threshold",
  {
    tag: '@serial',
  },
  async ({ page, request, login }) => {
    test.setTimeout(60_000)
    const admin = await apiAdmin(request)
    const setThreshold = async (value: string) => {
      const answer = await request.put(`${API}/api/settings`, {
        headers: admin,
        data: { key: 'premium_min_spent', value },
      })
      expect(answer.status()).toBe(200)
    }
    const settings = (await (
      await request.get(`${API}/api/admin/settings`, { headers: admin })
    ).json()) as { key: string; value: string }[]
    const before =
      settings.find((setting) => setting.key === 'premium_min_spent')?.value ?? '150.00'
    try {
      // Any paid order makes a customer premium; a new account has none.
      await setThreshold('0.01')
      const { username } = await login()
      await buyOneDecant(page, { openSuccess: true })
      await menu(page, username).click()
      await expect(page.getByText('Cliente Premium', { exact: true })).toBeVisible()
    } finally {
      await setThreshold(before)
    }
  },
)

test('an account page whose session the API has ended signs out and shows its access text', async ({
  page,
  request,
}) => {
  for (const [path, text] of [
    ['/favorites', 'Acceso requerido'],
    ['/addresses', 'Debes iniciar sesión para ver tus direcciones'],
    ['/profile', 'Debes iniciar sesión para ver tu perfil'],
  ]) {
    const customer = await newCustomer(request)
    await signIn(page.request, customer.email)
    await page.goto('/')
    await expect(page.locator('summary', { hasText: 'Menú de' })).toBeVisible()
    // A password change elsewhere ends every other session of the account, the web's too.
    const changed = await request.put(`${API}/api/user/change-password`, {
      headers: customer.headers,
      data: {
        currentPassword: PASSWORD,
        newPassword: 'otra-clave-larga',
        confirmPassword: 'otra-clave-larga',
      },
    })
    expect(changed.status()).toBe(200)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible()
    await expect(page.locator('summary', { hasText: 'Menú de' })).toHaveCount(0)
  }
})
