import createClient, { type Client } from 'openapi-fetch'
import type { components, paths } from './schema'

export type { components, paths } from './schema'
export type ApiClient = Client<paths>
export type Schemas = components['schemas']

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
