import type { z } from 'zod'

export type FieldErrors = Record<string, string[]>

/** Reads a submitted form against a contracts schema: the same rules the API applies. */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  form: FormData,
  fields: string[],
):
  | { data: z.output<Schema>; fieldErrors?: undefined }
  | { data?: undefined; fieldErrors: FieldErrors } {
  const values = Object.fromEntries(fields.map((field) => [field, String(form.get(field) ?? '')]))
  const result = schema.safeParse(values)
  if (result.success) return { data: result.data }
  const fieldErrors: FieldErrors = {}
  for (const issue of result.error.issues)
    (fieldErrors[String(issue.path[0])] ??= []).push(issue.message)
  return { fieldErrors }
}

/** Honeypot: a field people never see or fill; anything in it means a bot posted the form. */
export const HONEYPOT_FIELD = 'sitio_web'

export function isBot(form: FormData): boolean {
  return String(form.get(HONEYPOT_FIELD) ?? '') !== ''
}
