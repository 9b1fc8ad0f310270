import type { ErrorCode } from '@aurum/contracts'

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
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
  const match = Object.entries(STATUS_BY_CODE).find(([, value]) => value === status)
  if (match) return match[0] as ErrorCode
  return status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED'
}
