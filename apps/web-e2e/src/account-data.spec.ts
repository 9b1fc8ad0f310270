import { readFile } from 'node:fs/promises'
import { type Browser, type Page } from '@playwright/test'
import { expect, PASSWORD, registerCustomer, signIn, test } from './support/fixtures'
import { buyOneDecant, expectToast } from './support/shop'
import { seriousViolations } from './support/a11y'

const CONFIRMATION =
  '¿Estás seguro de que quieres eliminar tu cuenta? Esta acción no se puede deshacer.'

/** The same customer on another device: a browser context of its own, signed in. */
async function secondDevice(
  browser: Browser,
  options: { javaScriptEnabled: boolean; baseURL?: string },
  username: string,
) {
  const context = await browser.newContext(options)
  await signIn(context.request, username)
  return { context, page: await context.newPage() }
}

const deleteCard = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Eliminar Cuenta' }) })

/** Types the password and confirms: the browser's dialog with scripts, the box without. */
async function deleteAccount(page: Page, javaScriptEnabled: boolean, password: string) {
  const card = deleteCard(page)
  const button = card.getByRole('button', { name: 'Eliminar Cuenta' })
  if (javaScriptEnabled) {
    // The button waits for a password.
    await expect(button).toBeDisabled()
    await card.getByLabel('Contraseña').fill(password)
    await expect(button).toBeEnabled()
    const asked = page.waitForEvent('dialog').then(async (dialog) => {
      const message = dialog.message()
      await dialog.accept()
      return message
    })
    await button.click()
    expect(await asked).toBe(CONFIRMATION)
  } else {
    await card.getByLabel('Contraseña').fill(password)
    await card.getByLabel(CONFIRMATION).check()
    await button.click()
  }
}

test('the data export downloads as user-data-YYYY-MM-DD.pdf, a real PDF @sin-js', async ({
  page,
  login,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000)
  await login()
  await buyOneDecant(page)
  await page.goto('/settings')
  await page.getByLabel('Formato del archivo').selectOption('pdf')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exportar Datos' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^user-data-\d{4}-\d{2}-\d{2}\.pdf$/)
  const bytes = await readFile((await download.path()) as string)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  expect(bytes.length).toBeGreaterThan(1000)
  if (javaScriptEnabled) await expectToast(page, 'Datos exportados')
  // The page is still there, and a visitor is sent to sign in first.
  await expect(page).toHaveURL(/\/settings$/)
  const visitor = await browser.newContext({ baseURL })
  const response = await visitor.request.get('/settings/exportar?format=json', {
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toMatch(/^\/auth\?message=login-required&redirectTo=/)
  await visitor.close()
})

test('a wrong password deletes nothing and says so', async ({ page, login, javaScriptEnabled }) => {
  await login()
  await page.goto('/settings')
  await deleteAccount(page, javaScriptEnabled, 'no-es-mi-clave')
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'No se pudo eliminar la cuenta. Verifica tu contraseña.' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/settings$/)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible()
})

test('deleting the account signs out every device and frees the email @sin-js', async ({
  page,
  login,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000)
  const customer = await login()
  await buyOneDecant(page)
  const other = await secondDevice(browser, { javaScriptEnabled, baseURL }, customer.username)

  await page.goto('/settings')
  await deleteAccount(page, javaScriptEnabled, PASSWORD)
  await expect(page).toHaveURL(/\/$/)
  await expectToast(page, 'Cuenta eliminada')
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible()

  // The other device's session is dead: its next page finds it signed out.
  await other.page.goto('/settings')
  await expect(other.page.getByText('Debes iniciar sesión', { exact: false })).toBeVisible()
  await expect(other.page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible()
  await other.context.close()

  // The email is free again.
  await registerCustomer(page.request, '', customer.username)
})

test('the settings page with both cards has no serious accessibility problems', async ({
  page,
  login,
}) => {
  await login()
  await page.goto('/settings')
  await expect(page.getByRole('button', { name: 'Exportar Datos' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
