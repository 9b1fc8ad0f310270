import { type ErrorCode as ContractErrorCode, ERROR_CODES } from '@aurum/contracts'
import { type ApiErrorOf, type ErrorCode, isApiError } from '@aurum/api-client'
import { API_TAGS } from '../src/common/api-tags'
import { REQUEST_EXAMPLES } from '../src/openapi-examples'
import { schemaViolations } from './contract/openapi-contract'
import {
  HTTP_METHODS,
  type JsonObject,
  type Operation,
  openApiDocument,
} from './contract/openapi-document'

/**
 * What Swagger UI shows an integrator, read from the committed openapi.json (which
 * foundation.e2e-spec.ts holds equal to what the API generates): an example of every request
 * body, valid; the operations grouped by the shop's domains; deprecated aliases that name the
 * path replacing them.
 */
interface DocumentedOperation extends Operation {
  tags?: string[]
  deprecated?: boolean
  description?: string
  requestBody?: { content?: Record<string, { schema?: JsonObject; example?: unknown }> }
}

const operations = HTTP_METHODS.flatMap((method) =>
  Object.entries(openApiDocument.paths).flatMap(([path, item]) => {
    const operation = item[method] as DocumentedOperation | undefined
    return operation ? [{ name: `${method.toUpperCase()} ${path}`, operation }] : []
  }),
)
const document = openApiDocument as typeof openApiDocument & {
  tags?: { name: string; description?: string }[]
}

describe('openapi.json as Swagger UI shows it', () => {
  describe('request examples', () => {
    const bodies = operations.flatMap(({ name, operation }) =>
      Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => ({
        name: `${name} ${type}`,
        type,
        media,
      })),
    )

    it('every request body has an example (every JSON one; a multipart form shows its fields)', () => {
      const withBody = operations.filter(({ operation }) => operation.requestBody)
      expect(withBody.length).toBeGreaterThan(30)
      expect(
        withBody
          .filter(({ operation }) =>
            Object.values(operation.requestBody?.content ?? {}).every(
              (media) => media.example === undefined,
            ),
          )
          .map(({ name }) => name),
      ).toEqual([])
      expect(
        bodies
          .filter(({ type, media }) => type.endsWith('json') && media.example === undefined)
          .map(({ name }) => name),
      ).toEqual([])
    })

    it('every example is valid against its schema in the document', () => {
      const invalid = bodies
        .filter(({ media }) => media.example !== undefined && media.schema)
        .flatMap(({ name, media }) =>
          schemaViolations(media.schema as JsonObject, media.example).map(
            (problem) => `${name}: ${problem}`,
          ),
        )
      expect(invalid).toEqual([])
    })

    it('the schema check refuses an example that breaks the schema', () => {
      const schema = { $ref: '#/components/schemas/AddCartItemDto' }
      const valid = { productId: '6f1c2a4e-3b5d-4c7e-9a1b-2d3e4f5a6b7c', quantity: 2 }
      expect(schemaViolations(schema, valid)).toEqual([])
      expect(schemaViolations(schema, { ...valid, quantity: 0 })).toEqual([
        '/quantity must be >= 1',
      ])
      expect(schemaViolations(schema, { ...valid, colour: 'red' })).toEqual([
        '(the body) must NOT have additional properties',
      ])
    })

    it('every example passes the rules of the DTO that reads it, as the API would', () => {
      const refused = REQUEST_EXAMPLES.flatMap(({ dto, value }) => {
        const parsed = dto.schema.safeParse(value)
        return parsed.success ? [] : [`${dto.name}: ${parsed.error.message}`]
      })
      expect(refused).toEqual([])
    })
  })

  describe('tags', () => {
    it('lists the shop’s domains, each with a description, in the order Swagger UI shows them', () => {
      expect(document.tags).toEqual(
        Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      )
    })

    it('gives every operation exactly one of them', () => {
      const untidy = operations
        .filter(
          ({ operation }) =>
            operation.tags?.length !== 1 || !Object.hasOwn(API_TAGS, operation.tags[0]),
        )
        .map(({ name, operation }) => `${name}: ${JSON.stringify(operation.tags)}`)
      expect(untidy).toEqual([])
    })

    it('leaves no domain empty', () => {
      const used = new Set(operations.flatMap(({ operation }) => operation.tags ?? []))
      expect(Object.keys(API_TAGS).filter((tag) => !used.has(tag))).toEqual([])
    })
  })

  describe('deprecated aliases', () => {
    const deprecated = operations.filter(({ operation }) => operation.deprecated)
    const replacementOf = (operation: DocumentedOperation) =>
      /^Use ((?:GET|POST|PUT|PATCH|DELETE) \/api\/\S+), which does the same\./.exec(
        operation.description ?? '',
      )?.[1]

    it('are the specification’s older paths, each naming the path that replaces it', () => {
      expect(
        Object.fromEntries(
          deprecated.map(({ name, operation }) => [name, replacementOf(operation)]),
        ),
      ).toEqual({
        'POST /api/admin/login': 'POST /api/auth/admin/login',
        'GET /api/user-settings': 'GET /api/user/settings',
        'PUT /api/profile/password': 'PUT /api/user/change-password',
        'POST /api/stripe/create-checkout-session': 'POST /api/checkout/session',
      })
    })

    it('name a current operation that answers the same statuses and success bodies', () => {
      for (const { name, operation } of deprecated) {
        const replacement = operations.find(({ name }) => name === replacementOf(operation))
        expect({ name, replacement: replacement && !replacement.operation.deprecated }).toEqual({
          name,
          replacement: true,
        })
        const answers = (of: DocumentedOperation) =>
          Object.fromEntries(
            Object.entries(of.responses).map(([status, response]) => [
              status,
              Number(status) < 400 ? response.content : 'an ApiError',
            ]),
          )
        expect({ name, answers: answers(operation) }).toEqual({
          name,
          answers: answers(replacement!.operation),
        })
        // POST /api/admin/login reads the specification's { email, password }: its own body.
        if (name === 'POST /api/admin/login') continue
        expect({ name, body: operation.requestBody }).toEqual({
          name,
          body: replacement!.operation.requestBody,
        })
      }
    })
  })

  describe('the api-client’s error helpers', () => {
    it('type the codes of the document, which are the API’s own', () => {
      type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
      const same: Same<ErrorCode, ContractErrorCode> = true
      const conflict: ApiErrorOf<409>['code'][] = ['CONFLICT', 'OUT_OF_STOCK']
      expect({ same, conflict }).toEqual({ same: true, conflict: ['CONFLICT', 'OUT_OF_STOCK'] })
      const documented = (openApiDocument.components.schemas.ApiError.properties as JsonObject)
        .code as { enum: string[] }
      expect(documented.enum).toEqual([...ERROR_CODES])
    })

    it('isApiError knows an error body from anything else', () => {
      const outOfStock = {
        statusCode: 409,
        code: 'OUT_OF_STOCK',
        message: 'Solo quedan 2 unidades de 10ml',
        fieldErrors: { quantity: ['Como máximo 2'] },
      }
      expect(isApiError(outOfStock)).toBe(true)
      // A code added after this client was generated is still an error body.
      expect(isApiError({ statusCode: 402, code: 'PAYMENT_REQUIRED', message: 'Pay' })).toBe(true)
      for (const other of [
        null,
        'OUT_OF_STOCK',
        { ...outOfStock, statusCode: 200 },
        { ...outOfStock, statusCode: '409' },
        { statusCode: 409, code: 'OUT_OF_STOCK' },
        { ...outOfStock, fieldErrors: null },
        { items: [], total: '0.00' },
      ]) {
        expect({ other, isApiError: isApiError(other) }).toEqual({ other, isApiError: false })
      }
    })
  })
})
