import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

/** The panel's tabs, in the navigation's order. */
const TABS = [
  { path: '/admin', label: 'Dashboard' },
  { path: '/admin/perfumes', label: 'Perfumes' },
  { path: '/admin/inventario', label: 'Inventario' },
  { path: '/admin/pedidos', label: 'Pedidos' },
  { path: '/admin/facturas', label: 'Facturas' },
  { path: '/admin/usuarios', label: 'Usuarios' },
  { path: '/admin/analiticas', label: 'Analíticas' },
  { path: '/admin/mensajes', label: 'Mensajes' },
  { path: '/admin/correo', label: 'Correo' },
  { path: '/admin/contenido', label: 'Contenido' },
  { path: '/admin/colecciones', label: 'Colecciones' },
  { path: '/admin/imagenes', label: 'Imágenes' },
  { path: '/admin/sesiones', label: 'Sesiones' },
  { path: '/admin/configuracion', label: 'Configuración' },
]

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 768 }

/** How many pixels the page is wider than the window: 0 when nothing scrolls sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** The panel's own frame: its heading, and none of the shop's header, footer, newsletter or cart. */
async function expectPanelFrame(page: Page, where: string) {
  await expect(page.getByRole('heading', { name: 'Panel de Administración' }), where).toBeVisible()
  await expect(page.getByRole('contentinfo'), where).toHaveCount(0)
  // The footer's newsletter box (the Contenido tab has a 'Newsletter' section of its own).
  await expect(page.locator('form[action="/newsletter"]'), where).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Carrito' }), where).toHaveCount(0)
  await expect(page.getByRole('main'), where).toHaveCount(1)
}

test('on a computer the side navigation reaches every tab, without the shop around it', async ({
  admin: page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(DESKTOP)
  await page.goto('/admin')
  await expect(page.getByText('Menú', { exact: true })).toBeHidden()
  const navigation = page.getByRole('navigation', { name: 'Secciones del panel' })
  await expect(navigation.getByRole('link')).toHaveText(TABS.map((tab) => tab.label))
  for (const tab of TABS) {
    await navigation.getByRole('link', { name: tab.label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${tab.path}$`))
    await expect(navigation.getByRole('link', { name: tab.label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expectPanelFrame(page, tab.path)
    expect(await overflow(page), `${tab.path} scrolls sideways`).toBeLessThanOrEqual(0)
  }
  const sidebar = page.getByRole('complementary', { name: 'Menú del panel' })
  await expect(sidebar.getByText('admin@aurumdecants.es')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible()
  await page.getByRole('link', { name: 'Ver tienda' }).click()
  await expect(page).toHaveURL(/\/$/)
  // Back in the shop, its frame is back.
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('on a phone every tab fits 390 px and the Menú drawer reaches the tabs', async ({
  admin: page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(PHONE)
  await page.goto('/admin')
  const menu = page.getByText('Menú', { exact: true })
  const navigation = page.getByRole('navigation', { name: 'Secciones del panel' })
  await expect(navigation).toBeHidden()
  for (const tab of TABS) {
    await menu.click()
    await expect(navigation).toBeVisible()
    await navigation.getByRole('link', { name: tab.label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${tab.path}$`))
    // The drawer closes once a tab is chosen.
    await expect(navigation).toBeHidden()
    await expectPanelFrame(page, tab.path)
    expect(await overflow(page), `${tab.path} scrolls sideways`).toBeLessThanOrEqual(0)
  }

  // The tables are cards: the column's name before each cell, the head row kept for screen
  // readers only.
  await page.goto('/admin/sesiones')
  const table = page.getByRole('region', { name: 'Lista de sesiones' }).getByRole('table')
  const cell = table.getByRole('cell').first()
  expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(
    '"Dispositivo"',
  )
  await expect(table.getByRole('columnheader', { name: 'Dispositivo' })).toBeAttached()
  expect(
    await table.locator('thead').evaluate((row) => row.getBoundingClientRect().height),
  ).toBeLessThanOrEqual(1)

  // The keyboard opens the drawer and Escape closes it.
  await menu.focus()
  await page.keyboard.press('Enter')
  await expect(navigation).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(navigation).toBeHidden()
  await expect(menu).toBeFocused()
})

test('on a phone the Menú drawer opens without JavaScript @sin-js', async ({ admin: page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/admin')
  await expectPanelFrame(page, '/admin')
  const navigation = page.getByRole('navigation', { name: 'Secciones del panel' })
  await expect(navigation).toBeHidden()
  await page.getByText('Menú', { exact: true }).click()
  await expect(navigation).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ver tienda' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible()
  await navigation.getByRole('link', { name: 'Mensajes', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/mensajes$/)
  await expect(page.getByRole('heading', { name: 'Mensajes', level: 2 })).toBeVisible()
  await expect(navigation).toBeHidden()
  expect(await overflow(page)).toBeLessThanOrEqual(0)
})
