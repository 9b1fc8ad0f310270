import type { ApiClient } from '@aurum/api-client'
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node'
import { formText } from './admin-forms.server'

/** The shop's image limit (the API enforces it again, by content). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** Refusals before the API is called, in the API's own words. */
export const UPLOAD_FAILURE = 'Error al subir imagen'
const MISSING_IMAGE = 'Selecciona un perfume y una imagen'

export type UploadRequest =
  | { perfumeId: string; file: File; imageUrl?: undefined }
  | { perfumeId: string; imageUrl: string; file?: undefined }

/**
 * The upload form, read in memory and never past 5 MB, so a larger file is refused before the
 * API is called. A form posted without multipart (no file) is read as a plain form.
 */
export async function readUploadForm(
  request: Request,
): Promise<
  | { upload: UploadRequest; refusal?: undefined }
  | { refusal: string; status: number; perfumeId: string }
> {
  let form: FormData
  try {
    form = request.headers.get('content-type')?.startsWith('multipart/form-data')
      ? await unstable_parseMultipartFormData(
          request,
          unstable_createMemoryUploadHandler({ maxPartSize: MAX_IMAGE_BYTES }),
        )
      : await request.formData()
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError)
      return { refusal: `${UPLOAD_FAILURE}: el archivo supera 5 MB`, status: 413, perfumeId: '' }
    return { refusal: `${UPLOAD_FAILURE}: el formulario no es válido`, status: 400, perfumeId: '' }
  }
  const perfumeId = formText(form, 'perfumeId')
  const file = form.get('file')
  const imageUrl = formText(form, 'imageUrl').trim()
  // A form sent without choosing a file still carries an empty file part.
  if (perfumeId && file instanceof File && file.size > 0) return { upload: { perfumeId, file } }
  if (perfumeId && imageUrl) return { upload: { perfumeId, imageUrl } }
  return { refusal: MISSING_IMAGE, status: 400, perfumeId }
}

/** Sends the image on to the API: the file as multipart (perfumeId, file), a link as JSON. */
export function sendUpload(api: ApiClient, upload: UploadRequest) {
  if (upload.imageUrl !== undefined)
    return api.POST('/api/admin/images/upload', {
      body: { perfumeId: upload.perfumeId, imageUrl: upload.imageUrl },
    })
  const { perfumeId, file } = upload
  return api.POST('/api/admin/images/upload', {
    // The document names the binary part by its file name; the serializer sends the file itself.
    body: { perfumeId, file: file.name },
    bodySerializer: () => {
      const form = new FormData()
      form.set('perfumeId', perfumeId)
      form.set('file', file, file.name)
      return form
    },
  })
}

const sizeFormat = (unit: 'kilobyte' | 'megabyte') =>
  new Intl.NumberFormat('es-ES', { style: 'unit', unit, maximumFractionDigits: 1 })

/** 2048 -> "2 kB", 5_500_000 -> "5,2 MB" (binary units, as the 5 MB limit). */
export function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024
    ? sizeFormat('kilobyte').format(bytes / 1024)
    : sizeFormat('megabyte').format(bytes / 1024 / 1024)
}
