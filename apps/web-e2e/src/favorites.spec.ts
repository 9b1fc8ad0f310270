import { type APIRequestContext, type Page } from '@playwright/test'
import { E2E_API_PORT } from './support/environment'
import {
  type ApiCustomer as Account,
  apiCustomer,
  expect,
  signIn as postSignIn,
  test,
} from './support/fixtures'
import { expectToast } from './support/shop'
import { seriousViolations } from './support/a11y'

const API = `http://127.0.0.1:${E2E_API_PORT}`

/** A new customer registered through the API (the journey under test starts after it). */
const newAccount = (request: APIRequestContext): Promise<Account> =>
  apiCustomer(request, 'favoritos')

async function perfumeId(request: APIRequestContext, q: string): Promise<string> {
  const response = await request.get(`${API}/api/perfumes`, { params: { q } })
  const [perfume] = (await response.json()) as { id: string }[]
  return perfume.id
}

/** Saves perfumes for the account through the API, in this order. */
async function save(request: APIRequestContext, account: Account, names: string[]) {
  for (const name of names) {
    const response = await request.post(`${API}/api/favorites`, {
      headers: account.headers,
      data: { perfumeId: await perfumeId(request, name) },
    })
    expect(response.status()).toBe(201)
  }
}

async function fillSignIn(page: Page, account: Account) {
  await page.getByLabel('Email o nombre de usuario').fill(account.email)
  await page.getByLabel('Contraseña').fill(account.password)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
}

/** Signs the page in with the sign-in form posted (the journeys here are about favorites). */
const signIn = (page: Page, account: Account) => postSignIn(page.request, account.email)

const catalogueCard = (page: Page, name: string) =>
  page.locator('main article').filter({ has: page.getByRole('heading', { name, exact: true }) })
const favoriteCard = (page: Page, name: string) => page.getByRole('article', { name })
/** The answer to a heart's post (the page turns the heart before it comes, with JavaScript). */
const toggleAnswered = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/favoritos/alternar') &&
      response.request().method() === 'POST' &&
      response.status() < 400,
  )

test('a visitor is asked to sign in on /favorites', async ({ page }) => {
  const answer = await page.goto('/favorites')
  expect(answer?.status()).toBe(401)
  await expect(page.getByRole('heading', { name: 'Acceso requerido' })).toBeVisible()
})

test('the heart on a catalogue card saves the perfume, /favorites shows it, the heart takes it out @sin-js', async ({
  page,
  request,
}) => {
  const account = await newAccount(request)
  await signIn(page, account)
  await page.goto('/catalogo?q=sauvage')
  const card = catalogueCard(page, 'Sauvage')
  // The heart turns at once (with JavaScript); the page is left only once the save is answered,
  // or leaving would cancel it.
  const answered = toggleAnswered(page)
  await card.getByRole('button', { name: 'Agregar a favoritos' }).click()
  await answered
  const heart = card.getByRole('button', { name: 'Quitar de favoritos' })
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/\/catalogo\?q=sauvage$/)

  await page.goto('/favorites')
  await expect(page.getByText('1 perfume guardado')).toBeVisible()
  const saved = favoriteCard(page, 'Sauvage')
  await expect(saved.getByText('Dior')).toBeVisible()
  await expect(
    saved
      .getByRole('img', { name: /^\d,\d de 5 estrellas, \d+ reseñas?$/ })
      .or(saved.getByText('Sin reseñas')),
  ).toBeVisible()
  await expect(saved.getByText(/€/)).toBeVisible()

  // The perfume page shows it saved too; its heart takes it out.
  await page.goto('/catalogo?q=sauvage')
  await catalogueCard(page, 'Sauvage').getByRole('link', { name: 'Sauvage' }).click()
  const pageHeart = page.getByRole('main').getByRole('button', { name: 'Quitar de favoritos' })
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true')
  const removed = toggleAnswered(page)
  await pageHeart.click()
  await removed
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Agregar a favoritos' }),
  ).toHaveAttribute('aria-pressed', 'false')
  await page.goto('/favorites')
  await expect(page.getByRole('heading', { name: 'No tienes favoritos' })).toBeVisible()
  await page.getByRole('link', { name: 'Explorar el catálogo' }).click()
  await expect(page).toHaveURL(/\/catalogo$/)
})

test('a visitor who clicks a heart signs in, comes back, and finds the perfume saved', async ({
  page,
  request,
}) => {
  const account = await newAccount(request)
  await page.goto('/catalogo?q=sauvage')
  await catalogueCard(page, 'Sauvage').getByRole('button', { name: 'Agregar a favoritos' }).click()
  await expect(page).toHaveURL(/\/auth\?message=login-required/)
  await fillSignIn(page, account)
  await expect(page).toHaveURL(/\/catalogo\?q=sauvage$/)
  await expectToast(page, 'Favorito agregado')
  await expect(
    catalogueCard(page, 'Sauvage').getByRole('button', { name: 'Quitar de favoritos' }),
  ).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/favorites')
  await expect(favoriteCard(page, 'Sauvage')).toBeVisible()
})

test('select all, then remove two favorites at once and one from its card', async ({
  page,
  request,
}) => {
  const javaScript = test.info().project.use.javaScriptEnabled !== false
  const account = await newAccount(request)
  await save(request, account, ['Sauvage', 'Bleu de Chanel', 'Eros'])
  await signIn(page, account)
  await page.goto('/favorites')
  await expect(page.getByText('3 perfumes guardados')).toBeVisible()
  const box = (name: string) => page.getByRole('checkbox', { name: `Seleccionar ${name}` })

  // 'Seleccionar todo' ticks every box ('?todos=1' without JavaScript), and back.
  await page.getByRole(javaScript ? 'button' : 'link', { name: 'Seleccionar todo' }).click()
  for (const name of ['Sauvage', 'Bleu de Chanel', 'Eros']) await expect(box(name)).toBeChecked()
  if (javaScript) await expect(page.getByRole('button', { name: 'Eliminar (3)' })).toBeVisible()
  await page.getByRole(javaScript ? 'button' : 'link', { name: 'Deseleccionar todo' }).click()
  for (const name of ['Sauvage', 'Bleu de Chanel', 'Eros'])
    await expect(box(name)).not.toBeChecked()

  await box('Sauvage').check()
  await box('Eros').check()
  await page
    .getByRole('button', { name: javaScript ? 'Eliminar (2)' : 'Eliminar seleccionados' })
    .click()
  await expectToast(page, 'Favoritos eliminados')
  await expect(page.getByText('1 perfume guardado')).toBeVisible()
  await expect(favoriteCard(page, 'Sauvage')).toHaveCount(0)
  await expect(favoriteCard(page, 'Eros')).toHaveCount(0)

  await favoriteCard(page, 'Bleu de Chanel')
    .getByRole('button', { name: 'Eliminar Bleu de Chanel de favoritos' })
    .click()
  await expectToast(page, 'Favorito eliminado')
  await expect(page.getByRole('heading', { name: 'No tienes favoritos' })).toBeVisible()
})

test("'Agregar' puts the 5ml of a favorite in the cart", async ({ page, request }) => {
  const account = await newAccount(request)
  await save(request, account, ['Sauvage'])
  await signIn(page, account)
  await page.goto('/favorites')
  await favoriteCard(page, 'Sauvage')
    .getByRole('button', { name: /^Agregar/ })
    .click()
  await expectToast(page, 'Producto agregado')
  await page.goto('/carrito')
  await expect(page.getByRole('main').getByText('Dior · 5ml')).toBeVisible()
})

test('/favorites has no serious accessibility violation, full or empty', async ({
  page,
  request,
}) => {
  // axe reads three pages: slow on a busy machine.
  test.setTimeout(60_000)
  const account = await newAccount(request)
  await signIn(page, account)
  const violations: string[] = []
  const check = async (label: string) => {
    violations.push(...(await seriousViolations(page, `${label}`)))
  }
  await page.goto('/favorites')
  await check('empty')
  await save(request, account, ['Sauvage', 'Bleu de Chanel'])
  await page.goto('/favorites')
  await expect(page.getByText('2 perfumes guardados')).toBeVisible()
  await check('full')
  // The heart on a perfume page (the same component as on every card), saved.
  await page.goto('/perfume/dior-sauvage')
  await check('perfume page')
  expect(violations).toEqual([])
})
