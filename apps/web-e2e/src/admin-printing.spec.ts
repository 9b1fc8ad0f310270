import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import pdf from 'pdf-parse/lib/pdf-parse.js'
import { e2eApiUrl } from './support/environment'
import { apiAdmin, expect, test } from './support/fixtures'
import { buyOneDecant } from './support/shop'

/**
 * The text of a PDF. pdf-parse's first parse in a process can refuse bytes it reads fine a moment
 * later (apps/api/test/pdf-text.ts): a refusal is tried once more.
 */
async function pdfText(bytes: Buffer): Promise<string> {
  const read = async () => (await pdf(bytes)).text
  try {
    return await read()
  } catch {
    return read()
  }
}

/** Clicks a download link of the page: the file's name and its text. */
async function download(page: Page, link: string): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: link, exact: true }).click()
  const file = await downloading
  const bytes = await readFile((await file.path()) as string)
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF')
  return { name: file.suggestedFilename(), text: await pdfText(bytes) }
}

test("the administrator downloads an order's packing slip and labels from its page @sin-js", async ({
  page,
  login,
  admin,
  request,
}) => {
  test.setTimeout(90_000)
  await login()
  const code = await buyOneDecant(page)
  const found = await request.get(`${e2eApiUrl}/api/admin/orders`, {
    headers: await apiAdmin(request),
    params: { search: code },
  })
  const [order] = (await found.json()) as { id: string }[]

  await admin.goto(`/admin/pedidos/${order.id}`)
  await expect(admin.getByRole('heading', { name: `Pedido #${code}` })).toBeVisible()

  const slip = await download(admin, 'Albarán (PDF)')
  expect(slip.name).toBe(`albaran-${code}.pdf`)
  for (const expected of ['Albarán', `Pedido #${code}`, 'Lucía Fernández', 'Calle Mayor 1']) {
    expect(slip.text).toContain(expected)
  }

  const labels = await download(admin, 'Etiquetas (PDF)')
  expect(labels.name).toBe(`etiquetas-${code}.pdf`)
  // One Sauvage 5ml: one label.
  expect(labels.text.split('Decant de perfume original').length - 1).toBe(1)
  expect(labels.text).toContain(`#${code}`)
  expect(labels.text).toMatch(/5 ml · Lote \S+/)

  // The bulk print the orders tab's buttons ask for: one order's slips, and a choice it refuses.
  const bulk = await admin.request.get(
    `/admin/pedidos/imprimir?documento=albaranes&pedido=${order.id}`,
  )
  expect(bulk.status()).toBe(200)
  expect(bulk.headers()['content-type']).toBe('application/pdf')
  expect(await pdfText(await bulk.body())).toContain(`Pedido #${code}`)
  const nothing = await admin.request.get('/admin/pedidos/imprimir?documento=albaranes')
  expect([nothing.status(), await nothing.text()]).toEqual([400, 'Elige al menos un pedido'])
  const unknown = await admin.request.get(
    '/admin/pedidos/imprimir?documento=etiquetas&pedido=00000000-0000-4000-8000-000000000000',
  )
  expect(unknown.status()).toBe(404)
  expect(await unknown.text()).toContain('Pedido no encontrado')
})
