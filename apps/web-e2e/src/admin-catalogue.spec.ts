import { type TestInfo } from '@playwright/test'
import { DEMO_CUSTOMER, expect, signIn, test, uniqueName } from './support/fixtures'
import { webRoutes } from './support/routes'
import { expectToast } from './support/shop'

/** An 8x8 gold PNG: small enough to write here, real enough for the API to re-encode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mO4st4cK2IYWhIAVI1ugWIYHL4AAAAASUVORK5CYII=',
  'base64',
)

/** Both projects and both workers share one database: names carry the project and are unique. */
function uniqueTag(info: TestInfo): string {
  return uniqueName(info.project.use.javaScriptEnabled === false ? 'sinjs' : 'conjs')
}

// After the parallel journeys (the serial projects): for a while the catalogue has one perfume
// more, which the storefront's count, the admin pages' first perfume and the web access matrix
// would read.
test(
  'an administrator creates a perfume with an uploaded image, puts it on offer and deletes it @sin-js',
  {
    tag: '@serial',
  },
  async ({ admin: page }, info) => {
    test.setTimeout(90_000)
    const tag = uniqueTag(info)
    const name = `Elixir ${tag}`
    await page.goto('/admin')

    await page
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: 'Perfumes' })
      .click()
    await expect(page).toHaveURL(/\/admin\/perfumes$/)
    await page.getByRole('link', { name: 'Nuevo perfume' }).click()
    await page.getByLabel('Nombre', { exact: true }).fill(name)
    await page.getByLabel('Marca').fill('Casa de Prueba')
    await page.getByLabel('Descripción').fill('Un perfume creado por la prueba del panel.')
    await page.getByLabel('Categoría').selectOption('unisex')
    const firstSize = page.getByRole('group', { name: 'Tamaño 1' })
    const secondSize = page.getByRole('group', { name: 'Tamaño 2' })
    await firstSize.getByLabel('Mililitros').fill('2')
    await firstSize.getByLabel('Precio').fill('4.50')
    await page.getByRole('button', { name: 'Añadir tamaño' }).click()
    await secondSize.getByLabel('Mililitros').fill('5')
    await secondSize.getByLabel('Precio').fill('nueve')
    // Stock is not typed: what the sizes sell comes from the bottles received in Inventario.
    await expect(
      page.getByRole('link', { name: 'Inventario', exact: true }).last(),
    ).toHaveAttribute('href', '/admin/inventario')
    await page.getByLabel('Notas', { exact: true }).fill('ámbar, vainilla')
    await page.getByRole('button', { name: 'Crear perfume' }).click()
    // Refused by the server's rules: the message sits by its field and nothing typed is lost.
    await expect(page.getByRole('alert')).toContainText('Error al crear perfume')
    await expect(
      secondSize.getByText('Cada precio es un importe positivo con hasta 2 decimales'),
    ).toBeVisible()
    await expect(secondSize.getByLabel('Precio')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(name)
    await expect(page.getByLabel('Categoría')).toHaveValue('unisex')
    await expect(firstSize.getByLabel('Precio')).toHaveValue('4.50')

    await secondSize.getByLabel('Precio').fill('9.90')
    await page.getByRole('button', { name: 'Crear perfume' }).click()
    await expectToast(page, 'Perfume creado exitosamente')
    await expect(page).toHaveURL(/\/admin\/perfumes$/)

    await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(tag)
    await page.getByRole('button', { name: 'Aplicar filtros' }).click()
    await expect(page).toHaveURL(new RegExp(`search=${tag}`))
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
    await expect(row).toContainText('Agotado')
    await expect(row).toContainText('Casa de Prueba · Unisex')
    await expect(row.locator('img')).toHaveAttribute('src', '/images/perfume-placeholder.svg')

    await page.getByRole('link', { name: 'Imágenes' }).click()
    await page
      .getByLabel('Perfume', { exact: true })
      .selectOption({ label: `${name} · Casa de Prueba` })
    await page.getByLabel('Archivo de imagen').setInputFiles({
      name: 'prueba.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    await page.getByRole('button', { name: 'Subir imagen' }).click()
    await expectToast(page, 'Imagen subida exitosamente')

    await page.goto(`/catalogo?q=${tag}`)
    const card = page.locator('main article').filter({ hasText: name })
    await expect(card).toHaveCount(1)
    const src = await card.locator('img').getAttribute('src')
    expect(src).toMatch(/^\/media\/[\w-]+\.webp$/)
    const image = await page.request.get(src as string)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/webp')

    await page.goto(`/admin/perfumes?search=${tag}`)
    await page.getByRole('link', { name: `Editar ${name}` }).click()
    await expect(page.getByRole('heading', { name: `Editar ${name}` })).toBeVisible()
    await expect(firstSize.getByLabel('Mililitros')).toHaveValue('2')
    await expect(secondSize.getByLabel('Mililitros')).toHaveValue('5')
    await page.getByLabel('Perfume en oferta').check()
    await page.getByLabel('Descuento %').fill('20')
    await page.getByLabel('Texto de la oferta').fill('Oferta de la prueba')
    await page.getByLabel('Fin de la oferta').fill('2099-12-31T23:59')
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expectToast(page, 'Perfume actualizado exitosamente')
    // Its first bottle arrives: now it sells.
    await page.goto('/admin/inventario')
    await page.getByRole('link', { name, exact: true }).click()
    await page.getByLabel('Mililitros del frasco').fill('50')
    await page.getByLabel('Lote').fill('L-PANEL')
    await page.getByRole('button', { name: 'Recibir frasco' }).click()
    await expectToast(page, 'Frasco recibido')

    await page.goto(`/admin/perfumes?search=${tag}&onOffer=true&inStock=true`)
    await expect(row).toContainText('En Stock')
    await expect(row).toContainText('Oferta -20%')
    await expect(row.locator('img')).toHaveAttribute('src', src as string)

    await page.goto(`/catalogo?q=${tag}`)
    await card.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    // 20% off 4,50 € is 3,60 €, next to the struck original.
    await expect(page.locator('main s').first()).toContainText('4,50')
    await expect(page.getByRole('main').getByText('3,60 €').first()).toBeVisible()

    await page.goto(`/admin/perfumes?search=${tag}`)
    await page.getByRole('link', { name: `Eliminar ${name}` }).click()
    await expect(page.getByRole('heading', { name: `¿Eliminar ${name}?` })).toBeVisible()
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click()
    await expectToast(page, 'Perfume eliminado exitosamente')
    await page.goto(`/catalogo?q=${tag}`)
    await expect(
      page.getByText('No se encontraron perfumes con los filtros seleccionados.'),
    ).toBeVisible()
  },
)

// After the parallel journeys too: the collection is the first one on the admin pages, which the
// web access matrix and the admin pages' accessibility check open.
test(
  'an administrator creates, edits and deletes a collection',
  {
    tag: '@serial',
  },
  async ({ admin: page }, info) => {
    const tag = uniqueTag(info)
    await page.goto('/admin/colecciones')
    await page.getByRole('link', { name: 'Nueva colección' }).click()
    await page.getByLabel('Nombre', { exact: true }).fill(`Selección ${tag}`)
    await page.getByRole('textbox', { name: 'Tema' }).fill('prueba')
    await page.getByLabel('Descripción').fill('Una colección creada por la prueba del panel.')
    await page.getByLabel('Sauvage · Dior').check()
    await page.getByLabel('Tamaños').fill('5ml')
    await page.getByLabel('Precios').fill('19.90, 29.90')
    await page.getByRole('button', { name: 'Crear colección' }).click()
    await expect(page.getByRole('alert')).toContainText('Error al crear colección')
    await expect(page.getByText('Indica un precio por cada tamaño')).toBeVisible()
    await expect(page.getByLabel('Sauvage · Dior')).toBeChecked()

    await page.getByLabel('Precios').fill('19.90')
    await page.getByRole('button', { name: 'Crear colección' }).click()
    await expectToast(page, 'Colección creada exitosamente')
    const card = page.getByRole('listitem').filter({ hasText: `Selección ${tag}` })
    await expect(card).toContainText('1 perfume')

    await card.getByRole('link', { name: `Editar Selección ${tag}` }).click()
    await page.getByLabel('Nombre', { exact: true }).fill(`Selección renovada ${tag}`)
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expectToast(page, 'Colección actualizada exitosamente')

    await page.getByRole('link', { name: `Eliminar Selección renovada ${tag}` }).click()
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click()
    await expectToast(page, 'Colección eliminada exitosamente')
    await expect(page.getByText(`Selección renovada ${tag}`)).toHaveCount(0)
  },
)

test('the perfumes tab filters on the server, with its state in the URL @sin-js', async ({
  admin: page,
}) => {
  await page.goto('/admin/perfumes')
  await page.getByRole('switch', { name: 'Solo ofertas' }).check()
  await page.getByLabel('Ordenar por').selectOption('price')
  await page.getByLabel('Orden', { exact: true }).selectOption('desc')
  // With JavaScript a change filters at once; the button is what works in every browser.
  await page.getByRole('button', { name: 'Aplicar filtros' }).click()
  await expect(page).toHaveURL(/onOffer=true/)
  await expect(page).toHaveURL(/sort=price&order=desc/)
  const rows = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') })
  await expect(rows.first()).toBeVisible()
  for (const row of await rows.all()) await expect(row).toContainText('Oferta -')

  await page.getByRole('link', { name: 'Cuadrícula' }).click()
  await expect(page).toHaveURL(/view=grid/)
  await expect(page).toHaveURL(/onOffer=true/)
  await expect(page.getByRole('link', { name: 'Cuadrícula' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(page.getByRole('switch', { name: 'Solo ofertas' })).toBeChecked()
})

test('the images tab refuses an upload without an image, and one over 5 MB', async ({
  admin: page,
}) => {
  await page.goto('/admin/imagenes')
  await expect(page.getByText('Tamaño máximo: 5 MB.')).toBeVisible()
  await expect(page.getByText('Perfumes con imagen')).toBeVisible()
  await page.getByLabel('Perfume', { exact: true }).selectOption({ label: 'Sauvage · Dior' })
  await page.getByRole('button', { name: 'Subir imagen' }).click()
  await expect(page.getByRole('alert')).toContainText('Selecciona un perfume y una imagen')
  await expect(page.getByLabel('Perfume', { exact: true })).toHaveValue(/[0-9a-f-]{36}/)

  await page.getByLabel('Archivo de imagen').setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
  })
  await page.getByRole('button', { name: 'Subir imagen' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'Error al subir imagen: el archivo supera 5 MB',
  )
})

test('a signed-in customer gets 403 Acceso Denegado on every admin page and action', async ({
  page,
}) => {
  await signIn(page.request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  for (const path of ['/admin', '/admin/perfumes', '/admin/perfumes/nuevo', '/admin/imagenes']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(403)
    await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible()
    await expect(
      page.getByText('Solo los administradores autorizados pueden acceder a esta sección.'),
    ).toBeVisible()
  }
  const refused = await page.request.post('/admin/perfumes/nuevo', {
    form: {
      name: 'No',
      brand: 'No',
      description: 'No',
      category: 'unisex',
      sizes: '5ml',
      prices: '1',
    },
    maxRedirects: 0,
  })
  expect(refused.status()).toBe(403)
  await page.getByRole('link', { name: 'Ir al Login de Admin' }).click()
  await expect(page).toHaveURL(/\/admin-auth$/)
})

test('a visitor opening an admin page is sent to the admin sign-in', async ({ page }) => {
  for (const path of ['/admin', '/admin/perfumes', '/admin/colecciones/nueva', '/admin/sesiones']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/admin-auth$/)
  }
})

test('as an administrator, hostile ids and queries on the catalogue tabs never get a 5xx', async ({
  admin: page,
}) => {
  test.setTimeout(120_000)
  const hostile = ['$' + '{id}', '__proto__', '%00', '%', 'x'.repeat(3000), '-1', '1e309']
  const tabs = /^\/admin(\/(perfumes|colecciones|imagenes|sesiones)(\/|$)|$)/
  const urls = (await webRoutes()).map((route) => route.url).filter((url) => tabs.test(url))
  expect(urls).toEqual(expect.arrayContaining(['/admin/perfumes/ejemplo/eliminar']))
  const failures: string[] = []
  for (const url of urls) {
    for (const value of hostile) {
      const path = url.replace('ejemplo', value)
      const query = ['search', 'category', 'sort', 'order', 'page', 'view', 'inStock']
        .map((name) => `${name}=${value}`)
        .join('&')
      for (const response of [
        await page.request.get(`${path}?${query}`, { maxRedirects: 0 }),
        await page.request.post(path, {
          maxRedirects: 0,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          data: `intent=${value}&perfumeId=${value}&sessionId=${value}&prices=${value}`,
        }),
      ]) {
        if (response.status() >= 500) failures.push(`${path}: ${response.status()}`)
      }
    }
  }
  expect(failures).toEqual([])
})
