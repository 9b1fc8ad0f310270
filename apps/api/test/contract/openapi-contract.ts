import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import {
  type HttpMethod,
  type Json,
  type JsonObject,
  type Header,
  type Operation,
  type ResponseObject,
  openApiDocument,
} from './openapi-document'

/**
 * The committed openapi.json as a checker of real answers: whether the operation documents the
 * status, carries the headers it declares, and whether the body has the declared media type and
 * matches its schema (OpenAPI 3.0 schemas, read by Ajv once made plain JSON Schema).
 */

/** One answer of the API, as the test app's onSend hook saw it. */
export interface Answer {
  method: string
  /** The route's path as Fastify knows it (/api/perfumes/:slug); undefined when none matched. */
  route: string | undefined
  url: string
  status: number
  headers: Record<string, string | string[] | number | undefined>
  /** The body as sent; 'stream' when it was a stream (read only by the client). */
  body: string | Buffer | 'stream' | null
}

const SCHEMAS_ID = 'openapi.json'

/**
 * The operation of an answer: its document path and method, when it is documented. Answers the
 * router gave itself (a path parameter too long, a malformed URL) have no route: their URL is
 * matched against the document's paths, fixed segments first.
 */
export function operationOf(
  answer: Pick<Answer, 'method' | 'route' | 'url'>,
): { path: string; method: HttpMethod; operation: Operation } | undefined {
  const method = answer.method.toLowerCase() as HttpMethod
  const url = answer.url.split('?')[0]
  const path = answer.route
    ? answer.route.replace(/:(\w+)/g, '{$1}')
    : DOCUMENTED_PATHS.find(
        ({ path, pattern }) => pattern.test(url) && openApiDocument.paths[path][method],
      )?.path
  const operation = path ? openApiDocument.paths[path]?.[method] : undefined
  return path && operation ? { path, method, operation } : undefined
}

const DOCUMENTED_PATHS = Object.keys(openApiDocument.paths)
  .map((path) => ({
    path,
    pattern: new RegExp(
      `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`,
    ),
    parameters: (path.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.parameters - b.parameters)

const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false })
addFormats(ajv)
// OpenAPI's own formats and keywords, which say nothing a validator can check.
for (const format of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password']) {
  ajv.addFormat(format, true)
}
ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator'])
ajv.addSchema({
  $id: SCHEMAS_ID,
  definitions: Object.fromEntries(
    Object.entries(openApiDocument.components.schemas).map(([name, schema]) => [
      name,
      plainJsonSchema(schema),
    ]),
  ),
})

/** Every way this answer differs from the document (none for an answer it describes). */
export function contractViolations(answer: Answer): string[] {
  const found = operationOf(answer)
  const where = `${answer.method} ${answer.url} -> ${answer.status}`
  if (!found) {
    // No operation: the router's own refusals (an unknown path) still use ApiError.
    if (answer.route || answer.status < 400) return []
    return checkBody(where, answer, { content: { 'application/json': { schema: errorSchema } } })
  }
  const response = found.operation.responses[String(answer.status)]
  if (!response) {
    const documented = Object.keys(found.operation.responses).join(', ')
    return [
      `${where}: ${found.method.toUpperCase()} ${found.path} does not document ${answer.status} (it documents ${documented}); body: ${preview(answer.body)}`,
    ]
  }
  return [...checkHeaders(where, answer, response), ...checkBody(where, answer, response)]
}

const errorSchema = { $ref: '#/components/schemas/ApiError' }

function checkHeaders(where: string, answer: Answer, response: ResponseObject): string[] {
  const problems: string[] = []
  for (const [name, declared] of Object.entries(response.headers ?? {})) {
    const header = '$ref' in declared ? componentHeader(declared.$ref) : declared
    const value = answer.headers[name.toLowerCase()]
    if (value === undefined) {
      if (header.required) problems.push(`${where}: the required header ${name} is missing`)
      continue
    }
    if (!header.schema) continue
    const text = Array.isArray(value) ? value.join(', ') : String(value)
    const typed = header.schema.type === 'integer' || header.schema.type === 'number'
    const validate = validator(`header:${JSON.stringify(header.schema)}`, header.schema)
    if (!validate(typed ? Number(text) : text)) {
      problems.push(`${where}: header ${name}: '${text}' ${ajv.errorsText(validate.errors)}`)
    }
  }
  return problems
}

function checkBody(where: string, answer: Answer, response: ResponseObject): string[] {
  // No body is no content to check (a 204, a 304, a redirect).
  if (answer.body === null || answer.body.length === 0) return []
  const declared = response.content ?? {}
  const mediaTypes = Object.keys(declared)
  if (!mediaTypes.length) {
    return [`${where}: the document declares no body, but one came: ${preview(answer.body)}`]
  }
  const contentType = String(answer.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase()
  const media = declared[contentType] ?? declared['*/*']
  if (!media) {
    return [`${where}: the body is ${contentType || 'untyped'}, the document says ${mediaTypes}`]
  }
  if (!media.schema || answer.body === 'stream' || !contentType.endsWith('json')) return []
  let body: unknown
  try {
    body = JSON.parse(answer.body.toString())
  } catch {
    return [`${where}: the body is not JSON: ${preview(answer.body)}`]
  }
  const validate = validator(`body:${JSON.stringify(media.schema)}`, media.schema)
  if (validate(body)) return []
  return [
    `${where}: the body does not match the document: ${ajv.errorsText(validate.errors, { separator: '; ' })}; body: ${preview(answer.body)}`,
  ]
}

/** How a value breaks a schema of the document (none when it matches), e.g. a request example. */
export function schemaViolations(schema: JsonObject, value: unknown): string[] {
  const validate = validator(`value:${JSON.stringify(schema)}`, schema)
  if (validate(value)) return []
  return (validate.errors ?? []).map((error) =>
    `${error.instancePath || '(the body)'} ${error.message ?? ''}`.trim(),
  )
}

const validators = new Map<string, ValidateFunction>()

function validator(key: string, schema: JsonObject): ValidateFunction {
  let validate = validators.get(key)
  if (!validate) {
    validate = ajv.compile(plainJsonSchema(schema) as object)
    validators.set(key, validate)
  }
  return validate
}

function componentHeader(ref: string): Header {
  const name = ref.replace('#/components/headers/', '')
  const header = openApiDocument.components.headers[name]
  if (!header) throw new Error(`openapi.json has no header ${name}`)
  return header
}

/**
 * An OpenAPI 3.0 schema as JSON Schema: references into this file's components, and
 * `nullable: true` as "or null" (Ajv reads nullable only beside a type).
 */
function plainJsonSchema(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(plainJsonSchema)
  if (schema === null || typeof schema !== 'object') return schema
  const plain: JsonObject = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') {
      plain.$ref = value.replace('#/components/schemas/', `${SCHEMAS_ID}#/definitions/`)
    } else if (key === 'properties' && value && typeof value === 'object') {
      // Property names are data, not keywords: only their schemas are rewritten.
      plain.properties = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [name, plainJsonSchema(property)]),
      )
    } else if (key !== 'nullable') {
      plain[key] = plainJsonSchema(value)
    }
  }
  if (schema.nullable !== true) return plain
  const { description, ...rest } = plain
  return {
    ...(description === undefined ? {} : { description }),
    anyOf: [{ type: 'null' }, rest],
  }
}

function preview(body: Answer['body']): string {
  if (body === null) return '(none)'
  if (body === 'stream') return '(a stream)'
  const text = body.toString()
  return text.length > 300 ? `${text.slice(0, 300)}…` : text
}
