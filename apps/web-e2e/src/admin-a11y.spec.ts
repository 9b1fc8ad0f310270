import { type Page } from '@playwright/test'
import { noteSample, sample } from './support/deep'
import { DEMO_CUSTOMER, expect, signIn, test } from './support/fixtures'
import { seriousViolations, THEME_RULES } from './support/a11y'

/**
 * Every admin page, by kind, with ids of a real perfume, collection and customer (the seeded
 * ones: other journeys add and delete theirs meanwhile).
 */
async function adminPages(page: Page): Promise<Record<string, string[]>> {
  const firstHref = async (path: string, link = page.getByRole('link', { name: /^Editar / })) => {
    await page.goto(path)
    return `${await link.first().getAttribute('href')}`
  }
  const perfume = await firstHref('/admin/perfumes?search=sauvage')
  const collection = await firstHref('/admin/colecciones')
  const user = await firstHref(
    `/admin/usuarios?search=${encodeURIComponent(DEMO_CUSTOMER.email)}`,
    page.getByRole('region', { name: 'Lista de usuarios' }).getByRole('link'),
  )
  return {
    dashboard: ['/admin'],
    lists: [
      '/admin/perfumes',
      '/admin/colecciones',
      '/admin/imagenes',
      '/admin/sesiones',
      '/admin/usuarios',
      '/admin/mensajes',
      '/admin/correo',
      '/admin/inventario',
      // An order's page is checked in admin-orders.spec.ts, beside the purchase that makes one.
      '/admin/pedidos',
      '/admin/facturas',
    ],
    filtered: [
      '/admin/perfumes?view=grid&onOffer=true',
      '/admin/mensajes?unread=true',
      '/admin/pedidos?status=shipped&from=2026-01-01&to=2026-01-31&search=nadie',
    ],
    charts: ['/admin/analiticas'],
    forms: [
      '/admin/perfumes/nuevo',
      '/admin/perfumes/importar',
      '/admin/colecciones/nueva',
      perfume,
      collection,
    ],
    confirmations: [`${perfume}/eliminar`, `${collection}/eliminar`, `${user}/cerrar-sesiones`],
    // The bottles of the perfume edited above.
    details: [user, perfume.replace('/admin/perfumes/', '/admin/inventario/')],
  }
}

for (const [index, theme] of (['Oscuro', 'Claro'] as const).entries()) {
  test(`no serious accessibility violations on the admin pages, theme ${theme}`, async ({
    admin: page,
  }) => {
    // Twenty-two axe runs in a deep pass: about 40 s on a quiet machine, twice that and more on
    // a busy one. The light theme is checked for what it changes (contrast), the dark one for
    // everything.
    test.setTimeout(180_000)
    const rules = theme === 'Claro' ? THEME_RULES : undefined
    await page.goto('/admin')
    await page.getByRole('button', { name: theme }).click()
    await expect(page.locator('html')).toHaveAttribute(
      'data-theme',
      theme === 'Claro' ? 'light' : 'dark',
    )
    // One page of each kind outside a deep pass, the two themes on different ones.
    const kinds = Object.values(await adminPages(page))
    const paths = kinds.flatMap((pages) => sample(pages, 1, index))
    noteSample(`${paths.length} of ${kinds.flat().length} admin pages, one of each kind`)
    const failures: string[] = []
    for (const path of paths) {
      await page.goto(path)
      failures.push(...(await seriousViolations(page, path, rules)))
    }
    // A refused form: messages tied to their fields.
    await page.goto('/admin/perfumes/nuevo')
    await page.getByLabel('Nombre', { exact: true }).fill('Prueba de accesibilidad')
    await page.getByLabel('Marca').fill('Casa de Prueba')
    await page.getByLabel('Descripción').fill('Nunca se guarda: falta un precio.')
    await page.getByLabel('Categoría').selectOption('nicho')
    const size = page.getByRole('group', { name: 'Tamaño 1' })
    await size.getByLabel('Mililitros').fill('2')
    await size.getByLabel('Precio').fill('cuatro')
    await page.getByRole('button', { name: 'Crear perfume' }).click()
    await expect(page.getByRole('alert')).toContainText('Error al crear perfume')
    failures.push(...(await seriousViolations(page, 'perfume refused', rules)))
    expect(failures).toEqual([])
  })
}

test('no serious accessibility violations on the access-denied page', async ({ page }) => {
  await signIn(page.request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible()
  expect(await seriousViolations(page, '/admin (cliente)')).toEqual([])
})
