import { readFile } from 'node:fs/promises'
import { type Browser, type Page } from '@playwright/test'
import { expect, registerCustomer, test, uniqueName } from './support/fixtures'
import { putInCart } from './support/shop'
import { seriousViolations } from './support/a11y'

// Every test here changes what the whole shop shows (maintenance, collections, shipping, coupons)
// or counts what every journey may add (subscribers): they run after the parallel journeys, one
// at a time (the serial projects, tag @serial).

/** The seeded settings every other test expects; each test here puts back what it changed. */
const DEFAULTS: Record<string, string> = {
  collections_enabled: 'true',
  maintenance_mode: 'false',
  coupons_enabled: 'true',
  paypal_enabled: 'false',
  bank_transfer_enabled: 'false',
  free_shipping_enabled: 'true',
  order_tracking_enabled: 'true',
  shipping_free_over: '50.00',
  shipping_flat_fee: '3.95',
}

/**
 * Puts every setting back through the Settings tab's own form, in the administrator's session:
 * the web app then forgets its copy of the settings at once, so the next test sees them.
 */
async function restoreSettings(page: Page) {
  for (const [key, value] of Object.entries(DEFAULTS)) {
    const flag = value === 'true' || value === 'false'
    const form: Record<string, string> = flag
      ? { intent: 'flag', key, ...(value === 'true' ? { enabled: 'on' } : {}) }
      : { intent: 'value', key, value }
    const response = await page.request.post('/admin/configuracion', { form, maxRedirects: 0 })
    expect(response.status(), `restoring ${key}`).toBe(302)
  }
}

/** A visitor who has never signed in: a browser context of its own. */
async function newVisitor(browser: Browser) {
  const context = await browser.newContext()
  return { context, visitor: await context.newPage() }
}

/**
 * Turns a switch of the Settings tab on or off. With JavaScript the change saves at once (the
 * 'Guardar' button goes once the page is hydrated); without it, 'Guardar' posts the form.
 */
async function setSwitch(page: Page, label: string, on: boolean, javaScriptEnabled: boolean) {
  await page.goto('/admin/configuracion')
  const toggle = page.getByRole('switch', { name: label, exact: true })
  const save = page.getByRole('button', { name: `Guardar ${label}`, exact: true })
  await expect(toggle).toBeChecked({ checked: !on })
  if (javaScriptEnabled) await expect(save).toBeHidden()
  await toggle.setChecked(on)
  if (!javaScriptEnabled) await save.click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Configuración actualizada' }),
  ).toBeVisible()
  await expect(toggle).toBeChecked({ checked: on })
}

test(
  'with collections off a visitor finds none anywhere; back on, they return',
  { tag: '@serial' },
  async ({ admin: page, browser, javaScriptEnabled }) => {
    const { context, visitor } = await newVisitor(browser)
    try {
      const sitemap = await visitor.request.get('/sitemap.xml')
      const slug = /\/colecciones\/([\w-]+)</.exec(await sitemap.text())?.[1]
      expect(slug).toBeTruthy()

      await setSwitch(page, 'Colecciones', false, javaScriptEnabled)

      await visitor.goto('/')
      await expect(visitor.getByRole('heading', { name: 'Perfumes Destacados' })).toBeVisible()
      await expect(visitor.locator('#colecciones')).toHaveCount(0)
      await expect(visitor.getByRole('link', { name: 'Ver Colecciones' })).toHaveCount(0)
      const header = visitor.getByRole('navigation', { name: 'Principal' })
      await expect(header.getByRole('link', { name: 'Inicio' })).toBeVisible()
      await expect(header.getByRole('link', { name: 'Colecciones', exact: true })).toHaveCount(0)
      // The phone menu is closed: its links count even while hidden.
      await expect(
        visitor
          .getByRole('navigation', { name: 'Menú móvil', includeHidden: true })
          .getByRole('link', { name: 'Colecciones', exact: true, includeHidden: true }),
      ).toHaveCount(0)
      const footer = visitor.getByRole('contentinfo')
      await expect(footer.getByRole('link', { name: 'Novedades' })).toBeVisible()
      await expect(footer.getByRole('link', { name: 'Colecciones', exact: true })).toHaveCount(0)
      expect((await visitor.goto('/colecciones'))?.status()).toBe(404)
      await expect(visitor.getByRole('heading', { name: 'Página No Encontrada' })).toBeVisible()
      expect((await visitor.goto(`/colecciones/${slug}`))?.status()).toBe(404)
      const hidden = await visitor.request.get('/sitemap.xml')
      expect(hidden.status()).toBe(200)
      expect(await hidden.text()).toContain('/perfume/')
      expect(await hidden.text()).not.toContain('/colecciones')

      await setSwitch(page, 'Colecciones', true, javaScriptEnabled)

      expect((await visitor.goto('/colecciones'))?.status()).toBe(200)
      await visitor.goto('/')
      await expect(visitor.locator('#colecciones')).toBeVisible()
      await expect(header.getByRole('link', { name: 'Colecciones', exact: true })).toBeVisible()
      expect(await (await visitor.request.get('/sitemap.xml')).text()).toContain(
        `/colecciones/${slug}`,
      )
    } finally {
      await context.close()
      await restoreSettings(page)
    }
  },
)

test(
  'in maintenance a visitor gets the 503 page while the administrator keeps working',
  { tag: '@serial' },
  async ({ admin: page, browser, javaScriptEnabled }) => {
    const { context, visitor } = await newVisitor(browser)
    try {
      await setSwitch(page, 'Modo mantenimiento', true, javaScriptEnabled)

      for (const path of ['/', '/catalogo', '/colecciones', '/perfume/dior-sauvage']) {
        const response = await visitor.goto(path)
        expect(response?.status(), path).toBe(503)
        expect(response?.headers()['retry-after'], path).toBe('600')
        await expect(
          visitor.getByRole('heading', { name: 'Estamos en mantenimiento' }),
          path,
        ).toBeVisible()
      }
      await expect(visitor).toHaveTitle(/En mantenimiento/)
      await expect(visitor.getByRole('link', { name: 'Carrito' })).toHaveCount(0)
      // A visitor's post changes nothing while the shop is closed: it ends on the same 503 page.
      const closedEmail = `${uniqueName(javaScriptEnabled ? 'cerradojs' : 'cerradosinjs')}@example.com`
      const posted = await visitor.request.post('/newsletter', { form: { email: closedEmail } })
      expect(posted.status()).toBe(503)
      // The administrator can still sign in from a fresh browser.
      expect((await visitor.goto('/admin-auth'))?.status()).toBe(200)
      await expect(visitor.getByRole('button', { name: 'Acceder al Panel' })).toBeVisible()

      expect((await page.goto('/admin'))?.status()).toBe(200)
      await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible()
      expect((await page.goto('/catalogo'))?.status()).toBe(200)
      await expect(page.getByText('Modo mantenimiento activo')).toBeVisible()

      await setSwitch(page, 'Modo mantenimiento', false, javaScriptEnabled)

      const subscribers = await page.request.get('/admin/contenido/suscriptores.csv')
      expect(await subscribers.text()).not.toContain(closedEmail)

      const reopened = await visitor.goto('/catalogo')
      expect(reopened?.status()).toBe(200)
      expect(reopened?.headers()['retry-after']).toBeUndefined()
      await expect(visitor.getByRole('heading', { name: 'Catálogo de Perfumes' })).toBeVisible()
    } finally {
      await context.close()
      await restoreSettings(page)
    }
  },
)

test(
  'shipping, coupon, payment and tracking settings change what a customer reads @sin-js',
  { tag: '@serial' },
  async ({ admin: page, browser, javaScriptEnabled }) => {
    const { context, visitor: customer } = await newVisitor(browser)
    try {
      await registerCustomer(customer.request, javaScriptEnabled ? 'ajustesjs' : 'ajustessinjs')
      await putInCart(customer.request, '2ml')

      // The threshold is the stored one, typed with a decimal comma.
      await page.goto('/admin/configuracion')
      await page.getByRole('textbox', { name: 'Envío gratis a partir de' }).fill('60,5')
      await page.getByRole('button', { name: 'Guardar Envío gratis a partir de' }).click()
      await expect(
        page.getByRole('status').filter({ hasText: 'Configuración actualizada' }),
      ).toBeVisible()
      await expect(page.getByRole('textbox', { name: 'Envío gratis a partir de' })).toHaveValue(
        '60,50',
      )
      await customer.goto('/carrito')
      await expect(customer.getByText('gratis a partir de 60,50 €')).toBeVisible()
      await expect(customer.getByRole('contentinfo')).toContainText(
        'Envío gratis en pedidos superiores a 60,50 €',
      )

      // An amount over the limit is refused: the reason by its field, the amount as typed.
      const fee = page.getByRole('textbox', { name: 'Tarifa de envío' })
      await fee.fill('100000')
      await page.getByRole('button', { name: 'Guardar Tarifa de envío' }).click()
      await expect(fee).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText('Un importe positivo o cero con hasta 2 decimales')).toBeVisible()
      await expect(fee).toHaveValue('100000')
      // One the field's pattern would stop, posted anyway, is refused too, and nothing is saved.
      const refused = await page.request.post('/admin/configuracion', {
        form: { intent: 'value', key: 'shipping_flat_fee', value: 'tres' },
        maxRedirects: 0,
      })
      expect(refused.status()).toBe(400)
      await page.goto('/admin/configuracion')
      await expect(fee).toHaveValue('3,95')

      await setSwitch(page, 'Envío gratis', false, javaScriptEnabled)
      await setSwitch(page, 'Cupones de descuento', false, javaScriptEnabled)
      await setSwitch(page, 'PayPal', true, javaScriptEnabled)
      await setSwitch(page, 'Seguimiento de pedidos', false, javaScriptEnabled)

      await customer.goto('/carrito')
      await expect(customer.getByText(/Envío: /)).toBeVisible()
      await expect(customer.getByText(/gratis a partir de/i)).toHaveCount(0)
      await expect(customer.getByRole('contentinfo')).not.toContainText('Envío gratis')
      await customer.goto('/checkout')
      await expect(customer.getByRole('heading', { name: 'Pago', exact: true })).toBeVisible()
      await expect(customer.getByLabel('Código de cupón')).toHaveCount(0)
      await expect(customer.getByText('También aceptamos PayPal:')).toBeVisible()
      await expect(customer.getByText(/transferencia bancaria/)).toHaveCount(0)
      // A coupon sent anyway gets the API's refusal.
      await customer.goto('/checkout?cupon=BIENVENIDA')
      await expect(
        customer.getByRole('alert').filter({ hasText: 'Los cupones no están disponibles' }),
      ).toBeVisible()

      await customer.locator('summary', { hasText: 'Menú de' }).click()
      await expect(customer.getByRole('link', { name: 'Mis Pedidos' })).toBeVisible()
      await expect(customer.getByRole('link', { name: 'Seguimiento' })).toHaveCount(0)
      expect((await customer.goto('/tracking'))?.status()).toBe(404)
    } finally {
      await context.close()
      await restoreSettings(page)
    }
  },
)

test(
  'the content tab counts a new newsletter subscriber and downloads the list as CSV',
  { tag: '@serial' },
  async ({ admin: page, browser }) => {
    await page.goto('/admin/contenido')
    const newsletter = page.getByRole('region', { name: 'Suscriptores de la newsletter' })
    const before = Number(/(\d+)\s+suscriptor/.exec(await newsletter.innerText())?.[1])
    expect(Number.isInteger(before)).toBe(true)
    await expect(page.getByRole('link', { name: 'Completar en Perfumes' })).toHaveAttribute(
      'href',
      '/admin/perfumes',
    )

    const { context, visitor } = await newVisitor(browser)
    const email = `${uniqueName('boletin-')}@example.com`
    try {
      await visitor.goto('/')
      await visitor.getByLabel('Email para la newsletter').fill(email)
      await visitor.getByRole('button', { name: 'Suscribirse' }).click()
      await expect(
        visitor.getByRole('status').filter({ hasText: 'Suscripción confirmada' }),
      ).toBeVisible()
      // Only the administrator gets the list.
      const refused = await visitor.request.get('/admin/contenido/suscriptores.csv', {
        maxRedirects: 0,
      })
      expect(refused.status()).toBe(302)
      expect(refused.headers().location).toBe('/admin-auth')
    } finally {
      await context.close()
    }

    await page.reload()
    await expect(newsletter).toContainText(`${before + 1} suscriptor`)
    const download = page.waitForEvent('download')
    await newsletter.getByRole('link', { name: 'Descargar CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.csv$/)
    expect(await readFile(await file.path(), 'utf8')).toContain(email)
  },
)

test(
  'no serious accessibility violations on the settings, content and maintenance pages',
  { tag: '@serial' },
  async ({ admin: page, browser }) => {
    const { context, visitor } = await newVisitor(browser)
    const failures: string[] = []
    try {
      await page.goto('/admin')
      for (const theme of ['Oscuro', 'Claro']) {
        await page.getByRole('button', { name: theme }).click()
        await visitor.goto('/')
        await visitor.getByRole('button', { name: theme }).click()
        for (const path of ['/admin/configuracion', '/admin/contenido']) {
          await page.goto(path)
          failures.push(...(await seriousViolations(page, `${theme} ${path}`)))
        }
        await setSwitch(page, 'Modo mantenimiento', true, true)
        await visitor.goto('/')
        await expect(
          visitor.getByRole('heading', { name: 'Estamos en mantenimiento' }),
        ).toBeVisible()
        failures.push(...(await seriousViolations(visitor, `${theme} mantenimiento`)))
        await setSwitch(page, 'Modo mantenimiento', false, true)
      }
      expect(failures).toEqual([])
    } finally {
      await context.close()
      await restoreSettings(page)
    }
  },
)
