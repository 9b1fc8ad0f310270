import { type Page } from '@playwright/test'
import {
  ADMIN,
  DEMO_CUSTOMER as CUSTOMER,
  expect,
  PASSWORD,
  registerCustomer,
  signIn as postSignIn,
  test,
  uniqueName,
} from './support/fixtures'
import { putInCart } from './support/shop'

// The sign-up, sign-in and admin sign-in journeys: the only ones that type into those forms
// (with the ones that sign in on their way back to a page); the others sign in with the fixtures.

function newAccount() {
  const username = uniqueName('cliente')
  return { username, email: `${username}@example.com`, password: PASSWORD }
}

async function register(page: Page, account = newAccount()) {
  await page.goto('/auth?tab=registro')
  await page.getByLabel('Nombre de usuario').fill(account.username)
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Contraseña').fill(account.password)
  await page.getByRole('button', { name: 'Registrarse' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Registro exitoso' })).toContainText(
    `Bienvenido ${account.email}`,
  )
  return account
}

async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel('Email o nombre de usuario').fill(login)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
}

async function signOut(page: Page) {
  await page.locator('summary', { hasText: 'Menú de' }).click()
  await page.getByRole('button', { name: 'Cerrar Sesion' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Sesión cerrada' })).toContainText(
    'Has cerrado sesión correctamente',
  )
}

test('register, log out, and log in again with the username @sin-js', async ({ page }) => {
  const account = await register(page)
  await expect(page.locator('summary', { hasText: `Menú de ${account.username}` })).toBeVisible()
  await signOut(page)
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible()
  await page.getByRole('link', { name: 'Iniciar Sesión' }).click()
  await signIn(page, account.username, account.password)
  await expect(
    page.getByRole('status').filter({ hasText: 'Inicio de sesión exitoso' }),
  ).toBeVisible()
  await page.locator('summary', { hasText: 'Menú de' }).click()
  await expect(page.getByText('Cliente', { exact: true })).toBeVisible()
  const menu = page.locator('details', { has: page.locator('summary', { hasText: 'Menú de' }) })
  for (const entry of [
    'Mi Perfil',
    'Favoritos',
    'Mis Pedidos',
    'Seguimiento',
    'Metodos de Pago',
    'Direcciones',
    'Codigos de Descuento',
    'Resenas',
    'Notificaciones',
    'Configuracion',
  ]) {
    // Inside the menu: the header's bell is also a link named 'Notificaciones'.
    await expect(menu.getByRole('link', { name: entry })).toBeVisible()
  }
})

test('a wrong password shows the error next to the field and keeps the visitor signed out @sin-js', async ({
  page,
}) => {
  await page.goto('/auth')
  await signIn(page, CUSTOMER.email, 'no-es-la-clave')
  // Spec 000 §8: the server's message ('Login failed' from the API), shown in Spanish.
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Error de inicio de sesión')
  await expect(alert).toContainText('Los datos de acceso no son correctos')
  await expect(page.getByText('Email, usuario o contraseña incorrectos')).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('Login failed')
  await expect(page.getByLabel('Email o nombre de usuario')).toHaveValue(CUSTOMER.email)
})

test('registering a taken email says no more than for a free one: a mail went to the address', async ({
  page,
}) => {
  await page.goto('/auth?tab=registro')
  await page.getByLabel('Nombre de usuario').fill(uniqueName('otro'))
  await page.getByLabel('Email', { exact: true }).fill(CUSTOMER.email)
  await page.getByLabel('Contraseña').fill('una-clave-larga')
  await page.getByRole('button', { name: 'Registrarse' }).click()
  await expect(
    page.getByText(`Te hemos enviado un correo a ${CUSTOMER.email}. Ábrelo para continuar.`),
  ).toBeVisible()
  await expect(page.getByText('Este email ya está registrado')).toHaveCount(0)
  await expect(page.getByRole('main')).not.toContainText('Register failed')
  await expect(page.locator('summary', { hasText: 'Menú de' })).toHaveCount(0)
})

test('two sizes added as a guest are in the cart after signing in; quantities change @sin-js', async ({
  page,
}) => {
  // The account, then a guest's cart in a fresh session: the journey is the sign-in that merges it.
  const account = await registerCustomer(page.request, 'invitado')
  await page.context().clearCookies()
  await putInCart(page.request, '2ml')
  await putInCart(page.request, '5ml')
  await page.goto('/carrito')
  await page.getByRole('button', { name: 'Proceder al pago' }).click()
  await expect(page).toHaveURL(/\/auth\?message=login-required/)
  await expect(page.getByText('Necesitas estar registrado para realizar la compra')).toBeVisible()
  await signIn(page, account.email, account.password)
  await expect(page).toHaveURL(/\/carrito$/)
  await expect(page.getByText('Dior · 2ml')).toBeVisible()
  await expect(page.getByText('Dior · 5ml')).toBeVisible()

  const minus = page.getByRole('button', { name: 'Quitar uno de Sauvage 2ml' })
  await expect(minus).toBeDisabled()
  await page.getByRole('button', { name: 'Añadir uno de Sauvage 2ml' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Cantidad actualizada' })).toBeVisible()
  await expect(page.getByLabel('Cantidad de Sauvage 2ml')).toHaveText('2')
  await expect(minus).toBeEnabled()
  await minus.click()
  await expect(page.getByLabel('Cantidad de Sauvage 2ml')).toHaveText('1')

  await page.getByRole('button', { name: 'Eliminar Sauvage 5ml' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Producto eliminado' })).toBeVisible()
  await expect(page.getByText('Dior · 5ml')).toHaveCount(0)
  await page.getByRole('button', { name: 'Vaciar carrito' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Carrito vacio' })).toContainText(
    'Todos los productos han sido eliminados',
  )
})

test('an empty cart offers no payment; a payment asked for anyway gives the notice', async ({
  page,
}) => {
  await page.goto('/carrito')
  await expect(page.getByText('Tu carrito está vacío.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Proceder al pago' })).toHaveCount(0)
  // A cart emptied in another tab after this page was drawn: the server still refuses.
  await page.evaluate(() => {
    const form = document.createElement('form')
    form.method = 'post'
    form.action = '/carrito'
    form.innerHTML = '<input type="hidden" name="intent" value="checkout">'
    document.body.append(form)
    form.submit()
  })
  await expect(page.getByRole('alert').filter({ hasText: 'Carrito vacio' })).toContainText(
    'Agrega productos antes de proceder al pago',
  )
})

test('a customer opening /admin is refused, and cannot sign in at /admin-auth', async ({
  page,
}) => {
  await postSignIn(page.request, CUSTOMER.email, CUSTOMER.password)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible()
  await page.getByRole('link', { name: 'Ir al Login de Admin' }).click()
  await expect(page).toHaveURL(/\/admin-auth$/)
  await page.getByLabel('Email', { exact: true }).fill(CUSTOMER.email)
  await page.getByLabel('Contraseña').fill(CUSTOMER.password)
  await page.getByRole('button', { name: 'Acceder al Panel' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Credenciales incorrectas. Solo el administrador autorizado puede acceder.',
  )
})

test('an administrator signs in at /admin-auth and reaches the panel, with the red badge @sin-js', async ({
  page,
}) => {
  await page.goto('/admin-auth')
  await expect(page.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/')
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email)
  await page.getByLabel('Contraseña').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Acceder al Panel' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Resumen' })).toBeVisible()
  // The panel has a frame of its own: the badge is on the shop's header, a link away.
  await page.getByRole('link', { name: 'Ver tienda' }).click()
  await page.locator('summary', { hasText: 'Menú de' }).click()
  await expect(page.getByText('Administrador', { exact: true })).toBeVisible()
  await page.goto('/admin')
  await page
    .getByRole('complementary', { name: 'Menú del panel' })
    .getByRole('button', { name: 'Cerrar Sesión' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'Sesión cerrada' })).toBeVisible()
})
