import { readFile } from 'node:fs/promises'
import { type Browser } from '@playwright/test'
import { ADMIN, expect, registerCustomer, test, uniqueName } from './support/fixtures'
import { buyOneDecant, expectToast } from './support/shop'
import { seriousViolations } from './support/a11y'

/** Both projects and both workers share one database: names carry the project and are unique. */
function uniqueTag(): string {
  return uniqueName(`${test.info().project.name}-`)
}

/** Someone else on the shop: a browser context of their own. */
async function newVisitor(browser: Browser) {
  const context = await browser.newContext()
  return { context, visitor: await context.newPage() }
}

/** "1.234,56 €" -> 1234.56 */
function euros(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'))
}

test('a visitor writes through /contact; the admin sees it as new, marks it read and can reply', async ({
  admin: page,
  browser,
}) => {
  const tag = uniqueTag()
  const name = `Visitante ${tag}`
  const { context, visitor } = await newVisitor(browser)
  try {
    await visitor.goto('/contact')
    await visitor.getByLabel('Nombre', { exact: true }).fill(name)
    await visitor.getByLabel('Email', { exact: true }).fill(`visitante-${tag}@example.com`)
    await visitor.getByLabel('Mensaje', { exact: true }).fill(`¿Cuándo llega mi pedido? (${tag})`)
    await visitor.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expectToast(visitor, 'Mensaje enviado')
  } finally {
    await context.close()
  }

  await page.goto('/admin/mensajes')
  await page
    .getByRole('navigation', { name: 'Filtrar mensajes' })
    .getByRole('link', { name: /^Sin leer/ })
    .click()
  await expect(page).toHaveURL(/\/admin\/mensajes\?unread=true$/)
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row.getByText('Nuevo', { exact: true })).toBeVisible()
  await expect(row.getByText(`¿Cuándo llega mi pedido? (${tag})`)).toBeVisible()
  await expect(row.getByRole('link', { name: `Responder a ${name} por email` })).toHaveAttribute(
    'href',
    `mailto:visitante-${tag}@example.com?subject=Re%3A%20tu%20mensaje%20a%20Aurum%20Decants`,
  )

  await row.getByRole('button', { name: /^Marcar como leído/ }).click()
  await expectToast(page, 'Mensaje marcado como leído')
  // Back on the unread filter, where it no longer is; among all messages it reads 'Leído'.
  await expect(page).toHaveURL(/\/admin\/mensajes\?unread=true$/)
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0)
  await page.goto('/admin/mensajes')
  const read = page.getByRole('row').filter({ hasText: name })
  await expect(read.getByText('Leído', { exact: true })).toBeVisible()
  await expect(read.getByRole('button', { name: /^Marcar como leído/ })).toHaveCount(0)
})

test('after a purchase on the local payment page, analytics, the CSV and the customer page show it', async ({
  admin: page,
  browser,
}) => {
  test.setTimeout(90_000)
  const { context, visitor: customer } = await newVisitor(browser)
  let code: string
  let email: string
  try {
    email = (await registerCustomer(customer.request, 'comprador')).email
    code = await buyOneDecant(customer)
  } finally {
    await context.close()
  }

  await page.goto('/admin/analiticas')
  await expect(page.getByText('Incluye pedidos de prueba (proveedor de pago local)')).toBeVisible()
  const month = page.locator('dl > div').filter({ hasText: 'Ingresos del mes' }).locator('dd')
  expect(euros(await month.innerText())).toBeGreaterThan(0)
  await expect(page.getByRole('img', { name: 'Ingresos por mes' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Pedidos por día' })).toBeVisible()
  await page.getByText('Ver los datos en una tabla: Ingresos por mes').click()
  await expect(page.getByRole('table', { name: /^Ingresos por mes del / })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Más vendidos por unidades' })).toContainText(
    'Sauvage',
  )

  // Another range, kept in the URL; the CSV follows it.
  await page.getByLabel('Desde').fill('2001-01-01')
  await page.getByLabel('Hasta').fill('2001-12-31')
  await page.getByRole('button', { name: 'Aplicar' }).click()
  await expect(page).toHaveURL(/\/admin\/analiticas\?from=2001-01-01&to=2001-12-31$/)
  await expect(page.getByText('Mostrando del 1 ene 2001 al 31 dic 2001.')).toBeVisible()
  await expect(page.getByText('Sin ventas en este periodo.').first()).toBeVisible()
  await page.goto('/admin/analiticas')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^pedidos_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv).toContain(`,${code},`)
  expect(csv).toContain(email)

  await page.goto('/admin/usuarios')
  await page.getByRole('searchbox', { name: 'Buscar por email, usuario o nombre' }).fill(email)
  await page
    .getByRole('search', { name: 'Buscar usuarios' })
    .getByRole('button', { name: 'Buscar' })
    .click()
  await expect(page).toHaveURL(/\/admin\/usuarios\?search=/)
  await expect(page.getByText('1 usuario', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: email }).click()
  await expect(page.getByRole('heading', { name: email })).toBeVisible()
  const order = page.getByRole('row').filter({ hasText: `#${code}` })
  await expect(order.getByText('Confirmado')).toBeVisible()
  await expect(order.getByText('Pedido de prueba: no se cobró dinero')).toBeVisible()
  await expect(order.getByRole('link', { name: `#${code}` })).toHaveAttribute(
    'href',
    /^\/admin\/pedidos\/[0-9a-f-]{36}$/,
  )

  // The customer is still signed in on their device: the admin ends it, after confirming.
  await page.getByRole('link', { name: 'Cerrar todas sus sesiones' }).click()
  await expect(
    page.getByRole('heading', { name: `¿Cerrar todas las sesiones de ${email}?` }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Cerrar todas sus sesiones' }).click()
  await expectToast(page, /^Se cerr(ó 1 sesión|aron \d+ sesiones)$/)
  await expect(page.getByRole('heading', { name: email })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cerrar todas sus sesiones' })).toHaveCount(0)
})

// After the parallel journeys (the serial projects): the administrator's session heads the table
// only while no other journey signs the administrator in.
test(
  'sessions: who, which device, the admin flag; one deleted, and a cleanup with its count',
  {
    tag: '@serial',
  },
  async ({ admin: page, browser }) => {
    const { context, visitor } = await newVisitor(browser)
    let username: string
    try {
      username = (await registerCustomer(visitor.request, 'sesion')).username
    } finally {
      await context.close()
    }

    await page.goto('/admin/sesiones')
    for (const label of ['Total', 'Activas', 'Expiradas', 'Última limpieza'])
      await expect(page.locator('dl > div').filter({ hasText: label }).locator('dd')).toBeVisible()
    const mine = page.getByRole('row').filter({ hasText: ADMIN.email }).first()
    await expect(mine.getByText('Administrador', { exact: true })).toBeVisible()
    await expect(mine.getByText(/ en Linux$/)).toBeVisible()

    const theirs = page.getByRole('row').filter({ hasText: `${username}@example.com` })
    await expect(theirs).toHaveCount(1)
    await expect(theirs.getByText('Activa', { exact: true })).toBeVisible()
    await expect(theirs.getByRole('link', { name: `${username}@example.com` })).toHaveAttribute(
      'href',
      /^\/admin\/usuarios\/[0-9a-f-]{36}$/,
    )
    await theirs.getByRole('button', { name: /^Eliminar la sesión de / }).click()
    await expectToast(page, 'Sesión eliminada exitosamente')
    await expect(page.getByRole('row').filter({ hasText: `${username}@example.com` })).toHaveCount(
      0,
    )

    await page.getByRole('button', { name: 'Limpiar sesiones expiradas' }).click()
    await expectToast(page, /^Limpieza completada: \d+ sesiones eliminadas$/)
  },
)

test('the analytics page with its data tables open has no serious accessibility violations', async ({
  admin: page,
}) => {
  await page.goto('/admin/analiticas')
  for (const chart of ['Ingresos por mes', 'Pedidos por día'])
    await page.getByText(`Ver los datos en una tabla: ${chart}`).click()
  await expect(page.getByRole('table', { name: /^Días con pedidos / })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
