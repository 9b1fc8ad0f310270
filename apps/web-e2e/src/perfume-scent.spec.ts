import type { Locator, Page } from '@playwright/test'
import { seriousViolations } from './support/a11y'
import { expect, test } from './support/fixtures'
import { payForCart, putInCart } from './support/shop'

const VOTES = 'Rendimiento según quienes lo compraron'

/** How many voters gave this answer ('Muy duradera' in 'Duración'); 0 while nobody has voted. */
async function countOf(section: Locator, question: string, answer: string): Promise<number> {
  if (await section.getByText('Aún no hay votos').isVisible()) return 0
  const row = section.getByRole('list', { name: question }).getByRole('listitem')
  return Number(await row.filter({ hasText: answer }).locator('span').last().innerText())
}

/** The page's sections, as a visitor reads them. */
async function expectScentSections(page: Page) {
  const notes = page.getByRole('region', { name: 'Notas olfativas' })
  for (const level of ['Salida', 'Corazón', 'Fondo']) {
    await expect(notes.getByText(level, { exact: true })).toBeVisible()
  }
  await expect(notes.getByText(/^Familia \S+/)).toBeVisible()
  await expect(notes.getByRole('heading', { name: 'Acordes principales' })).toBeVisible()
  await expect(notes.getByRole('img', { name: /^\d+ de 100$/ }).first()).toBeVisible()
  await expect(page.getByRole('region', { name: VOTES })).toBeVisible()
  const similar = page.getByRole('region', { name: 'Huele parecido a…' })
  await expect(similar.getByRole('link').first()).toBeVisible()
  await expect(similar.getByText(/^Comparten: \S/).first()).toBeVisible()
}

test('the perfume page shows its pyramid, accords, votes and what smells alike, axe-clean in both themes', async ({
  page,
}) => {
  // The sections below the fold hydrate when their code arrives: no error, no refusal meanwhile.
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/perfume/dior-sauvage')
  await expectScentSections(page)
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
  // A visitor gets the counts (or 'Aún no hay votos'), never the form.
  const votes = page.getByRole('region', { name: VOTES })
  await expect(votes.getByRole('button', { name: 'Votar' })).toHaveCount(0)
  await expect(votes.getByText(/^(\d+ votos?|Aún no hay votos)$/)).toBeVisible()
  expect(await seriousViolations(page, 'oscuro')).toEqual([])

  await page.getByRole('button', { name: 'Claro' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await page.goto('/perfume/dior-sauvage')
  await expectScentSections(page)
  expect(await seriousViolations(page, 'claro')).toEqual([])

  // Each similar perfume is a link to its own page.
  const first = page.getByRole('region', { name: 'Huele parecido a…' }).getByRole('link').first()
  const name = await first.innerText()
  await first.click()
  await expect(page).toHaveURL(/\/perfume\/(?!dior-sauvage)[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
})

test('a buyer votes how the perfume lasts, and sees the counts change @sin-js', async ({
  page,
  login,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000)
  // One perfume per project, so the two projects' votes never meet in one count.
  const slug = javaScriptEnabled ? 'chanel-bleu-de-chanel' : 'ysl-y-eau-de-parfum'
  await login()
  const votes = page.getByRole('region', { name: VOTES })

  // Before buying it, no form.
  await page.goto(`/perfume/${slug}`)
  await expect(votes).toBeVisible()
  await expect(votes.getByRole('button', { name: 'Votar' })).toHaveCount(0)
  const before = {
    lasting: await countOf(votes, 'Duración', 'Muy duradera'),
    night: await countOf(votes, 'Momento del día', 'Noche'),
    autumn: await countOf(votes, 'Estaciones', 'Otoño'),
  }

  await putInCart(page.request, '5ml', slug)
  await payForCart(page)
  await page.goto(`/perfume/${slug}`)
  await votes.getByRole('group', { name: 'Duración' }).getByText('Muy duradera').click()
  await votes.getByRole('group', { name: 'Estela' }).getByText('Notable').click()
  await votes.getByRole('group', { name: 'Estaciones' }).getByText('Otoño').click()
  await votes.getByRole('group', { name: 'Estaciones' }).getByText('Invierno').click()
  await votes.getByRole('group', { name: 'Momento del día' }).getByText('Noche').click()
  await expect(
    votes.getByRole('group', { name: 'Estaciones' }).getByRole('checkbox', { name: 'Otoño' }),
  ).toBeChecked()
  await votes.getByRole('button', { name: 'Votar' }).click()

  await expect(votes.getByRole('status')).toHaveText('Gracias por tu voto')
  expect(await countOf(votes, 'Duración', 'Muy duradera')).toBe(before.lasting + 1)
  expect(await countOf(votes, 'Momento del día', 'Noche')).toBe(before.night + 1)
  expect(await countOf(votes, 'Estaciones', 'Otoño')).toBe(before.autumn + 1)
  // axe runs in the page: only with JavaScript (the markup is the same without it).
  if (javaScriptEnabled) expect(await seriousViolations(page, 'con el formulario')).toEqual([])

  // The vote is kept: the form comes back with it chosen.
  await page.goto(`/perfume/${slug}`)
  const lasting = votes.getByRole('group', { name: 'Duración' })
  await expect(lasting.getByRole('radio', { name: 'Muy duradera' })).toBeChecked()
  await expect(
    votes.getByRole('group', { name: 'Estaciones' }).getByRole('checkbox', { name: 'Invierno' }),
  ).toBeChecked()
  await expect(
    votes.getByRole('group', { name: 'Estaciones' }).getByRole('checkbox', { name: 'Verano' }),
  ).not.toBeChecked()

  // Voting again replaces the vote: the count of the old answer goes back.
  await lasting.getByText('Débil', { exact: true }).click()
  await votes.getByRole('button', { name: 'Votar' }).click()
  await expect(votes.getByRole('status')).toHaveText('Gracias por tu voto')
  expect(await countOf(votes, 'Duración', 'Muy duradera')).toBe(before.lasting)
  expect(await countOf(votes, 'Momento del día', 'Noche')).toBe(before.night + 1)
})
