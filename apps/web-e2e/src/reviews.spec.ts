import { type APIRequestContext, type Page } from '@playwright/test'
import { E2E_API_PORT } from './support/environment'
import {
  apiCustomer,
  expect,
  PASSWORD,
  signIn as postSignIn,
  test,
  uniqueName,
} from './support/fixtures'
import { buyOneDecant, expectToast } from './support/shop'
import { seriousViolations } from './support/a11y'

const API = `http://127.0.0.1:${E2E_API_PORT}`
const CONFIRMATION = '¿Estás seguro de que quieres eliminar esta reseña?'

const unique = (prefix: string, javaScriptEnabled: boolean) =>
  uniqueName(`${prefix}${javaScriptEnabled ? 'js' : 'sinjs'}`)

async function sauvageId(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`${API}/api/perfumes/dior-sauvage`)
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { id: string }).id
}

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })

/** Ticks a star: the radio itself is visually hidden inside its star. */
async function rate(page: Page, group: string, stars: string) {
  const star = page.getByRole('group', { name: group }).locator('label').filter({ hasText: stars })
  await star.click()
  await expect(star.getByRole('radio')).toBeChecked()
}

test('writes, edits and deletes a review, verified after a purchase, seen on the perfume page @sin-js', async ({
  page,
  login,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000)
  const { username } = await login()
  await buyOneDecant(page)

  await page.goto('/perfume/dior-sauvage')
  const section = page.getByRole('region', { name: 'Reseñas' })
  await section.getByRole('link', { name: 'Escribir Reseña' }).click()
  await expect(page).toHaveURL(/\/reviews\?escribir=1&perfume=/)
  await expect(page.getByRole('heading', { name: 'Escribir Reseña' })).toBeVisible()
  await expect(page.getByLabel('Perfume', { exact: true })).toHaveValue(/.+/)
  await expect(page.getByLabel('Perfume', { exact: true }).locator('option:checked')).toHaveText(
    /^Sauvage/,
  )

  const title = `Fresca y duradera ${username}`
  await rate(page, 'Valoración general', '4 estrellas')
  await page.getByLabel('Título').fill(title)
  // Written as text: the page shows it, never runs it.
  await page.getByLabel('Reseña', { exact: true }).fill('Huele a <b>bergamota</b> todo el día.')
  await page.getByLabel('Pros').fill('Dura mucho')
  await page.getByLabel('Contras').fill('Muy popular')
  await rate(page, 'Proyección', '3 estrellas')
  await page.getByRole('button', { name: 'Publicar Reseña' }).click()
  await expectToast(page, 'Reseña creada')
  await expect(page).toHaveURL(/\/reviews$/)

  const written = card(page, title)
  await expect(written).toBeVisible()
  await expect(written.getByText('Verificado')).toBeVisible()
  await expect(written.getByText('Huele a <b>bergamota</b> todo el día.')).toBeVisible()
  await expect(written.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible()
  await expect(written.getByRole('link', { name: 'Sauvage' })).toHaveAttribute(
    'href',
    '/perfume/dior-sauvage',
  )
  await expect(written.getByText('Útil (0)')).toBeVisible()

  await written.getByRole('link', { name: `Editar la reseña ${title}` }).click()
  await expect(page.getByRole('heading', { name: 'Editar Reseña' })).toBeVisible()
  await expect(page.getByLabel('Título')).toHaveValue(title)
  const edited = `${title} (editada)`
  await page.getByLabel('Título').fill(edited)
  await rate(page, 'Valoración general', '5 estrellas')
  await page.getByRole('button', { name: 'Guardar Cambios' }).click()
  await expectToast(page, 'Reseña actualizada')
  await expect(card(page, edited).getByRole('img', { name: '5 de 5 estrellas' })).toBeVisible()

  await page.goto('/perfume/dior-sauvage')
  const onPerfume = card(page, edited)
  await expect(onPerfume).toBeVisible()
  await expect(onPerfume.getByText('Verificado')).toBeVisible()
  await expect(section.getByText(/^\d+ reseñas?$/)).toBeVisible()
  await expect(section.getByText('Duración').first()).toBeVisible()
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent()
  const product = JSON.parse(jsonLd ?? '{}') as {
    aggregateRating?: { reviewCount: number }
    review?: { name: string }[]
  }
  expect(product.aggregateRating?.reviewCount).toBeGreaterThan(0)
  expect(product.review?.map((review) => review.name)).toContain(edited)
  expect(jsonLd).not.toContain('<b>')

  await page.goto('/reviews')
  const deleteButton = card(page, edited).getByRole('button', {
    name: `Eliminar la reseña ${edited}`,
  })
  if (javaScriptEnabled) {
    const asked = page.waitForEvent('dialog').then(async (dialog) => {
      const message = dialog.message()
      await dialog.accept()
      return message
    })
    await deleteButton.click()
    expect(await asked).toBe(CONFIRMATION)
  } else {
    await deleteButton.click()
    await expect(page.getByRole('heading', { name: CONFIRMATION })).toBeVisible()
    await page.getByRole('button', { name: 'Sí, eliminar' }).click()
  }
  await expectToast(page, 'Reseña eliminada')
  await expect(card(page, edited)).toHaveCount(0)
})

test('a visitor reads the reviews, is sent to sign in to vote, and votes once', async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const author = await apiCustomer(request, '', unique('autora', javaScriptEnabled))
  const voter = await apiCustomer(request, '', unique('votante', javaScriptEnabled))
  const title = `Elegante ${author.username}`
  const written = await request.post(`${API}/api/reviews`, {
    headers: author.headers,
    data: {
      perfumeId: await sauvageId(request),
      rating: 3,
      title,
      content: 'Correcta, sin más.',
      longevity: 1,
      value: 5,
    },
  })
  expect(written.status()).toBe(201)

  // The page's CSP (style-src 'self') refuses inline styles: nothing on it may need one.
  const refused: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => refused.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    )
  })
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) refused.push(message.text())
  })

  await page.goto('/reviews?sort=newest')
  const review = card(page, title)
  await expect(review).toBeVisible()
  // Duración 1 of 5 draws a fifth of the bar Calidad-precio 5 of 5 fills.
  const bars = review.locator('dd svg rect')
  await expect(bars).toHaveCount(3)
  const oneOfFive = (await bars.nth(0).boundingBox())?.width ?? 0
  const fiveOfFive = (await bars.nth(2).boundingBox())?.width ?? 0
  expect(oneOfFive).toBeGreaterThan(0)
  expect(oneOfFive).toBeLessThan(fiveOfFive / 3)
  await expect(review.getByText('Verificado')).toHaveCount(0)
  await expect(
    page.getByRole('link', { name: 'Inicia sesión para escribir una reseña' }),
  ).toBeVisible()
  await review.getByRole('button', { name: /^Útil \(0\)/ }).click()
  await expect(page).toHaveURL(/\/auth\?message=login-required/)
  await page.getByLabel('Email o nombre de usuario').fill(voter.username)
  await page.getByLabel('Contraseña').fill(PASSWORD)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  await expect(page).toHaveURL(/\/reviews/)

  await card(page, title)
    .getByRole('button', { name: /^Útil \(0\)/ })
    .click()
  await expect(card(page, title).getByRole('button', { name: /^Útil \(1\)/ })).toBeVisible()
  // A second vote changes nothing.
  await card(page, title)
    .getByRole('button', { name: /^Útil \(1\)/ })
    .click()
  await expect(card(page, title).getByRole('button', { name: /^Útil \(1\)/ })).toBeVisible()

  // The filters live in the address: a search for the author's title finds only it.
  await page.getByLabel('Buscar reseñas').fill(title)
  await page.getByLabel('Valoración').selectOption('3')
  await page.getByLabel('Ordenar por').selectOption({ label: 'Más útiles' })
  await page.getByRole('button', { name: 'Aplicar' }).click()
  await expect(page).toHaveURL(/search=.*&filter=3&sort=helpful/)
  await expect(page.getByText('1 reseña', { exact: true })).toBeVisible()
  await expect(card(page, title)).toBeVisible()
  expect(refused).toEqual([])
})

test('the reviews page and its form have no serious accessibility problems', async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await page.goto('/reviews')
  const found = await seriousViolations(page, '/reviews')

  const customer = await apiCustomer(request, '', unique('accesible', javaScriptEnabled))
  await postSignIn(page.request, customer.username)
  await page.goto('/reviews?escribir=1')
  await expect(page.getByRole('heading', { name: 'Escribir Reseña' })).toBeVisible()
  found.push(...(await seriousViolations(page, '/reviews?escribir=1')))
  await page.goto('/perfume/dior-sauvage')
  found.push(...(await seriousViolations(page, '/perfume/dior-sauvage')))
  expect(found).toEqual([])
})
