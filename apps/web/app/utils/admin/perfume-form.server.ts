import {
  CreatePerfumeSchema,
  PERFUME_CATEGORIES,
  type PerfumeCategory,
  UpdatePerfumeSchema,
} from '@aurum/contracts'
import type { z } from 'zod'
import type { FieldErrors } from '~/utils/forms.server'
import { formText, issuesByField, mergeFieldErrors, splitList } from './admin-forms.server'
import { EMPTY_PERFUME_FORM, type PerfumeFormValues } from './form-values'
import type { AdminPerfume } from './perfumes.server'
import { isoToWallTime, wallTimeToIso } from './store-time.server'

export type CreatePerfumeBody = z.input<typeof CreatePerfumeSchema>
export type UpdatePerfumeBody = z.input<typeof UpdatePerfumeSchema>

/** What the administrator typed: given back with the errors, so nothing is lost. */
export function readPerfumeForm(form: FormData): PerfumeFormValues {
  const values = { ...EMPTY_PERFUME_FORM }
  for (const key of Object.keys(EMPTY_PERFUME_FORM) as (keyof PerfumeFormValues)[]) {
    if (key !== 'isOnOffer') values[key] = formText(form, key)
  }
  values.isOnOffer = form.get('isOnOffer') === 'on'
  return values
}

/** The edit form, filled from the API's view of the perfume. */
export function perfumeFormValues(perfume: AdminPerfume): PerfumeFormValues {
  return {
    name: perfume.name,
    brand: perfume.brand,
    description: perfume.description,
    category: perfume.category,
    sizes: perfume.sizes.join(', '),
    prices: perfume.prices.join(', '),
    notes: perfume.notes.join(', '),
    imageUrl: perfume.imageUrl ?? '',
    isOnOffer: perfume.isOnOffer,
    discountPercentage: perfume.discountPercentage ? String(perfume.discountPercentage) : '',
    offerDescription: perfume.offerDescription ?? '',
    offerEndsAt: perfume.offerEndsAt ? isoToWallTime(perfume.offerEndsAt) : '',
  }
}

/**
 * The API's body from the form: lists split by comma, the offer's end from the shop's clock to an
 * instant, then checked with the same contracts schema the API applies, so the administrator sees
 * every message at once and the API is called only with a body it should accept.
 */
export function perfumeBody(
  values: PerfumeFormValues,
):
  | { body: CreatePerfumeBody; fieldErrors?: undefined }
  | { body?: undefined; fieldErrors: FieldErrors }
export function perfumeBody(
  values: PerfumeFormValues,
  id: string,
):
  | { body: UpdatePerfumeBody; fieldErrors?: undefined }
  | { body?: undefined; fieldErrors: FieldErrors }
export function perfumeBody(
  values: PerfumeFormValues,
  id?: string,
):
  | { body: CreatePerfumeBody | UpdatePerfumeBody; fieldErrors?: undefined }
  | { body?: undefined; fieldErrors: FieldErrors } {
  const ownErrors: FieldErrors = {}
  if (!PERFUME_CATEGORIES.includes(values.category as PerfumeCategory))
    ownErrors.category = ['Elige una categoría']

  const offerEndsAt =
    values.isOnOffer && values.offerEndsAt.trim() ? wallTimeToIso(values.offerEndsAt.trim()) : null
  if (values.isOnOffer && values.offerEndsAt.trim() && !offerEndsAt)
    ownErrors.offerEndsAt = ['La fecha de fin de la oferta no es válida']

  const body = {
    ...(id ? { id } : {}),
    name: values.name,
    brand: values.brand,
    description: values.description,
    category: values.category as PerfumeCategory,
    sizes: splitList(values.sizes),
    prices: splitList(values.prices),
    notes: splitList(values.notes),
    imageUrl: values.imageUrl.trim() || null,
    isOnOffer: values.isOnOffer,
    discountPercentage: values.discountPercentage.trim() || '0',
    offerDescription: values.offerDescription,
    offerEndsAt,
  }
  const checked = (id ? UpdatePerfumeSchema : CreatePerfumeSchema).safeParse(body)
  const schemaErrors = checked.success ? {} : issuesByField(checked.error)
  // The category message above says it better than the schema's list of allowed values.
  if (ownErrors.category) delete schemaErrors.category
  const fieldErrors = mergeFieldErrors(ownErrors, schemaErrors)
  return Object.keys(fieldErrors).length ? { fieldErrors } : { body }
}
