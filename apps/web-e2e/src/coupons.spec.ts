import { type APIRequestContext, type Page } from '@playwright/test'
import { E2E_API_PORT } from './support/environment'
import { apiAdmin, expect, test, uniqueName } from './support/fixtures'
import { expectToast, putInCart, saveCheckoutAddress } from './support/shop'
import { seriousViolations } from './support/a11y'

const API = `http://127.0.0.1:${E2E_API_PORT}`

/** The administrator creates a coupon through the API: 20% off, from 5 €, up to 50 €. */
async function adminCreatesCoupon(request: APIRequestContext) {
  // Codes are at most 20 characters: 'PRUEBA' and 14 of the unique name.
  const code = `PRUEBA${uniqueName('').slice(-14).toUpperCase()}`
  const headers = await apiAdmin(request)
  const validUntil = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)
  const created = await request.post(`${API}/api/admin/coupons`, {
    headers,
    data: {
      code,
      description: `Cupón de prueba ${code}`,
      discountPercentage: 20,
      minimumAmount: '5.00',
      maximumDiscount: '50.00',
      validUntil: validUntil.toISOString(),
      usageLimit: 5,
    },
  })
  expect(created.status()).toBe(201)
  const validUntilText = new Intl.DateTimeFormat('es-ES', {
    dateStyle: 'long',
    timeZone: 'Europe/Madrid',
  }).format(validUntil)
  return { code, description: `Cupón de prueba ${code}`, validUntilText }
}

const applyButton = (page: Page) => page.getByRole('button', { name: 'Aplicar', exact: true })

test('a visitor reads the access text of the coupons page', async ({ page }) => {
  const answer = await page.goto('/coupons')
  expect(answer?.status()).toBe(401)
  await expect(
    page.getByRole('heading', { name: 'Debes iniciar sesión para ver tus cupones' }),
  ).toBeVisible()
})

test('a new coupon is listed, copied, applied, carried to the payment and then in Mis Cupones @sin-js', async ({
  page,
  context,
  request,
  login,
}) => {
  test.setTimeout(90_000)
  const javaScript = test.info().project.use.javaScriptEnabled !== false
  const coupon = await adminCreatesCoupon(request)
  await login()
  await page.goto('/coupons')
  await expect(page.getByText('Aún no has usado ningún cupón')).toBeVisible()

  const card = page.getByRole('article', { name: coupon.description })
  await expect(card.getByText('20% OFF')).toBeVisible()
  await expect(card.getByText('Activo', { exact: true })).toBeVisible()
  await expect(card.getByText(coupon.code, { exact: true })).toBeVisible()
  for (const [term, value] of [
    ['Compra mínima', '5,00 €'],
    ['Descuento máximo', '50,00 €'],
    ['Válido hasta', coupon.validUntilText],
    ['Usos restantes', '1'],
  ]) {
    await expect(card.getByRole('definition').filter({ hasText: value })).toBeVisible()
    await expect(card.getByRole('term').filter({ hasText: term })).toBeVisible()
  }
  // axe runs as a script in the page: only with JavaScript.
  if (javaScript) expect(await seriousViolations(page)).toEqual([])

  // Copying needs JavaScript; without it the code is text to select and there is no button.
  const copy = card.getByRole('button', { name: `Copiar código ${coupon.code}` })
  if (javaScript) {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await copy.click()
    await expectToast(page, 'Código copiado')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(coupon.code)
  } else {
    await expect(copy).toHaveCount(0)
  }

  // A blank code is refused next to the field.
  const field = page.getByLabel('Código de cupón')
  await field.fill('   ')
  await applyButton(page).click()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription('Por favor ingresa un código de cupón')
  await expect(field).toHaveAttribute('maxlength', '20')

  // Applied against the current cart; typed in lower case, upper-cased as typed or by the server.
  await putInCart(page.request, '5ml')
  await page.goto('/coupons')
  await page.getByLabel('Código de cupón').pressSequentially(coupon.code.toLowerCase())
  if (javaScript) await expect(page.getByLabel('Código de cupón')).toHaveValue(coupon.code)
  await applyButton(page).click()
  await expectToast(page, 'Cupón aplicado')
  const applied = page.getByRole('region', { name: 'Cupón aplicado' })
  await expect(applied).toContainText(`${coupon.code}:`)
  await expect(applied).toContainText('de descuento')
  await expect(page.getByLabel('Código de cupón')).toHaveValue(coupon.code)

  await applied.getByRole('link', { name: 'Usar en el pago' }).click()
  await expect(page).toHaveURL(new RegExp(`/checkout\\?cupon=${coupon.code}$`))
  await expect(page.getByText(`Cupón ${coupon.code} aplicado`)).toBeVisible()
  await expect(page.getByLabel('Código de cupón')).toHaveValue(coupon.code)
  await expect(page.getByRole('complementary').getByText('Descuento')).toBeVisible()

  await saveCheckoutAddress(page)
  await expect(page.getByText(`Cupón ${coupon.code} aplicado`)).toBeVisible()
  await page.getByRole('button', { name: /^Pagar / }).click()
  await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible()
  await page.getByRole('button', { name: /^Pagar/ }).click()
  await expect(page).toHaveURL(/\/success\?session_id=/)
  const orderCode = (await page.getByRole('heading', { name: /Pedido #/ }).innerText()).replace(
    'Pedido #',
    '',
  )

  await page.goto('/coupons')
  const mine = page
    .getByRole('region', { name: 'Mis Cupones' })
    .getByRole('article', { name: coupon.description })
  await expect(mine.getByText('Válido', { exact: true })).toBeVisible()
  await expect(mine.getByText('20% de descuento')).toBeVisible()
  await expect(mine.getByText(coupon.code, { exact: true })).toBeVisible()
  await expect(mine).toContainText(`en el pedido #${orderCode}`)
  for (const term of ['Compra mínima', 'Descuento máximo', 'Aplicado el', 'Expira'])
    await expect(mine.getByRole('term').filter({ hasText: term })).toBeVisible()
  await expect(
    mine.getByRole('definition').filter({ hasText: coupon.validUntilText }),
  ).toBeVisible()
  // Used up for this customer only: the coupon still runs for the shop, so it stays 'Activo',
  // and the customer reads that their own use is spent, with nothing to apply.
  const usedUp = page
    .getByRole('region', { name: 'Cupones Disponibles' })
    .getByRole('article', { name: coupon.description })
  await expect(usedUp.getByText('Activo', { exact: true })).toBeVisible()
  await expect(usedUp.getByText('Inactivo', { exact: true })).toHaveCount(0)
  await expect(usedUp.getByRole('definition').filter({ hasText: 'Ya lo usaste' })).toBeVisible()
  await expect(usedUp.getByRole('definition').filter({ hasText: /^0$/ })).toHaveCount(0)
  await expect(usedUp.getByRole('button', { name: /^Aplicar/ })).toHaveCount(0)
  if (javaScript) expect(await seriousViolations(page)).toEqual([])
})

test('an unknown code is refused with the reason', async ({ page, login }) => {
  await login()
  await page.goto('/coupons')
  await page.getByLabel('Código de cupón').fill('NOEXISTE')
  await applyButton(page).click()
  const refusal = page.getByRole('alert').filter({ hasText: 'Error al aplicar el cupón' })
  await expect(refusal).toBeVisible()
  await expect(refusal).toContainText('Cupón no válido')
})
