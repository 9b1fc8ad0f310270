import { readFile } from 'node:fs/promises'
import pdf from 'pdf-parse/lib/pdf-parse.js'
import { e2eApiUrl } from './support/environment'
import { apiAdmin, expect, test } from './support/fixtures'
import { buyOneDecant } from './support/shop'

test('the administrator moves three orders together, one refused among them, and prints their packing slips @sin-js', async ({
  page,
  login,
  admin,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000)
  const customer = await login()
  const codes = [
    await buyOneDecant(page),
    await buyOneDecant(page),
    await buyOneDecant(page),
    await buyOneDecant(page),
  ]
  // The fourth is cancelled first: a cancelled order cannot be processed.
  const headers = await apiAdmin(request)
  const found = await request.get(`${e2eApiUrl}/api/admin/orders`, {
    headers,
    params: { search: `#${codes[3]}` },
  })
  const [cancelled] = (await found.json()) as { id: string }[]
  const cancelling = await request.patch(`${e2eApiUrl}/api/admin/orders/${cancelled.id}`, {
    headers,
    data: { status: 'cancelled' },
  })
  expect(cancelling.status()).toBe(200)

  await admin.goto(`/admin/pedidos?search=${encodeURIComponent(customer.email)}`)
  await expect(admin.getByText('4 pedidos', { exact: true })).toBeVisible()
  const boxes = codes.map((code) => admin.getByLabel(`Seleccionar pedido #${code}`))
  if (javaScriptEnabled) {
    // The list holds just these four: 'Seleccionar todos' ticks them all, and clears them again.
    const all = admin.getByLabel('Seleccionar todos')
    await all.check()
    for (const box of boxes) await expect(box).toBeChecked()
    await all.uncheck()
    for (const box of boxes) await expect(box).not.toBeChecked()
    await all.check()
  } else {
    // Without JavaScript there is no 'Seleccionar todos': each box is ticked.
    await expect(admin.getByLabel('Seleccionar todos')).toHaveCount(0)
    for (const box of boxes) await box.check()
  }

  // Printing takes the ticked orders as they are: one PDF with a slip for each.
  const downloading = admin.waitForEvent('download')
  await admin.getByRole('button', { name: 'Imprimir albaranes' }).click()
  const file = await downloading
  expect(file.suggestedFilename()).toBe('albaranes.pdf')
  const slips = (await pdf(await readFile((await file.path()) as string))).text
  for (const code of codes) expect(slips).toContain(`#${code}`)

  await admin.getByLabel('Mover a').selectOption('processing')
  await admin.getByRole('button', { name: 'Mover seleccionados' }).click()
  const results = admin.getByRole('status').filter({ hasText: `Pedido #${codes[0]}` })
  for (const code of codes.slice(0, 3))
    await expect(results).toContainText(`Pedido #${code}: movido a Procesando`)
  await expect(results).toContainText(
    `Pedido #${codes[3]}: no se movió: No se puede pasar un pedido de 'Cancelado' (cancelled) a 'Procesando' (processing)`,
  )
  // The list shows each order as the moves left it.
  for (const code of codes.slice(0, 3))
    await expect(admin.getByRole('row').filter({ hasText: `#${code}` })).toContainText('Procesando')
  await expect(admin.getByRole('row').filter({ hasText: `#${codes[3]}` })).toContainText(
    'Cancelado',
  )
})
