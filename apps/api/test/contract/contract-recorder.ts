import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { type Answer, contractViolations, operationOf } from './openapi-contract'

/**
 * Every answer the test app sends is checked against openapi.json as it goes out; what does not
 * match waits here for the running test's afterEach (test/contract/setup.ts), which fails it.
 * Each documented (operation, status) seen is kept for the coverage report (global teardown).
 */
const violations: string[] = []
const seen = new Set<string>()

/** Installs the check on a test app's Fastify instance, before its routes are registered. */
export function checkAnswersAgainstContract(fastify: FastifyInstance): void {
  const routed = new WeakSet<object>()
  fastify.addHook('onSend', (request, reply, payload, done) => {
    routed.add(request.raw)
    check({
      method: request.method,
      route: request.routeOptions?.url,
      url: request.url,
      status: reply.statusCode,
      headers: reply.getHeaders(),
      body: bodyOf(payload),
    })
    done(null, payload)
  })
  // The router's own refusals (a path parameter too long, a malformed URL) skip every hook: they
  // are seen as the server writes them.
  fastify.server.prependListener(
    'request',
    (request: IncomingMessage, response: ServerResponse) => {
      // Fastify hands its headers to writeHead, where getHeaders() does not see them.
      let written: OutgoingHttpHeaders = {}
      const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
      response.writeHead = ((...args: unknown[]) => {
        const headers = args.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg))
        written = Object.fromEntries(
          Object.entries((headers ?? {}) as OutgoingHttpHeaders).map(([k, v]) => [
            k.toLowerCase(),
            v,
          ]),
        )
        return writeHead(...args)
      }) as ServerResponse['writeHead']
      const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
      response.end = ((...args: unknown[]) => {
        if (!routed.has(request)) {
          check({
            method: request.method ?? 'GET',
            route: undefined,
            url: request.url ?? '',
            status: response.statusCode,
            headers: { ...response.getHeaders(), ...written },
            body: bodyOf(typeof args[0] === 'function' ? null : args[0]),
          })
        }
        return end(...args)
      }) as ServerResponse['end']
    },
  )
}

function check(answer: Answer): void {
  try {
    const found = operationOf(answer)
    if (found) seen.add(`${found.method} ${found.path} ${answer.status}`)
    violations.push(...contractViolations(answer))
  } catch (error) {
    violations.push(`${answer.method} ${answer.url}: the contract check failed: ${error}`)
  }
}

function bodyOf(payload: unknown): Answer['body'] {
  if (payload === null || payload === undefined) return null
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) return payload
  return 'stream'
}

/** The violations seen since the last call, which forgets them. */
export function takeViolations(): string[] {
  return violations.splice(0)
}

/** Writes the (operation, status) pairs seen so far for the coverage report, then forgets them. */
export function flushSeen(testPath: string): void {
  const dir = process.env.CONTRACT_RECORD_DIR
  if (!dir || !seen.size) return
  mkdirSync(dir, { recursive: true })
  const name = `${testPath.split('/').pop()}-${randomUUID()}.json`
  writeFileSync(join(dir, name), JSON.stringify([...seen]))
  seen.clear()
}
