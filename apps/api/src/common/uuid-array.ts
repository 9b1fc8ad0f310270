/**
 * Ids as one PostgreSQL array literal, for `= any(?::uuid[])`: a JavaScript array bound to a raw
 * query is spread into a list of values instead. Only for ids the shop generated (uuids).
 */
export function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`
}
