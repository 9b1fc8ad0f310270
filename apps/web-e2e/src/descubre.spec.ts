import type { APIRequestContext, Page } from '@playwright/test'
import { seriousViolations } from './support/a11y'
import { e2eApiUrl } from './support/environment'
import { expect, test } from './support/fixtures'
import { expectToast } from './support/shop'

// The perfume finder at /descubre (issue 29): four GET steps, then the perfumes that fit, with
// why, and the first of them as a discovery set.

/** A phone's width: the finder is used there first. */
test.use({ viewport: { width: 390, height: 844 } })

interface ApiPerfume {
  name: string
  scent: { family: string } | null
}

/** What the API lists for these filters, in stock, best rated first (the finder's order). */
async function listed(request: APIRequestContext, filters: Record<string, string>) {
  const query = new URLSearchParams({ ...filters, inStock: 'true', sort: 'rating', limit: '100' })
  const answer = await request.get(`${e2eApiUrl}/api/perfumes?${query}`)
  expect(answer.status(), `GET /api/perfumes?${query}`).toBe(200)
  return (await answer.json()) as ApiPerfume[]
}

/** Answers the step on screen: its option, then the step's button. */
async function answer(page: Page, step: number, question: string, option: string) {
  await expect(page.getByText(`Paso ${step} de 4`)).toBeVisible()
  const group = page.getByRole('group', { name: question })
  await group.getByRole('radio', { name: option, exact: true }).check()
  await page.getByRole('button', { name: step < 4 ? 'Siguiente' : 'Ver mis perfumes' }).click()
}

/** The result's cards: each one's name and its why line. */
async function cards(page: Page) {
  await expect(page.getByRole('heading', { name: 'Perfumes para ti' })).toBeVisible()
  const articles = page.getByRole('main').getByRole('article')
  const names = await articles.getByRole('heading').allTextContents()
  const whys = await articles.getByText(/ · desde \d/).allTextContents()
  expect(whys, 'a why line on every card').toHaveLength(names.length)
  return { names, whys }
}

/** Nothing wider than the phone: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, 'the page is no wider than the phone').toBeLessThanOrEqual(390)
}

test('the four steps end in perfumes of the chosen family, each with why @sin-js', async ({
  page,
  request,
}) => {
  // Amaderada, EDP, for autumn, up to 8 € for the smallest decant: what the API lists for that.
  const expected = await listed(request, {
    family: 'Amaderada',
    concentration: 'EDP',
    season: 'otoño',
    maxPrice: '8.00',
  })
  expect(expected.length, 'the demo shop has woody EDPs for autumn under 8 €').toBeGreaterThan(0)

  await page.goto('/descubre')
  await expect(page).toHaveTitle('Descubre tu perfume | Aurum Decants')
  await expectNoSidewaysScroll(page)
  await expect(page.getByRole('radio', { name: 'Amaderada' })).toHaveAccessibleDescription(
    'Cedro, sándalo, vetiver: cálida y seca',
  )
  await answer(page, 1, '¿Qué familia de aromas te gusta?', 'Amaderada')
  // 'Atrás' goes back to the family, still chosen.
  await expect(page.getByText('Paso 2 de 4')).toBeVisible()
  await page.getByRole('link', { name: 'Atrás' }).click()
  await expect(page.getByRole('radio', { name: 'Amaderada' })).toBeChecked()
  await page.getByRole('button', { name: 'Siguiente' }).click()
  await answer(page, 2, '¿Cómo de intenso lo quieres?', 'Media')
  await answer(page, 3, '¿Para qué época o momento lo quieres?', 'Otoño')
  await answer(page, 4, '¿Cuánto quieres gastar por decant?', 'Hasta 8\u00a0€')

  await expect(page).toHaveURL(
    /\/descubre\?familia=Amaderada&intensidad=media&momento=oto%C3%B1o&presupuesto=8$/,
  )
  await expect(page.getByText('Estos encajan con todo lo que pides:')).toBeVisible()
  const { names, whys } = await cards(page)
  expect(names).toEqual(expected.slice(0, 6).map((perfume) => perfume.name))
  for (const why of whys) expect(why).toMatch(/^Amaderada · EDP · para [^·]*otoño[^·]* · desde /)
  await expectNoSidewaysScroll(page)

  // Each card leads to its perfume; the catalogue link carries the family and the season.
  await expect(page.getByRole('link', { name: names[0], exact: true })).toHaveAttribute(
    'href',
    /^\/perfume\/[\w-]+$/,
  )
  await expect(page.getByRole('link', { name: 'Ver más en el catálogo' })).toHaveAttribute(
    'href',
    '/catalogo?family=Amaderada&season=oto%C3%B1o',
  )
})

test("'Me da igual' skips a question, and what cannot be met is given up and said @sin-js", async ({
  page,
  request,
}) => {
  const floral = await listed(request, { family: 'Floral' })
  expect(floral.length, 'the demo shop has florals in stock').toBeGreaterThan(0)
  await page.goto('/descubre')
  await answer(page, 1, '¿Qué familia de aromas te gusta?', 'Floral')
  await answer(page, 2, '¿Cómo de intenso lo quieres?', 'Me da igual')
  await answer(page, 3, '¿Para qué época o momento lo quieres?', 'Me da igual')
  await answer(page, 4, '¿Cuánto quieres gastar por decant?', 'Sin límite')
  await expect(page.getByRole('list', { name: 'Tus respuestas' })).toContainText(
    'Intensidad: Me da igual',
  )
  await expect(page.getByText('Estos encajan con todo lo que pides:')).toBeVisible()
  let { names, whys } = await cards(page)
  expect(names).toEqual(floral.slice(0, 6).map((perfume) => perfume.name))
  for (const why of whys) expect(why).toMatch(/^Floral · /)

  // No woody Parfum or Extrait in stock: the intensity goes, the family stays.
  const intense = await Promise.all(
    ['Parfum', 'Extrait'].map((concentration) =>
      listed(request, { family: 'Amaderada', concentration }),
    ),
  )
  expect(intense.flat(), 'no woody Parfum or Extrait in the demo shop').toEqual([])
  await page.goto('/descubre?familia=Amaderada&intensidad=intensa&momento=igual&presupuesto=igual')
  await expect(
    page.getByText(
      'No hay ninguno con todo lo que pides; quitando la intensidad, te proponemos estos:',
    ),
  ).toBeVisible()
  ;({ names, whys } = await cards(page))
  expect(names.length).toBeGreaterThan(0)
  for (const why of whys) expect(why).toMatch(/^Amaderada · /)
})

test("'Añadir el set' puts the first perfumes in the cart as a discovery set @sin-js", async ({
  page,
}) => {
  await page.goto('/descubre?familia=Floral&intensidad=igual&momento=igual&presupuesto=igual')
  const { names } = await cards(page)
  const offer = page.getByText(/, un decant de cada uno, con un \d+ % de descuento\./)
  const count = Number(/Los (\d+)/.exec((await offer.textContent()) ?? '')?.[1])
  expect(count, 'a tier of the discovery set').toBeGreaterThan(1)
  await page.getByRole('radio', { name: '2ml', exact: true }).check()
  await page.getByRole('button', { name: 'Añadir el set' }).click()
  await expectToast(page, 'Set agregado')
  const line = page.getByRole('listitem').filter({ hasText: 'Set descubrimiento' })
  await expect(line).toContainText(`Set de ${count} decants de 2ml: `)
  for (const name of names.slice(0, count)) await expect(line).toContainText(name)
})

test('the finder is axe-clean in the dark and light themes', async ({ page }) => {
  const result = '/descubre?familia=Oriental&intensidad=media&momento=noche&presupuesto=igual'
  const failures: string[] = []
  for (const theme of ['Oscuro', 'Claro'] as const) {
    await page.goto('/descubre?familia=Oriental&paso=2')
    await page.getByRole('button', { name: theme }).click()
    await expect(page.locator('html')).toHaveAttribute(
      'data-theme',
      theme === 'Claro' ? 'light' : 'dark',
    )
    failures.push(...(await seriousViolations(page, `${theme} paso 2`)))
    await page.goto(result)
    await expect(page.getByRole('button', { name: 'Añadir el set' })).toBeVisible()
    failures.push(...(await seriousViolations(page, `${theme} resultado`)))
  }
  expect(failures).toEqual([])
})
