import { type AddressInput, AddressSchema } from '@aurum/contracts'
import type { FieldErrors } from './forms.server'

export const ADDRESS_FIELDS = [
  'type',
  'name',
  'street',
  'city',
  'state',
  'zipCode',
  'country',
  'phone',
] as const

/** What the customer typed, sent back to the form when it is refused. */
export type AddressFormValues = Record<(typeof ADDRESS_FIELDS)[number], string> & {
  isDefault: boolean
}

/** The address form read with the same schema the API applies (a ticked checkbox posts 'on'). */
export function readAddressForm(
  form: FormData,
):
  | { values: AddressFormValues; data: AddressInput; fieldErrors?: undefined }
  | { values: AddressFormValues; data?: undefined; fieldErrors: FieldErrors } {
  const values = {
    ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, String(form.get(field) ?? '')])),
    isDefault: form.get('isDefault') === 'on',
  } as AddressFormValues
  const result = AddressSchema.safeParse(values)
  if (result.success) return { values, data: result.data }
  const fieldErrors: FieldErrors = {}
  for (const issue of result.error.issues)
    (fieldErrors[String(issue.path[0])] ??= []).push(issue.message)
  return { values, fieldErrors }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An address id from a form or the URL, or null when it cannot be one. */
export function addressId(value: FormDataEntryValue | string | null): string | null {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null
}
