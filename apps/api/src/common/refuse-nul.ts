import type { FastifyInstance } from 'fastify'
import { apiError } from './api-exception.filter'

/** True when any string in a parsed request part holds a NUL, which PostgreSQL text cannot store. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 32 || value === null || typeof value !== 'object') return false
  return Object.entries(value).some(
    ([key, entry]) => key.includes('\u0000') || containsNul(entry, depth + 1),
  )
}

/**
 * Refuses, before validation, any request whose path parameters, query or body carry a NUL:
 * no field of the shop may hold one, and the database would fail on it with a 5xx.
 */
export function refuseNul(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, reply, done) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      void reply.status(400).send(apiError(400, 'VALIDATION_FAILED', 'nul_character'))
      return
    }
    done()
  })
}
