import { type APIRequestContext, expect, type Page } from '@playwright/test'

export { ADMIN } from './fixtures'

export async function expectToast(page: Page, title: string | RegExp): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: title })).toBeVisible()
}

/** Fills the checkout's new-address form and saves it. */
export async function saveCheckoutAddress(page: Page): Promise<void> {
  const fields: [string, string][] = [
    ['Nombre completo', 'Lucía Fernández'],
    ['Calle y número', 'Calle Mayor 1'],
    ['Ciudad', 'Madrid'],
    ['Provincia', 'Madrid'],
    ['Código postal', '28013'],
    ['Teléfono', '+34 600 000 000'],
  ]
  for (const [label, value] of fields) await page.getByLabel(label).fill(value)
  await page.getByRole('button', { name: 'Guardar dirección' }).click()
  await expectToast(page, 'Dirección agregada')
}

/** 'Agregar' on the size of the first perfume a catalogue search finds. */
export async function addToCart(page: Page, search: string, size: string): Promise<void> {
  await page.goto(`/catalogo?q=${encodeURIComponent(search)}`)
  const card = page.locator('main article').first()
  await card.getByText(size, { exact: true }).click()
  await card.getByRole('button', { name: 'Agregar', exact: true }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Producto agregado' }).last(),
  ).toBeVisible()
}

const perfumeIds = new Map<string, string>()

/**
 * A perfume's id by its slug, read once per worker from its page's 'Agregar' form: through the web
 * alone, as the journeys run behind the two-replica proxy too (scripts/resilience/two-replicas.mjs).
 */
async function perfumeId(request: APIRequestContext, slug: string): Promise<string> {
  const known = perfumeIds.get(slug)
  if (known) return known
  const page = await (await request.get(`/perfume/${slug}`)).text()
  const field = /<input[^>]*name="productId"[^>]*>/.exec(page)?.[0] ?? ''
  const id = /value="([0-9a-f-]{36})"/.exec(field)?.[1]
  expect(id, `the 'Agregar' form of /perfume/${slug}`).toBeTruthy()
  perfumeIds.set(slug, id as string)
  return id as string
}

/**
 * Puts a size in the cart of this context (a visitor's or a customer's) with the form the card's
 * 'Agregar' posts, for journeys about what comes after: the button itself is cart-drawer.spec.ts's
 * and catalogue.spec.ts's. The redirect is followed to /carrito, which shows the toast.
 */
export async function putInCart(
  request: APIRequestContext,
  size: string,
  slug = 'dior-sauvage',
): Promise<void> {
  const productId = await perfumeId(request, slug)
  const answer = await request.post('/carrito', {
    form: { intent: 'add', productId, size, redirectTo: '/carrito' },
  })
  expect(answer.status(), `adding ${slug} ${size}`).toBe(200)
  expect(await answer.text(), `adding ${slug} ${size}`).toContain('Producto agregado')
}

/** The address the purchases are sent to (the checkout's form, as saveCheckoutAddress types it). */
const ADDRESS = {
  name: 'Lucía Fernández',
  street: 'Calle Mayor 1',
  city: 'Madrid',
  state: 'Madrid',
  zipCode: '28013',
  country: 'España',
  phone: '+34 600 000 000',
}

/**
 * The customer signed in on this page buys one Sauvage 5ml on the local test payment page, with
 * the forms the checkout posts (the clicks are checkout.spec.ts's journey). The order's code, read
 * from /success; with `openSuccess` the page is left there, as after paying.
 */
export async function buyOneDecant(page: Page, { openSuccess = false } = {}): Promise<string> {
  await putInCart(page.request, '5ml')
  return payForCart(page, { openSuccess })
}

/**
 * The customer signed in on this page pays for their cart on the local test payment page, with the
 * forms the checkout posts. The order's code, read from /success; with `openSuccess` the page is
 * left there, as after paying.
 */
export async function payForCart(page: Page, { openSuccess = false } = {}): Promise<string> {
  const { request } = page
  const saved = await request.post('/checkout', {
    form: { intent: 'address', ...ADDRESS },
    maxRedirects: 0,
  })
  expect(saved.status(), 'the checkout saves the address').toBe(302)
  const checkout = await (await request.get('/checkout')).text()
  const addressId = /<input[^>]*name="addressId"[^>]*value="([0-9a-f-]{36})"/.exec(checkout)?.[1]
  expect(addressId, 'the saved address offered at the checkout').toBeTruthy()
  const started = await request.post('/checkout', {
    form: { addressId: addressId as string },
    maxRedirects: 0,
  })
  expect(started.status(), 'the checkout sends to the payment page').toBe(302)
  const paymentPage = started.headers().location
  const paid = await request.post(`${paymentPage.replace(/\/$/, '')}/pay`, { maxRedirects: 0 })
  expect(paid.status(), 'the test payment page takes the payment').toBe(303)
  const success = paid.headers().location
  expect(success).toMatch(/\/success\?session_id=/)
  if (openSuccess) {
    await page.goto(success)
    return (await page.getByRole('heading', { name: /Pedido #/ }).innerText()).replace(
      'Pedido #',
      '',
    )
  }
  // React writes the heading as 'Pedido #<!-- -->CODE'.
  const code = /Pedido #(?:<!-- -->)?([\w-]+)/.exec(await (await request.get(success)).text())?.[1]
  expect(code, 'the order on /success').toBeTruthy()
  return code as string
}
