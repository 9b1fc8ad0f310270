import { type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { E2E_API_PORT } from './support/environment'
import { apiAdmin, expect, test } from './support/fixtures'
import { buyOneDecant, expectToast } from './support/shop'
import { seriousViolations } from './support/a11y'

const API = `http://127.0.0.1:${E2E_API_PORT}`
const ACCESS_TEXT = 'Debes iniciar sesión para ver tus notificaciones'

/** The administrator moves the customer's order along (the journey here is the customer's). */
async function moveOrder(request: APIRequestContext, code: string, statuses: string[]) {
  const headers = await apiAdmin(request)
  const found = await request.get(`${API}/api/admin/orders`, { headers, params: { search: code } })
  const [order] = await found.json()
  for (const status of statuses) {
    const moved = await request.patch(`${API}/api/admin/orders/${order.id}`, {
      headers,
      data: { status },
    })
    expect(moved.ok()).toBe(true)
  }
}

const counter = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
const notice = (page: Page, title: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })

async function expectCounters(page: Page, total: number, unread: number, read: number) {
  await expect(counter(page, 'Total')).toHaveText(String(total))
  await expect(counter(page, 'No leídas')).toHaveText(String(unread))
  await expect(counter(page, 'Leídas')).toHaveText(String(read))
}

test('a visitor gets the access text and a way to sign in', async ({ page }) => {
  const answer = await page.goto('/notifications')
  expect(answer?.status()).toBe(401)
  await expect(page.getByRole('heading', { name: ACCESS_TEXT })).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' }),
  ).toHaveAttribute('href', '/auth?redirectTo=%2Fnotifications')
})

test('after a purchase: the header counts them; read one, filter, delete one, read all, settings @sin-js', async ({
  page,
  login,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000)
  await login()
  const code = await buyOneDecant(page)
  await page.goto('/')
  await expect(page.getByRole('link', { name: '1 notificación sin leer' })).toBeVisible()

  await moveOrder(page.request, code, ['processing', 'cancelled'])
  await page.goto('/')
  // The cancellation, then its refund once the money is back.
  await page.getByRole('link', { name: '4 notificaciones sin leer' }).click()
  await expect(page).toHaveURL(/\/notifications$/)
  await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible()
  await expectCounters(page, 4, 4, 0)
  const titles = [
    'Reembolso hecho',
    'Pedido cancelado',
    'Preparando tu pedido',
    'Pedido confirmado',
  ]
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(titles)
  for (const title of titles) {
    await expect(notice(page, title).getByText('Nueva', { exact: true })).toBeVisible()
    await expect(notice(page, title).getByText('Pedido', { exact: true })).toBeVisible()
  }
  await expect(notice(page, 'Pedido confirmado')).toContainText(`#${code}`)

  await notice(page, 'Preparando tu pedido')
    .getByRole('button', { name: 'Marcar como leída' })
    .click()
  await expectToast(page, 'Notificación marcada como leída')
  await expect(
    notice(page, 'Preparando tu pedido').getByText('Nueva', { exact: true }),
  ).toHaveCount(0)
  await expect(
    notice(page, 'Preparando tu pedido').getByRole('button', { name: 'Marcar como leída' }),
  ).toHaveCount(0)
  await expectCounters(page, 4, 3, 1)
  await expect(page.getByRole('link', { name: '3 notificaciones sin leer' })).toBeVisible()

  const filters = page.getByRole('navigation', { name: 'Filtrar notificaciones' })
  await filters.getByRole('link', { name: 'No leídas' }).click()
  await expect(page).toHaveURL(/\/notifications\?filter=unread$/)
  await expect(page.getByRole('article').getByRole('heading')).toHaveText([
    'Reembolso hecho',
    'Pedido cancelado',
    'Pedido confirmado',
  ])
  await filters.getByRole('link', { name: 'Leídas', exact: true }).click()
  await expect(page).toHaveURL(/\/notifications\?filter=read$/)
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Preparando tu pedido'])
  await filters.getByRole('link', { name: 'Todas' }).click()
  await expect(page).toHaveURL(/\/notifications$/)

  await notice(page, 'Pedido cancelado').getByRole('button', { name: 'Eliminar' }).click()
  await expectToast(page, 'Notificación eliminada')
  await expect(notice(page, 'Pedido cancelado')).toHaveCount(0)
  await expectCounters(page, 3, 2, 1)

  await page.getByRole('button', { name: 'Marcar todas como leídas' }).click()
  await expectToast(page, 'Notificaciones marcadas como leídas')
  await expectCounters(page, 3, 0, 3)
  await expect(page.getByRole('main').getByText('Nueva', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Marcar todas como leídas' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Notificaciones', exact: true })).toBeVisible()

  // Settings: the defaults of spec 001 §9, one changed and kept.
  await expect(page.getByLabel('Actualizaciones de pedidos')).toBeChecked()
  await expect(page.getByLabel('Promociones y ofertas')).not.toBeChecked()
  await page.getByLabel('Promociones y ofertas').check()
  await page.getByLabel('Notificaciones por SMS').check()
  await page.getByRole('button', { name: 'Guardar configuración' }).click()
  await expectToast(page, 'Configuración de notificaciones actualizada')
  await page.reload()
  await expect(page.getByLabel('Promociones y ofertas')).toBeChecked()
  await expect(page.getByLabel('Notificaciones por SMS')).toBeChecked()
  await expect(page.getByLabel('Actualizaciones de pedidos')).toBeChecked()

  // axe runs in the page: with JavaScript on only (the same page, filled, either way).
  if (!javaScriptEnabled) return
  expect(await seriousViolations(page)).toEqual([])
})
