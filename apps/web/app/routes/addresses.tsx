import type { AddressType } from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { type AddressFormValues, addressId, readAddressForm } from '~/utils/addresses.server'
import { apiFieldErrors } from '~/utils/api-messages.server'
import { apiFailure, apiFor } from '~/utils/api.server'
import { requireCustomer, requireUser, signOutIfEnded } from '~/utils/auth.server'
import type { FieldErrors } from '~/utils/forms.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { getStoreSettings } from '~/utils/store-settings.server'
import { redirectWithToast } from '~/utils/toast.server'
import { confirmFirst, SMALL_BUTTON } from '~/components/account/actions'

export const meta: MetaFunction = () => [{ title: 'Mis Direcciones | Aurum Decants' }]

const TYPE_LABELS: Record<AddressType, string> = { home: 'Casa', work: 'Trabajo', other: 'Otro' }
const BACK = '/addresses'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCustomer(request, 'Debes iniciar sesión para ver tus direcciones')
  const api = await apiFor(request)
  const [answer, settings] = await Promise.all([api.GET('/api/addresses'), getStoreSettings()])
  await signOutIfEnded(request, answer)
  const addresses = answer.data
  if (!addresses) throw apiFailure('Error obteniendo direcciones', answer)
  // The form is a URL (?nueva=1, ?editar=<id>), so its links work without JavaScript.
  const params = new URL(request.url).searchParams
  const editing = addresses.find((address) => address.id === addressId(params.get('editar')))
  return {
    addresses,
    adding: params.get('nueva') === '1',
    editingId: editing?.id ?? null,
    defaultCountry: settings.defaultCountry,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request)
  const form = await request.formData()
  const api = await apiFor(request)
  const intent = form.get('intent')
  const failed = (description: string) =>
    redirectWithToast(request, BACK, { title: 'Error', description, variant: 'destructive' })

  if (intent === 'delete' || intent === 'default') {
    const deleting = intent === 'delete'
    const failure = deleting
      ? 'No se pudo eliminar la dirección'
      : 'No se pudo establecer como predeterminada'
    const id = addressId(form.get('id'))
    if (!id) return failed(failure)
    const params = { path: { id } }
    const { response } = deleting
      ? await api.DELETE('/api/addresses/{id}', { params })
      : await api.PATCH('/api/addresses/{id}/default', { params })
    if (!response.ok) return failed(rateLimitMessage(response) ?? failure)
    return redirectWithToast(request, BACK, {
      title: deleting ? 'Dirección eliminada' : 'Dirección predeterminada actualizada',
    })
  }
  if (intent !== 'save') return redirect(BACK)

  const editing = form.has('id')
  const id = editing ? addressId(form.get('id')) : null
  const failure = editing ? 'No se pudo actualizar la dirección' : 'No se pudo agregar la dirección'
  if (editing && !id) return failed(failure)
  const read = readAddressForm(form)
  const refused = (fieldErrors: FieldErrors, status: number) =>
    data({ fieldErrors, values: read.values, id }, { status })
  if (read.fieldErrors) return refused(read.fieldErrors, 400)
  const {
    data: saved,
    error,
    response,
  } = id
    ? await api.PUT('/api/addresses/{id}', { params: { path: { id } }, body: read.data })
    : await api.POST('/api/addresses', { body: read.data })
  if (!saved) {
    const fieldErrors = apiFieldErrors(error)
    const message =
      rateLimitMessage(response) ??
      (Object.keys(fieldErrors).length
        ? 'Revisa los campos marcados.'
        : 'Inténtalo de nuevo en unos minutos.')
    return refused(
      { ...fieldErrors, form: [message] },
      response.status >= 500 ? 502 : response.status,
    )
  }
  return redirectWithToast(request, BACK, {
    title: id ? 'Dirección actualizada' : 'Dirección agregada',
  })
}

type Address = ReturnType<typeof useLoaderData<typeof loader>>['addresses'][number]

export default function AddressesPage() {
  const { addresses, adding, editingId, defaultCountry } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const pending = (intent: string, id?: string) =>
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === intent &&
    (id === undefined || navigation.formData.get('id') === id)

  // A refused post shows its form again, with what was typed; otherwise the URL says which form.
  const formId = result ? result.id : editingId
  const edited = addresses.find((address) => address.id === formId)
  const showForm = Boolean(result) || adding || Boolean(edited)
  const values: AddressFormValues = result?.values ?? {
    type: edited?.type ?? 'home',
    name: edited?.name ?? '',
    street: edited?.street ?? '',
    city: edited?.city ?? '',
    state: edited?.state ?? '',
    zipCode: edited?.zipCode ?? '',
    country: edited?.country ?? defaultCountry,
    phone: edited?.phone ?? '',
    isDefault: false,
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-4xl font-bold text-gold">Mis Direcciones</h1>
        {showForm ? null : (
          <Link
            to="/addresses?nueva=1"
            className="rounded-full bg-gold px-6 py-2 font-semibold text-on-gold hover:bg-gold-strong"
          >
            Agregar Dirección
          </Link>
        )}
      </div>

      {showForm ? (
        <AddressForm
          // A new key after each answer or each address puts the right values in the fields.
          key={`${formId ?? 'nueva'}-${JSON.stringify(result?.values ?? null)}`}
          id={formId ?? null}
          values={values}
          isDefault={edited?.isDefault ?? false}
          first={addresses.length === 0}
          errors={result?.fieldErrors ?? null}
          saving={pending('save')}
        />
      ) : null}

      {addresses.length ? (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Direcciones guardadas">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                settingDefault={pending('default', address.id)}
                deleting={pending('delete', address.id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <section className="rounded-2xl border border-line bg-surface p-8 text-center">
          <h2 className="font-display text-xl font-semibold">No tienes direcciones guardadas</h2>
          <p className="mt-2 text-ink-muted">
            Agrega una dirección para recibir tus pedidos más rápido.
          </p>
        </section>
      )}
    </div>
  )
}

const confirmDelete = confirmFirst('¿Eliminar esta dirección?')

function AddressCard({
  address,
  settingDefault,
  deleting,
}: {
  address: Address
  settingDefault: boolean
  deleting: boolean
}) {
  const headingId = `direccion-${address.id}`
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-2xl border bg-surface p-6 ${
        address.isDefault ? 'border-gold' : 'border-line'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full border border-line px-3 py-0.5 text-ink-muted">
          {TYPE_LABELS[address.type]}
        </span>
        {address.isDefault ? (
          <span className="rounded-full bg-gold px-3 py-0.5 font-semibold text-on-gold">
            Predeterminada
          </span>
        ) : null}
      </div>
      <h2 id={headingId} className="mt-3 font-display text-xl font-semibold break-words">
        {address.name}
      </h2>
      <address className="mt-1 flex-1 break-words text-ink-muted not-italic">
        {address.street}
        <br />
        {address.zipCode} {address.city}, {address.state}
        <br />
        {address.country}
        <br />
        {address.phone}
      </address>
      <div className="mt-4 flex flex-wrap gap-2">
        {address.isDefault ? null : (
          <Form method="post" action={BACK}>
            <input type="hidden" name="intent" value="default" />
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" disabled={settingDefault} className={SMALL_BUTTON}>
              {settingDefault ? 'Guardando...' : 'Establecer como predeterminada'}
              <span className="sr-only"> {address.name}</span>
            </button>
          </Form>
        )}
        <Link to={`/addresses?editar=${address.id}`} className={SMALL_BUTTON}>
          Editar<span className="sr-only"> {address.name}</span>
        </Link>
        <Form method="post" action={BACK} onSubmit={confirmDelete}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={address.id} />
          <button
            type="submit"
            disabled={deleting}
            className="rounded-full border border-danger px-4 py-1.5 text-sm text-danger hover:bg-surface-raised disabled:opacity-60"
          >
            {deleting ? 'Eliminando...' : 'Eliminar'}
            <span className="sr-only"> {address.name}</span>
          </button>
        </Form>
      </div>
    </article>
  )
}

const TEXT_FIELDS: {
  name: Exclude<keyof AddressFormValues, 'type' | 'isDefault'>
  label: string
  autoComplete: string
  maxLength: number
  type?: string
  wide?: boolean
}[] = [
  { name: 'name', label: 'Nombre', autoComplete: 'name', maxLength: 120 },
  { name: 'phone', label: 'Teléfono', autoComplete: 'tel', maxLength: 40, type: 'tel' },
  { name: 'street', label: 'Calle', autoComplete: 'street-address', maxLength: 200, wide: true },
  { name: 'city', label: 'Ciudad', autoComplete: 'address-level2', maxLength: 100 },
  { name: 'state', label: 'Provincia/Estado', autoComplete: 'address-level1', maxLength: 100 },
  { name: 'zipCode', label: 'Código postal', autoComplete: 'postal-code', maxLength: 20 },
  { name: 'country', label: 'País', autoComplete: 'country-name', maxLength: 100 },
]

const input =
  'w-full rounded-lg border border-line bg-canvas px-3 py-2 text-ink aria-[invalid=true]:border-danger'

function AddressForm({
  id,
  values,
  isDefault,
  first,
  errors,
  saving,
}: {
  id: string | null
  values: AddressFormValues
  /** The address being edited is the default: it stays so until another takes over. */
  isDefault: boolean
  /** No address yet: this one will be the default whatever the box says. */
  first: boolean
  errors: FieldErrors | null
  saving: boolean
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Opened with JavaScript, the form takes the focus so a keyboard or screen reader lands in it.
  useEffect(() => heading.current?.focus(), [])
  const describedBy = (field: string) => (errors?.[field] ? `campo-${field}-error` : undefined)
  const error = (field: string) =>
    errors?.[field] ? (
      <p id={`campo-${field}-error`} className="mt-1 text-sm text-danger">
        {errors[field][0]}
      </p>
    ) : null

  return (
    <section
      aria-labelledby="formulario-direccion"
      className="rounded-2xl border border-gold bg-surface p-6"
    >
      <h2
        id="formulario-direccion"
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-semibold outline-none"
      >
        {id ? 'Editar Dirección' : 'Agregar Dirección'}
      </h2>
      <Form
        method="post"
        action={id ? `${BACK}?editar=${id}` : `${BACK}?nueva=1`}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        {errors ? (
          <div
            role="alert"
            className="rounded-lg border border-danger bg-surface px-4 py-3 sm:col-span-2"
          >
            <p className="font-semibold text-danger">
              {id ? 'No se pudo actualizar la dirección' : 'No se pudo agregar la dirección'}
            </p>
            <p className="text-sm text-ink-muted">
              {errors.form?.[0] ?? 'Revisa los campos marcados.'}
            </p>
          </div>
        ) : null}
        <input type="hidden" name="intent" value="save" />
        {id ? <input type="hidden" name="id" value={id} /> : null}
        <div>
          <label htmlFor="campo-type" className="mb-1 block text-sm">
            Tipo
          </label>
          <select
            id="campo-type"
            name="type"
            required
            defaultValue={values.type}
            aria-invalid={errors?.type ? true : undefined}
            aria-describedby={describedBy('type')}
            className={input}
          >
            {Object.entries(TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {error('type')}
        </div>
        {TEXT_FIELDS.map((field) => (
          <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
            <label htmlFor={`campo-${field.name}`} className="mb-1 block text-sm">
              {field.label}
            </label>
            <input
              id={`campo-${field.name}`}
              name={field.name}
              type={field.type ?? 'text'}
              required
              maxLength={field.maxLength}
              autoComplete={field.autoComplete}
              defaultValue={values[field.name]}
              aria-invalid={errors?.[field.name] ? true : undefined}
              aria-describedby={describedBy(field.name)}
              className={input}
            />
            {error(field.name)}
          </div>
        ))}
        <div className="sm:col-span-2">
          {isDefault || first ? (
            <p className="text-sm text-ink-muted">
              {isDefault
                ? 'Esta es tu dirección predeterminada.'
                : 'Tu primera dirección será la predeterminada.'}
            </p>
          ) : (
            <label className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                name="isDefault"
                defaultChecked={values.isDefault}
                className="h-4 w-4 accent-gold"
              />
              Establecer como predeterminada
            </label>
          )}
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button
            type="submit"
            disabled={saving}
            className="rounded-full bg-gold px-6 py-2 font-semibold text-on-gold hover:bg-gold-strong disabled:opacity-70"
          >
            {saving ? 'Guardando...' : 'Guardar'}
          </button>
          <Link
            to={BACK}
            className="rounded-full border border-line px-6 py-2 hover:bg-surface-raised"
          >
            Cancelar
          </Link>
        </div>
      </Form>
    </section>
  )
}
