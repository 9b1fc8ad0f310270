import { readFile } from 'node:fs/promises'
import { type Page } from '@playwright/test'
import { seriousViolations } from './support/a11y'
import { e2eApiUrl } from './support/environment'
import { apiAdmin, expect, PASSWORD, test, uniqueName } from './support/fixtures'
import { keepSecret } from './support/logs'
import { buyOneDecant, expectToast, payForCart, putInCart } from './support/shop'

/** Invoices per page of the invoices tab (admin.facturas.tsx). */
const INVOICES_PAGE_SIZE = 50

/** The store's calendar day (Madrid), as the date filters take it. */
function storeToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date())
}

/**
 * The invoices tab's row of an invoice issued today. The tab lists them oldest first and the
 * other journeys keep issuing theirs after it, so it is on the last page or one before.
 */
async function invoiceRow(admin: Page, number: string) {
  const today = storeToday()
  await admin.goto(`/admin/facturas?from=${today}&to=${today}`)
  const count = (await admin.getByText(/^\d+ facturas?$/).innerText()).split(' ')[0]
  for (let page = Math.ceil(Number(count) / INVOICES_PAGE_SIZE); page >= 1; page--) {
    if (page > 1) await admin.goto(`/admin/facturas?from=${today}&to=${today}&page=${page}`)
    const row = admin.getByRole('row').filter({ hasText: number })
    if (await row.count()) return row
  }
  throw new Error(`${number} is not in the invoices tab`)
}

test('the administrator refunds one unit of a two-unit line and it gets its credit note @sin-js', async ({
  page,
  login,
  admin,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000)
  await login()
  await putInCart(page.request, '5ml')
  await putInCart(page.request, '5ml')
  const code = await payForCart(page)

  await admin.goto(`/admin/pedidos?search=${code}`)
  await admin.getByRole('link', { name: `#${code}` }).click()
  await expect(admin.getByRole('heading', { name: `Pedido #${code}` })).toBeVisible()
  const orderPath = new URL(admin.url()).pathname
  const items = admin.getByRole('region', { name: 'Artículos' })
  await expect(items).toContainText('2 ×')
  // One unit costs what the customer paid for it: no coupon here, so its price.
  const unitPrice = /2 × ([\d.,]+\s€)/.exec(await items.innerText())?.[1] ?? ''
  expect(unitPrice).toMatch(/^\d+,\d{2}\s€$/)
  await expect(admin.getByRole('region', { name: 'Pago' })).toContainText(/IVA \(21 %\)/)
  const invoices = admin.getByRole('region', { name: 'Facturas' })
  await expect(invoices.getByRole('listitem')).toHaveCount(1)
  await expect(invoices).toContainText('Factura simplificada')

  const refund = admin.getByRole('form', { name: 'Reembolsar' })
  const units = refund.getByLabel('Unidades a reembolsar de Sauvage 5ml')
  await expect(units).toHaveAttribute('max', '2')
  // Nothing chosen: refused, with the reason by the lines.
  await refund.getByRole('button', { name: 'Reembolsar', exact: true }).click()
  await expect(refund.getByRole('alert')).toContainText('No se pudo hacer el reembolso')
  await expect(refund).toContainText('Elige qué reembolsar: unidades de alguna línea o el envío')
  await expect(units).toHaveAttribute('aria-invalid', 'true')
  // More units than the line has, posted by hand: the API's reason, in Spanish.
  const line = await refund.locator('input[name="orderItemId"]').getAttribute('value')
  const tooMany = await admin.request.post(orderPath, {
    form: { intent: 'refund', orderItemId: `${line}`, quantity: '3' },
    maxRedirects: 0,
  })
  expect(tooMany.status()).toBe(409)
  expect(await tooMany.text()).toContain('De Sauvage 5ml solo quedan 2 unidades por reembolsar')

  await units.fill('1')
  await refund.getByLabel('Motivo').fill('Llegó un decant roto')
  await refund.getByRole('button', { name: 'Reembolsar', exact: true }).click()
  await expectToast(admin, 'Reembolso hecho')
  await expect(admin).toHaveURL(new RegExp(`${orderPath}$`))

  const row = admin
    .getByRole('region', { name: 'Lista de reembolsos' })
    .getByRole('row')
    .filter({ hasText: 'Llegó un decant roto' })
  await expect(row).toContainText('Hecho')
  await expect(row).toContainText(unitPrice)
  await expect(row).toContainText('1 × Sauvage 5ml')
  await expect(row.getByRole('button', { name: /Reintentar/ })).toHaveCount(0)
  // One unit is left to give back.
  await expect(refund.getByLabel('Unidades a reembolsar de Sauvage 5ml')).toHaveAttribute(
    'max',
    '1',
  )

  // axe runs in the page: only where the page runs JavaScript.
  const failures = javaScriptEnabled ? await seriousViolations(admin, orderPath) : []

  const credit = invoices.getByRole('listitem').filter({ hasText: 'Factura rectificativa' })
  await expect(credit).toContainText(`-${unitPrice}`)
  const number = /R\d{4}-\d{6}/.exec(await credit.getByRole('link').innerText())?.[0] ?? ''
  expect(number, 'the credit note, of the R series').toMatch(/^R\d{4}-\d{6}$/)
  await expect(credit.getByRole('link')).toHaveAttribute('href', `/admin/facturas/${number}.pdf`)
  const pdf = await admin.request.get(`/admin/facturas/${number}.pdf`)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

  await admin
    .getByRole('navigation', { name: 'Secciones del panel' })
    .getByRole('link', { name: 'Facturas' })
    .click()
  await expect(admin.getByRole('heading', { name: 'Facturas', level: 2 })).toBeVisible()
  const listed = await invoiceRow(admin, number)
  await expect(listed).toContainText('Rectificativa')
  await expect(listed).toContainText(`-${unitPrice}`)
  await expect(listed.getByRole('link', { name: `#${code}` })).toHaveAttribute('href', orderPath)
  await expect(listed.getByRole('link', { name: `PDF de la factura ${number}` })).toBeVisible()

  if (javaScriptEnabled) failures.push(...(await seriousViolations(admin, '/admin/facturas')))
  expect(failures).toEqual([])

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Descargar CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`facturas_${storeToday()}_${storeToday()}.csv`)
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toBe('number,date,kind,orderCode,buyerTaxId,base,taxRate,tax,total')
  expect(csv).toContain(`${number},${storeToday()},credit,${code}`)
})

test('an order the customer withdrew from waits among the pending withdrawals until it is refunded @sin-js', async ({
  page,
  login,
  admin,
}) => {
  test.setTimeout(90_000)
  const customer = await login()
  const code = await buyOneDecant(page)

  // Shipped and delivered by the back office, withdrawn from by the customer: through the API.
  const { request } = page
  const staff = await apiAdmin(request)
  const found = await request.get(`${e2eApiUrl}/api/admin/orders`, {
    headers: staff,
    params: { search: code },
  })
  const [{ id }] = (await found.json()) as { id: string }[]
  const moves = [
    { status: 'processing' },
    { status: 'shipped', trackingNumber: uniqueName('AUR').slice(0, 40), carrier: 'Correos' },
    { status: 'delivered' },
  ]
  for (const body of moves) {
    const moved = await request.patch(`${e2eApiUrl}/api/admin/orders/${id}`, {
      headers: staff,
      data: body,
    })
    expect(moved.status(), `moving the order to ${body.status}`).toBe(200)
  }
  const signedIn = await request.post(`${e2eApiUrl}/api/auth/login`, {
    data: { login: customer.email, password: PASSWORD },
  })
  const { accessToken } = (await signedIn.json()) as { accessToken: string }
  keepSecret(accessToken)
  const withdrawn = await request.post(`${e2eApiUrl}/api/orders/${id}/withdrawal`, {
    headers: { authorization: `Bearer ${accessToken}` },
  })
  expect(withdrawn.status(), 'the customer withdraws').toBe(201)

  await admin.goto(`/admin/pedidos?search=${code}`)
  await admin.getByLabel('Desistimientos pendientes').check()
  await admin.getByRole('button', { name: 'Aplicar filtros' }).click()
  await expect(admin).toHaveURL(/withdrawal=pending/)
  const row = admin.getByRole('row').filter({ hasText: `#${code}` })
  await expect(row).toContainText(/Desistido el \d{2}\/\d{2}\/\d{2}/)
  await row.getByRole('link', { name: `#${code}` }).click()
  await expect(
    admin.getByText(
      /^El cliente desistió el \d+ de \w+ de \d{4}: reembolsa cuando recibas los productos$/,
    ),
  ).toBeVisible()

  // The goods came back: all of it, the shipping too.
  const refund = admin.getByRole('form', { name: 'Reembolsar' })
  await refund.getByLabel('Unidades a reembolsar de Sauvage 5ml').fill('1')
  await refund.getByLabel('Reembolsar el envío').check()
  await refund.getByLabel('Motivo').fill('Desistimiento')
  await refund.getByRole('button', { name: 'Reembolsar', exact: true }).click()
  await expectToast(admin, 'Reembolso hecho')
  await expect(
    admin.getByText(/^El cliente desistió el .*; el pedido ya está reembolsado$/),
  ).toBeVisible()
  await expect(admin.getByText('No queda nada por reembolsar.')).toBeVisible()
  await expect(
    admin
      .getByRole('region', { name: 'Lista de reembolsos' })
      .getByRole('row')
      .filter({ hasText: 'Desistimiento' }),
  ).toContainText('1 × Sauvage 5ml, Envío')

  await admin.goto(`/admin/pedidos?search=${code}&withdrawal=pending`)
  await expect(
    admin.getByText('No se encontraron pedidos con los filtros seleccionados.'),
  ).toBeVisible()
})
