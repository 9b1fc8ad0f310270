import { seriousViolations } from './support/a11y'
import { e2eApiUrl } from './support/environment'
import { apiAdmin, expect, test, uniqueName } from './support/fixtures'
import { expectToast } from './support/shop'

// The owner describes how a perfume smells in the back office, and the shop page says so at once.

// After the parallel journeys (the serial projects): for a while the catalogue has one perfume
// more, which the storefront's counts and the scent facets would read.
test(
  'the owner edits a perfume’s family and accords and the shop shows them @sin-js',
  { tag: '@serial' },
  async ({ admin, page, request }, info) => {
    const name = uniqueName(info.project.use.javaScriptEnabled === false ? 'Aroma sinjs' : 'Aroma')
    const headers = await apiAdmin(request)
    // A perfume of this journey's own, described as the demo data would describe it.
    const created = await request.post(`${e2eApiUrl}/api/perfumes`, {
      headers,
      data: {
        name,
        brand: 'Casa Olfativa',
        description: 'Un perfume que la prueba describe.',
        category: 'unisex',
        sizes: ['5ml'],
        prices: ['9.00'],
        scent: {
          pyramid: { top: ['Limón'], heart: ['Neroli'], base: ['Almizcle'] },
          accords: [{ name: 'Cítrico', intensity: 100 }],
          family: 'Cítrica',
          concentration: 'EDT',
          seasons: ['verano'],
          timeOfDay: ['dia'],
        },
      },
    })
    expect(created.status()).toBe(201)
    const perfume = (await created.json()) as { id: string; slug: string }

    try {
      await admin.goto(`/admin/perfumes/${perfume.id}`)
      const scent = admin.getByRole('group', { name: 'Notas olfativas' })
      await expect(scent.getByLabel('Familia olfativa')).toHaveValue('Cítrica')
      await expect(scent.getByLabel('Acordes (uno por línea: nombre: intensidad)')).toHaveValue(
        'Cítrico: 100',
      )

      await scent.getByLabel('Familia olfativa').selectOption('Cuero')
      await scent.getByLabel('Concentración').selectOption('Extrait')
      await scent.getByLabel('Verano', { exact: true }).uncheck()
      await scent.getByLabel('Invierno', { exact: true }).check()
      await scent.getByLabel('Día', { exact: true }).uncheck()
      await scent.getByLabel('Noche', { exact: true }).check()
      await scent.getByLabel('Notas de salida').fill('Azafrán, Pimienta negra')
      await scent.getByLabel('Notas de corazón').fill('Rosa')
      await scent.getByLabel('Notas de fondo').fill('Abedul, Ládano')
      const accords = scent.getByLabel('Acordes (uno por línea: nombre: intensidad)')
      const typed = 'Ahumado: 70\nCuero 95'
      await accords.fill(typed)
      await admin.getByRole('button', { name: 'Guardar cambios' }).click()

      // Refused by the server: the line is named by its field, and nothing typed is lost.
      await expect(admin.getByRole('alert')).toContainText('Error al actualizar perfume')
      await expect(accords).toHaveAttribute('aria-invalid', 'true')
      await expect(
        admin.getByText(
          'Línea 2 («Cuero 95»): escribe el nombre, dos puntos y la intensidad, como Amaderado: 80',
        ),
      ).toBeVisible()
      await expect(accords).toHaveValue(typed)
      await expect(scent.getByLabel('Familia olfativa')).toHaveValue('Cuero')
      await expect(scent.getByLabel('Concentración')).toHaveValue('Extrait')
      await expect(scent.getByLabel('Invierno', { exact: true })).toBeChecked()
      await expect(scent.getByLabel('Verano', { exact: true })).not.toBeChecked()
      await expect(scent.getByLabel('Notas de fondo')).toHaveValue('Abedul, Ládano')
      // The refused form, its scent fields and their messages, reads well to a screen reader.
      if (info.project.use.javaScriptEnabled !== false)
        expect(await seriousViolations(admin, 'scent refused')).toEqual([])

      await accords.fill('Ahumado: 70\nCuero: 95')
      await admin.getByRole('button', { name: 'Guardar cambios' }).click()
      await expectToast(admin, 'Perfume actualizado exitosamente')

      // The shop's page, straight after: the new family, pyramid and accords, strongest first.
      await page.goto(`/perfume/${perfume.slug}`)
      const shown = page.getByRole('region', { name: 'Notas olfativas' })
      await expect(shown).toContainText('Familia Cuero · Extrait')
      await expect(shown.getByRole('definition')).toHaveText([
        'Azafrán, Pimienta negra',
        'Rosa',
        'Abedul, Ládano',
      ])
      await expect(shown.getByRole('listitem')).toHaveText(['Cuero', 'Ahumado'])
      await expect(shown.getByRole('img', { name: '95 de 100' })).toBeVisible()
      await expect(shown).not.toContainText('Cítrico')

      // The edit form shows what was saved, in the order the shop keeps.
      await admin.goto(`/admin/perfumes/${perfume.id}`)
      await expect(accords).toHaveValue('Cuero: 95\nAhumado: 70')
      await expect(scent.getByLabel('Noche', { exact: true })).toBeChecked()
      await expect(scent.getByLabel('Día', { exact: true })).not.toBeChecked()
    } finally {
      const deleted = await request.delete(`${e2eApiUrl}/api/perfumes/${perfume.id}`, { headers })
      expect(deleted.status()).toBe(204)
    }
  },
)
