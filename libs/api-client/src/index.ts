import createClient, { type Client } from 'openapi-fetch'
import type { components, paths } from './schema'

export type { components, paths } from './schema'
export type ApiClient = Client<paths>
export type Schemas = components['schemas']

/** The body of every error answer: `{ statusCode, code, reason, params?, message, fieldErrors? }`. */
export type ApiErrorBody = Schemas['ApiError']
/** The stable error codes of the document: branch on them, never on the message. */
export type ErrorCode = ApiErrorBody['code']
/** Which failure within a code (`perfume_not_found`, `size_left`): stable, never renamed. */
export type ErrorReason = ApiErrorBody['reason']
/** Every error status the document declares (400, 401, 403, 404, 409, 413, 414, 415, 429, 503). */
export type ErrorStatus =
  Extract<keyof Schemas, `ApiError${number}`> extends `ApiError${infer Status extends number}`
    ? Status
    : never
/** The error body of one status, its code narrowed to the codes that status carries. */
export type ApiErrorOf<Status extends ErrorStatus> = Schemas[`ApiError${Status}`]

/**
 * Whether a value is an error body of the API (what openapi-fetch gives as `error`, or a parsed
 * body of unknown origin). A code newer than this client still passes: keep a default branch.
 */
export function isApiError(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false
  const body = value as Record<string, unknown>
  return (
    Number.isInteger(body.statusCode) &&
    (body.statusCode as number) >= 400 &&
    (body.statusCode as number) <= 599 &&
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    (body.fieldErrors === undefined ||
      (typeof body.fieldErrors === 'object' && body.fieldErrors !== null))
  )
}

/** The specification's default timeout for every API call. */
export const API_TIMEOUT_MS = 10_000

export interface ApiClientOptions {
  baseUrl: string
  /** Sent as a bearer token when the caller is signed in. */
  accessToken?: string
  /** Forwarded as x-request-id so one request can be followed across both apps' logs. */
  requestId?: string
  /** Any other header every call carries (a guest's X-Cart-Token). */
  headers?: Record<string, string>
  timeoutMs?: number
  /**
   * Sends each request, which already carries the timeout; the global fetch by default. A caller
   * may pass its own, for example to turn an API it cannot reach into an ordinary error answer.
   */
  fetch?: (request: Request) => Promise<Response>
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' }
  if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`
  if (options.requestId) headers['x-request-id'] = options.requestId
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS
  const send = options.fetch ?? fetch
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers,
    fetch: (request) => send(new Request(request, { signal: AbortSignal.timeout(timeoutMs) })),
  })
}
