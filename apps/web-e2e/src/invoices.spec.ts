import { readFile } from 'node:fs/promises'
import { type APIRequestContext, type Page } from '@playwright/test'
import { e2eApiUrl } from './support/environment'
import { apiAdmin, expect, registerCustomer, test } from './support/fixtures'
import { buyOneDecant, expectToast } from './support/shop'
import { seriousViolations } from './support/a11y'

const INVOICE_NUMBER = /^F\d{4}-\d{6}$/

/** A store day ('YYYY-MM-DD', Madrid) `days` after today's, as the order page writes it. */
function storeDayText(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date())
  const day = new Date(`${today}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(day)
}

/** The customer signed in on this page buys a decant and opens its page: the order's code and id. */
async function openNewOrder(page: Page): Promise<{ code: string; id: string }> {
  const code = await buyOneDecant(page)
  await page.goto('/orders')
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Pedido #${code}`, exact: true }) })
    .getByRole('link', { name: 'Ver Detalles' })
    .click()
  await expect(page.getByRole('heading', { name: `Pedido #${code}`, level: 1 })).toBeVisible()
  return { code, id: new URL(page.url()).pathname.split('/').pop() as string }
}

/** The administrator moves the order on to delivered through the API, as the back office would. */
async function deliverOrder(request: APIRequestContext, code: string, trackingNumber: string) {
  const headers = await apiAdmin(request)
  const found = await request.get(`${e2eApiUrl}/api/admin/orders`, {
    headers,
    params: { search: code },
  })
  const [order] = (await found.json()) as { id: string }[]
  for (const data of [
    { status: 'processing' },
    { status: 'shipped', trackingNumber, carrier: 'Correos' },
    { status: 'delivered' },
  ]) {
    const moved = await request.patch(`${e2eApiUrl}/api/admin/orders/${order.id}`, {
      headers,
      data,
    })
    expect(moved.ok(), `moving #${code} to ${data.status}`).toBe(true)
  }
}

test('a customer downloads the invoice of an order from its page @sin-js', async ({
  page,
  login,
  request,
}) => {
  test.setTimeout(90_000)
  await login()
  await openNewOrder(page)
  // Madrid: the prices include Spanish IVA.
  await expect(page.getByText(/^IVA incluido \(21 %\): \d+,\d{2}\s€$/)).toBeVisible()
  const total = await page
    .getByRole('region', { name: 'Artículos' })
    .locator('dl > div')
    .filter({ hasText: /^Total/ })
    .getByRole('definition')
    .innerText()

  const invoices = page.getByRole('region', { name: 'Facturas' })
  const invoice = invoices.getByRole('listitem').filter({ hasText: 'Factura simplificada' })
  await expect(invoice).toContainText(total)
  const number = /F\d{4}-\d{6}/.exec(await invoice.innerText())?.[0] ?? ''
  expect(number).toMatch(INVOICE_NUMBER)

  const downloading = page.waitForEvent('download')
  await invoice.getByRole('link', { name: `Descargar factura ${number}`, exact: true }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`${number}.pdf`)
  const bytes = await readFile((await download.path()) as string)
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF')

  // A visitor signs in first; another customer finds no such invoice.
  const path = `/facturas/${number}.pdf`
  const visitor = await request.get(path, { maxRedirects: 0 })
  expect(visitor.status()).toBe(302)
  expect(visitor.headers().location).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`)
  await registerCustomer(request, 'ajeno')
  expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(404)
})

test('a customer asks for a full invoice in their name, once @sin-js', async ({ page, login }) => {
  test.setTimeout(90_000)
  await login()
  await openNewOrder(page)
  const invoices = page.getByRole('region', { name: 'Facturas' })
  const form = invoices.getByRole('form', { name: 'Solicitar factura completa' })
  await form.getByLabel('Nombre o razón social').fill('Perfumería Lucía S.L.')
  // 12345678's check letter is Z.
  await form.getByLabel('NIF/NIE/CIF').fill('12345678A')
  await form.getByLabel('Dirección fiscal').fill('Calle Mayor 1, 28013 Madrid')
  await form.getByRole('button', { name: 'Solicitar factura completa' }).click()
  const taxId = page.getByLabel('NIF/NIE/CIF')
  await expect(taxId).toHaveAttribute('aria-invalid', 'true')
  await expect(taxId).toHaveAccessibleDescription(/El NIF, NIE o CIF no es válido/)
  // What was typed is kept.
  await expect(page.getByLabel('Nombre o razón social')).toHaveValue('Perfumería Lucía S.L.')

  await taxId.fill('12345678Z')
  await page.getByRole('button', { name: 'Solicitar factura completa' }).click()
  await expectToast(page, 'Factura completa emitida')
  const full = invoices.getByRole('listitem').filter({ hasText: 'Factura completa' })
  await expect(full).toHaveCount(1)
  await expect(full.getByRole('link', { name: /^Descargar factura F\d{4}-\d{6}$/ })).toBeVisible()
  await expect(
    invoices.getByRole('listitem').filter({ hasText: 'Factura simplificada' }),
  ).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Solicitar factura completa' })).toHaveCount(0)
})

test('a customer withdraws from a delivered order in two steps @sin-js', async ({
  page,
  login,
  request,
}, info) => {
  test.setTimeout(90_000)
  await login()
  const { code, id } = await openNewOrder(page)
  const suffix = info.project.name === 'chromium' ? 'JS' : 'SINJS'
  await deliverOrder(request, code, `ES-${code}-${suffix}`)
  await page.reload()

  const withdrawal = page.getByRole('region', { name: 'Desistimiento' })
  const until = storeDayText(14)
  await expect(withdrawal).toContainText(`hasta el ${until} incluido`)
  const start = withdrawal.getByRole('button', { name: 'Desistir del contrato' })

  // The first click only asks; 'Volver' leaves everything as it was.
  await start.click()
  await expect(page).toHaveURL(new RegExp(`/orders/${id}\\?desistir=1#confirmar-desistimiento$`))
  const confirmation = withdrawal.getByRole('group', {
    name: `¿Confirmas que desistes del pedido #${code}?`,
  })
  await expect(confirmation).toContainText(`hasta el ${until} incluido`)
  await expect(confirmation.getByRole('listitem')).toHaveText(['Sauvage · 5ml × 1'])
  const withJavaScript = info.project.name === 'chromium'
  if (withJavaScript) {
    await expect(confirmation.getByRole('heading')).toBeFocused()
    expect(await seriousViolations(page, 'confirmation')).toEqual([])
  }
  await confirmation.getByRole('link', { name: 'Volver' }).click()
  await expect(page).toHaveURL(new RegExp(`/orders/${id}#desistimiento$`))
  await expect(confirmation).toHaveCount(0)

  await start.click()
  await confirmation.getByRole('button', { name: 'Confirmar desistimiento' }).click()
  await expectToast(page, 'Desistimiento recibido')
  await expect(page).toHaveURL(new RegExp(`/orders/${id}#desistimiento$`))
  const received = withdrawal.getByRole('status')
  await expect(received).toContainText(`Recibimos tu desistimiento el ${storeDayText()} a las`)
  await expect(received).toContainText('Te enviamos el justificante por correo electrónico')
  await expect(page.getByRole('button', { name: 'Desistir del contrato' })).toHaveCount(0)
  if (withJavaScript) expect(await seriousViolations(page, 'withdrawn')).toEqual([])
  await expect(page.getByRole('region', { name: 'Historial del pedido' })).toContainText(
    'Desistimiento del contrato',
  )
})
