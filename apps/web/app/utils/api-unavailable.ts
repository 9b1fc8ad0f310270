import { isRouteErrorResponse } from '@remix-run/react'

/** The spec's words for an API the shop cannot reach (spec 001, §8). */
export const CONNECTION_ERROR = 'Error de conexión. Verifica tu conexión a internet.'

/**
 * The error body the web's API client answers for the API when it did not answer (refused, reset,
 * timed out) or failed (5xx): the API's own error shape, so every action shows it like any other.
 */
export interface ApiUnavailable {
  statusCode: 503
  code: 'API_UNAVAILABLE'
  message: typeof CONNECTION_ERROR
}

export const API_UNAVAILABLE: ApiUnavailable = {
  statusCode: 503,
  code: 'API_UNAVAILABLE',
  message: CONNECTION_ERROR,
}

/** Whether an API error body (an action's `error`) says the API could not be reached. */
export function isApiUnavailable(body: unknown): body is ApiUnavailable {
  return (body as Partial<ApiUnavailable> | null | undefined)?.code === API_UNAVAILABLE.code
}

/**
 * The 503 a loader throws when it cannot render without the API (api.server.ts `apiFailure`);
 * the error boundaries draw the connection screen for it rather than 'Algo salio mal'.
 */
export function isConnectionError(error: unknown): error is { status: 503; data: ApiUnavailable } {
  return isRouteErrorResponse(error) && error.status === 503 && isApiUnavailable(error.data)
}
