import { expect, type Page } from '@playwright/test'

/** The embedded demo's administrator. */
export const ADMIN = { email: 'admin@aurumdecants.es', password: 'aurum-admin-2026' }

export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin-auth')
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email)
  await page.getByLabel('Contraseña').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Acceder al Panel' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

export async function expectToast(page: Page, title: string | RegExp): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: title })).toBeVisible()
}

/** Registers a new customer through the form of /auth, signing them in on this page's context. */
export async function register(
  page: Page,
  username: string,
  password = 'una-clave-larga',
): Promise<{ username: string; email: string; password: string }> {
  const email = `${username}@example.com`
  await page.goto('/auth?tab=registro')
  await page.getByLabel('Nombre de usuario').fill(username)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Registrarse' }).click()
  await expectToast(page, 'Registro exitoso')
  return { username, email, password }
}

/** Fills the checkout's new-address form and saves it. */
export async function saveCheckoutAddress(page: Page): Promise<void> {
  const fields: [string, string][] = [
    ['Nombre completo', 'Lucía Fernández'],
    ['Calle y número', 'Calle Mayor 1'],
    ['Ciudad', 'Madrid'],
    ['Provincia', 'Madrid'],
    ['Código postal', '28013'],
    ['Teléfono', '+34 600 000 000'],
  ]
  for (const [label, value] of fields) await page.getByLabel(label).fill(value)
  await page.getByRole('button', { name: 'Guardar dirección' }).click()
  await expectToast(page, 'Dirección agregada')
}

/** 'Agregar' on the size of the first perfume a catalogue search finds. */
export async function addToCart(page: Page, search: string, size: string): Promise<void> {
  await page.goto(`/catalogo?q=${encodeURIComponent(search)}`)
  const card = page.locator('main article').first()
  await card.getByText(size, { exact: true }).click()
  await card.getByRole('button', { name: 'Agregar', exact: true }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Producto agregado' }).last(),
  ).toBeVisible()
}

/** A new customer, signed in on this page's context, with one Sauvage 5ml in the cart. */
export async function customerWithOneDecant(page: Page, username: string): Promise<void> {
  await register(page, username)
  await addToCart(page, 'sauvage', '5ml')
}

/** A new customer buys one Sauvage 5ml on the local test payment page: the order's code. */
export async function buyOneDecant(page: Page, username: string): Promise<string> {
  await customerWithOneDecant(page, username)
  await page.goto('/carrito')
  await page.getByRole('button', { name: 'Proceder al pago' }).click()
  await expect(page).toHaveURL(/\/checkout/)
  await saveCheckoutAddress(page)
  await page.getByRole('button', { name: /^Pagar / }).click()
  await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible()
  await page.getByRole('button', { name: /^Pagar/ }).click()
  await expect(page).toHaveURL(/\/success\?session_id=/)
  return (await page.getByRole('heading', { name: /Pedido #/ }).innerText()).replace('Pedido #', '')
}
