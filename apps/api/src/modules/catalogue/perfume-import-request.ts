import { MAX_IMPORT_BYTES } from '@aurum/contracts'
import type { FastifyRequest } from 'fastify'
import { DomainError, UNKNOWN_FIELD } from '../../common/domain-error'
import { tooLarge } from './perfume-import.service'

/**
 * The CSV of POST /api/admin/perfumes/import, as bytes: the body itself (text/csv, kept as bytes by
 * its parser and capped by the route) or the part `file` of a form, read here after the access
 * guard and never past the same limit.
 */
export async function readImportRequest(request: FastifyRequest): Promise<Buffer> {
  const csv = request.isMultipart() ? await readMultipartFile(request) : request.body
  if (Buffer.isBuffer(csv) && csv.length) return csv
  // A JSON or form body: each of its fields is one this route does not take.
  const fields = csv && typeof csv === 'object' && !Buffer.isBuffer(csv) ? Object.keys(csv) : []
  throw new DomainError('VALIDATION_FAILED', 'perfume_csv_missing', {
    ...(fields.length
      ? { fieldErrors: Object.fromEntries(fields.map((field) => [field, [UNKNOWN_FIELD]])) }
      : {}),
  })
}

async function readMultipartFile(request: FastifyRequest): Promise<Buffer | undefined> {
  let file: Buffer | undefined
  const parts = request.parts({
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 100 },
  })
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'file') file = await part.toBuffer()
      else {
        throw new DomainError('VALIDATION_FAILED', 'perfume_csv_missing', {
          fieldErrors: { [part.fieldname]: [UNKNOWN_FIELD] },
        })
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    // Everything else here is the body's fault: no boundary, a part cut short, too many parts.
    throw new DomainError('VALIDATION_FAILED', 'perfume_csv_missing')
  }
  return file
}
