import { expect, type Page, test } from '@playwright/test'
import { signInAsAdmin } from './support/shop'
import { seriousViolations, THEME_RULES } from './support/a11y'

/** Every admin page, with ids of a real perfume, collection and customer. */
async function adminPages(page: Page): Promise<string[]> {
  await page.goto('/admin/perfumes')
  const perfume = await page
    .getByRole('link', { name: /^Editar / })
    .first()
    .getAttribute('href')
  await page.goto('/admin/colecciones')
  const collection = await page
    .getByRole('link', { name: /^Editar / })
    .first()
    .getAttribute('href')
  await page.goto('/admin/usuarios')
  const user = await page
    .getByRole('region', { name: 'Lista de usuarios' })
    .getByRole('link')
    .first()
    .getAttribute('href')
  return [
    '/admin',
    '/admin/perfumes',
    '/admin/perfumes?view=grid&onOffer=true',
    '/admin/perfumes/nuevo',
    `${perfume}`,
    `${perfume}/eliminar`,
    '/admin/colecciones',
    '/admin/colecciones/nueva',
    `${collection}`,
    `${collection}/eliminar`,
    '/admin/imagenes',
    '/admin/sesiones',
    '/admin/usuarios',
    `${user}`,
    `${user}/cerrar-sesiones`,
    '/admin/analiticas',
    '/admin/mensajes',
    '/admin/mensajes?unread=true',
    // An order's page is checked in admin-orders.spec.ts, beside the purchase that makes one.
    '/admin/pedidos',
    '/admin/pedidos?status=shipped&from=2026-01-01&to=2026-01-31&search=nadie',
  ]
}

for (const theme of ['Oscuro', 'Claro'] as const) {
  test(`no serious accessibility violations on the admin pages, theme ${theme}`, async ({
    page,
  }) => {
    // Twenty-one axe runs: about 40 s on a quiet machine, twice that and more on a busy one. The
    // light theme is checked for what it changes (contrast), the dark one for everything.
    test.setTimeout(180_000)
    const rules = theme === 'Claro' ? THEME_RULES : undefined
    await signInAsAdmin(page)
    await page.getByRole('button', { name: theme }).click()
    await expect(page.locator('html')).toHaveAttribute(
      'data-theme',
      theme === 'Claro' ? 'light' : 'dark',
    )
    const failures: string[] = []
    for (const path of await adminPages(page)) {
      await page.goto(path)
      failures.push(...(await seriousViolations(page, path, rules)))
    }
    // A refused form: messages tied to their fields.
    await page.goto('/admin/perfumes/nuevo')
    await page.getByLabel('Nombre').fill('Prueba de accesibilidad')
    await page.getByLabel('Marca').fill('Casa de Prueba')
    await page.getByLabel('Descripción').fill('Nunca se guarda: falta un precio.')
    await page.getByLabel('Categoría').selectOption('nicho')
    await page.getByLabel('Tamaños').fill('2ml, 5ml')
    await page.getByLabel('Precios').fill('4.50')
    await page.getByRole('button', { name: 'Crear perfume' }).click()
    await expect(page.getByRole('alert')).toContainText('Error al crear perfume')
    failures.push(...(await seriousViolations(page, 'perfume refused', rules)))
    expect(failures).toEqual([])
  })
}

test('no serious accessibility violations on the access-denied page', async ({ page }) => {
  await page.goto('/auth')
  await page.getByLabel('Email o nombre de usuario').fill('cliente@aurumdecants.es')
  await page.getByLabel('Contraseña').fill('aurum-cliente-2026')
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Inicio de sesión exitoso' }),
  ).toBeVisible()
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible()
  expect(await seriousViolations(page, '/admin (cliente)')).toEqual([])
})
