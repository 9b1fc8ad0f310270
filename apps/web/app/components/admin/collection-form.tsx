import { Form, Link, useNavigation } from '@remix-run/react'
import type { CollectionFormValues } from '~/utils/admin/form-values'
import {
  FormAlert,
  type FormErrors,
  primaryButton,
  secondaryButton,
  TextAreaField,
  TextField,
} from './form-controls'

const FIELDS = new Set([
  'name',
  'description',
  'theme',
  'perfumeIds',
  'sizes',
  'prices',
  'imageUrl',
])

/**
 * The create and edit pages' form. The perfumes are checkboxes: the chosen ones first, in the
 * collection's order, so a save keeps that order and adds newly ticked ones at the end.
 */
export function CollectionForm({
  values,
  perfumes,
  errors = {},
  failure,
  submitLabel,
}: {
  values: CollectionFormValues
  perfumes: { id: string; name: string; brand: string }[]
  errors?: FormErrors
  failure?: string
  submitLabel: string
}) {
  const saving = useNavigation().state === 'submitting'
  const chosen = new Set(values.perfumeIds)
  const ordered = [
    ...values.perfumeIds.flatMap((id) => perfumes.filter((perfume) => perfume.id === id)),
    ...perfumes.filter((perfume) => !chosen.has(perfume.id)),
  ]
  const other = Object.entries(errors)
    .filter(([field]) => !FIELDS.has(field))
    .flatMap(([, messages]) => messages ?? [])
  return (
    <Form method="post" className="flex flex-col gap-6">
      <FormAlert title={failure} messages={other} />
      <div className="grid gap-4 rounded-2xl border border-line bg-surface p-6 sm:grid-cols-2">
        <TextField
          name="name"
          label="Nombre"
          defaultValue={values.name}
          errors={errors.name}
          required
          maxLength={160}
        />
        <TextField
          name="theme"
          label="Tema"
          defaultValue={values.theme}
          errors={errors.theme}
          hint="Una palabra: verano, noche, oficina..."
          required
          maxLength={60}
        />
        <TextAreaField
          name="description"
          label="Descripción"
          defaultValue={values.description}
          errors={errors.description}
          required
          maxLength={5000}
          rows={3}
          className="sm:col-span-2"
        />
        <TextField
          name="sizes"
          label="Tamaños"
          defaultValue={values.sizes}
          errors={errors.sizes}
          hint="Del set, separados por comas: 2ml, 5ml"
          maxLength={500}
        />
        <TextField
          name="prices"
          label="Precios"
          defaultValue={values.prices}
          errors={errors.prices}
          hint="Uno por tamaño, en el mismo orden: 19.90, 39.90"
          maxLength={500}
        />
        <TextField
          name="imageUrl"
          label="URL de imagen"
          defaultValue={values.imageUrl}
          errors={errors.imageUrl}
          hint="Un enlace https o una ruta del sitio"
          inputMode="url"
          maxLength={500}
          className="sm:col-span-2"
        />
      </div>

      <fieldset
        aria-describedby={errors.perfumeIds?.length ? 'campo-perfumeIds-error' : undefined}
        className="rounded-2xl border border-line bg-surface p-6"
      >
        <legend className="px-2 font-display text-lg font-semibold">Perfumes</legend>
        {errors.perfumeIds?.length ? (
          <p id="campo-perfumeIds-error" className="mb-3 text-sm text-danger">
            {errors.perfumeIds.join('. ')}
          </p>
        ) : null}
        <ul className="grid max-h-96 gap-2 overflow-y-auto sm:grid-cols-2">
          {ordered.map((perfume) => (
            <li key={perfume.id}>
              <label className="flex items-center gap-3 rounded-lg px-2 py-1 hover:bg-surface-raised">
                <input
                  type="checkbox"
                  name="perfumeIds"
                  value={perfume.id}
                  defaultChecked={chosen.has(perfume.id)}
                  className="h-5 w-5 flex-none accent-gold"
                />
                <span>
                  {perfume.name} <span className="text-sm text-ink-muted">· {perfume.brand}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? 'Guardando...' : submitLabel}
        </button>
        <Link to="/admin/colecciones" className={secondaryButton}>
          Cancelar
        </Link>
      </div>
    </Form>
  )
}
