import type { ApiClient } from '@aurum/api-client'
import { MAX_IMPORT_BYTES } from '@aurum/contracts'
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node'
import { formText } from './admin-forms.server'

const TOO_LARGE = `El archivo supera ${MAX_IMPORT_BYTES / 1024 / 1024} MB`
const MISSING_FILE = 'Elige el archivo CSV del catálogo'
/** The file as the hidden field carries it: base64 is a third longer. */
const MAX_CARRIED_LENGTH = Math.ceil(MAX_IMPORT_BYTES / 3) * 4

/**
 * The import page's two forms. 'Comprobar' uploads the file (multipart, read in memory and never
 * past the API's limit); 'Aplicar cambios' posts the same bytes back from a hidden field, as
 * base64, so the file checked is exactly the file applied (a form's text fields would turn its
 * line breaks into CRLF) and no JavaScript is needed.
 */
export async function readImportForm(
  request: Request,
): Promise<
  | { intent: 'comprobar' | 'aplicar'; csv: Buffer; refusal?: undefined }
  | { refusal: string; status: number }
> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    let form: FormData
    try {
      form = await unstable_parseMultipartFormData(
        request,
        unstable_createMemoryUploadHandler({ maxPartSize: MAX_IMPORT_BYTES }),
      )
    } catch (error) {
      if (error instanceof MaxPartSizeExceededError) return { refusal: TOO_LARGE, status: 413 }
      return { refusal: 'El formulario no es válido', status: 400 }
    }
    const file = form.get('archivo')
    // A form sent without choosing a file still carries an empty file part.
    if (!(file instanceof File) || file.size === 0) return { refusal: MISSING_FILE, status: 400 }
    return { intent: 'comprobar', csv: Buffer.from(await file.arrayBuffer()) }
  }
  const form = await request.formData()
  const carried = formText(form, 'csv')
  if (formText(form, 'intent') !== 'aplicar' || !carried) {
    return { refusal: MISSING_FILE, status: 400 }
  }
  if (carried.length > MAX_CARRIED_LENGTH) return { refusal: TOO_LARGE, status: 413 }
  return { intent: 'aplicar', csv: Buffer.from(carried, 'base64') }
}

/** The CSV sent on to the API as the body (text/csv), checked only or applied. */
export function sendImport(api: ApiClient, csv: Buffer, dryRun: boolean) {
  return api.POST('/api/admin/perfumes/import', {
    params: { query: dryRun ? { dryRun: 'true' } : {} },
    // The document types the body as text; the serializer sends the file's bytes as they are.
    body: '',
    bodySerializer: () => new Uint8Array(csv),
    headers: { 'content-type': 'text/csv' },
  })
}

/** What a column of the catalogue CSV is called on the page. */
export const COLUMN_LABELS: Record<string, string> = {
  slug: 'Slug',
  name: 'Nombre',
  brand: 'Marca',
  category: 'Categoría',
  description: 'Descripción',
  sizes: 'Tamaños y precios',
  notes: 'Notas',
  imageUrl: 'Imagen',
  isOnOffer: 'En oferta',
  discountPercentage: 'Descuento (%)',
  offerDescription: 'Texto de la oferta',
  offerEndsAt: 'Fin de la oferta',
  allergens: 'Alérgenos',
}

/** '1 creado, 2 actualizados y 40 sin cambios'. */
export function importCounts({
  created,
  updated,
  unchanged,
}: {
  created: number
  updated: number
  unchanged: number
}): string {
  return `${created} ${created === 1 ? 'creado' : 'creados'}, ${updated} ${
    updated === 1 ? 'actualizado' : 'actualizados'
  } y ${unchanged} sin cambios`
}
