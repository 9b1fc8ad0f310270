import type { ErrorReason } from './error-reasons'

/** Stable codes of every error the API answers with `{ statusCode, code, message }`. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'LINK_INVALID',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'SESSION_ENDED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'OUT_OF_STOCK',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export interface ApiError {
  statusCode: number
  code: ErrorCode
  /** Which failure: a key of ERROR_REASONS, whose text `message` is. */
  reason: ErrorReason
  /** What the text of the reason needs, when it needs anything. */
  params?: Record<string, string | number>
  /** In Spanish. */
  message: string
  fieldErrors?: Record<string, string[]>
}
