import { type Page } from '@playwright/test'
import { expect, PASSWORD, test, uniqueName } from './support/fixtures'
import { expectToast, putInCart } from './support/shop'

/**
 * The spec's Spanish texts, exactly where the spec puts them (spec 001 §5 and §8, spec 000 §8):
 * the coupon toasts at checkout, the notice for a visitor going to pay, and the access texts of
 * every account page. The sign-in and register failures are in accounts.spec.ts.
 */

/** The sign-up form, typed: signing up and coming back is the journey where it is used. */
async function register(page: Page): Promise<void> {
  const name = uniqueName('textos')
  await page.getByRole('link', { name: 'Registrarse' }).click()
  await page.getByLabel('Nombre de usuario').fill(name)
  await page.getByLabel('Email', { exact: true }).fill(`${name}@example.com`)
  await page.getByLabel('Contraseña').fill(PASSWORD)
  await page.getByRole('button', { name: 'Registrarse' }).click()
  await expectToast(page, 'Registro exitoso')
}

/** A toast by its exact title: role status, or alert when it reports a failure. */
const toast = (page: Page, role: 'status' | 'alert', title: string) =>
  page.getByRole(role).filter({ has: page.getByText(title, { exact: true }) })

test('checkout: a refused coupon says Error al aplicar el cupón with the reason, a good one Cupón aplicado', async ({
  page,
  login,
}) => {
  await login()
  await putInCart(page.request, '5ml')
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Pago', exact: true })).toBeVisible()

  await page.getByLabel('Código de cupón').fill('noexiste')
  await page.getByRole('button', { name: 'Aplicar', exact: true }).click()
  const refused = toast(page, 'alert', 'Error al aplicar el cupón')
  await expect(refused).toBeVisible()
  await expect(refused).toContainText('Cupón no válido')
  await expect(page.getByRole('complementary').getByText('Descuento')).toHaveCount(0)

  // The demo shop's welcome coupon (apps/api/src/db/seed/demo-shop.seeder.ts), typed in lower case.
  await page.getByLabel('Código de cupón').fill('bienvenida')
  await page.getByRole('button', { name: 'Aplicar', exact: true }).click()
  const applied = toast(page, 'status', 'Cupón aplicado')
  await expect(applied).toBeVisible()
  await expect(applied).toContainText(/BIENVENIDA: .+ de descuento/)
  await expect(page).toHaveURL(/\/checkout\?cupon=BIENVENIDA$/)
  await expect(page.getByText('Cupón BIENVENIDA aplicado')).toBeVisible()
  await expect(page.getByRole('complementary').getByText('Descuento')).toBeVisible()

  // A second, refused code leaves the applied one as it was.
  await page.getByLabel('Código de cupón').fill('OTRONOEXISTE')
  await page.getByRole('button', { name: 'Aplicar', exact: true }).click()
  await expect(toast(page, 'alert', 'Error al aplicar el cupón')).toContainText('Cupón no válido')
  await expect(page).toHaveURL(/\/checkout\?cupon=BIENVENIDA$/)
  await expect(page.getByText('Cupón BIENVENIDA aplicado')).toBeVisible()
})

test('a visitor going to pay reads Inicia sesión para continuar, and signing up comes back @sin-js', async ({
  page,
}) => {
  const notice = page.getByRole('status').filter({
    has: page.getByText('Inicia sesión para continuar', { exact: true }),
  })

  // From the cart's 'Proceder al pago'.
  await putInCart(page.request, '5ml')
  await page.goto('/carrito')
  await page.getByRole('button', { name: 'Proceder al pago' }).click()
  await expect(page).toHaveURL(/\/auth\?message=login-required&redirectTo=%2Fcarrito$/)
  await expect(notice).toContainText('Necesitas estar registrado para realizar la compra')

  // Straight to /checkout: the same notice, and back to the payment page once signed up.
  await page.goto('/checkout')
  await expect(page).toHaveURL(/\/auth\?message=login-required&redirectTo=%2Fcheckout$/)
  await expect(notice).toContainText('Necesitas estar registrado para realizar la compra')
  await register(page)
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { name: 'Pago', exact: true })).toBeVisible()
})

/** Each account page's text for a visitor: spec 001 §2's where it gives one, else the page's own. */
const ACCOUNT_PAGES: [path: string, text: string][] = [
  ['/profile', 'Debes iniciar sesión para ver tu perfil'],
  ['/favorites', 'Acceso requerido'],
  ['/orders', 'Acceso denegado'],
  // Spec 001 says only 'Login required' for tracking: the words are those of favorites.
  ['/tracking', 'Acceso requerido'],
  ['/payment-methods', 'Debes iniciar sesión para ver tus métodos de pago'],
  ['/addresses', 'Debes iniciar sesión para ver tus direcciones'],
  ['/coupons', 'Debes iniciar sesión para ver tus cupones'],
  ['/notifications', 'Debes iniciar sesión para ver tus notificaciones'],
  ['/settings', 'Debes iniciar sesión para ver la configuración'],
]

test('every account page tells a visitor its access text, with a sign-in link that comes back', async ({
  page,
}) => {
  for (const [path, text] of ACCOUNT_PAGES) {
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(401)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text)
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' }),
    ).toHaveAttribute('href', `/auth?redirectTo=${encodeURIComponent(path)}`)
  }
  // The review list is for everyone (spec 001 §6): no access text there.
  expect((await page.goto('/reviews'))?.status()).toBe(200)

  await page.goto('/favorites')
  await page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' }).click()
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Ffavorites$/)
  await register(page)
  await expect(page).toHaveURL(/\/favorites$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis Favoritos')
})
