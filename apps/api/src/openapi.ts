import type { INestApplication } from '@nestjs/common'
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger'
import type {
  OperationObject,
  ParameterObject,
  ResponseObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface'
import { cleanupOpenApiDoc } from 'nestjs-zod'
import { z } from 'zod'
import {
  ApiErrorSchema,
  ERROR_STATUSES,
  type ErrorStatus,
  errorSchemaRef,
} from './common/api-errors'
import { API_TAGS } from './common/api-tags'
import { codesForStatus } from './common/domain-error'
import { RATE_LIMITS } from './common/throttling/rate-limits'
import { type RouteFacts, routeFacts } from './common/route-facts'
import { REQUEST_EXAMPLES } from './openapi-examples'

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Aurum Decants API')
    .setDescription(
      'REST API of Aurum Decants, an online shop of perfume decants. Amounts are text in the ' +
        'store currency ("12.50"). Every error answers { statusCode, code, message, fieldErrors? } ' +
        '(ApiError): branch on the stable code. Every answer carries X-Request-Id, the caller’s own ' +
        'when it sent one (1 to 64 letters, digits, _ or -).',
    )
    .setVersion('1.0.0')
    .addBearerAuth()
  for (const [tag, description] of Object.entries(API_TAGS)) builder.addTag(tag, description)
  const document = cleanupOpenApiDoc(SwaggerModule.createDocument(app, builder.build()))
  const routes = routeFacts(app)
  describeCommonAnswers(document, routes)
  describeAliases(document, routes)
  addRequestExamples(document)
  return document
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const
type Method = (typeof METHODS)[number]
const header = (name: string) => ({ $ref: `#/components/headers/${name}` })

/**
 * Adds to every operation the answers its route's decorators cause, so they are never written
 * beside the code: 400 for any input, 401 unless @Public(), 403 under @Roles(), 404 and 414 for
 * path parameters, 413 and 415 for bodies, 429 under @RateLimit(), 503 on every route. Every error
 * answer gets the one error body (per status, with the codes that status carries) and every answer
 * X-Request-Id.
 */
function describeCommonAnswers(
  document: OpenAPIObject,
  routes: Map<string, RouteFacts>,
): OpenAPIObject {
  const statuses = new Set<ErrorStatus>()
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation) continue
      const route = routes.get(operation.operationId ?? '')
      if (!route) throw new Error(`openapi: no route found for ${operation.operationId}`)
      const where = `${method.toUpperCase()} ${path}`
      checkTag(where, operation)
      checkSuccess(where, method, operation, route)
      for (const [status, description] of commonAnswers(method, operation, route)) {
        operation.responses[status] ??= { description }
      }
      if (!route.isPublic) operation.security ??= [{ bearer: [] }]
      describePathParameters(operation, route)
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!response || '$ref' in response) throw new Error(`openapi: ${where} ${status}?`)
        operation.responses[status] = describeAnswer(Number(status), response, where, statuses)
      }
      if ('304' in operation.responses) describeCachedAnswers(operation)
    }
  }
  const components = (document.components ??= {})
  components.headers = {
    'X-Request-Id': {
      description:
        'The request’s id in the API’s logs: the caller’s own X-Request-Id when it looks like one, else a new UUID',
      required: true,
      schema: { type: 'string', pattern: '^[\\w-]{1,64}$' },
    },
    'Retry-After': {
      description: 'Seconds to wait before trying again',
      required: true,
      schema: { type: 'integer', minimum: 1 },
    },
    Location: {
      description: 'Where the browser goes next',
      required: true,
      schema: { type: 'string' },
    },
    ETag: {
      description: 'The version of this answer: send it back in If-None-Match to get a 304',
      required: true,
      schema: { type: 'string' },
    },
    CatalogueCacheControl: {
      description: 'Kept by caches, but asked again (If-None-Match) every time',
      required: true,
      schema: { type: 'string', enum: ['public, max-age=0, must-revalidate'] },
    },
  }
  const schemas = (components.schemas ??= {})
  schemas.ApiError = z.toJSONSchema(ApiErrorSchema, {
    target: 'openapi-3.0',
    io: 'output',
  }) as object
  for (const status of [...statuses].sort()) {
    schemas[`ApiError${status}`] = {
      description: `${status}: ${ERROR_STATUSES[status]}`,
      allOf: [
        { $ref: '#/components/schemas/ApiError' },
        {
          type: 'object',
          required: ['statusCode', 'code'],
          properties: {
            statusCode: { type: 'integer', enum: [status] },
            code: { type: 'string', enum: codesForStatus(status) },
          },
        },
      ],
    }
  }
  return document
}

/** Swagger UI groups the operations by their tag: each has one, one of the shop's domains. */
function checkTag(where: string, operation: OperationObject): void {
  const tags = operation.tags ?? []
  if (tags.length !== 1 || !Object.hasOwn(API_TAGS, tags[0])) {
    throw new Error(
      `openapi: ${where} is tagged ${JSON.stringify(tags)}; give its controller one @ApiTags() of API_TAGS`,
    )
  }
}

/**
 * A route of @AliasOf() is deprecated and names its replacement, which must be an operation of
 * the document that is not an alias itself; "deprecated" is said nowhere else.
 */
function describeAliases(document: OpenAPIObject, routes: Map<string, RouteFacts>): void {
  for (const { where, operation } of operationsOf(document)) {
    const replacement = routes.get(operation.operationId ?? '')?.aliasOf
    if (!replacement) {
      if (operation.deprecated) throw new Error(`openapi: ${where} is deprecated: use @AliasOf()`)
      continue
    }
    const [method, path] = replacement.split(' ')
    const target = document.paths[path]?.[method.toLowerCase() as Method]
    if (!target || routes.get(target.operationId ?? '')?.aliasOf) {
      throw new Error(`openapi: ${where} is an alias of ${replacement}, which is no operation`)
    }
    operation.deprecated = true
    operation.summary ||= target.summary
    operation.description =
      `Use ${replacement}, which does the same. This older path (the specification's) keeps ` +
      'working for the clients written against it.'
  }
}

/** Each JSON request body gets its DTO's example (openapi-examples.ts), shown by Swagger UI. */
function addRequestExamples(document: OpenAPIObject): void {
  const examples = new Map(REQUEST_EXAMPLES.map((example) => [example.dto.name, example.value]))
  const used = new Set<string>()
  for (const { where, operation } of operationsOf(document)) {
    const body = operation.requestBody
    if (!body) continue
    if ('$ref' in body) throw new Error(`openapi: ${where} has a request body by reference`)
    for (const [type, media] of Object.entries(body.content)) {
      // A multipart form is shown as its fields (a file picker), not as an example.
      if (!type.endsWith('json')) continue
      const ref = media.schema && '$ref' in media.schema ? media.schema.$ref : ''
      const name = ref.replace('#/components/schemas/', '')
      if (!examples.has(name)) {
        throw new Error(
          `openapi: ${where} reads ${name || 'an inline schema'}: add its example to REQUEST_EXAMPLES`,
        )
      }
      media.example = examples.get(name)
      used.add(name)
    }
  }
  const unused = [...examples.keys()].filter((name) => !used.has(name))
  if (unused.length) throw new Error(`openapi: no request body reads ${unused.join(', ')}`)
}

function* operationsOf(
  document: OpenAPIObject,
): Generator<{ where: string; operation: OperationObject }> {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method]
      if (operation) yield { where: `${method.toUpperCase()} ${path}`, operation }
    }
  }
}

/** The answers a route has because of how it is declared, with what each means there. */
function commonAnswers(
  method: Method,
  operation: OperationObject,
  route: RouteFacts,
): [ErrorStatus, string][] {
  const answers: [ErrorStatus, string][] = []
  const pathParams = (operation.parameters ?? []).filter(
    (parameter): parameter is ParameterObject => 'in' in parameter && parameter.in === 'path',
  )
  answers.push([
    400,
    route.validates
      ? 'The input breaks its rules (VALIDATION_FAILED, fieldErrors names each field)'
      : 'A value holds a NUL character, the body is not JSON, or a body came where none is read (VALIDATION_FAILED)',
  ])
  if (!route.isPublic) {
    answers.push([
      401,
      'No valid access token (UNAUTHENTICATED), or its session has ended (SESSION_ENDED)',
    ])
  }
  if (route.roles.length) {
    answers.push([403, `Only for ${route.roles.join(', ')} (FORBIDDEN)`])
  }
  if (pathParams.length) {
    const names = pathParams.map((parameter) => `{${parameter.name}}`).join(', ')
    if (route.looksUpPath) answers.push([404, `Nothing this caller may see is at ${names}`])
    answers.push([414, ERROR_STATUSES[414]])
  }
  if (method !== 'get') {
    answers.push([413, `The body is over ${route.bodyLimit / 1024} KB (PAYLOAD_TOO_LARGE)`])
    answers.push([415, 'A body that is not JSON, text/plain, text/csv or multipart/form-data'])
  }
  if (route.rateLimit) {
    const { limit, windowSeconds } = RATE_LIMITS[route.rateLimit]
    const window = windowSeconds % 60 ? `${windowSeconds} seconds` : `${windowSeconds / 60} minutes`
    answers.push([
      429,
      `More than ${limit} in ${window.replace(/^1 (\w+)s$/, '$1')} from one address, counted ` +
        `with every route limited as '${route.rateLimit}' (RATE_LIMITED, with Retry-After)`,
    ])
  }
  // Any route may find the database restarting or unreachable (common/service-unavailable.ts).
  answers.push([
    503,
    'The database did not answer: try again after Retry-After (SERVICE_UNAVAILABLE)',
  ])
  return answers
}

/**
 * The document must say the status a route really answers when it succeeds: the @HttpCode, else
 * 201 for POST and 200 for the rest (a route writing its own reply says its statuses itself).
 */
function checkSuccess(
  where: string,
  method: Method,
  operation: OperationObject,
  route: RouteFacts,
) {
  const declared = Object.keys(operation.responses).filter((status) => Number(status) < 400)
  if (route.writesOwnReply) {
    if (!declared.length) throw new Error(`openapi: ${where} declares no success answer`)
    return
  }
  const status = String(route.httpCode ?? (method === 'post' ? 201 : 200))
  if (!declared.length) {
    operation.responses[status] = { description: status === '204' ? 'Done' : 'OK' }
  } else if (!declared.includes(status)) {
    throw new Error(`openapi: ${where} answers ${status}, but declares ${declared.join(', ')}`)
  }
}

/** An operation that may answer 304 (@ApiCachedAnswer) sends its ETag with the answer and the 304. */
function describeCachedAnswers(operation: OperationObject): void {
  for (const [status, response] of Object.entries(operation.responses)) {
    if (Number(status) >= 300 && status !== '304') continue
    const answer = response as ResponseObject
    answer.headers = {
      ...answer.headers,
      ETag: header('ETag'),
      'Cache-Control': header('CatalogueCacheControl'),
    }
  }
}

/** A path parameter checked by ParseUUIDPipe is a UUID. */
function describePathParameters(operation: OperationObject, route: RouteFacts): void {
  for (const parameter of operation.parameters ?? []) {
    if (!('in' in parameter) || parameter.in !== 'path') continue
    if (!route.uuidParams.includes(parameter.name)) continue
    parameter.schema = { ...parameter.schema, type: 'string', format: 'uuid' }
  }
}

function describeAnswer(
  status: number,
  response: ResponseObject,
  where: string,
  statuses: Set<ErrorStatus>,
): ResponseObject {
  const headers: ResponseObject['headers'] = {
    ...response.headers,
    'X-Request-Id': header('X-Request-Id'),
  }
  if (status >= 300 && status < 400 && status !== 304) headers.Location = header('Location')
  if (status < 400) return { ...response, headers }
  if (!(status in ERROR_STATUSES)) {
    throw new Error(`openapi: ${where} declares ${status}; add it to ERROR_STATUSES`)
  }
  statuses.add(status as ErrorStatus)
  if (status === 429 || status === 503) headers['Retry-After'] = header('Retry-After')
  return {
    ...response,
    description: response.description || ERROR_STATUSES[status as ErrorStatus],
    headers,
    content: {
      'application/json': { schema: { $ref: errorSchemaRef(status as ErrorStatus) } },
    },
  }
}
