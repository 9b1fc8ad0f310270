import { ERROR_CODES, type ErrorCode } from '@aurum/contracts'

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

/** An expected failure with a stable code; services throw it, ApiExceptionFilter answers it. */
export class DomainError extends Error {
  override name = 'DomainError'
  readonly statusCode: number

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message)
    this.statusCode = STATUS_BY_CODE[code]
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
