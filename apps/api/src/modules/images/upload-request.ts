import type { FastifyRequest } from 'fastify'
import { ImagePerfumeIdSchema, UploadImageLinkSchema } from './dto/images.dto'
import { UNKNOWN_FIELD, zodFieldErrors } from '../../common/domain-error'
import { IMAGE_REFUSALS, ImageRefusedError } from './errors/image-refused.error'
import { MAX_IMAGE_BYTES } from './image-limits'
import type { ImageSource } from './images.service'

interface UploadRequest {
  /** Absent when the image is only stored, for the caller to set with the perfume's PUT. */
  perfumeId?: string
  source: ImageSource
}

/** POST /api/admin/images/upload, whichever form it came in. */
export function readUploadRequest(request: FastifyRequest): Promise<UploadRequest> {
  return request.isMultipart()
    ? readMultipartUpload(request)
    : Promise.resolve(readJsonUpload(request.body))
}

function readJsonUpload(body: unknown): UploadRequest {
  const parsed = UploadImageLinkSchema.safeParse(body ?? {})
  if (!parsed.success) {
    const unknownField = parsed.error.issues.some((issue) => issue.code === 'unrecognized_keys')
    throw new ImageRefusedError(unknownField ? 'badForm' : 'missing', zodFieldErrors(parsed.error))
  }
  return { perfumeId: parsed.data.perfumeId, source: { imageUrl: parsed.data.imageUrl } }
}

/**
 * Fields `perfumeId` and `file`, in either order. The file is read here, after the access guard
 * let the request through, and never past 5 MB.
 */
async function readMultipartUpload(request: FastifyRequest): Promise<UploadRequest> {
  let perfumeId: unknown
  let file: Buffer | undefined
  const parts = request.parts({
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 100 },
  })
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'file') file = await part.toBuffer()
      else if (part.type === 'field' && part.fieldname === 'perfumeId') perfumeId = part.value
      else throw new ImageRefusedError('badForm', { [part.fieldname]: [UNKNOWN_FIELD] })
    }
  } catch (error) {
    if (error instanceof ImageRefusedError) throw error
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ImageRefusedError('tooLarge')
    }
    // Everything else here is the body's fault: no boundary, a part cut short, too many parts.
    throw new ImageRefusedError('badForm')
  }
  const id = ImagePerfumeIdSchema.safeParse(perfumeId)
  // A form sent without choosing a file still carries an empty file part.
  if (!id.success || !file?.length) {
    throw new ImageRefusedError('missing', {
      ...(id.success ? {} : { perfumeId: [IMAGE_REFUSALS.missing] }),
      ...(file?.length ? {} : { file: [IMAGE_REFUSALS.missing] }),
    })
  }
  return { perfumeId: id.data, source: { file } }
}
