import {
  CATEGORY_LABELS,
  CONCENTRATIONS,
  PERFUME_CATEGORIES,
  SCENT_FAMILIES,
  SEASONS,
  TIME_OF_DAY_LABELS,
  TIMES_OF_DAY,
} from '@aurum/contracts'
import { Form, Link, useNavigation } from '@remix-run/react'
import type { PerfumeFormValues } from '~/utils/admin/form-values'
import {
  FormAlert,
  type FormErrors,
  primaryButton,
  secondaryButton,
  SelectField,
  TextAreaField,
  TextField,
} from './form-controls'

const FIELDS = new Set<string>([
  'name',
  'brand',
  'description',
  'category',
  'sizes',
  'prices',
  'notes',
  'imageUrl',
  'isOnOffer',
  'discountPercentage',
  'offerDescription',
  'offerEndsAt',
  'scentFamily',
  'scentConcentration',
  'scentSeasons',
  'scentTimeOfDay',
  'scentTop',
  'scentHeart',
  'scentBase',
  'scentAccords',
])

const SEASON_LABELS = Object.fromEntries(
  SEASONS.map((season) => [season, season.charAt(0).toUpperCase() + season.slice(1)]),
)

/**
 * A group of checkboxes under its legend, its message tied to the group for screen readers. The
 * values ticked come back as `name` repeated.
 */
function CheckboxGroup({
  name,
  legend,
  choices,
  checked,
  errors,
}: {
  name: string
  legend: string
  choices: readonly { value: string; label: string }[]
  checked: string[]
  errors?: string[]
}) {
  const errorId = `campo-${name}-error`
  return (
    <fieldset aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {choices.map(({ value, label }) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={checked.includes(value)}
              className="h-5 w-5 accent-gold"
            />
            {label}
          </label>
        ))}
      </div>
      {errors?.length ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {errors.join('. ')}
        </p>
      ) : null}
    </fieldset>
  )
}

/** The scent's fields: no family chosen saves the perfume without one. */
function ScentFields({ values, errors }: { values: PerfumeFormValues; errors: FormErrors }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-line bg-surface p-6 sm:grid-cols-2">
      <legend className="px-2 font-display text-lg font-semibold">Notas olfativas</legend>
      <p className="text-sm text-ink-muted sm:col-span-2">
        Sin familia olfativa, el perfume se guarda sin notas olfativas (y se borran las que tenía).
      </p>
      <SelectField
        name="scentFamily"
        label="Familia olfativa"
        defaultValue={values.scentFamily}
        errors={errors.scentFamily}
      >
        <option value="">Sin notas olfativas</option>
        {SCENT_FAMILIES.map((family) => (
          <option key={family} value={family}>
            {family}
          </option>
        ))}
      </SelectField>
      <SelectField
        name="scentConcentration"
        label="Concentración"
        defaultValue={values.scentConcentration}
        errors={errors.scentConcentration}
      >
        <option value="">Elige una concentración</option>
        {CONCENTRATIONS.map((concentration) => (
          <option key={concentration} value={concentration}>
            {concentration}
          </option>
        ))}
      </SelectField>
      <CheckboxGroup
        name="scentSeasons"
        legend="Estaciones"
        choices={SEASONS.map((season) => ({ value: season, label: SEASON_LABELS[season] }))}
        checked={values.scentSeasons}
        errors={errors.scentSeasons}
      />
      <CheckboxGroup
        name="scentTimeOfDay"
        legend="Momento del día"
        choices={TIMES_OF_DAY.map((time) => ({ value: time, label: TIME_OF_DAY_LABELS[time] }))}
        checked={values.scentTimeOfDay}
        errors={errors.scentTimeOfDay}
      />
      <TextField
        name="scentTop"
        label="Notas de salida"
        defaultValue={values.scentTop}
        errors={errors.scentTop}
        hint="Separadas por comas: bergamota, pimienta rosa"
        maxLength={1000}
      />
      <TextField
        name="scentHeart"
        label="Notas de corazón"
        defaultValue={values.scentHeart}
        errors={errors.scentHeart}
        hint="Separadas por comas: rosa, iris"
        maxLength={1000}
      />
      <TextField
        name="scentBase"
        label="Notas de fondo"
        defaultValue={values.scentBase}
        errors={errors.scentBase}
        hint="Separadas por comas: ámbar, pachuli"
        maxLength={1000}
      />
      <TextAreaField
        name="scentAccords"
        label="Acordes (uno por línea: nombre: intensidad)"
        defaultValue={values.scentAccords}
        errors={errors.scentAccords}
        placeholder={'Amaderado: 100\nÁmbar: 80'}
        maxLength={1000}
        rows={5}
        className="sm:col-span-2"
      />
    </fieldset>
  )
}

/** The create and edit pages' form; it posts to its own page and works without JavaScript. */
export function PerfumeForm({
  values,
  errors = {},
  failure,
  submitLabel,
}: {
  values: PerfumeFormValues
  errors?: FormErrors
  /** 'Error al crear perfume' or 'Error al actualizar perfume' after a refused post. */
  failure?: string
  submitLabel: string
}) {
  const saving = useNavigation().state === 'submitting'
  // Messages about no field of this form (an API rule on the whole perfume) go in the summary.
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
          name="brand"
          label="Marca"
          defaultValue={values.brand}
          errors={errors.brand}
          required
          maxLength={120}
        />
        <TextAreaField
          name="description"
          label="Descripción"
          defaultValue={values.description}
          errors={errors.description}
          required
          maxLength={5000}
          rows={4}
          className="sm:col-span-2"
        />
        <SelectField
          name="category"
          label="Categoría"
          defaultValue={values.category}
          errors={errors.category}
          required
        >
          <option value="">Elige una categoría</option>
          {PERFUME_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
        <TextField
          name="notes"
          label="Notas"
          defaultValue={values.notes}
          errors={errors.notes}
          hint="Separadas por comas: bergamota, lavanda, ámbar. Vacías y con notas olfativas, se guardan las de la pirámide"
          maxLength={2000}
        />
        <TextField
          name="sizes"
          label="Tamaños"
          defaultValue={values.sizes}
          errors={errors.sizes}
          hint="Separados por comas: 2ml, 5ml, 10ml"
          required
          maxLength={500}
        />
        <TextField
          name="prices"
          label="Precios"
          defaultValue={values.prices}
          errors={errors.prices}
          hint="Uno por tamaño, en el mismo orden: 4.50, 9.90, 17.90"
          required
          maxLength={500}
        />
        <p className="text-sm text-ink-muted">
          Lo que cada tamaño puede vender sale de los frascos del perfume: recíbelos y ajústalos en{' '}
          <Link to="/admin/inventario" className="text-gold underline">
            Inventario
          </Link>
          .
        </p>
        <TextField
          name="imageUrl"
          label="URL de imagen"
          defaultValue={values.imageUrl}
          errors={errors.imageUrl}
          hint={
            <>
              Un enlace https o una ruta del sitio. También puedes{' '}
              <Link to="/admin/imagenes" className="text-gold underline">
                subir una imagen
              </Link>
              .
            </>
          }
          inputMode="url"
          maxLength={500}
        />
      </div>

      <ScentFields values={values} errors={errors} />

      <fieldset className="grid gap-4 rounded-2xl border border-line bg-surface p-6 sm:grid-cols-2">
        <legend className="px-2 font-display text-lg font-semibold">Oferta</legend>
        <label className="flex items-center gap-3 sm:col-span-2">
          <input
            type="checkbox"
            name="isOnOffer"
            defaultChecked={values.isOnOffer}
            className="h-5 w-5 accent-gold"
          />
          Perfume en oferta
        </label>
        <TextField
          name="discountPercentage"
          label="Descuento %"
          type="number"
          min={0}
          max={90}
          step={1}
          defaultValue={values.discountPercentage}
          errors={errors.discountPercentage}
          hint="De 1 a 90"
        />
        <TextField
          name="offerEndsAt"
          label="Fin de la oferta"
          type="datetime-local"
          defaultValue={values.offerEndsAt}
          errors={errors.offerEndsAt}
          hint="Hora de Madrid; vacío si no termina"
        />
        <TextField
          name="offerDescription"
          label="Texto de la oferta"
          defaultValue={values.offerDescription}
          errors={errors.offerDescription}
          maxLength={200}
          className="sm:col-span-2"
        />
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? 'Guardando...' : submitLabel}
        </button>
        <Link to="/admin/perfumes" className={secondaryButton}>
          Cancelar
        </Link>
      </div>
    </Form>
  )
}
