import { seriousViolations } from './support/a11y'
import { expect, test } from './support/fixtures'
import { buyOneDecant } from './support/shop'

/**
 * The dashboard says how the shop is doing. Other journeys buy at the same time on the same
 * database, so the figures are read for their shape and their links, not their values.
 */
test('the dashboard shows the money and leads to what waits @sin-js', async ({
  page,
  login,
  admin,
}) => {
  test.setTimeout(90_000)
  await login()
  const code = await buyOneDecant(page)

  await admin.goto('/admin')
  const sales = admin.getByRole('region', { name: 'Ventas' })
  const tile = (label: string) =>
    sales.locator('div').filter({ has: admin.getByRole('term').getByText(label, { exact: true }) })
  for (const [label, before] of [
    ['Ingresos hoy', 'ayer'],
    ['Últimos 7 días', 'los 7 días anteriores'],
    ['Últimos 30 días', 'los 30 días anteriores'],
  ]) {
    const figure = tile(label)
    await expect(figure.getByRole('definition')).toContainText(/\d+,\d{2}\s€/)
    // The order just paid is one of them: at least one order each.
    await expect(figure.getByRole('definition')).toContainText(/[1-9]\d* pedidos?/)
    // The change against the period before, in words (or why there is none).
    await expect(figure.getByRole('definition')).toContainText(
      new RegExp(`(un [\\d,]+ % (más|menos) que|lo mismo que) ${before}|no hubo ingresos`, 'i'),
    )
  }
  await expect(tile('Pedido medio').getByRole('definition')).toContainText(/\d+,\d{2}\s€/)
  // The embedded demo takes test payments only: they count, and the page says so.
  await expect(sales).toContainText('Incluye los pedidos de prueba')
  await expect(
    admin
      .getByRole('region', { name: 'Pedidos recientes' })
      .getByRole('listitem')
      .filter({ hasText: `#${code}` }),
  ).toContainText('Pedido de prueba')
  // The spec's figures stay.
  const summary = admin.getByRole('region', { name: 'Resumen' })
  for (const label of [
    'Total de perfumes',
    'Pedidos de hoy',
    'Colecciones',
    'Perfumes en oferta',
  ]) {
    await expect(summary.getByRole('term').getByText(label, { exact: true })).toBeVisible()
  }

  const waiting = admin.getByRole('region', { name: 'Por atender' })
  // The tile leads to the sizes it counts, listed below with the threshold, and on to the inventory.
  await waiting.getByRole('link', { name: 'Ver las tallas con poco stock' }).click()
  await expect(admin).toHaveURL(/\/admin#stock-bajo$/)
  const lowStock = admin.getByRole('region', { name: 'Stock bajo' })
  await expect(lowStock.getByLabel('Avisar con estas unidades o menos')).toBeVisible()
  await expect(lowStock.getByRole('link', { name: 'Ver el inventario' })).toHaveAttribute(
    'href',
    '/admin/inventario',
  )
  await expect(waiting.getByRole('link', { name: 'Leer los mensajes' })).toHaveAttribute(
    'href',
    '/admin/mensajes?unread=true',
  )
  await expect(waiting.getByRole('term').getByText('Stock bajo', { exact: true })).toBeVisible()
  await expect(
    waiting.getByRole('term').getByText('Mensajes sin leer', { exact: true }),
  ).toBeVisible()
  // The order just paid waits, confirmed: its link opens the orders filtered by that state.
  const confirmed = waiting.getByRole('link', { name: /^Confirmado: [1-9]\d*$/ })
  await confirmed.click()
  await expect(admin).toHaveURL(/\/admin\/pedidos\?status=confirmed$/)
  await expect(admin.getByLabel('Estado')).toHaveValue('confirmed')
  await expect(admin.getByRole('row').filter({ hasText: 'Confirmado' }).first()).toBeVisible()
  await expect(admin.getByRole('row').filter({ hasText: 'Enviado' })).toHaveCount(0)
})

test('the dashboard fits a 390 px phone without sideways scrolling, and reads well', async ({
  admin,
}) => {
  await admin.setViewportSize({ width: 390, height: 844 })
  await admin.goto('/admin')
  await expect(admin.getByRole('region', { name: 'Ventas' })).toBeVisible()
  const overflow = await admin.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
  expect(await seriousViolations(admin, '/admin (390 px)')).toEqual([])
})
