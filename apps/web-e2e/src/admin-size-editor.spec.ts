import { e2eApiUrl } from './support/environment'
import { apiAdmin, expect, test, uniqueName } from './support/fixtures'
import { expectToast } from './support/shop'

// The perfume form's sizes: a row each (millilitres, price, what it sells now), added and removed
// with the form's own buttons, so that it works without JavaScript too.

// After the parallel journeys (the serial projects): for a while the catalogue has one perfume
// more, which the storefront's counts would read.
test(
  'without JavaScript the owner adds a size, is told its price is wrong on its row, fixes it and removes it @sin-js',
  { tag: '@serial' },
  async ({ admin, page, request }, info) => {
    test.setTimeout(60_000)
    const name = uniqueName(info.project.use.javaScriptEnabled === false ? 'Talla sinjs' : 'Talla')
    const headers = await apiAdmin(request)
    const created = await request.post(`${e2eApiUrl}/api/perfumes`, {
      headers,
      data: {
        name,
        brand: 'Casa de Tallas',
        description: 'Un perfume que la prueba de los tamaños edita.',
        category: 'unisex',
        sizes: '5ml',
        prices: '9.00',
      },
    })
    expect(created.status()).toBe(201)
    const perfume = (await created.json()) as { id: string; slug: string }

    try {
      await admin.goto(`/admin/perfumes/${perfume.id}`)
      const first = admin.getByRole('group', { name: 'Tamaño 1' })
      await expect(first.getByLabel('Mililitros')).toHaveValue('5')
      await expect(first.getByLabel('Precio')).toHaveValue('9.00')
      // What the size sells comes from the inventory: no bottle has arrived.
      await expect(first).toContainText('Disponible: Agotado')

      await admin.getByLabel('Alérgenos').fill('Linalool, Citral')
      await admin.getByRole('button', { name: 'Añadir tamaño' }).click()
      const second = admin.getByRole('group', { name: 'Tamaño 2' })
      await expect(second.getByLabel('Mililitros')).toHaveValue('')
      // The row came back from the server with everything typed so far.
      await expect(admin.getByLabel('Alérgenos')).toHaveValue('Linalool, Citral')
      await second.getByLabel('Mililitros').fill('7')
      await second.getByLabel('Precio').fill('gratis')
      await admin.getByRole('button', { name: 'Guardar cambios' }).click()

      // Refused: the message sits on row 2's price, and nothing typed is lost.
      await expect(admin.getByRole('alert')).toContainText('Error al actualizar perfume')
      await expect(second.getByLabel('Precio')).toHaveAttribute('aria-invalid', 'true')
      await expect(second).toContainText(
        'Cada precio es un importe positivo con hasta 2 decimales, como 12.50',
      )
      await expect(first.getByLabel('Precio')).not.toHaveAttribute('aria-invalid', 'true')
      await expect(second.getByLabel('Mililitros')).toHaveValue('7')
      await expect(second.getByLabel('Precio')).toHaveValue('gratis')
      await expect(first.getByLabel('Mililitros')).toHaveValue('5')
      await expect(first.getByLabel('Precio')).toHaveValue('9.00')
      await expect(admin.getByLabel('Alérgenos')).toHaveValue('Linalool, Citral')
      await expect(admin.getByLabel('Nombre', { exact: true })).toHaveValue(name)

      await second.getByLabel('Precio').fill('12,50')
      await admin.getByRole('button', { name: 'Guardar cambios' }).click()
      await expectToast(admin, 'Perfume actualizado exitosamente')

      await page.goto(`/perfume/${perfume.slug}`)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(page.getByRole('main').getByText('7ml').first()).toBeVisible()

      // Removed again: the perfume is back to its one size.
      await admin.goto(`/admin/perfumes/${perfume.id}`)
      await expect(second.getByLabel('Mililitros')).toHaveValue('7')
      await expect(second.getByLabel('Precio')).toHaveValue('12.50')
      await expect(admin.getByLabel('Alérgenos')).toHaveValue('Linalool, Citral')
      await admin.getByRole('button', { name: 'Quitar tamaño 2' }).click()
      await expect(second).toHaveCount(0)
      await admin.getByRole('button', { name: 'Guardar cambios' }).click()
      await expectToast(admin, 'Perfume actualizado exitosamente')
      const saved = await request.get(`${e2eApiUrl}/api/admin/perfumes/${perfume.id}`, {
        headers,
      })
      expect(await saved.json()).toMatchObject({
        sizes: ['5ml'],
        prices: ['9.00'],
        allergens: 'Linalool, Citral',
      })
    } finally {
      const deleted = await request.delete(`${e2eApiUrl}/api/perfumes/${perfume.id}`, { headers })
      expect(deleted.status()).toBe(204)
    }
  },
)

// Nothing is saved here: the new-perfume form only changes its rows.
test('with JavaScript the owner adds and removes size rows, keeping what was typed', async ({
  admin,
}) => {
  await admin.goto('/admin/perfumes/nuevo')
  await admin.getByLabel('Nombre', { exact: true }).fill('Borrador de tamaños')
  const first = admin.getByRole('group', { name: 'Tamaño 1' })
  await first.getByLabel('Mililitros').fill('2')
  await first.getByLabel('Precio').fill('4.50')
  await expect(first).toContainText('Disponible: Tamaño nuevo')

  await admin.getByRole('button', { name: 'Añadir tamaño' }).click()
  const second = admin.getByRole('group', { name: 'Tamaño 2' })
  await second.getByLabel('Mililitros').fill('10')
  await second.getByLabel('Precio').fill('17.90')

  await admin.getByRole('button', { name: 'Quitar tamaño 1' }).click()
  await expect(admin.getByRole('group', { name: 'Tamaño 2' })).toHaveCount(0)
  // The row left is the one typed second, now the first.
  await expect(first.getByLabel('Mililitros')).toHaveValue('10')
  await expect(first.getByLabel('Precio')).toHaveValue('17.90')
  await expect(admin.getByLabel('Nombre', { exact: true })).toHaveValue('Borrador de tamaños')
})
