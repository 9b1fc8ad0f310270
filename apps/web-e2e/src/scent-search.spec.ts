import { expect, type Page, test } from '@playwright/test'

const cards = (page: Page) => page.locator('main article')
const names = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allInnerTexts()

/** The count an option of a filter shows: 'Dulce (26)' -> 26. */
async function optionCount(page: Page, label: string, value: string): Promise<number> {
  const text = await page.getByLabel(label).locator(`option[value="${value}"]`).innerText()
  return Number(/\((\d+)\)$/.exec(text)?.[1])
}

test('filter by accord on a phone: every choice says how many it leaves @sin-js', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/catalogo')
  const filters = page.getByText(/^Filtrar/)
  await filters.click()
  const sweet = await optionCount(page, 'Acorde', 'Dulce')
  expect(sweet).toBeGreaterThan(1)
  await page.getByLabel('Acorde').selectOption('Dulce')
  // Without JavaScript the select waits for the button; with it the list is already filtered.
  if (!page.url().includes('accord=Dulce'))
    await page.getByRole('button', { name: 'Aplicar filtros' }).click()
  await expect(page).toHaveURL(/accord=Dulce/)
  await expect(page.getByText(`${sweet} perfumes`, { exact: true })).toBeVisible()
  await expect(page.getByText('Filtrar (1)')).toBeVisible()

  // The family counts are now among the sweet perfumes, and choosing one leaves that many.
  // With JavaScript the panel stays open across the filtering; a new page starts it folded.
  if (!(await page.getByLabel('Familia olfativa').isVisible())) await filters.click()
  const families = await page.getByLabel('Familia olfativa').locator('option:not([value=""])').all()
  const [family] = families
  const value = (await family.getAttribute('value'))!
  const count = await optionCount(page, 'Familia olfativa', value)
  expect(count).toBeLessThanOrEqual(sweet)
  await page.getByLabel('Familia olfativa').selectOption(value)
  const chosen = new RegExp(`family=${encodeURIComponent(value)}`)
  if (!chosen.test(page.url())) await page.getByRole('button', { name: 'Aplicar filtros' }).click()
  await expect(page).toHaveURL(chosen)
  await expect(
    page.getByText(count === 1 ? '1 perfume' : `${count} perfumes`, { exact: true }),
  ).toBeVisible()
  await expect(cards(page)).toHaveCount(Math.min(count, 12))
  // Opened afresh the address shows the same selection.
  await page.goto(page.url())
  await expect(page.getByLabel('Acorde')).toHaveValue('Dulce')
  await expect(page.getByLabel('Familia olfativa')).toHaveValue(value)
})

test('the search forgives a typo and finds by smell @sin-js', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('search').first().getByLabel('Buscar perfumes').fill('sauvge')
  await page.getByRole('search').first().getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/\/catalogo\?q=sauvge/)
  expect((await names(page))[0]).toBe('Sauvage')
  await expect(page.getByLabel('Ordenar por')).toHaveValue('relevance')

  // A word of the name and a note of the pyramid, together.
  await page.goto('/catalogo?q=tobacco+vainilla')
  expect((await names(page))[0]).toBe('Tobacco Vanille')
})

test('the header suggests perfumes as you type, and choosing one opens it', async ({ page }) => {
  await page.goto('/')
  // The suggestions load after the page (utils/after-load.ts).
  await page.waitForLoadState('networkidle')
  const search = page.getByRole('search').first().getByLabel('Buscar perfumes')
  await search.pressSequentially('sauv')
  const suggestion = page.locator('datalist option[value="Sauvage"]').first()
  await expect(suggestion).toBeAttached()
  await expect(suggestion).toHaveAttribute('label', 'Dior')
  // What the browser's list does when a suggestion is chosen.
  await search.evaluate((input: HTMLInputElement) => {
    input.value = 'Sauvage'
    input.dispatchEvent(
      new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }),
    )
  })
  await expect(page).toHaveURL(/\/perfume\/dior-sauvage$/)
})

test('the suggestions answer a few fields of six perfumes at most', async ({ request }) => {
  const response = await request.get('/buscar/sugerencias?q=ch')
  expect(response.ok()).toBe(true)
  const suggestions = await response.json()
  expect(suggestions.length).toBeGreaterThan(0)
  expect(suggestions.length).toBeLessThanOrEqual(6)
  for (const suggestion of suggestions)
    expect(Object.keys(suggestion).sort()).toEqual(['brand', 'name', 'slug'])
  expect(await (await request.get('/buscar/sugerencias?q=a')).json()).toEqual([])
})
