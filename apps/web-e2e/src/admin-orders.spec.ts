import { type Page, type TestInfo } from '@playwright/test'
import { expect, test, uniqueName } from './support/fixtures'
import { webRoutes } from './support/routes'
import { buyOneDecant, expectToast } from './support/shop'
import { seriousViolations } from './support/a11y'

/** Both projects and both workers share one database: names carry the project and are unique. */
function uniqueTag(info: TestInfo): string {
  return uniqueName(info.project.name.replace(/\W/g, ''))
}

/** The store's calendar day (Madrid), as the date filter takes it. */
function storeToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date())
}

/** Finds the order in the orders tab with the filters, opens its page: the page's path. */
async function openOrder(admin: Page, code: string): Promise<string> {
  await admin.goto('/admin')
  await admin
    .getByRole('navigation', { name: 'Secciones del panel' })
    .getByRole('link', { name: 'Pedidos' })
    .click()
  await expect(admin).toHaveURL(/\/admin\/pedidos$/)
  await admin.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(`#${code}`)
  await admin.getByLabel('Estado').selectOption('confirmed')
  await admin.getByLabel('Desde').fill(storeToday())
  await admin.getByLabel('Hasta').fill(storeToday())
  await admin.getByRole('button', { name: 'Aplicar filtros' }).click()
  await expect(admin).toHaveURL(/status=confirmed/)
  await expect(admin).toHaveURL(new RegExp(`from=${storeToday()}&to=${storeToday()}`))
  await expect(admin.getByText('1 pedido', { exact: true })).toBeVisible()
  const row = admin.getByRole('row').filter({ hasText: `#${code}` })
  await expect(row).toContainText('Confirmado')
  await expect(row).toContainText('Pedido de prueba')
  await row.getByRole('link', { name: `#${code}` }).click()
  await expect(admin.getByRole('heading', { name: `Pedido #${code}` })).toBeVisible()
  return new URL(admin.url()).pathname
}

/** A move posted by hand, as a forged form would be, with the administrator's cookies. */
function forgeMove(admin: Page, path: string, form: Record<string, string>) {
  return admin.request.post(path, { form, maxRedirects: 0 })
}

test('the administrator ships a paid order and the customer follows it on /tracking @sin-js', async ({
  page,
  login,
  admin,
}, info) => {
  test.setTimeout(120_000)
  const tag = uniqueTag(info)
  await login()
  const code = await buyOneDecant(page)

  const path = await openOrder(admin, code)
  await expect(admin.locator('address', { hasText: 'Lucía Fernández' })).toContainText(
    'Calle Mayor 1',
  )
  await expect(admin.getByText('Sin cupón')).toBeVisible()
  await expect(admin.getByText(/^local_/)).toBeVisible()
  // From 'Confirmado' only the workflow's moves are offered.
  await expect(admin.getByRole('button', { name: 'Marcar como procesando' })).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Marcar como enviado' })).toHaveCount(0)
  await expect(admin.getByRole('button', { name: 'Marcar como entregado' })).toHaveCount(0)

  // A forged move is refused by the API with its reason, and nothing changes.
  expect((await forgeMove(admin, path, { status: 'delivered' })).status()).toBe(302)
  await admin.goto(path)
  const refusal = admin
    .getByRole('alert')
    .filter({ hasText: 'Error al actualizar estado del pedido' })
  await expect(refusal).toContainText("No se puede pasar un pedido de 'Confirmado'")
  await expect(admin.getByRole('button', { name: 'Marcar como procesando' })).toBeVisible()

  await admin.getByRole('button', { name: 'Marcar como procesando' }).click()
  await expectToast(admin, 'Estado del pedido actualizado')
  await expect(admin.getByRole('button', { name: 'Marcar como enviado' })).toBeVisible()

  const trackingNumber = `AUR-${tag.slice(-30)}`.toUpperCase().slice(0, 40)
  const ship = admin.getByRole('form', { name: 'Pasar a Enviado' })
  await ship.getByLabel('Número de seguimiento').fill(trackingNumber)
  await ship.getByLabel('Empresa de transporte').fill('Correos')
  await ship.getByLabel('Ubicación (opcional)').fill('Centro logístico de Madrid')
  await ship.getByRole('button', { name: 'Marcar como enviado' }).click()
  await expectToast(admin, 'Estado del pedido actualizado')
  await expect(admin.getByText(trackingNumber, { exact: true })).toBeVisible()
  await expect(admin.getByText('Correos', { exact: true })).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Marcar como entregado' })).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0)

  // The dashboard lists the order and says what was done to it.
  await admin.goto('/admin')
  await expect(
    admin
      .getByRole('region', { name: 'Pedidos recientes' })
      .getByRole('link', { name: `#${code}` }),
  ).toBeVisible()
  await expect(
    admin
      .getByRole('region', { name: 'Actividad reciente' })
      .getByRole('link', { name: `Actualizó el pedido #${code}` })
      .first(),
  ).toBeVisible()

  await page.goto('/tracking')
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: `Pedido #${code}` }),
  })
  await expect(card.getByLabel('Estado: Enviado')).toBeVisible()
  await expect(card).toContainText(`Número de seguimiento: ${trackingNumber}`)
  const history = card.getByRole('region', { name: 'Historial del pedido' })
  await expect(history).toContainText(
    `Enviado con Correos. Número de seguimiento: ${trackingNumber} · Centro logístico de Madrid`,
  )
  await expect(history).toContainText('Estamos preparando tu pedido')
  const notices = card.getByRole('region', { name: 'Notificaciones' })
  await expect(notices).toContainText('Pedido enviado')
  await expect(notices).toContainText(
    `Tu pedido #${code} va en camino con Correos. Número de seguimiento: ${trackingNumber}.`,
  )

  // The tracking number finds the same events, typed either way.
  await page.getByLabel('Número de seguimiento').fill(trackingNumber.toLowerCase())
  await page.getByLabel('Número de seguimiento').press('Enter')
  await expect(page).toHaveURL(/numero=/)
  await expect(page.getByRole('list', { name: 'Eventos del envío' })).toContainText(
    `Enviado con Correos. Número de seguimiento: ${trackingNumber} · Centro logístico de Madrid`,
  )
})

test('cancelling a paid order asks for confirmation, refunds it and shows Cancelado @sin-js', async ({
  page,
  login,
  admin,
}) => {
  test.setTimeout(120_000)
  await login()
  const code = await buyOneDecant(page)
  const path = await openOrder(admin, code)

  // Without the box ticked the server refuses too (a form posted by hand).
  const unconfirmed = await forgeMove(admin, path, { status: 'cancelled' })
  expect(unconfirmed.status()).toBe(400)
  expect(await unconfirmed.text()).toContain('Marca la casilla para confirmar')
  await admin.goto(path)
  await expect(admin.getByRole('region', { name: 'Pago' })).toContainText('Reembolsado0,00 €')

  const cancel = admin.getByRole('form', { name: 'Pasar a Cancelado' })
  await cancel.getByLabel('Nota para el cliente (opcional)').fill('Sin stock del lote')
  await cancel.getByRole('checkbox', { name: /Confirmo que quiero cancelar el pedido/ }).check()
  await cancel.getByRole('button', { name: 'Cancelar pedido' }).click()
  await expectToast(admin, 'Estado del pedido actualizado')
  await expect(admin.getByRole('heading', { name: `Pedido #${code}` })).toBeVisible()
  await expect(admin.getByText('Un pedido cancelado ya no cambia de estado.')).toBeVisible()
  await expect(admin.getByRole('region', { name: 'Pago' })).toContainText(/Reembolsado.*€ el /)
  await expect(admin.getByRole('region', { name: 'Historial' })).toContainText(
    'Pedido cancelado; reembolso de',
  )

  await page.goto('/tracking')
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: `Pedido #${code}` }),
  })
  await expect(card.getByText('Cancelado', { exact: true })).toBeVisible()
  await expect(card.getByRole('region', { name: 'Notificaciones' })).toContainText(
    `Hemos cancelado tu pedido #${code}`,
  )
})

// After the parallel journeys (the serial projects): the threshold is the whole shop's, and the
// count it compares moves with every purchase.
test(
  'the administrator changes the low-stock threshold on the dashboard',
  {
    tag: '@serial',
  },
  async ({ admin }) => {
    await admin.goto('/admin')
    const threshold = admin.getByLabel('Avisar con estas unidades o menos')
    const lowStock = admin.getByRole('region', { name: 'Stock bajo' })
    /** Sizes listed as running low: ten shown, the rest counted. */
    const sizesLow = async () => {
      const shown = await lowStock.getByRole('listitem').count()
      const more = (await lowStock.innerText()).match(/Y (\d+) tallas más/)
      return shown + Number(more?.[1] ?? 0)
    }
    const stored = await threshold.inputValue()
    const before = await sizesLow()
    await threshold.fill('60')
    await admin.getByRole('button', { name: 'Guardar aviso de stock bajo' }).click()
    await expectToast(admin, 'Configuración actualizada')
    await expect(threshold).toHaveValue('60')
    // Most demo sizes have 60 units or fewer: the list grows.
    await expect(lowStock).toContainText(/Y \d+ tallas más con poco stock/)
    await expect.poll(sizesLow).toBeGreaterThan(before)
    await threshold.fill(stored)
    await admin.getByRole('button', { name: 'Guardar aviso de stock bajo' }).click()
    await expectToast(admin, 'Configuración actualizada')
    await expect(threshold).toHaveValue(stored)
    // The list follows the stored threshold once the save is back.
    await expect.poll(sizesLow).toBe(before)
  },
)

test('no serious accessibility violations on an order page, refused or not, and on /tracking', async ({
  page,
  login,
  admin,
}) => {
  test.setTimeout(120_000)
  await login()
  // Left on /success, whose footer has the theme switch.
  const code = await buyOneDecant(page, { openSuccess: true })
  const path = await openOrder(admin, code)
  const failures: string[] = []
  const check = async (target: Page, label: string) => {
    failures.push(...(await seriousViolations(target, `${label}`)))
  }
  for (const theme of ['Oscuro', 'Claro'] as const) {
    for (const target of [admin, page]) {
      await target.getByRole('button', { name: theme }).click()
      await expect(target.locator('html')).toHaveAttribute(
        'data-theme',
        theme === 'Claro' ? 'light' : 'dark',
      )
    }
    await admin.goto(path)
    await check(admin, `${path} (${theme})`)
    await page.goto('/tracking')
    await check(page, `/tracking (${theme})`)
  }

  // A refused form: the server's message tied to its field.
  await admin.getByRole('button', { name: 'Marcar como procesando' }).click()
  await expectToast(admin, 'Estado del pedido actualizado')
  const ship = admin.getByRole('form', { name: 'Pasar a Enviado' })
  const trackingNumber = ship.getByLabel('Número de seguimiento')
  await trackingNumber.fill('AB')
  // The browser would stop it first; the server's rule is the one under test.
  await trackingNumber.evaluate((input) => input.removeAttribute('pattern'))
  await ship.getByLabel('Empresa de transporte').fill('Correos')
  await ship.getByRole('button', { name: 'Marcar como enviado' }).click()
  await expect(ship.getByRole('alert')).toContainText('Error al actualizar estado del pedido')
  await expect(ship.getByText('De 4 a 40 letras, números o guiones')).toBeVisible()
  await expect(trackingNumber).toHaveAttribute('aria-invalid', 'true')
  await expect(ship.getByLabel('Empresa de transporte')).toHaveValue('Correos')
  await check(admin, `${path} rechazado`)
  expect(failures).toEqual([])
})

test('as an administrator, hostile ids and queries on the dashboard and orders tab never get a 5xx', async ({
  admin,
}) => {
  test.setTimeout(120_000)
  const hostile = ['$' + '{id}', '__proto__', '%00', '%', 'x'.repeat(3000), '-1', '1e309']
  const tabs = /^\/admin(\/pedidos(\/|$)|$)/
  const urls = (await webRoutes()).map((route) => route.url).filter((url) => tabs.test(url))
  expect(urls).toEqual(expect.arrayContaining(['/admin/pedidos', '/admin/pedidos/ejemplo']))
  // A form of the dashboard (an index route) posts to ?index.
  urls.push('/admin?index')
  const failures: string[] = []
  for (const url of urls) {
    for (const value of hostile) {
      const path = url.replace('ejemplo', value)
      const query = ['status', 'from', 'to', 'search', 'page']
        .map((name) => `${name}=${value}`)
        .join('&')
      const fields = ['status', 'orderId', 'threshold', 'trackingNumber', 'carrier', 'confirmar']
      for (const response of [
        await admin.request.get(`${path}${path.includes('?') ? '&' : '?'}${query}`, {
          maxRedirects: 0,
        }),
        await admin.request.post(path, {
          maxRedirects: 0,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          data: fields.map((name) => `${name}=${value}`).join('&'),
        }),
      ]) {
        if (response.status() >= 500) failures.push(`${path}: ${response.status()}`)
      }
    }
  }
  expect(failures).toEqual([])
})
