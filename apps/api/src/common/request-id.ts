import { randomUUID } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

const REQUEST_ID = /^[\w-]{1,64}$/

/**
 * A caller's x-request-id is kept when it looks like one, so one request can be followed from the
 * web app's log to the API's; otherwise a new one is made.
 */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id']
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
}
