import { type APIRequestContext, type Page } from '@playwright/test'
import { E2E_API_PORT } from './support/environment'
import { apiAdmin, apiCustomer, expect, registerCustomer, test } from './support/fixtures'
import { buyOneDecant } from './support/shop'
import { seriousViolations } from './support/a11y'

const API = `http://127.0.0.1:${E2E_API_PORT}`

/**
 * What the page should read for an order paid today with the shop's default promise (2 to 5
 * working days), counted here day by day on the shop's calendar (Madrid).
 */
function expectedDelivery(min = 2, max = 5): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date())
  const after = (count: number) => {
    const day = new Date(`${today}T00:00:00Z`)
    for (let left = count; left > 0;) {
      day.setUTCDate(day.getUTCDate() + 1)
      if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left--
    }
    return day
  }
  const format = new Intl.DateTimeFormat('es-ES', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return `Entrega estimada: ${format.formatRange(after(min), after(max))}`
}

/** The administrator ships the order through the API, as the back office would. */
async function shipOrder(request: APIRequestContext, code: string, trackingNumber: string) {
  const headers = await apiAdmin(request)
  const found = await request.get(`${API}/api/admin/orders`, { headers, params: { search: code } })
  const [order] = (await found.json()) as { id: string }[]
  for (const data of [
    { status: 'processing' },
    { status: 'shipped', trackingNumber, carrier: 'Correos', location: 'Centro de Madrid' },
  ]) {
    const moved = await request.patch(`${API}/api/admin/orders/${order.id}`, { headers, data })
    expect(moved.ok()).toBe(true)
  }
}

const orderCard = (page: Page, code: string) =>
  page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: `Pedido #${code}`, exact: true }),
  })

test('a visitor on /orders is denied access and signs in back to /orders', async ({
  page,
  request,
}) => {
  const answer = await page.goto('/orders')
  expect(answer?.status()).toBe(401)
  await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible()
  const signIn = page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' })
  await expect(signIn).toHaveAttribute('href', '/auth?redirectTo=%2Forders')

  const { username, password } = await apiCustomer(request, 'pedidos')
  await signIn.click()
  await page.getByLabel('Email o nombre de usuario').fill(username)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  await expect(page).toHaveURL(/\/orders$/)
  await expect(page.getByRole('heading', { name: 'Mis Pedidos' })).toBeVisible()
  await expect(page.getByText('No tienes órdenes aún')).toBeVisible()
})

test('a visitor gets the access page on /tracking and on an order’s page', async ({ page }) => {
  const tracking = await page.goto('/tracking?pedido=00000000-0000-4000-8000-000000000000')
  expect(tracking?.status()).toBe(401)
  await expect(page.getByRole('heading', { name: 'Acceso requerido' })).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' }),
  ).toHaveAttribute('href', '/auth?redirectTo=%2Ftracking')

  const id = '00000000-0000-4000-8000-000000000000'
  const order = await page.goto(`/orders/${id}`)
  expect(order?.status()).toBe(401)
  await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' }),
  ).toHaveAttribute('href', `/auth?redirectTo=%2Forders%2F${id}`)
})

test('a customer sees when the order arrives, opens its page and follows it on /tracking @sin-js', async ({
  page,
  request,
  login,
}, info) => {
  test.setTimeout(90_000)
  await login()
  const code = await buyOneDecant(page)
  const delivery = expectedDelivery()

  await page.goto('/orders')
  const card = orderCard(page, code)
  await expect(card).toContainText('Confirmado')
  await expect(card.getByText('Sauvage · 5ml × 1')).toBeVisible()
  await expect(card.getByText(delivery, { exact: true })).toBeVisible()
  // Not shipped yet: no tracking number to show.
  await expect(card.getByText(/Número de seguimiento/)).toHaveCount(0)
  const total = (await card.getByText(/^Total: /).innerText()).replace('Total: ', '')

  const trackingNumber = `ES-${code}-${info.project.name === 'chromium' ? 'JS' : 'SINJS'}`
  await shipOrder(request, code, trackingNumber)
  await page.reload()
  await expect(card).toContainText('Enviado')
  await expect(card.getByText(`Número de seguimiento: ${trackingNumber}`)).toBeVisible()
  await expect(card.getByText(delivery, { exact: true })).toBeVisible()

  await card.getByRole('link', { name: 'Ver Detalles' }).click()
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
  const orderPath = new URL(page.url()).pathname
  const id = orderPath.split('/').pop() as string
  await expect(page).toHaveTitle(`Pedido #${code} | Aurum Decants`)
  await expect(page.getByRole('heading', { name: `Pedido #${code}`, level: 1 })).toBeVisible()
  await expect(page.getByText(delivery, { exact: true })).toBeVisible()
  await expect(
    page.getByText(`Número de seguimiento: ${trackingNumber}`, { exact: true }),
  ).toBeVisible()
  const items = page.getByRole('region', { name: 'Artículos' })
  await expect(items.getByText('Sauvage · 5ml')).toBeVisible()
  await expect(items.getByText('Dior')).toBeVisible()
  for (const label of ['Subtotal', 'Envío']) {
    await expect(items.getByRole('term').filter({ hasText: label })).toBeVisible()
  }
  await expect(
    items
      .locator('dl > div')
      .filter({ hasText: /^Total/ })
      .getByRole('definition'),
  ).toHaveText(total)
  const address = page.getByRole('region', { name: 'Dirección de envío' })
  await expect(address).toContainText('Lucía Fernández')
  await expect(address).toContainText('Calle Mayor 1')
  await expect(address).toContainText('28013 Madrid (Madrid)')
  const timeline = page.getByRole('region', { name: 'Historial del pedido' })
  await expect(timeline.getByRole('listitem')).toHaveText([
    /^Pedido Recibido/,
    /^Pago confirmado/,
    /^Estamos preparando tu pedido/,
    new RegExp(
      `^Enviado con Correos\\. Número de seguimiento: ${trackingNumber} · Centro de Madrid`,
    ),
  ])

  await page.getByRole('link', { name: 'Rastrear Envío' }).click()
  await expect(page).toHaveURL(new RegExp(`/tracking\\?pedido=${id}$`))
  const followed = page.getByRole('region', { name: `Seguimiento del pedido #${code}` })
  await expect(followed).toContainText('Enviado')
  await expect(followed).toContainText(`Número de seguimiento: ${trackingNumber}`)
  await expect(followed).toContainText(delivery)
  await expect(followed.getByRole('list', { name: `Eventos del pedido #${code}` })).toContainText(
    'Centro de Madrid',
  )
  await expect(orderCard(page, code)).toHaveAttribute('aria-current', 'true')
  await followed.getByRole('link', { name: 'Ver Detalles' }).click()
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`))

  // 'Rastrear Envío' on /orders opens the same order on /tracking.
  await page.goto('/orders')
  await orderCard(page, code).getByRole('link', { name: 'Rastrear Envío' }).click()
  await expect(page).toHaveURL(new RegExp(`/tracking\\?pedido=${id}$`))
  await expect(page.getByRole('region', { name: `Seguimiento del pedido #${code}` })).toBeVisible()

  // Another customer finds no such order: the 404 page, as for an unknown or malformed id.
  await page.context().clearCookies()
  await registerCustomer(page.request, 'ajeno')
  for (const path of [orderPath, '/orders/00000000-0000-4000-8000-000000000000', '/orders/123']) {
    const answer = await page.goto(path)
    expect([path, answer?.status()]).toEqual([path, 404])
    await expect(page.getByRole('heading', { name: 'Página No Encontrada' })).toBeVisible()
  }
  // Nor is it selected on their /tracking.
  await page.goto(`/tracking?pedido=${id}`)
  await expect(page.getByRole('heading', { name: 'Pedidos Recientes' })).toBeVisible()
  await expect(page.getByRole('region', { name: /Seguimiento del pedido/ })).toHaveCount(0)
})

test('no serious accessibility violations on /orders, an order’s page and /tracking on it', async ({
  page,
  login,
}) => {
  test.setTimeout(90_000)
  await login()
  const code = await buyOneDecant(page)
  await page.goto('/orders')
  await orderCard(page, code).getByRole('link', { name: 'Ver Detalles' }).click()
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
  const orderPath = new URL(page.url()).pathname
  const id = orderPath.split('/').pop() as string
  const failures: string[] = []
  for (const theme of ['Oscuro', 'Claro'] as const) {
    await page.getByRole('button', { name: theme }).click()
    await expect(page.locator('html')).toHaveAttribute(
      'data-theme',
      theme === 'Claro' ? 'light' : 'dark',
    )
    for (const path of ['/orders', orderPath, `/tracking?pedido=${id}`]) {
      await page.goto(path)
      failures.push(...(await seriousViolations(page, `${path} (${theme})`)))
    }
  }
  expect(failures).toEqual([])
})
