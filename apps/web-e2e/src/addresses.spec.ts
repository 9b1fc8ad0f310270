import { type Page } from '@playwright/test'
import { apiCustomer, expect, test } from './support/fixtures'
import { expectToast } from './support/shop'
import { seriousViolations } from './support/a11y'

const HOME = {
  Nombre: 'Lucía Fernández',
  Teléfono: '+34 600 000 000',
  Calle: 'Calle Mayor 1',
  Ciudad: 'Madrid',
  'Provincia/Estado': 'Madrid',
  'Código postal': '28013',
}
const OFFICE = {
  Nombre: 'Oficina Diagonal',
  Teléfono: '+34 930 000 000',
  Calle: 'Avenida Diagonal 640',
  Ciudad: 'Barcelona',
  'Provincia/Estado': 'Barcelona',
  'Código postal': '08017',
}

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value)
}

const card = (page: Page, name: string) => page.getByRole('article', { name })

test('a visitor reads the access text, signs in and comes back to the addresses', async ({
  page,
  request,
}) => {
  const account = await apiCustomer(request, 'direcciones')
  const answer = await page.goto('/addresses')
  expect(answer?.status()).toBe(401)
  await expect(
    page.getByRole('heading', { name: 'Debes iniciar sesión para ver tus direcciones' }),
  ).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' }).click()
  await page.getByLabel('Email o nombre de usuario').fill(account.email)
  await page.getByLabel('Contraseña').fill(account.password)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  await expect(page).toHaveURL(/\/addresses$/)
  await expect(page.getByRole('heading', { name: 'Mis Direcciones' })).toBeVisible()
  await expect(page.getByText('No tienes direcciones guardadas')).toBeVisible()
})

test('add, refuse, edit, set as default and delete addresses @sin-js', async ({ page, login }) => {
  const javaScript = test.info().project.use.javaScriptEnabled !== false
  // With JavaScript, deleting asks first; the test answers yes.
  const asked: string[] = []
  page.on('dialog', (dialog) => {
    asked.push(dialog.message())
    void dialog.accept()
  })
  await login()
  await page.goto('/addresses')
  await expect(page.getByText('No tienes direcciones guardadas')).toBeVisible()

  // A refusal: the message sits next to its field, and what was typed stays.
  await page.getByRole('link', { name: 'Agregar Dirección' }).click()
  await expect(page.getByRole('heading', { name: 'Agregar Dirección' })).toBeVisible()
  await expect(page.getByLabel('País')).toHaveValue('España')
  await fill(page, { ...HOME, Nombre: '   ' })
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByRole('alert')).toContainText('No se pudo agregar la dirección')
  const name = page.getByLabel('Nombre', { exact: true })
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('El nombre es obligatorio')
  await expect(page.getByLabel('Calle')).toHaveValue(HOME.Calle)

  await fill(page, { Nombre: HOME.Nombre })
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expectToast(page, 'Dirección agregada')
  const home = card(page, HOME.Nombre)
  await expect(home).toContainText('Casa')
  await expect(home.getByText('Predeterminada', { exact: true })).toBeVisible()
  for (const text of ['Calle Mayor 1', '28013 Madrid, Madrid', 'España', '+34 600 000 000'])
    await expect(home).toContainText(text)

  await page.getByRole('link', { name: 'Agregar Dirección' }).click()
  await page.getByLabel('Tipo').selectOption({ label: 'Trabajo' })
  await fill(page, OFFICE)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expectToast(page, 'Dirección agregada')
  const office = card(page, OFFICE.Nombre)
  await expect(office).toContainText('Trabajo')
  await expect(office.getByText('Predeterminada', { exact: true })).toHaveCount(0)

  // The default moves to the office: one badge, and the default comes first.
  await office.getByRole('button', { name: /^Establecer como predeterminada/ }).click()
  await expectToast(page, 'Dirección predeterminada actualizada')
  await expect(office.getByText('Predeterminada', { exact: true })).toBeVisible()
  await expect(home.getByText('Predeterminada', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('article').first()).toHaveAccessibleName(OFFICE.Nombre)

  await home.getByRole('link', { name: /^Editar/ }).click()
  await expect(page.getByRole('heading', { name: 'Editar Dirección' })).toBeVisible()
  await expect(page.getByLabel('Ciudad')).toHaveValue('Madrid')
  await fill(page, { Ciudad: 'Alcalá de Henares', 'Código postal': '28801' })
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expectToast(page, 'Dirección actualizada')
  await expect(home).toContainText('28801 Alcalá de Henares, Madrid')

  // Deleting the default: the address that is left takes over.
  await office.getByRole('button', { name: /^Eliminar/ }).click()
  await expectToast(page, 'Dirección eliminada')
  await expect(office).toHaveCount(0)
  await expect(home.getByText('Predeterminada', { exact: true })).toBeVisible()
  expect(asked).toEqual(javaScript ? ['¿Eliminar esta dirección?'] : [])

  await home.getByRole('button', { name: /^Eliminar/ }).click()
  await expectToast(page, 'Dirección eliminada')
  await expect(page.getByText('No tienes direcciones guardadas')).toBeVisible()
})

test('answering no to the question keeps the address', async ({ page, login }) => {
  page.on('dialog', (dialog) => void dialog.dismiss())
  await login()
  await page.goto('/addresses?nueva=1')
  await fill(page, HOME)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expectToast(page, 'Dirección agregada')
  await card(page, HOME.Nombre)
    .getByRole('button', { name: /^Eliminar/ })
    .click()
  await page.goto('/addresses')
  await expect(card(page, HOME.Nombre)).toBeVisible()
})

test('no serious accessibility violations on the addresses page', async ({ page, login }) => {
  await login()
  const violations: string[] = []
  const check = async (label: string) => {
    violations.push(...(await seriousViolations(page, `${label}`)))
  }
  await page.goto('/addresses')
  await check('empty')
  await page.goto('/addresses?nueva=1')
  await fill(page, { ...HOME, Nombre: '' })
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('El nombre es obligatorio')).toBeVisible()
  await check('refused form')
  await fill(page, HOME)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expectToast(page, 'Dirección agregada')
  await page.goto('/addresses?nueva=1')
  await fill(page, OFFICE)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expectToast(page, 'Dirección agregada')
  await check('cards')
  expect(violations).toEqual([])
})
