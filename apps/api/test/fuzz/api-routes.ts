import type { NestFastifyApplication } from '@nestjs/platform-fastify'
import { routeFacts } from '../../src/common/route-facts'
import { buildOpenApiDocument } from '../../src/openapi'

export type Caller = 'visitor' | 'customer' | 'admin'

/** One route of the running app, with what its live document says about its input. */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** As Fastify has it: /api/perfumes/:slug */
  path: string
  params: string[]
  query: string[]
  fields: string[]
  /** The document's example of a valid body, when the route reads one. */
  example?: unknown
  /** Who sends to it: anyone may try, and a route that needs a role is also tried with it. */
  callers: Caller[]
  /** The least caller it serves: a visitor for a public route, else a customer or an admin. */
  servedTo: Caller
  documented: boolean
}

interface DocumentOperation {
  operationId?: string
  parameters?: { name: string; in: string }[]
  requestBody?: { content?: Record<string, { schema?: SchemaObject; example?: unknown }> }
}
interface SchemaObject {
  $ref?: string
  properties?: Record<string, unknown>
}

/**
 * Fastify's own route table, as it prints it: a tree whose lines end with the route's methods.
 * Each line's text adds to its parent's path; `:slug|:id` is one parameter named twice.
 */
export function routeTable(printed: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = []
  const parents: string[] = []
  for (const line of printed.split('\n')) {
    const match = /^([\s│├└─]*)(\S.*?) \(([A-Z, ]+)\)$/.exec(line)
    if (!match) continue
    const depth = match[1].length / 4
    const segment = match[2].replace(/:(\w+)(\|:\w+)+/g, ':$1')
    const path = (parents[depth - 1] ?? '') + segment
    parents[depth] = path
    parents.length = depth + 1
    for (const method of match[3].split(', ')) routes.push({ method, path })
  }
  return routes
}

/**
 * Every route the app answers, read from its Fastify route table, so a new route is fuzzed the
 * day it is added; each joined with its operation in the live OpenAPI document (query names, body
 * fields) and its decorators (public, roles). HEAD is GET's own handler and is left out.
 */
export function apiRoutes(app: NestFastifyApplication): ApiRoute[] {
  const fastify = app.getHttpAdapter().getInstance()
  const document = buildOpenApiDocument(app) as unknown as {
    paths: Record<string, Record<string, DocumentOperation>>
    components: { schemas: Record<string, SchemaObject> }
  }
  const facts = routeFacts(app)
  const shape = (path: string) => path.replace(/\{\w+\}|:\w+/g, '{}')
  const operations = new Map<string, DocumentOperation>()
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.set(`${method.toUpperCase()} ${shape(path)}`, operation)
    }
  }
  const seen = new Set<string>()
  const routes: ApiRoute[] = []
  for (const { method, path } of routeTable(fastify.printRoutes({ commonPrefix: false }))) {
    if (method === 'HEAD' || seen.has(`${method} ${path}`)) continue
    seen.add(`${method} ${path}`)
    const operation = operations.get(`${method} ${shape(path)}`)
    const route = facts.get(operation?.operationId ?? '')
    const media = operation?.requestBody?.content?.['application/json']
    const schema = media?.schema
    const resolved = schema?.$ref
      ? document.components.schemas[schema.$ref.split('/').pop() ?? '']
      : schema
    const callers: Caller[] = ['visitor', 'customer']
    if (route?.roles.includes('admin')) callers.push('admin')
    routes.push({
      method: method as ApiRoute['method'],
      path,
      params: [...path.matchAll(/:(\w+)/g)].map((found) => found[1]),
      query: (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      fields: Object.keys(resolved?.properties ?? {}),
      example: media?.example,
      callers,
      servedTo: route?.roles.includes('admin')
        ? 'admin'
        : route && !route.isPublic
          ? 'customer'
          : 'visitor',
      documented: Boolean(operation),
    })
  }
  return routes
}
