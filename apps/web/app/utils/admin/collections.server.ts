import type { ApiClient, Schemas } from '@aurum/api-client'
import { CreateCollectionSchema, UpdateCollectionSchema } from '@aurum/contracts'
import type { z } from 'zod'
import type { FieldErrors } from '~/utils/forms.server'
import { required } from './admin-api.server'
import { formText, issuesByField, splitList } from './admin-forms.server'
import type { CollectionFormValues } from './form-values'

export type AdminCollection = Schemas['AdminCollectionViewDto_Output']

export type CreateCollectionBody = z.input<typeof CreateCollectionSchema>
export type UpdateCollectionBody = z.input<typeof UpdateCollectionSchema>

export async function listCollections(api: ApiClient): Promise<AdminCollection[]> {
  return required(await api.GET('/api/admin/collections'))
}

/** One collection for its admin pages (the API lists them all; there are a handful). */
export async function findCollection(api: ApiClient, id: string): Promise<AdminCollection> {
  const collection = (await listCollections(api)).find((candidate) => candidate.id === id)
  if (!collection) throw new Response('Colección no encontrada', { status: 404 })
  return collection
}

/** What the administrator typed and ticked, in the order the perfumes were listed. */
export function readCollectionForm(form: FormData): CollectionFormValues {
  return {
    name: formText(form, 'name'),
    description: formText(form, 'description'),
    theme: formText(form, 'theme'),
    perfumeIds: form.getAll('perfumeIds').filter((id): id is string => typeof id === 'string'),
    sizes: formText(form, 'sizes'),
    prices: formText(form, 'prices'),
    imageUrl: formText(form, 'imageUrl'),
  }
}

export function collectionFormValues(collection: AdminCollection): CollectionFormValues {
  return {
    name: collection.name,
    description: collection.description,
    theme: collection.theme,
    perfumeIds: collection.perfumeIds,
    sizes: collection.sizes.join(', '),
    prices: collection.prices.join(', '),
    imageUrl: collection.imageUrl ?? '',
  }
}

/** The API's body from the form, checked with the same contracts schema the API applies. */
export function collectionBody(
  values: CollectionFormValues,
):
  | { body: CreateCollectionBody; fieldErrors?: undefined }
  | { body?: undefined; fieldErrors: FieldErrors }
export function collectionBody(
  values: CollectionFormValues,
  id: string,
):
  | { body: UpdateCollectionBody; fieldErrors?: undefined }
  | { body?: undefined; fieldErrors: FieldErrors }
export function collectionBody(
  values: CollectionFormValues,
  id?: string,
):
  | { body: CreateCollectionBody | UpdateCollectionBody; fieldErrors?: undefined }
  | { body?: undefined; fieldErrors: FieldErrors } {
  const body = {
    ...(id ? { id } : {}),
    name: values.name,
    description: values.description,
    theme: values.theme,
    perfumeIds: values.perfumeIds,
    sizes: splitList(values.sizes),
    prices: splitList(values.prices),
    imageUrl: values.imageUrl.trim() || null,
  }
  const checked = (id ? UpdateCollectionSchema : CreateCollectionSchema).safeParse(body)
  return checked.success ? { body } : { fieldErrors: issuesByField(checked.error) }
}
