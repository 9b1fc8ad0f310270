import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
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

/**
 * A posted form read with conform against `schema`, which takes the fields as posted (text, lists
 * of text: no coercion, the schema says what each means). A list intent that is not conform's
 * (only a hand-made post sends one) is a 400, not a failure of the page.
 */
export function parseSubmission<Output, Input>(
  form: FormData | URLSearchParams,
  schema: z.ZodType<Output, Input>,
) {
  try {
    return parseWithZod(form, { schema, disableAutoCoercion: true })
  } catch {
    throw new Response('Formulario no válido', { status: 400 })
  }
}

/** Where a message shows in a conform form: ['sizes', 1, 'price'] is row 2's price, [] the form. */
export type IssuePath = (string | number)[]
export interface FormIssue {
  path: IssuePath
  message: string
}

/** ['sizes', 1, 'price'] -> 'sizes[1].price', as conform names its fields; [] -> ''. */
export function fieldName(path: IssuePath): string {
  return path.reduce<string>(
    (name, part) =>
      typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${part}` : part,
    '',
  )
}

/**
 * A group of checkboxes as posted (one ticked comes as a text, several as a list, none as
 * nothing): the choices ticked, in the choices' order, any other value ignored.
 */
export function tickedChoices<T extends string>(choices: readonly T[]) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => {
      const ticked = value === undefined ? [] : [value].flat()
      return choices.filter((choice) => ticked.includes(choice))
    })
}

/**
 * Puts a form's messages on its fields: its own first, then the API schema's, except on a field
 * that already has its own (they say it better than the schema's list of allowed values), each
 * message once. Whether there was any.
 */
export function reportIssues(
  context: z.RefinementCtx,
  own: FormIssue[],
  schema: FormIssue[],
): boolean {
  const ownFields = new Set(own.map(({ path }) => fieldName(path)))
  const seen = new Set<string>()
  for (const { path, message } of [
    ...own,
    ...schema.filter(({ path }) => !ownFields.has(fieldName(path))),
  ]) {
    const key = `${fieldName(path)}\u0000${message}`
    if (seen.has(key)) continue
    seen.add(key)
    context.addIssue({ code: 'custom', path, message })
  }
  return seen.size > 0
}
