import type { z } from 'zod'

/**
 * A table's state from its URL, read with the API's own query schema. A hand-edited or old link
 * loses only the parameters that are not understood; `fixed` (the page size) is never the URL's.
 */
export function listQuery<Schema extends z.ZodType>(
  schema: Schema,
  params: URLSearchParams,
  keys: readonly string[],
  fixed: Record<string, string> = {},
): z.output<Schema> {
  const raw: Record<string, string> = {}
  for (const key of keys) {
    // Control characters mean nothing in a filter, and the API refuses a NUL outright.
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    const value = params.get(key)?.replace(/[\u0000-\u001f\u007f]/g, '')
    if (value !== undefined) raw[key] = value
  }
  Object.assign(raw, fixed)
  const first = schema.safeParse(raw)
  if (first.success) return first.data
  for (const issue of first.error.issues) delete raw[String(issue.path[0])]
  return schema.parse(raw)
}
