import type { ApiError } from '@aurum/contracts'
import type { Submission, SubmissionResult } from '@conform-to/react'
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
 * A refused change, for its form: the API's messages per field, keyed by the form's names (by
 * default the path's first part: "prices.1" belongs to the prices field), or its message alone
 * under 'form', in Spanish; and the status the page answers with.
 */
export function refusal(
  error: unknown,
  response: Response,
  field: (path: string) => string = (path) => path.split('.')[0],
): { fieldErrors: FieldErrors; status: number } {
  guardAnswer(response)
  if (response.status >= 500) return { fieldErrors: {}, status: 502 }
  const answer = error as Partial<ApiError> | undefined
  const fieldErrors: FieldErrors = {}
  for (const [path, messages] of Object.entries(apiFieldErrors(error)))
    (fieldErrors[field(path)] ??= []).push(...messages)
  if (!Object.keys(fieldErrors).length && answer?.message) fieldErrors.form = [apiErrorText(error)]
  return { fieldErrors, status: response.status }
}

/**
 * A save the API refused, as the form's reply: every typed value kept, each of the API's messages
 * on the field `field` names for its path ('prices.1'; '' for none), the rest above the form.
 */
export function refusalReply(
  submission: Submission<unknown>,
  error: unknown,
  response: Response,
  field: (path: string) => string,
): { reply: SubmissionResult<string[]>; status: number } {
  // refusal() keeps a message about no field under 'form', as a field of that name would.
  const { fieldErrors: byName, status } = refusal(error, response, (path) => field(path) || 'form')
  const { form: formErrors = [], ...fieldErrors } = byName
  // A failure with nothing to say (the API down) still says so: a reply without messages is a
  // success to conform.
  if (!formErrors.length && !Object.keys(fieldErrors).length) formErrors.push(apiErrorText(error))
  return { reply: submission.reply({ formErrors, fieldErrors }), status }
}

/** The X-Total-Count of a list answer. */
export function totalCount(response: Response): number {
  return Number(response.headers.get('x-total-count') ?? 0)
}
