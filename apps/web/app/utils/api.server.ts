import { createApiClient } from '@aurum/api-client'
import { env } from './env.server'

/** The API as seen from this request: every loader and action talks to the API through it. */
export function apiFor(request: Request) {
  return createApiClient({
    baseUrl: env.API_URL,
    requestId: request.headers.get('x-request-id') ?? undefined,
  })
}

/** Thrown by loaders when the API answers with an error; the route's ErrorBoundary shows it. */
export class ApiUnavailableError extends Error {
  override name = 'ApiUnavailableError'
}
