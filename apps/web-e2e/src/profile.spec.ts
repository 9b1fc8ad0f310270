import { type APIRequestContext, type Page } from '@playwright/test'
import { apiCustomer, expect, PASSWORD, signIn as postSignIn, test } from './support/fixtures'
import { expectToast } from './support/shop'
import { seriousViolations } from './support/a11y'

/** A fresh customer, registered straight at the API: the journey here is the profile. */
const newCustomer = (request: APIRequestContext) => apiCustomer(request, 'perfil')

async function signIn(page: Page, login: string) {
  await page.getByLabel('Email o nombre de usuario').fill(login)
  await page.getByLabel('Contraseña').fill(PASSWORD)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
}

const activity = (page: Page) => page.getByRole('region', { name: 'Actividad Reciente' })

test('a visitor is asked to sign in, and comes back to the profile with the sign-in in its activity', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request)
  await page.goto('/profile')
  await expect(
    page.getByRole('heading', { name: 'Debes iniciar sesión para ver tu perfil' }),
  ).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' }).click()
  await signIn(page, customer.username)
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { name: 'Mi Perfil' })).toBeVisible()
  await expect(page.getByText(customer.email).first()).toBeVisible()
  await expect(page.getByText(/^Miembro desde \d+ de \w+ de \d{4}$/)).toBeVisible()
  for (const counterName of ['Favoritos', 'Pedidos', 'Reseñas']) {
    await expect(page.getByRole('term').filter({ hasText: counterName })).toBeVisible()
  }
  // Registering signed them in once; this is the second.
  await expect(activity(page).getByText('Inicio de sesión')).toHaveCount(2)
  await expect(activity(page).getByText('Has iniciado sesión en tu cuenta').first()).toBeVisible()
})

test('edits the profile: errors next to the fields, then saved, with the new name in the header @sin-js', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request)
  await postSignIn(page.request, customer.email)
  await page.goto('/profile')
  await expect(page.locator('summary', { hasText: `Menú de ${customer.username}` })).toBeVisible()

  // 'Cancelar' leaves edit mode and forgets what was typed.
  await page.getByRole('link', { name: 'Editar' }).click()
  await expect(page).toHaveURL(/\/profile\?editar=1$/)
  await page.getByLabel('Nombre completo').fill('Nadie')
  await page.getByRole('link', { name: 'Cancelar' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByLabel('Nombre completo')).toHaveCount(0)

  await page.getByRole('link', { name: 'Editar' }).click()
  await expect(page.getByLabel('Nombre de usuario')).toHaveValue(customer.username)
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email)
  await expect(page.getByLabel('Contraseña actual')).toHaveAccessibleDescription(
    'Solo hace falta si cambias el email.',
  )
  // A new email without the current password, and a phone that is not one.
  const newEmail = `nuevo.${customer.email}`
  await page.getByLabel('Nombre completo').fill('Lucía Fernández')
  await page.getByLabel('Email', { exact: true }).fill(newEmail)
  await page.getByLabel('Teléfono').fill('llámame')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Error al actualizar el perfil' }),
  ).toBeVisible()
  await expect(page.getByLabel('Teléfono')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Teléfono')).toHaveAccessibleDescription(
    'Introduce un teléfono válido',
  )
  // What was typed stays in the fields.
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Lucía Fernández')

  await page.getByLabel('Teléfono').fill('+34 600 111 222')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByLabel('Contraseña actual')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Contraseña actual')).toHaveAccessibleDescription(
    'Solo hace falta si cambias el email. Introduce tu contraseña actual para cambiar el email',
  )

  await page.getByLabel('Contraseña actual').fill(PASSWORD)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expectToast(page, 'Perfil actualizado')
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByLabel('Nombre completo')).toHaveCount(0)
  const details = page.getByRole('region', { name: 'Datos personales' })
  await expect(details.getByText('Lucía Fernández', { exact: true })).toBeVisible()
  // The email changes only when the new address confirms (mail.spec.ts follows such links).
  await expect(
    page.getByText(
      `Te hemos enviado un enlace a ${newEmail} para confirmar el cambio. Hasta entonces seguirás usando ${customer.email}.`,
    ),
  ).toBeVisible()
  await expect(details.getByText(customer.email, { exact: true })).toBeVisible()
  await expect(details.getByText('+34 600 111 222', { exact: true })).toBeVisible()
  await expect(page.locator('summary', { hasText: 'Menú de Lucía Fernández' })).toBeVisible()
  await expect(activity(page).getByText('Perfil actualizado')).toHaveCount(1)
})

for (const theme of ['Oscuro', 'Claro'] as const) {
  test(`no serious accessibility violations on the profile, theme ${theme}`, async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request)
    await postSignIn(page.request, customer.username)
    await page.goto('/profile')
    await page.getByRole('button', { name: theme }).click()
    await expect(page.locator('html')).toHaveAttribute(
      'data-theme',
      theme === 'Claro' ? 'light' : 'dark',
    )
    const failures: string[] = []
    for (const path of ['/profile', '/profile?editar=1']) {
      await page.goto(path)
      failures.push(...(await seriousViolations(page, path)))
    }
    // A refused form: the alert and the messages tied to their fields.
    await page.getByLabel('Nombre de usuario').fill('a b')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Error al actualizar el perfil' }),
    ).toBeVisible()
    failures.push(...(await seriousViolations(page, 'profile refused')))
    expect(failures).toEqual([])
  })
}
