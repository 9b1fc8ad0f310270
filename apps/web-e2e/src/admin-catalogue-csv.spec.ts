import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { expectToast } from './support/shop'

const money = (cents: number) =>
  new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\s/g, ' ')

/** Uploads a CSV on the import page and asks for the check. */
async function check(page: Page, csv: string): Promise<void> {
  await page.goto('/admin/perfumes/importar')
  await page.getByLabel('Archivo CSV').setInputFiles({
    name: 'perfumes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await page.getByRole('button', { name: 'Comprobar' }).click()
  await expect(page.getByRole('heading', { name: 'Resultado de la comprobación' })).toBeVisible()
}

// Serial: for a moment one perfume of the catalogue has another price, which the storefront's
// journeys would read.
test(
  'an administrator exports the catalogue, changes a price in the CSV, checks it and imports it @sin-js',
  { tag: '@serial' },
  async ({ admin: page }) => {
    test.setTimeout(90_000)
    const download = await page.request.get('/admin/perfumes/exportar.csv')
    expect(download.status()).toBe(200)
    expect(download.headers()['content-type']).toBe('text/csv; charset=utf-8')
    expect(download.headers()['content-disposition']).toBe('attachment; filename="perfumes.csv"')
    const original = await download.text()

    // A perfume without an offer, so its page shows the price as typed; its smallest size.
    const line = original
      .split('\r\n')
      .find((row) => /^[a-z0-9-]+,/.test(row) && row.includes(',false,0,'))
    const sizes = line && /,"?((?:\d+ml=\d+\.\d{2}(?:; )?)+)"?,/.exec(line)?.[1]
    const first = sizes && /^(\d+ml)=(\d+)\.(\d{2})/.exec(sizes)
    if (!line || !sizes || !first) throw new Error('The export has no perfume without an offer')
    const slug = line.split(',')[0]
    const [, size, euros, cents] = first
    const oldCents = Number(euros) * 100 + Number(cents)
    const newCents = oldCents + 137
    const newPrice = `${Math.floor(newCents / 100)}.${String(newCents % 100).padStart(2, '0')}`
    const newSizes = sizes.replace(`${size}=${euros}.${cents}`, `${size}=${newPrice}`)
    const edited = original.replace(line, line.replace(sizes, newSizes))

    try {
      await check(page, edited)
      // Nuevos, con cambios, sin cambios, errores.
      const figures = page.getByLabel('Resumen de la comprobación').getByRole('definition')
      await expect(figures).toHaveText(['0', '1', /^\d+$/, '0'])
      // Exactly that change, field by field: from the old sizes to the new ones.
      const rows = page.getByRole('region', { name: 'Cambios' }).locator('tbody tr')
      await expect(rows).toHaveCount(1)
      await expect(rows.locator('td')).toHaveText([
        /^\d+$/,
        new RegExp(slug),
        'Tamaños y precios',
        sizes,
        newSizes,
      ])

      await page.getByRole('button', { name: 'Aplicar cambios' }).click()
      await expectToast(page, 'Catálogo importado')
      await expect(
        page.getByRole('status').filter({ hasText: 'Catálogo importado' }),
      ).toContainText(/Perfumes: 0 creados, 1 actualizado y \d+ sin cambios/)
      await expect(page).toHaveURL(/\/admin\/perfumes$/)

      await page.goto(`/perfume/${slug}`)
      await expect(page.getByRole('main').getByText(money(newCents)).first()).toBeVisible()
    } finally {
      // The original file puts the price back, through the same page (when it was changed).
      await check(page, original)
      const apply = page.getByRole('button', { name: 'Aplicar cambios' })
      if (await apply.count()) {
        await apply.click()
        await expectToast(page, 'Catálogo importado')
      }
    }
    await page.goto(`/perfume/${slug}`)
    await expect(page.getByRole('main').getByText(money(oldCents)).first()).toBeVisible()
  },
)
