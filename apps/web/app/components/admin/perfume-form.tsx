import {
  CATEGORY_LABELS,
  CONCENTRATIONS,
  MAX_ALLERGENS_LENGTH,
  MAX_SIZES,
  PERFUME_CATEGORIES,
  SCENT_FAMILIES,
  SEASONS,
  TIME_OF_DAY_LABELS,
  TIMES_OF_DAY,
} from '@aurum/contracts'
import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react'
import { Form, Link, useNavigation } from '@remix-run/react'
import {
  EMPTY_SIZE_ROW,
  type PerfumeFormFields,
  type SizeRowFields,
} from '~/utils/admin/form-values'
import {
  fieldProps,
  FormAlert,
  primaryButton,
  secondaryButton,
  SelectField,
  TextAreaField,
  TextField,
} from './form-controls'

type Field<Value> = FieldMetadata<Value, PerfumeFormFields>

const SEASON_LABELS = Object.fromEntries(
  SEASONS.map((season) => [season, season.charAt(0).toUpperCase() + season.slice(1)]),
)

/**
 * A group of checkboxes under its legend, its message tied to the group for screen readers. The
 * values ticked come back as `name` repeated.
 */
function CheckboxGroup({
  field,
  legend,
  choices,
}: {
  field: Field<string[]>
  legend: string
  choices: readonly { value: string; label: string }[]
}) {
  const errorId = `campo-${field.name}-error`
  const checked = field.defaultOptions ?? []
  return (
    <fieldset aria-describedby={field.errors?.length ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {choices.map(({ value, label }) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="checkbox"
              name={field.name}
              value={value}
              defaultChecked={checked.includes(value)}
              className="h-5 w-5 accent-gold"
            />
            {label}
          </label>
        ))}
      </div>
      {field.errors?.length ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {field.errors.join('. ')}
        </p>
      ) : null}
    </fieldset>
  )
}

/** What a row's size sells now, read from the inventory; a size not saved yet has no bottles' count. */
function availability(ml: string | undefined, stock: Record<string, number>): string {
  const label = ml && /^\s*\d{1,4}\s*$/.test(ml) ? `${Number(ml)}ml` : null
  const units = label ? stock[label] : undefined
  if (units === undefined) return 'Tamaño nuevo: se calcula al guardar'
  return units > 0 ? `${units} ${units === 1 ? 'unidad' : 'unidades'}` : 'Agotado'
}

/**
 * The sizes, a row each (millilitres and price) with what it sells now. 'Añadir tamaño' and
 * 'Quitar' are conform's list intents: buttons of the form, so they work without JavaScript (the
 * server answers with the rows changed and everything typed kept).
 */
function SizeRows({
  form,
  field,
  stock,
}: {
  form: FormMetadata<PerfumeFormFields>
  field: Field<SizeRowFields[]>
  stock: Record<string, number>
}) {
  const rows = field.getFieldList()
  const errorId = 'campo-sizes-error'
  return (
    <fieldset
      aria-describedby={field.errors?.length ? `campo-sizes-ayuda ${errorId}` : 'campo-sizes-ayuda'}
      className="flex flex-col gap-3 sm:col-span-2"
    >
      <legend className="mb-1 text-sm font-medium">Tamaños</legend>
      <p id="campo-sizes-ayuda" className="text-xs text-ink-muted">
        Cada tamaño con sus mililitros y su precio, como 5 y 9,90. Lo que cada tamaño puede vender
        sale de los frascos del perfume: recíbelos y ajústalos en{' '}
        <Link to="/admin/inventario" className="text-gold underline">
          Inventario
        </Link>
        .
      </p>
      {field.errors?.length ? (
        <p id={errorId} className="text-sm text-danger">
          {field.errors.join('. ')}
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const { ml, price } = row.getFieldset()
          return (
            <li key={row.key}>
              <fieldset className="grid items-start gap-3 rounded-lg border border-line p-3 sm:grid-cols-[8rem_10rem_1fr_auto]">
                <legend className="px-1 text-sm font-medium">Tamaño {index + 1}</legend>
                <TextField
                  {...fieldProps(ml)}
                  label="Mililitros"
                  inputMode="numeric"
                  maxLength={4}
                  required
                />
                <TextField
                  {...fieldProps(price)}
                  label="Precio"
                  inputMode="decimal"
                  maxLength={12}
                  required
                />
                <p className="text-sm sm:mt-8">
                  <span className="text-ink-muted">Disponible: </span>
                  {availability(ml.value, stock)}
                </p>
                <button
                  {...form.remove.getButtonProps({ name: field.name, index })}
                  className={`${secondaryButton} sm:mt-6`}
                >
                  Quitar<span className="sr-only"> tamaño {index + 1}</span>
                </button>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <div>
        <button
          {...form.insert.getButtonProps({ name: field.name, defaultValue: EMPTY_SIZE_ROW })}
          disabled={rows.length >= MAX_SIZES}
          className={secondaryButton}
        >
          Añadir tamaño
        </button>
      </div>
    </fieldset>
  )
}

/** The scent's fields: no family chosen saves the perfume without one. */
function ScentFields({
  fields,
}: {
  fields: ReturnType<FormMetadata<PerfumeFormFields>['getFieldset']>
}) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-line bg-surface p-6 sm:grid-cols-2">
      <legend className="px-2 font-display text-lg font-semibold">Notas olfativas</legend>
      <p className="text-sm text-ink-muted sm:col-span-2">
        Sin familia olfativa, el perfume se guarda sin notas olfativas (y se borran las que tenía).
      </p>
      <SelectField {...fieldProps(fields.scentFamily)} label="Familia olfativa">
        <option value="">Sin notas olfativas</option>
        {SCENT_FAMILIES.map((family) => (
          <option key={family} value={family}>
            {family}
          </option>
        ))}
      </SelectField>
      <SelectField {...fieldProps(fields.scentConcentration)} label="Concentración">
        <option value="">Elige una concentración</option>
        {CONCENTRATIONS.map((concentration) => (
          <option key={concentration} value={concentration}>
            {concentration}
          </option>
        ))}
      </SelectField>
      <CheckboxGroup
        field={fields.scentSeasons}
        legend="Estaciones"
        choices={SEASONS.map((season) => ({ value: season, label: SEASON_LABELS[season] }))}
      />
      <CheckboxGroup
        field={fields.scentTimeOfDay}
        legend="Momento del día"
        choices={TIMES_OF_DAY.map((time) => ({ value: time, label: TIME_OF_DAY_LABELS[time] }))}
      />
      <TextField
        {...fieldProps(fields.scentTop)}
        label="Notas de salida"
        hint="Separadas por comas: bergamota, pimienta rosa"
        maxLength={1000}
      />
      <TextField
        {...fieldProps(fields.scentHeart)}
        label="Notas de corazón"
        hint="Separadas por comas: rosa, iris"
        maxLength={1000}
      />
      <TextField
        {...fieldProps(fields.scentBase)}
        label="Notas de fondo"
        hint="Separadas por comas: ámbar, pachuli"
        maxLength={1000}
      />
      <TextAreaField
        {...fieldProps(fields.scentAccords)}
        label="Acordes (uno por línea: nombre: intensidad)"
        placeholder={'Amaderado: 100\nÁmbar: 80'}
        maxLength={1000}
        rows={5}
        className="sm:col-span-2"
      />
    </fieldset>
  )
}

/**
 * The create and edit pages' form, on conform: it posts to its own page, works without
 * JavaScript, and after a refusal shows every value as typed with each message by its field.
 */
export function PerfumeForm({
  defaultValue,
  stock = {},
  lastResult,
  failure,
  submitLabel,
}: {
  defaultValue: Partial<PerfumeFormFields>
  /** Units each saved size sells now, by label ('5ml'). */
  stock?: Record<string, number>
  /** The action's reply to the last post. */
  lastResult?: SubmissionResult<string[]> | null
  /** 'Error al crear perfume' or 'Error al actualizar perfume', shown after a refused save. */
  failure: string
  submitLabel: string
}) {
  const saving = useNavigation().state === 'submitting'
  const [form, fields] = useForm<PerfumeFormFields>({ defaultValue, lastResult })
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      {/* Enter in a field saves: the form's first submit button is this one, not a row's 'Quitar'. */}
      <button type="submit" hidden tabIndex={-1}>
        {submitLabel}
      </button>
      <FormAlert title={form.status === 'error' ? failure : undefined} messages={form.errors} />
      <div className="grid gap-4 rounded-2xl border border-line bg-surface p-6 sm:grid-cols-2">
        <TextField {...fieldProps(fields.name)} label="Nombre" required maxLength={160} />
        <TextField {...fieldProps(fields.brand)} label="Marca" required maxLength={120} />
        <TextAreaField
          {...fieldProps(fields.description)}
          label="Descripción"
          required
          maxLength={5000}
          rows={4}
          className="sm:col-span-2"
        />
        <SelectField {...fieldProps(fields.category)} label="Categoría" required>
          <option value="">Elige una categoría</option>
          {PERFUME_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
        <TextField
          {...fieldProps(fields.notes)}
          label="Notas"
          hint="Separadas por comas: bergamota, lavanda, ámbar. Vacías y con notas olfativas, se guardan las de la pirámide"
          maxLength={2000}
        />
        <SizeRows form={form} field={fields.sizes} stock={stock} />
        <TextField
          {...fieldProps(fields.imageUrl)}
          label="URL de imagen"
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
        <TextAreaField
          {...fieldProps(fields.allergens)}
          label="Alérgenos"
          hint="Los alérgenos de la etiqueta, separados por comas"
          maxLength={MAX_ALLERGENS_LENGTH}
          rows={2}
        />
      </div>

      <ScentFields fields={fields} />

      <fieldset className="grid gap-4 rounded-2xl border border-line bg-surface p-6 sm:grid-cols-2">
        <legend className="px-2 font-display text-lg font-semibold">Oferta</legend>
        <label className="flex items-center gap-3 sm:col-span-2">
          <input
            type="checkbox"
            name={fields.isOnOffer.name}
            defaultChecked={fields.isOnOffer.defaultValue === 'on'}
            className="h-5 w-5 accent-gold"
          />
          Perfume en oferta
        </label>
        <TextField
          {...fieldProps(fields.discountPercentage)}
          label="Descuento %"
          type="number"
          min={0}
          max={90}
          step={1}
          hint="De 1 a 90"
        />
        <TextField
          {...fieldProps(fields.offerEndsAt)}
          label="Fin de la oferta"
          type="datetime-local"
          hint="Hora de Madrid; vacío si no termina"
        />
        <TextField
          {...fieldProps(fields.offerDescription)}
          label="Texto de la oferta"
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
