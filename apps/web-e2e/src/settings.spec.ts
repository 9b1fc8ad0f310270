import { type Page } from '@playwright/test'
import { e2eWebUrl } from './support/environment'
import { expect, PASSWORD, signIn as postSignIn, test } from './support/fixtures'
import { expectToast } from './support/shop'
import { seriousViolations } from './support/a11y'

const NEW_PASSWORD = 'otra-clave-mas-larga'
const ACCESS_TEXT = 'Debes iniciar sesión para ver la configuración'

/** The sign-in form, typed: signing in is part of the journeys that use it here. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth')
  await page.getByLabel('Email o nombre de usuario').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expectToast(page, 'Configuraciones actualizadas')
}

test('a visitor gets the access text and a way to sign in', async ({ page }) => {
  const answer = await page.goto('/settings')
  expect(answer?.status()).toBe(401)
  await expect(page.getByRole('heading', { name: ACCESS_TEXT })).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' }),
  ).toHaveAttribute('href', '/auth?redirectTo=%2Fsettings')
})

test('the eight cards in order; a changed setting is kept after a reload @sin-js', async ({
  page,
  login,
}) => {
  await login()
  await page.goto('/settings')
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Notificaciones',
    'Privacidad',
    'Apariencia',
    'Idioma y Región',
    'Seguridad',
    'Datos',
    'Cambiar Contraseña',
    'Eliminar Cuenta',
  ])
  // The store sells in euros only: said, not offered as a choice.
  await expect(page.getByText('Euro (EUR)')).toBeVisible()
  await expect(page.getByLabel('Notificaciones por SMS')).not.toBeChecked()
  await expect(page.getByLabel('Notificaciones por email')).toBeChecked()

  await page.getByLabel('Notificaciones por SMS').check()
  await page.getByLabel('Notificaciones por email').uncheck()
  await page.getByLabel('Visibilidad del perfil').selectOption('private')
  await page.getByLabel('Zona horaria').selectOption('America/Bogota')
  await page.getByLabel('Cerrar la sesión tras un tiempo sin actividad').selectOption('120')
  await page.getByLabel('Frecuencia de la copia').selectOption('monthly')
  await save(page)

  await page.reload()
  await expect(page.getByLabel('Notificaciones por SMS')).toBeChecked()
  await expect(page.getByLabel('Notificaciones por email')).not.toBeChecked()
  await expect(page.getByLabel('Visibilidad del perfil')).toHaveValue('private')
  await expect(page.getByLabel('Zona horaria')).toHaveValue('America/Bogota')
  await expect(page.getByLabel('Cerrar la sesión tras un tiempo sin actividad')).toHaveValue('120')
  await expect(page.getByLabel('Frecuencia de la copia')).toHaveValue('monthly')
  await expect(page.getByLabel('Formato de exportación')).toHaveValue('json')
})

test('the saved theme drives the site: at once, at the next sign-in, and from the footer', async ({
  page,
  login,
}) => {
  const { email } = await login()
  const html = page.locator('html')
  await page.goto('/settings')
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await page.getByRole('combobox', { name: 'Tema', exact: true }).selectOption('light')
  await save(page)
  await expect(html).toHaveAttribute('data-theme', 'light')

  // Signed out, the visitor picks dark; signing in brings the account's light back.
  await page.locator('summary', { hasText: 'Menú de' }).click()
  await page.getByRole('button', { name: 'Cerrar Sesion' }).click()
  await expectToast(page, 'Sesión cerrada')
  await page.getByRole('form', { name: 'Tema' }).getByRole('button', { name: 'Oscuro' }).click()
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await signIn(page, email, PASSWORD)
  await expectToast(page, 'Inicio de sesión exitoso')
  await expect(html).toHaveAttribute('data-theme', 'light')

  // The footer's switch of a signed-in customer is kept in the settings too.
  await page.getByRole('form', { name: 'Tema' }).getByRole('button', { name: 'Sistema' }).click()
  await expect(html).toHaveAttribute('data-theme', 'system')
  await page.goto('/settings')
  await expect(page.getByRole('combobox', { name: 'Tema', exact: true })).toHaveValue('auto')
})

test('changing the password ends the other sessions; this one goes on @sin-js', async ({
  page,
  browser,
  login,
}, testInfo) => {
  const scripts = testInfo.project.use.javaScriptEnabled !== false
  const { email } = await login()
  const elsewhere = await browser.newContext({
    baseURL: e2eWebUrl,
    locale: 'es-ES',
    javaScriptEnabled: scripts,
  })
  const other = await elsewhere.newPage()
  await postSignIn(elsewhere.request, email)
  await other.goto('/settings')
  await expect(other.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible()

  await page.goto('/settings')
  const submit = page.getByRole('button', { name: 'Cambiar Contraseña' })
  const current = page.getByLabel('Contraseña actual')
  const next = page.getByLabel('Nueva contraseña', { exact: true })
  const confirm = page.getByLabel('Confirmar nueva contraseña')
  if (scripts) await expect(submit).toBeDisabled()
  await current.fill(PASSWORD)
  await next.fill(NEW_PASSWORD)
  await confirm.fill('no-coincide-con-la-nueva')
  if (scripts) {
    // Told while typing; the button waits for matching fields.
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible()
    await expect(submit).toBeDisabled()
  } else {
    await submit.click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'No se pudo cambiar la contraseña.' }),
    ).toBeVisible()
    await expect(confirm).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible()
  }

  // A wrong current password: the message next to its field, nothing changed.
  await current.fill('no-es-la-clave')
  await next.fill(NEW_PASSWORD)
  await confirm.fill(NEW_PASSWORD)
  await submit.click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'No se pudo cambiar la contraseña.' }),
  ).toBeVisible()
  await expect(page.getByText('La contraseña actual no es correcta')).toBeVisible()
  await expect(current).toHaveAttribute('aria-invalid', 'true')

  await current.fill(PASSWORD)
  await next.fill(NEW_PASSWORD)
  await confirm.fill(NEW_PASSWORD)
  await submit.click()
  await expectToast(page, 'Contraseña actualizada')
  await expect(current).toHaveValue('')

  // This session goes on.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible()
  // The other one is signed out at its next page.
  await other.goto('/settings')
  await expect(other.getByRole('heading', { name: ACCESS_TEXT })).toBeVisible()
  await expect(other.locator('summary', { hasText: 'Menú de' })).toHaveCount(0)
  await signIn(other, email, PASSWORD)
  await expect(other.getByText('Email, usuario o contraseña incorrectos')).toBeVisible()
  await signIn(other, email, NEW_PASSWORD)
  await expectToast(other, 'Inicio de sesión exitoso')
  await elsewhere.close()
})

for (const theme of ['dark', 'light'] as const) {
  test(`no serious accessibility violations on /settings, theme ${theme}`, async ({
    page,
    login,
  }) => {
    await login()
    await page.goto('/settings')
    if (theme === 'light') {
      await page.getByRole('combobox', { name: 'Tema', exact: true }).selectOption('light')
      await save(page)
    }
    // A refused password shows its messages: checked too.
    await page.getByLabel('Contraseña actual').fill('no-es-la-clave')
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('Confirmar nueva contraseña').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Cambiar Contraseña' }).click()
    await expect(page.getByText('La contraseña actual no es correcta')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}
