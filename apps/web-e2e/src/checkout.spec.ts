import { type Page } from '@playwright/test'
import { expect, registerCustomer, test } from './support/fixtures'
import { putInCart, saveCheckoutAddress } from './support/shop'

/** A new customer with a 2ml and a 5ml of Sauvage in the cart (the cart's buttons are cart-drawer.spec.ts's). */
async function registerWithCart(page: Page) {
  await registerCustomer(page.request, 'compra')
  for (const size of ['2ml', '5ml']) await putInCart(page.request, size)
}

/** What the browser may fill the new-address fields with, and the phone's keyboard. */
const AUTOFILL: [string, string][] = [
  ['Nombre completo', 'name'],
  ['Calle y número', 'street-address'],
  ['Ciudad', 'address-level2'],
  ['Provincia', 'address-level1'],
  ['Código postal', 'postal-code'],
  ['País', 'country-name'],
  ['Teléfono', 'tel'],
]

async function goToPayment(page: Page, coupon?: string) {
  await page.goto('/carrito')
  // The goods' sum before shipping: the cart calls it what it is.
  await expect(page.getByText(/^Subtotal: /)).toBeVisible()
  await expect(page.getByText(/^Total: /)).toHaveCount(0)
  await page.getByRole('button', { name: 'Proceder al pago' }).click()
  await expect(page).toHaveURL(/\/checkout/)
  for (const [label, token] of AUTOFILL)
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('autocomplete', token)
  await expect(page.getByLabel('Teléfono', { exact: true })).toHaveAttribute('type', 'tel')
  await saveCheckoutAddress(page)
  if (coupon) {
    await page.getByLabel('Código de cupón').fill(coupon)
    await page.getByRole('button', { name: 'Aplicar' }).click()
    await expect(page.getByText(`Cupón ${coupon.toUpperCase()} aplicado`)).toBeVisible()
  }
}

test('a customer buys two decants with a coupon and sees the order on /success, /orders and /tracking @sin-js', async ({
  page,
  javaScriptEnabled,
}) => {
  await registerWithCart(page)
  await goToPayment(page, 'bienvenida')
  const summary = page.getByRole('complementary')
  await expect(summary.getByText('Descuento')).toBeVisible()
  const pay = page.getByRole('button', { name: /^Pagar / })
  const total = (await pay.innerText()).replace('Pagar ', '')

  await pay.click()
  await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible()
  await page.getByRole('button', { name: /^Pagar/ }).click()

  await expect(page).toHaveURL(/\/success\?session_id=/)
  await expect(page.getByRole('heading', { name: 'Pago Exitoso' })).toBeVisible()
  const code = (await page.getByRole('heading', { name: /Pedido #/ }).innerText()).replace(
    'Pedido #',
    '',
  )
  await expect(page.getByText(total, { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/')

  await page.getByRole('link', { name: 'Ver Mis Pedidos' }).click()
  await expect(page).toHaveURL(/\/orders$/)
  await expect(page.getByRole('heading', { name: `Pedido #${code}` })).toBeVisible()
  await expect(page.getByText('Sauvage · 2ml × 1')).toBeVisible()
  await expect(page.getByText('Sauvage · 5ml × 1')).toBeVisible()

  await page.goto('/tracking')
  await expect(page.getByRole('heading', { name: `Pedido #${code}` })).toBeVisible()
  await expect(page.getByLabel('Estado: Confirmado')).toBeVisible()
  // 'Buscar' waits for a number (with scripts; without, the browser's required holds it back).
  const search = page.getByRole('main').getByRole('button', { name: 'Buscar' })
  if (javaScriptEnabled) {
    await expect(search).toBeDisabled()
    await page.getByLabel('Número de seguimiento', { exact: true }).fill('   ')
    await expect(search).toBeDisabled()
    await page.getByLabel('Número de seguimiento', { exact: true }).fill('ES-0001')
    await expect(search).toBeEnabled()
  } else {
    await expect(search).toBeEnabled()
  }

  // The cart is empty once the order exists.
  await page.goto('/carrito')
  await expect(page.getByText('Tu carrito está vacío.')).toBeVisible()
})

test('cancelling on the payment page returns to the cart with nothing lost @sin-js', async ({
  page,
}) => {
  await registerWithCart(page)
  await page.goto('/carrito')
  const lines = await page.locator('main li').count()
  expect(lines).toBeGreaterThan(0)
  await goToPayment(page)
  await page.getByRole('button', { name: /^Pagar / }).click()
  await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible()
  await page.getByRole('button', { name: 'Cancelar' }).click()
  await expect(page).toHaveURL(/\/carrito$/)
  await expect(page.locator('main li')).toHaveCount(lines)
})
