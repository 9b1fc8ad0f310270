import { expect, test } from '@playwright/test'
import { seriousViolations } from './support/a11y'

const PAGES = [
  {
    link: 'Política de Privacidad',
    path: '/privacidad',
    title: 'Política de Privacidad | Aurum Decants',
    sections: [
      'Quién trata tus datos',
      'Qué datos guardamos y para qué',
      'Cookies',
      'Cuánto tiempo los guardamos',
      'Con quién los compartimos',
      'Tus derechos y cómo ejercerlos',
      'Seguridad',
    ],
    says: [/solo conservamos la marca, los cuatro últimos dígitos/, /en JSON, CSV o PDF/],
  },
  {
    link: 'Términos y Condiciones',
    path: '/terminos',
    title: 'Términos y Condiciones | Aurum Decants',
    sections: [
      'Quiénes somos',
      'Los productos',
      'Tu cuenta',
      'Precios y pago',
      'Pedidos',
      'Envíos',
      'Derecho de desistimiento y devoluciones',
      'Productos dañados o equivocados',
      'Reseñas',
      'Ley aplicable',
    ],
    says: [/incluyen el IVA/, /artículo 16, letra e\), de la Directiva 2011\/83\/UE/],
  },
]

for (const legal of PAGES) {
  test(`the footer's '${legal.link}' opens its page, with its sections and the way to /settings`, async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: legal.link, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${legal.path}$`))
    await expect(page).toHaveTitle(legal.title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.link)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      legal.sections,
    )
    for (const text of legal.says) await expect(page.getByText(text)).toBeVisible()
    const settings = page.getByRole('main').getByRole('link', { name: 'Configuración' })
    await expect(settings.first()).toHaveAttribute('href', '/settings')
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Contacto' }).first(),
    ).toHaveAttribute('href', '/contact')
  })
}

test('no serious accessibility violations on the legal pages, dark and light', async ({ page }) => {
  for (const theme of ['Oscuro', 'Claro']) {
    for (const { path } of PAGES) {
      await page.goto(path)
      if (
        theme === 'Claro' &&
        (await page.locator('html').getAttribute('data-theme')) !== 'light'
      ) {
        await page.getByRole('button', { name: 'Claro' }).click()
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
      }
      expect(await seriousViolations(page, `${theme} ${path}`)).toEqual([])
    }
  }
})

test('the legal pages answer on their own and are in the sitemap', async ({ request }) => {
  for (const { path } of PAGES) expect((await request.get(path)).status()).toBe(200)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(/\/privacidad<\/loc>/)
  expect(sitemap).toMatch(/\/terminos<\/loc>/)
})

test("the footer's 'Aviso legal' names the shop's owner as the settings say, with no serious accessibility violations", async ({
  page,
}) => {
  await page.goto('/')
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Aviso legal', exact: true })
    .click()
  await expect(page).toHaveURL(/\/aviso-legal$/)
  await expect(page).toHaveTitle('Aviso legal | Aurum Decants')
  // The embedded demo's illustrative owner, marked as such.
  const owner = page.getByRole('main')
  await expect(owner).toContainText('Aurum Decants S.L. (datos de ejemplo)')
  await expect(owner).toContainText('B12345674')
  await expect(owner.getByRole('link', { name: 'hola@aurumdecants.es' })).toHaveAttribute(
    'href',
    'mailto:hola@aurumdecants.es',
  )
  await expect(owner).toContainText('solo usamos cookies técnicas')
  expect(await seriousViolations(page, '/aviso-legal')).toEqual([])
})
