import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { Form, Link, useNavigation } from '@remix-run/react'
import type { CollectionFormFields } from '~/utils/admin/form-values'
import {
  fieldProps,
  FormAlert,
  primaryButton,
  secondaryButton,
  TextAreaField,
  TextField,
} from './form-controls'

/**
 * The create and edit pages' form, on conform: after a refusal every value stays as typed and each
 * message by its field, with or without JavaScript. The perfumes are checkboxes: the chosen ones
 * first, in the collection's order, so a save keeps that order and adds newly ticked ones at the
 * end.
 */
export function CollectionForm({
  defaultValue,
  perfumes,
  lastResult,
  failure,
  submitLabel,
}: {
  defaultValue?: CollectionFormFields
  perfumes: { id: string; name: string; brand: string }[]
  /** The action's reply to the last post. */
  lastResult?: SubmissionResult<string[]> | null
  /** 'Error al crear colección' or 'Error al actualizar colección', shown after a refused save. */
  failure: string
  submitLabel: string
}) {
  const saving = useNavigation().state === 'submitting'
  const [form, fields] = useForm<CollectionFormFields>({ defaultValue, lastResult })
  const { perfumeIds } = fields
  const chosenIds = perfumeIds.defaultOptions ?? []
  const chosen = new Set(chosenIds)
  const ordered = [
    ...chosenIds.flatMap((id) => perfumes.filter((perfume) => perfume.id === id)),
    ...perfumes.filter((perfume) => !chosen.has(perfume.id)),
  ]
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      <FormAlert title={form.status === 'error' ? failure : undefined} messages={form.errors} />
      <div className="grid gap-4 rounded-2xl border border-line bg-surface p-6 sm:grid-cols-2">
        <TextField {...fieldProps(fields.name)} label="Nombre" required maxLength={160} />
        <TextField
          {...fieldProps(fields.theme)}
          label="Tema"
          hint="Una palabra: verano, noche, oficina..."
          required
          maxLength={60}
        />
        <TextAreaField
          {...fieldProps(fields.description)}
          label="Descripción"
          required
          maxLength={5000}
          rows={3}
          className="sm:col-span-2"
        />
        <TextField
          {...fieldProps(fields.sizes)}
          label="Tamaños"
          hint="Del set, separados por comas: 2ml, 5ml"
          maxLength={500}
        />
        <TextField
          {...fieldProps(fields.prices)}
          label="Precios"
          hint="Uno por tamaño, en el mismo orden: 19.90, 39.90"
          maxLength={500}
        />
        <TextField
          {...fieldProps(fields.imageUrl)}
          label="URL de imagen"
          hint="Un enlace https o una ruta del sitio"
          inputMode="url"
          maxLength={500}
          className="sm:col-span-2"
        />
      </div>

      <fieldset
        aria-describedby={perfumeIds.errors?.length ? 'campo-perfumeIds-error' : undefined}
        className="rounded-2xl border border-line bg-surface p-6"
      >
        <legend className="px-2 font-display text-lg font-semibold">Perfumes</legend>
        {perfumeIds.errors?.length ? (
          <p id="campo-perfumeIds-error" className="mb-3 text-sm text-danger">
            {perfumeIds.errors.join('. ')}
          </p>
        ) : null}
        <ul className="grid max-h-96 gap-2 overflow-y-auto sm:grid-cols-2">
          {ordered.map((perfume) => (
            <li key={perfume.id}>
              <label className="flex items-center gap-3 rounded-lg px-2 py-1 hover:bg-surface-raised">
                <input
                  type="checkbox"
                  name={perfumeIds.name}
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
