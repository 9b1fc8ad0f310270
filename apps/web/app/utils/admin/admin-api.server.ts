import type { ApiError } from '@aurum/contracts'
import { redirect } from '@remix-run/node'
import { apiErrorText, apiFieldErrors } from '~/utils/api-messages.server'
import { apiFailure, apiFor } from '~/utils/api.server'
import { accessDenied, requireAdmin } from '~/utils/auth.server'
import type { FieldErrors } from '~/utils/forms.server'

/** Every admin loader and action starts here: the gate, then the API with the admin's token. */
export async function adminApi(request: Request) {
  const admin = await requireAdmin(request)
  return { admin, api: await apiFor(request) }
}

/** The API checks the role on every admin call, so its 401 or 403 is the gate as well. */
export function guardAnswer(response: Response): void {
  if (response.status === 401) throw redirect('/admin-auth')
  if (response.status === 403) throw accessDenied()
}

/** What a page cannot do without: the gate's answers pass through, any other failure is a 502. */
export function required<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  guardAnswer(answer.response)
  if (answer.data === undefined) throw apiFailure('El servicio no está disponible', answer)
  return answer.data
}

/**
 * A refused change, for its form: the API's messages per field, keyed by the form's names, or its
 * message alone under 'form', in Spanish; and the status the page answers with.
 */
export function refusal(
  error: unknown,
  response: Response,
): { fieldErrors: FieldErrors; status: number } {
  guardAnswer(response)
  if (response.status >= 500) return { fieldErrors: {}, status: 502 }
  const answer = error as Partial<ApiError> | undefined
  const fieldErrors: FieldErrors = {}
  for (const [path, messages] of Object.entries(apiFieldErrors(error))) {
    // "prices.1" belongs to the prices field.
    ;(fieldErrors[path.split('.')[0]] ??= []).push(...messages)
  }
  if (!Object.keys(fieldErrors).length && answer?.message) fieldErrors.form = [apiErrorText(error)]
  return { fieldErrors, status: response.status }
}

/** The X-Total-Count of a list answer. */
export function totalCount(response: Response): number {
  return Number(response.headers.get('x-total-count') ?? 0)
}
