import {
  ERROR_CODES,
  type ErrorCode,
  type ErrorParams,
  type ErrorReason,
  errorText,
} from '@aurum/contracts'
import type { ZodError } from 'zod'

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  LINK_INVALID: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_ENDED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
}

/**
 * An expected failure: its `code` (what clients branch on), its `reason` (which failure, the key
 * of its Spanish text in ERROR_REASONS) and the `params` that text needs. Services throw it,
 * ApiExceptionFilter answers it.
 */
export class DomainError<R extends ErrorReason = ErrorReason> extends Error {
  override name = 'DomainError'
  readonly statusCode: number
  readonly params?: ErrorParams<R>
  readonly fieldErrors?: Record<string, string[]>

  constructor(
    readonly code: ErrorCode,
    readonly reason: R,
    details: { params?: ErrorParams<R>; fieldErrors?: Record<string, string[]> } = {},
  ) {
    super(errorText(reason, details.params))
    this.statusCode = STATUS_BY_CODE[code]
    this.params = details.params
    this.fieldErrors = details.fieldErrors
  }
}

export function codeForStatus(status: number): ErrorCode {
  return codesForStatus(status)[0]
}

/** Every code an answer of this status may carry: the OpenAPI document lists them per status. */
export function codesForStatus(status: number): [ErrorCode, ...ErrorCode[]] {
  const codes = ERROR_CODES.filter((code) => STATUS_BY_CODE[code] === status)
  if (codes.length) return codes as [ErrorCode, ...ErrorCode[]]
  return [status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED']
}

/** A refused input's messages by field (dotted paths into the input); unknown fields named. */
export function zodFieldErrors(error: ZodError): Record<string, string[]> {
  // A Map, not an object literal: field names come from the request ('constructor', '__proto__').
  const byField = new Map<string, string[]>()
  for (const issue of error.issues) {
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : []
    const fields = unknownKeys.length
      ? unknownKeys.map((key) => [...issue.path, key].join('.'))
      : [issue.path.join('.') || '(root)']
    for (const field of fields) {
      const message = unknownKeys.length ? UNKNOWN_FIELD : issue.message
      byField.set(field, [...(byField.get(field) ?? []), message])
    }
  }
  return Object.fromEntries(byField)
}

/** What a field that is not part of the input is told. */
export const UNKNOWN_FIELD = 'Campo no admitido'

/** A refused input: its fields, each with why, named in the message too (the spec's client shows only that). */
export function invalidInput(fieldErrors: Record<string, string[]>): DomainError<'invalid_input'> {
  const summary = Object.entries(fieldErrors)
    .map(([field, messages]) => `${field}: ${messages[0]}`)
    .join('; ')
  return new DomainError('VALIDATION_FAILED', 'invalid_input', { params: { summary }, fieldErrors })
}
