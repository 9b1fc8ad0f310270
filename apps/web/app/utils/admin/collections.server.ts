import type { ApiClient, Schemas } from '@aurum/api-client'
import { CreateCollectionSchema, UpdateCollectionSchema } from '@aurum/contracts'
import { z } from 'zod'
import { required } from './admin-api.server'
import { reportIssues, splitList } from './admin-forms.server'
import type { CollectionFormFields } from './form-values'

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

export function collectionFormValues(collection: AdminCollection): CollectionFormFields {
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

/** The form's fields, each of which takes the API's messages under its own name. */
const FIELDS = new Set([
  'name',
  'description',
  'theme',
  'perfumeIds',
  'sizes',
  'prices',
  'imageUrl',
])

/** The field a message about the API body's path belongs to ('prices.1' -> 'prices'); '' is the form. */
export function collectionFieldName(path: string): string {
  const field = path.split('.')[0]
  return FIELDS.has(field) ? field : ''
}

/** One text field as posted: a missing one is ''. */
const text = z
  .string()
  .optional()
  .transform((value) => value ?? '')

/** The form as posted: the perfumes ticked come as one id or several, in the order listed. */
const CollectionFormInputSchema = z.object({
  name: text,
  description: text,
  theme: text,
  perfumeIds: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((ids) => (ids === undefined ? [] : [ids].flat())),
  sizes: text,
  prices: text,
  imageUrl: text,
})
type CollectionFormPost = z.input<typeof CollectionFormInputSchema>

/**
 * The collection form's schema for conform: what was posted, as the API's body (the lists split
 * by comma), checked with the same contracts schema the API applies, each message on its field.
 */
export function collectionFormSchema(): z.ZodType<CreateCollectionBody, CollectionFormPost>
export function collectionFormSchema(
  id: string,
): z.ZodType<UpdateCollectionBody, CollectionFormPost>
export function collectionFormSchema(
  id?: string,
): z.ZodType<CreateCollectionBody | UpdateCollectionBody, CollectionFormPost> {
  const apiSchema = id ? UpdateCollectionSchema : CreateCollectionSchema
  return CollectionFormInputSchema.transform((form, context) => {
    const body = {
      ...(id ? { id } : {}),
      name: form.name,
      description: form.description,
      theme: form.theme,
      perfumeIds: form.perfumeIds,
      sizes: splitList(form.sizes),
      prices: splitList(form.prices),
      imageUrl: form.imageUrl.trim() || null,
    }
    const checked = apiSchema.safeParse(body)
    const issues = checked.success
      ? []
      : checked.error.issues.map(({ path, message }) => {
          const name = collectionFieldName(path.map(String).join('.'))
          return { path: name ? [name] : [], message }
        })
    if (reportIssues(context, [], issues)) return z.NEVER
    return body
  })
}
