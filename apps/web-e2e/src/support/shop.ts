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

/** A new customer buys one Sauvage 5ml on the local test payment page: the order's code. */
export async function buyOneDecant(page: Page, username: string): Promise<string> {
  await page.goto('/auth?tab=registro')
  await page.getByLabel('Nombre de usuario').fill(username)
  await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`)
  await page.getByLabel('Contraseña').fill('una-clave-larga')
  await page.getByRole('button', { name: 'Registrarse' }).click()
  await expectToast(page, 'Registro exitoso')
  await page.goto('/catalogo?q=sauvage')
  const card = page.locator('main article').first()
  await card.getByText('5ml', { exact: true }).click()
  await card.getByRole('button', { name: 'Agregar', exact: true }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Producto agregado' }).last(),
  ).toBeVisible()
  await page.goto('/carrito')
  await page.getByRole('button', { name: 'Proceder al pago' }).click()
  await expect(page).toHaveURL(/\/checkout/)
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
  await page.getByRole('button', { name: /^Pagar / }).click()
  await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible()
  await page.getByRole('button', { name: /^Pagar/ }).click()
  await expect(page).toHaveURL(/\/success\?session_id=/)
  return (await page.getByRole('heading', { name: /Pedido #/ }).innerText()).replace('Pedido #', '')
}
