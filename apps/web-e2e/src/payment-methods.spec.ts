import { type Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { expectToast, putInCart } from './support/shop'
import { seriousViolations } from './support/a11y'

/** 'Agregar Método de Pago' opens the local provider's test page, which saves its test card. */
async function addTestCard(page: Page, asDefault = false) {
  if (asDefault) await page.getByLabel('Establecer como predeterminado').check()
  await page.getByRole('button', { name: 'Agregar Método de Pago' }).click()
  await expect(page.getByRole('heading', { name: 'Guardar tarjeta de prueba' })).toBeVisible()
  await page.getByRole('button', { name: 'Guardar tarjeta de prueba' }).click()
  await expectToast(page, 'Método agregado')
  await expect(page).toHaveURL(/\/payment-methods$/)
}

const cards = (page: Page) => page.getByRole('list', { name: 'Métodos de pago guardados' })
const idOf = (card: ReturnType<Page['getByRole']>) =>
  card.locator('input[name="id"]').first().inputValue()

test('a visitor reads the access text of the payment methods page', async ({ page }) => {
  const answer = await page.goto('/payment-methods')
  expect(answer?.status()).toBe(401)
  await expect(
    page.getByRole('heading', { name: 'Debes iniciar sesión para ver tus métodos de pago' }),
  ).toBeVisible()
})

test('save cards on the hosted test page, move the default, delete one; the checkout offers the default @sin-js', async ({
  page,
  login,
}) => {
  const javaScript = test.info().project.use.javaScriptEnabled !== false
  const asked: string[] = []
  page.on('dialog', (dialog) => {
    asked.push(dialog.message())
    void dialog.accept()
  })
  const nextYear = new Date().getFullYear() + 1
  await login()
  await page.goto('/payment-methods')
  await expect(page.getByRole('heading', { name: 'Métodos de Pago', level: 1 })).toBeVisible()
  await expect(page.getByText('No tienes métodos de pago guardados')).toBeVisible()
  await expect(
    page.getByText(
      'Tus datos de tarjeta nunca se guardan completos: solo la marca, los últimos 4 dígitos y la fecha de caducidad.',
    ),
  ).toBeVisible()
  // No card field is ever on a shop page.
  await expect(page.locator('input[autocomplete^="cc-"], input[name*="card" i]')).toHaveCount(0)

  // Leaving the provider's page without saving comes back with nothing saved.
  await page.getByRole('button', { name: 'Agregar Método de Pago' }).click()
  await page.getByRole('button', { name: 'Cancelar' }).click()
  await expectToast(page, 'No se agregó ningún método de pago')
  await expect(page.getByText('No tienes métodos de pago guardados')).toBeVisible()

  await addTestCard(page)
  const first = cards(page).getByRole('article')
  await expect(first).toHaveCount(1)
  await expect(first).toContainText('Visa')
  await expect(first).toContainText('•••• •••• •••• 4242')
  await expect(first).toContainText(`Caduca 12/${nextYear}`)
  await expect(first).toContainText('Predeterminado')
  const firstId = await idOf(cards(page).getByRole('article').first())

  await addTestCard(page)
  const articles = cards(page).getByRole('article')
  await expect(articles).toHaveCount(2)
  await expect(page.getByText('Predeterminado', { exact: true })).toHaveCount(1)
  // The default comes first; the new card offers to take its place.
  expect(await idOf(articles.first())).toBe(firstId)
  const second = articles.nth(1)
  const secondId = await idOf(second)
  await second.getByRole('button', { name: /^Establecer como predeterminado/ }).click()
  await expectToast(page, 'Método predeterminado actualizado')
  await expect(page.getByText('Predeterminado', { exact: true })).toHaveCount(1)
  expect(await idOf(cards(page).getByRole('article').first())).toBe(secondId)
  await expect(
    cards(page).getByRole('article').first().getByText('Predeterminado', { exact: true }),
  ).toBeVisible()

  // The checkout says which card the hosted page will offer.
  await putInCart(page.request, '5ml')
  await page.goto('/checkout')
  await expect(page.getByText('Se ofrecerá tu tarjeta predeterminada •••• 4242')).toBeVisible()

  // Deleting the default: the card that is left takes over.
  await page.goto('/payment-methods')
  await cards(page)
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Eliminar/ })
    .click()
  await expectToast(page, 'Método eliminado')
  await expect(cards(page).getByRole('article')).toHaveCount(1)
  expect(await idOf(cards(page).getByRole('article').first())).toBe(firstId)
  await expect(page.getByText('Predeterminado', { exact: true })).toHaveCount(1)
  expect(asked).toEqual(javaScript ? ['¿Eliminar este método de pago?'] : [])
})

test('answering no to the question keeps the card', async ({ page, login }) => {
  page.on('dialog', (dialog) => void dialog.dismiss())
  await login()
  await page.goto('/payment-methods')
  await addTestCard(page)
  await cards(page)
    .getByRole('button', { name: /^Eliminar/ })
    .click()
  await page.goto('/payment-methods')
  await expect(cards(page).getByRole('article')).toHaveCount(1)
})

test('no serious accessibility violations on the payment methods page', async ({ page, login }) => {
  await login()
  const violations: string[] = []
  const check = async (label: string) => {
    violations.push(...(await seriousViolations(page, `${label}`)))
  }
  await page.goto('/payment-methods')
  await check('empty')
  await addTestCard(page)
  await addTestCard(page, true)
  await check('cards')
  expect(violations).toEqual([])
})
