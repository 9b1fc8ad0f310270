import { expect, test } from '@playwright/test'
import { seriousViolations } from './support/a11y'

test('the home page shows the hero, the benefits and the seeded homepage perfumes @sin-js', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Descubre el lujo')
  for (const benefit of ['100% Original', 'Envío Rápido', 'Calidad Premium']) {
    await expect(page.getByRole('heading', { name: benefit })).toBeVisible()
  }
  const featured = page.locator('#perfumes article')
  await expect(featured.first()).toBeVisible()
  expect(await featured.count()).toBeGreaterThanOrEqual(6)
  await expect(
    page.locator('#colecciones').getByRole('heading', { level: 3 }).first(),
  ).toBeVisible()
  // The shop for search engines: founded in 2020 in Madrid, free shipping over 50 €.
  const organization = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  )
  expect(organization).toMatchObject({
    '@type': 'Organization',
    name: 'Aurum Decants',
    foundingDate: '2020',
    foundingLocation: { name: 'Madrid, España' },
    address: { addressLocality: 'Madrid', addressCountry: 'ES' },
  })
  expect(organization.description).toMatch(/Envío gratis en pedidos superiores a 50,00\s€\.$/)
})

/** What the tooltip test keeps in the page. */
interface TooltipWindow {
  tooltipTimes: Record<string, { over?: number; start?: number }>
}

test('the icon buttons show their name after 700 ms, the next one at once within 300 ms', async ({
  page,
}) => {
  await page.goto('/')
  // In the page: when the pointer or the focus reached each button, and when its tooltip's
  // fade-in began (transitionstart fires once the delay is over), by the events' own clocks.
  await page.evaluate(() => {
    const times: Record<string, { over?: number; start?: number }> = {}
    Object.assign(window, { tooltipTimes: times })
    const label = (target: EventTarget | null) =>
      target instanceof Element
        ? (target.closest('[data-tip]')?.getAttribute('aria-label') ?? null)
        : null
    for (const type of ['pointerover', 'focusin']) {
      document.addEventListener(type, (event) => {
        const name = label(event.target)
        if (name) times[name] = { over: event.timeStamp }
      })
    }
    document.addEventListener('transitionstart', (event) => {
      const name = label(event.target)
      if (name && event.pseudoElement === '::after' && times[name]) {
        times[name].start ??= event.timeStamp
      }
    })
  })
  const shownAfter = async (name: string) => {
    await expect
      .poll(() =>
        page.evaluate((key) => (window as unknown as TooltipWindow).tooltipTimes[key]?.start, name),
      )
      .toBeDefined()
    return page.evaluate((key) => {
      const { over = 0, start = 0 } = (window as unknown as TooltipWindow).tooltipTimes[key]
      return start - over
    }, name)
  }
  const search = page.getByRole('button', { name: 'Buscar' })
  await search.hover()
  expect(await shownAfter('Buscar')).toBeGreaterThanOrEqual(690)
  expect(await search.evaluate((button) => getComputedStyle(button, '::after').content)).toContain(
    'Buscar',
  )
  // Straight on to the cart: no second wait.
  await page.getByRole('link', { name: 'Carrito' }).hover()
  expect(await shownAfter('Carrito')).toBeLessThan(100)
  // Keyboard focus shows it too (after the skip delay is over, with its own wait); Escape hides it.
  await page.mouse.move(0, 400)
  await page.waitForTimeout(500)
  // The header's search box: a combobox, for its list of suggestions.
  await page.getByRole('combobox', { name: 'Buscar perfumes' }).first().focus()
  await page.keyboard.press('Tab')
  await expect(search).toBeFocused()
  expect(await shownAfter('Buscar')).toBeGreaterThanOrEqual(690)
  await expect.poll(() => search.evaluate((b) => getComputedStyle(b, '::after').opacity)).toBe('1')
  await page.keyboard.press('Escape')
  expect(await search.evaluate((button) => getComputedStyle(button, '::after').opacity)).toBe('0')
})

test('the header and footer carry every link of the specification', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('navigation', { name: 'Principal' })
  for (const [name, href] of [
    ['Inicio', '/'],
    ['Perfumes', '/catalogo'],
    ['Colecciones', '/colecciones'],
    ['Catalogo Perfumes', '/catalogo'],
  ]) {
    await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  const footer = page.getByRole('contentinfo')
  for (const [name, href] of [
    ['Novedades', '/catalogo?sort=newest'],
    ['Ofertas Especiales', '/coupons'],
    ['Centro de Ayuda', '/contact'],
    ['Envíos', '/contact'],
    ['Devoluciones', '/contact'],
    ['Política de Privacidad', '/privacidad'],
    ['Términos y Condiciones', '/terminos'],
    ['Aviso legal', '/aviso-legal'],
    ['Instagram', 'https://www.instagram.com/aurumdecants'],
    ['TikTok', 'https://www.tiktok.com/@aurumdecants'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true }).first()).toHaveAttribute(
      'href',
      href,
    )
  } // Trust: who runs the shop (the legal notice's data) and the payments taken. The administrators'
  // sign-in is not offered to shoppers, but its page stays where it was.
  await expect(footer.getByText(/^NIF [A-Z0-9]+$/)).toBeVisible()
  for (const name of ['Visa', 'Mastercard', 'Apple Pay', 'Google Pay']) {
    await expect(
      footer.getByRole('list', { name: 'Formas de pago' }).getByRole('img', { name }),
    ).toBeVisible()
  }
  await expect(footer.getByText('Acceso Administrador')).toHaveCount(0)
  await page.goto('/admin-auth')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the catalogue is rendered on the server with its title and the seeded perfumes', async ({
  page,
}) => {
  await page.goto('/catalogo')
  await expect(page).toHaveTitle(/Catálogo de Perfumes/)
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de Perfumes' })).toBeVisible()
  await expect(page.locator('main article')).toHaveCount(12)
  await expect(page.getByText('49 perfumes')).toBeVisible()
  const first = page.locator('main article').first()
  await expect(first.locator('img')).toHaveAttribute('src', /^\/images\/perfumes\/[\w-]+\.svg$/)
})

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Página No Encontrada' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/')
  await page.getByRole('link', { name: 'Ver Catálogo' }).click()
  await expect(page).toHaveURL(/\/catalogo$/)
})

test('the theme switch keeps the choice in a cookie, with no flash on the next page @sin-js', async ({
  page,
}) => {
  await page.goto('/catalogo')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.getByRole('button', { name: 'Claro' }).click()
  await expect(page).toHaveURL(/\/catalogo$/)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  // The server renders the chosen theme: the first byte of the next page already has it.
  const html = await (await page.request.get('/')).text()
  expect(html).toContain('data-theme="light"')
  await page.getByRole('button', { name: 'Sistema' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'system')
})

test('pages carry a CSP with a per-request nonce', async ({ request }) => {
  // The sign-in page is rendered for each request (a visitor's catalogue pages are kept: below).
  const first = await request.get('/auth')
  const second = await request.get('/auth')
  const csp = first.headers()['content-security-policy']
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toBe(second.headers()['content-security-policy'])
})

test("a visitor's catalogue page is rendered once and runs with its scripts' hashes", async ({
  page,
  request,
}) => {
  // An address of its own; other journeys move the catalogue meanwhile, and a page is kept only
  // a second after the last move.
  const path = `/catalogo?q=sauvage&pagina=1&visita=${Date.now()}`
  await expect(async () => {
    await request.get(path)
    expect((await request.get(path)).headers()['x-page-cache']).toBe('hit')
  }).toPass({ timeout: 30_000 })
  const kept = await request.get(path)
  const policy = kept.headers()['content-security-policy']
  expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/)
  expect(policy).not.toContain('nonce-')
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  const answer = await page.goto(path)
  expect(answer?.headers()['x-page-cache']).toBe('hit')
  // Hydrated: the inline scripts ran under the hashes alone.
  await expect.poll(() => page.evaluate(() => '__remixRouter' in window)).toBe(true)
  expect(violations).toEqual([])
  // A shopper with a session gets a page of their own, with a nonce.
  await page.context().addCookies([{ name: '__aurum', value: 'x', url: page.url() }])
  const own = await page.request.get(path)
  expect(own.headers()['x-page-cache']).toBeUndefined()
  expect(own.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/)
})

test('the mobile menu opens on a phone @sin-js', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const mobileMenu = page.getByRole('navigation', { name: 'Menú móvil' })
  await expect(mobileMenu).toBeHidden()
  await page.locator('summary', { hasText: 'Abrir menú' }).click()
  await expect(mobileMenu.getByRole('link', { name: 'Colecciones' })).toBeVisible()
})

for (const path of [
  '/',
  '/catalogo',
  '/no-existe',
  '/perfume/dior-sauvage',
  '/colecciones',
  '/contact',
  '/carrito',
  '/auth',
  '/auth?tab=registro',
  '/admin-auth',
]) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('no serious accessibility violations in the light theme either', async ({ page }) => {
  await page.goto('/catalogo')
  await page.getByRole('button', { name: 'Claro' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  for (const path of ['/', '/catalogo', '/perfume/dior-sauvage']) {
    await page.goto(path)
    expect(await seriousViolations(page, `${path}`)).toEqual([])
  }
})
