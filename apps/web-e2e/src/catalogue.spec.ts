import { expect, type Locator, type Page, test } from '@playwright/test'
import { e2eWebUrl } from './support/environment'
import { uniqueName } from './support/fixtures'

const cards = (page: Page) => page.locator('main article')
const names = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allInnerTexts()
const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'))
const shownPrice = (card: Locator) => card.locator('.size-prices > p:visible b').innerText()

test('search by name or brand from the header, ignoring accents @sin-js', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('search').first().getByLabel('Buscar perfumes').fill('lancome')
  await page.getByRole('search').first().getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/\/catalogo\?q=lancome/)
  const found = await names(page)
  expect(found.length).toBeGreaterThan(0)
  for (const card of await cards(page).all())
    await expect(card.getByText('Lancôme').first()).toBeVisible()
})

test('filter by category and brand, and sort by price, with the state in the URL @sin-js', async ({
  page,
}) => {
  await page.goto('/catalogo')
  await page.getByLabel('Categoría').selectOption('femenino')
  await page.getByLabel('Marca').selectOption('Chanel')
  await page.getByLabel('Ordenar por').selectOption('price-asc')
  // Without JavaScript the selects wait for the button; with it they already applied.
  await page.getByRole('button', { name: 'Aplicar filtros' }).click()
  await expect(page).toHaveURL(/category=femenino/)
  await expect(page).toHaveURL(/brand=Chanel/)
  await expect(page).toHaveURL(/sort=price-asc/)
  const found = cards(page)
  await expect(found.first()).toBeVisible()
  for (const card of await found.all()) {
    await expect(card.getByText('Femenino')).toBeVisible()
    await expect(card.getByText('Chanel').first()).toBeVisible()
  }
  const prices = await Promise.all((await found.all()).map((card) => shownPrice(card).then(euros)))
  expect(prices).toEqual([...prices].sort((a, b) => a - b))

  // The URL can be shared: opened afresh it shows the same selection.
  await page.goto(page.url())
  await expect(page.getByLabel('Categoría')).toHaveValue('femenino')
  await expect(page.getByLabel('Marca')).toHaveValue('Chanel')
})

test('on a phone the products come first: filters behind Filtrar, two cards a row @sin-js', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/catalogo')
  const [first, second] = await cards(page).all()
  const one = (await first.boundingBox())!
  const two = (await second.boundingBox())!
  expect(one.y).toBeLessThan(844)
  expect(two.y).toBe(one.y)
  expect(two.x).toBeGreaterThan(one.x + one.width - 1)
  // Each card says its rating in words (the seeded shop has no reviews yet).
  await expect(
    first
      .getByRole('img', { name: /^\d,\d de 5 estrellas, \d+ reseñas?$/ })
      .or(first.getByText('Sin reseñas')),
  ).toBeVisible()

  // The filters open from the button, without JavaScript too, and sort by rating.
  await expect(page.getByLabel('Ordenar por')).toBeHidden()
  await page.getByText('Filtrar', { exact: true }).click()
  await page.getByLabel('Ordenar por').selectOption('rating')
  await page.getByRole('button', { name: 'Aplicar filtros' }).click()
  await expect(page).toHaveURL(/sort=rating/)
  await expect(page.getByText('Filtrar', { exact: true })).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
  await expect(page.getByLabel('Ordenar por')).toHaveValue('rating')
})

test('an empty search says so with the specification text', async ({ page }) => {
  await page.goto('/catalogo?q=no-existe-ningun-perfume-asi')
  await expect(
    page.getByText('No se encontraron perfumes con los filtros seleccionados.'),
  ).toBeVisible()
})

test('the catalogue pages through every perfume @sin-js', async ({ page }) => {
  await page.goto('/catalogo')
  await expect(cards(page)).toHaveCount(12)
  const firstPage = await names(page)
  expect(firstPage).toHaveLength(12)
  await page
    .getByRole('navigation', { name: 'Páginas del catálogo' })
    .getByRole('link', { name: 'Siguiente' })
    .click()
  await expect(page).toHaveURL(/page=2/)
  // While the next page loads the grid is a skeleton without names: wait for its twelve cards.
  await expect
    .poll(async () => (await names(page)).filter((name) => !firstPage.includes(name)))
    .toHaveLength(12)
  const secondPage = await names(page)
  expect(secondPage).toHaveLength(12)
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([])
})

test('choosing a size changes the price shown, then Agregar puts that size in the cart @sin-js', async ({
  page,
}) => {
  await page.goto('/catalogo?q=sauvage')
  const card = cards(page).first()
  const small = await shownPrice(card)
  await card.getByText('5ml', { exact: true }).click()
  const medium = await shownPrice(card)
  expect(euros(medium)).toBeGreaterThan(euros(small))
  await card.getByRole('button', { name: 'Agregar', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Producto agregado' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Carrito, 1 producto' })).toBeVisible()
  await page.goto('/carrito')
  await expect(page.getByText('Dior · 5ml')).toBeVisible()
  await expect(page.getByText(`Total: ${medium}`)).toBeVisible()
  await expect(page.getByText('Envío: 3,95 € · gratis a partir de 50,00 €')).toBeVisible()
})

test('an offer shows its reduced price next to the struck original', async ({ page }) => {
  await page.goto('/catalogo')
  const offer = cards(page)
    .filter({ has: page.locator('.size-prices > p:visible s') })
    .first()
  await expect(offer).toBeVisible()
  const reduced = euros(await shownPrice(offer))
  const original = euros(await offer.locator('.size-prices > p:visible s').innerText())
  expect(reduced).toBeLessThan(original)
  await expect(offer.getByText(/-\d+%/)).toBeVisible()
})

test('a perfume page has its notes, size ladder, lowest 30-day price, JSON-LD and canonical URL', async ({
  page,
}) => {
  await page.goto('/catalogo?q=sauvage')
  await cards(page).first().getByRole('link', { name: 'Sauvage' }).click()
  await expect(page).toHaveURL(/\/perfume\/dior-sauvage$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sauvage' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Notas olfativas' })).toBeVisible()
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4)
  await expect(
    page
      .getByText(/Precio más bajo de los 30 días anteriores a la rebaja/)
      .filter({ visible: true }),
  ).toHaveText('Precio más bajo de los 30 días anteriores a la rebaja: 4,50 €')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    /\/perfume\/dior-sauvage$/,
  )
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  )
  expect(jsonLd).toMatchObject({ '@type': 'Product', brand: { name: 'Dior' } })
  expect(jsonLd.offers).toHaveLength(3)
  expect(jsonLd.offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' })
  // The legal unit price beside the chosen size's price, and when an order placed now arrives.
  const chosen = page.locator('.size-price').filter({ visible: true })
  const [price, per100] = (await chosen.first().innerText())
    .match(/(\d+,\d\d)\s€[\s\S]*\((\d+,\d\d)\s€ \/ 100 ml\)/)!
    .slice(1)
    .map((text) => Number(text.replace(',', '.')))
  const ml = Number(
    await page
      .getByRole('radio', { checked: true })
      .getAttribute('value')
      .then((size) => size?.replace('ml', '')),
  )
  expect(per100).toBeCloseTo((price * 100) / ml, 2)
  await expect(page.getByText(/^Pídelo hoy, llega (el|entre el) \w+, \d+ de \w+/)).toBeVisible()
  // How it smells: the pyramid, and each accord a bar as long as its intensity (drawn by classes).
  await expect(page.getByText(/^Familia \S+ · (EDT|EDP|Parfum|Extrait)$/)).toBeVisible()
  for (const level of ['Salida', 'Corazón', 'Fondo']) {
    await expect(page.getByRole('term').filter({ hasText: level })).toBeVisible()
  }
  const bars = page.locator('.accord-track')
  expect(await bars.count()).toBeGreaterThanOrEqual(3)
  for (const bar of await bars.all()) {
    const intensity = Number((await bar.getAttribute('aria-label'))?.split(' ')[0])
    const track = (await bar.boundingBox())!.width
    const fill = (await bar.locator('.accord-fill').boundingBox())!.width
    expect(Math.abs(fill / track - Math.round(intensity / 10) / 10)).toBeLessThan(0.02)
  }
})

test('on a phone the button stays in reach at the bottom of the screen @sin-js', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/perfume/dior-sauvage')
  await page
    .getByRole('heading', { name: 'Tamaños y precio por mililitro' })
    .scrollIntoViewIfNeeded()
  const button = page.locator('.buy-bar').getByRole('button', { name: 'Agregar' })
  await expect(button).toBeInViewport()
  const box = (await button.boundingBox())!
  expect(box.y + box.height).toBeLessThanOrEqual(844)
  expect(box.y).toBeGreaterThan(844 - 160)
  await expect(page.getByText(/^Pídelo hoy, llega/)).toBeInViewport()
})

test('an unknown perfume is a 404', async ({ page }) => {
  const response = await page.goto('/perfume/no-existe')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Página No Encontrada' })).toBeVisible()
})

test('the collections page has a section per collection with its perfumes', async ({ page }) => {
  await page.goto('/colecciones')
  await expect(page.getByRole('heading', { level: 1, name: 'Colecciones' })).toBeVisible()
  const sections = page.locator('main section[id]')
  expect(await sections.count()).toBeGreaterThanOrEqual(4)
  await expect(sections.first().locator('article').first()).toBeVisible()
})

test('the storefront pages send the browser only the fields they show', async ({ request }) => {
  // Remix's single fetch answers a page's loader data at <page>.data, the same data the HTML
  // inlines for hydration; its object keys travel as plain strings.
  const unshown = async (path: string, fields: string[]) => {
    const response = await request.get(path)
    expect(response.ok(), path).toBe(true)
    const body = await response.text()
    return fields.filter((field) => body.includes(`"${field}"`))
  }
  // A card shows no notes, units left, offer text or 30-day price; nor the API's parallel lists.
  const notOnCards = ['notes', 'stock', 'offerDescription', 'lowestPrice30Days', 'sizes', 'prices']
  for (const path of ['/_root.data', '/catalogo.data', '/colecciones.data']) {
    expect(await unshown(path, notOnCards), path).toEqual([])
  }
  // The perfume page shows all of that, but not the parallel lists nor each size's millilitres.
  expect(await unshown('/perfume/dior-sauvage.data', ['sizes', 'prices', 'ml'])).toEqual([])
})

test('subscribe to the newsletter from the footer @sin-js', async ({ page }) => {
  await page.goto('/catalogo')
  const email = `${uniqueName('cliente-')}@example.com`
  await page.getByLabel('Email para la newsletter').fill(email)
  await page.getByRole('button', { name: 'Suscribirse' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Suscripción confirmada' }),
  ).toContainText(email)
  await expect(page).toHaveURL(/\/catalogo$/)
  // Subscribing again is not an error.
  await page.getByLabel('Email para la newsletter').fill(email)
  await page.getByRole('button', { name: 'Suscribirse' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Suscripción confirmada' })).toBeVisible()
})

test('send a contact message, after fixing what the form pointed out @sin-js', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Centro de Ayuda' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await page.getByLabel('Nombre').fill('Lucía')
  await page.getByLabel('Email', { exact: true }).fill('lucia@example.com')
  await page.getByLabel('Mensaje').fill('Hola')
  await page.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(page.getByText('El mensaje debe tener al menos 10 caracteres')).toBeVisible()
  await expect(page.getByLabel('Nombre')).toHaveValue('Lucía')
  await page.getByLabel('Mensaje').fill('¿Hacéis envíos a Canarias? Gracias.')
  await page.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Mensaje enviado' })).toBeVisible()
})

test('sitemap.xml lists every perfume and collection; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/perfume/dior-sauvage</loc>')
  expect(sitemap.match(/\/perfume\//g)?.length).toBeGreaterThanOrEqual(40)
  expect(sitemap.match(/\/colecciones\/[\w-]+</g)?.length).toBeGreaterThanOrEqual(4)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots.split('\n')).toContain(`Sitemap: ${e2eWebUrl}/sitemap.xml`)
  expect(robots).toContain('Disallow: /admin')
})
