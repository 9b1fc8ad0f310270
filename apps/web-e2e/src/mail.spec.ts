import { type Locator, type Page } from '@playwright/test'
import { expect, PASSWORD, test, uniqueName } from './support/fixtures'
import { buyOneDecant } from './support/shop'

// Mail as the customer and the administrator see it: the demo's mailbox at /admin/correo catches
// what the shop sends (the e2e shop runs without SMTP_URL), and its links are followed from there.

/**
 * Opens, in the administrator's mailbox, the newest mail to this address with this subject (it
 * arrives within a few seconds of its event): the opened mail.
 */
async function openMail(admin: Page, to: string, subject: string): Promise<Locator> {
  const row = admin.getByRole('listitem').filter({ hasText: to }).filter({ hasText: subject })
  await expect(async () => {
    await admin.goto('/admin/correo')
    await expect(row.first()).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await row.first().getByRole('link', { name: subject }).click()
  const mail = admin.getByRole('article')
  await expect(mail).toContainText(`Para: ${to}`)
  return mail
}

/** The address of the mail's link to this page of the shop, with its token. */
async function linkTo(mail: Locator, path: string): Promise<string> {
  const link = mail.getByRole('link', { name: new RegExp(`${path}\\?token=`) }).first()
  return (await link.getAttribute('href')) as string
}

test('a new customer confirms their email with the link mailed to them @sin-js', async ({
  page,
  admin,
}) => {
  const username = uniqueName('correo')
  const email = `${username}@example.com`
  await page.goto('/auth?tab=registro')
  await page.getByLabel('Nombre de usuario').fill(username)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Contraseña').fill(PASSWORD)
  await page.getByRole('button', { name: 'Registrarse' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Registro exitoso' })).toBeVisible()
  await expect(page.getByText(`Confirma tu email: te enviamos un enlace a ${email}.`)).toBeVisible()

  const link = await linkTo(await openMail(admin, email, 'Confirma tu email'), '/verificar-correo')
  // A GET of the link (a mail scanner's) changes nothing: the page asks for the click.
  await page.goto(link)
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Email confirmado').first()).toBeVisible()
  await page.goto('/profile')
  await expect(page.getByText('Confirma tu email')).toHaveCount(0)
})

test('a forgotten password is replaced through the link mailed to the account @sin-js', async ({
  page,
  admin,
  login,
}) => {
  const customer = await login()
  // Signed out, as someone who forgot it would be.
  await page.context().clearCookies()
  await page.goto('/auth')
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
  await expect(page).toHaveURL(/\/recuperar-contrasena/)
  await page.getByLabel('Email', { exact: true }).fill(customer.email)
  await page.getByRole('button', { name: 'Enviar enlace' }).click()
  await expect(
    page.getByText(`Si existe una cuenta con ${customer.email}, te hemos enviado un enlace`),
  ).toBeVisible()

  const link = await linkTo(
    await openMail(admin, customer.email, 'Restablece tu contraseña'),
    '/restablecer-contrasena',
  )
  await page.goto(link)
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('una-clave-nueva-2026')
  await page.getByLabel('Repite la nueva contraseña').fill('una-clave-nueva-2026')
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
  await expect(page.getByText('Contraseña actualizada: inicia sesión con la nueva')).toBeVisible()

  await page.goto('/auth')
  await page.getByLabel('Email o nombre de usuario').fill(customer.email)
  await page.getByLabel('Contraseña').fill(PASSWORD)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  await expect(page.getByText('Email, usuario o contraseña incorrectos')).toBeVisible()
  await page.getByLabel('Contraseña').fill('una-clave-nueva-2026')
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Inicio de sesión exitoso' }),
  ).toBeVisible()
  // The link works once.
  await page.goto(link)
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-mas-2026')
  await page.getByLabel('Repite la nueva contraseña').fill('otra-clave-mas-2026')
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
  await expect(page.getByRole('alert')).toContainText('El enlace no es válido')
})

test('a purchase is confirmed by mail, as /success says', async ({ page, admin, login }) => {
  const customer = await login()
  const code = await buyOneDecant(page, { openSuccess: true })
  await expect(page.getByText(`Te hemos enviado la confirmación a ${customer.email}`)).toBeVisible()
  const mail = await openMail(admin, customer.email, `Tu pedido #${code} está confirmado`)
  await expect(mail).toContainText('Sauvage')
  await expect(mail.getByRole('link', { name: /\/orders\/[0-9a-f-]{36}/ })).toBeVisible()

  // Its HTML, as the customer sees it, under the mail's own policy alone (the page's would also
  // apply and strip its inline styles, showing the hidden preview line).
  const html = await admin.goto(
    (await mail.getByRole('link', { name: 'Ver como HTML' }).getAttribute('href')) as string,
  )
  expect(html?.headers()['content-security-policy']).toBe(
    "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src https: data:",
  )
  await expect(admin.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible()
  const preview = admin.getByText('Lo preparamos ya.')
  await expect(preview).toBeAttached()
  await expect(preview).toBeHidden()
})
