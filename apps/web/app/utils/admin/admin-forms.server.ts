import type { z } from 'zod'
import type { FieldErrors } from '~/utils/forms.server'

/** "2ml, 5ml,, 10ml " -> ['2ml', '5ml', '10ml']: split by comma, trimmed, empty items dropped. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** A form field as text ('' when missing or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** A contracts schema's issues, keyed by the form field each one belongs to. */
export function issuesByField(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {}
  for (const issue of error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message)
  return fieldErrors
}

/** Two sets of messages per field, the first set's first. */
export function mergeFieldErrors(first: FieldErrors, second: FieldErrors): FieldErrors {
  const merged: FieldErrors = { ...first }
  for (const [field, messages] of Object.entries(second))
    merged[field] = [...(merged[field] ?? []), ...messages]
  return merged
}
