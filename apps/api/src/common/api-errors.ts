import { type ApiError, ERROR_CODES, ERROR_REASONS, type ErrorReason } from '@aurum/contracts'
import { applyDecorators, SetMetadata } from '@nestjs/common'
import { ApiResponse } from '@nestjs/swagger'
import { z } from 'zod'
import { MAX_PARAM_LENGTH } from './request-limits'

/** The one body of every error answer, as ApiExceptionFilter writes it. */
export const ApiErrorSchema = z
  .strictObject({
    statusCode: z.number().int().min(400).max(599),
    code: z.enum(ERROR_CODES).describe('Stable: clients branch on it, never on the message'),
    reason: z
      .enum(Object.keys(ERROR_REASONS) as [ErrorReason, ...ErrorReason[]])
      .describe('Stable: which failure this is; the key of its text (see ERROR_REASONS)'),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe('What the text of the reason needs (a size, a count, an amount)'),
    message: z.string().describe('In Spanish: the text of the reason with its params'),
    fieldErrors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('The refused fields (dotted paths into the input) and why'),
  })
  .describe('An error answer: { statusCode, code, reason, params?, message, fieldErrors? }')

// The schema and the contracts' ApiError type describe the same body.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameShape: Same<z.infer<typeof ApiErrorSchema>, ApiError> = true
void sameShape

/** Every error status the API answers with, and what it means whatever the route. */
export const ERROR_STATUSES = {
  400: 'The input is not valid: fieldErrors names each refused field; also a body that is not JSON, or any value holding a NUL character',
  401: 'Not signed in: no access token, an invalid or expired one, or a session that has ended; or, on a sign-in, wrong credentials',
  403: 'Signed in, but not allowed to do this',
  404: 'Nothing this caller may see is there',
  409: 'The request conflicts with the current state (a taken name, no stock left, a move the order cannot make)',
  413: 'The body is larger than the route accepts',
  414: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`,
  415: 'The body is of a media type the route does not read (send application/json)',
  429: 'Too many requests from this address or for this account: Retry-After says when to try again',
  503: 'A service the API needs (the database, the payment provider) did not answer: try again after Retry-After',
} as const

export type ErrorStatus = keyof typeof ERROR_STATUSES

/** The schema of one error status in the OpenAPI document (see buildOpenApiDocument). */
export const errorSchemaRef = (status: ErrorStatus) => `#/components/schemas/ApiError${status}`

/**
 * Declares the error answers that only a route's services know about (a conflict, a switch that
 * is off, a wrong password), each with what it means here. The answers every route shares
 * (invalid input, not signed in, not an administrator, rate limited...) are derived from the
 * route's own decorators when the document is built: do not repeat them here.
 */
export const ApiErrors = (answers: Partial<Record<ErrorStatus, string>>) =>
  applyDecorators(
    ...Object.entries(answers).map(([status, description]) =>
      ApiResponse({
        status: Number(status),
        description,
        schema: { $ref: errorSchemaRef(Number(status) as ErrorStatus) },
      }),
    ),
  )

export const NO_LOOKUP_BY_PATH = 'aurum:no-lookup-by-path'

/**
 * For a route whose path parameter only filters what it lists: an unknown value is an empty
 * answer, not a 404 (otherwise a path parameter names something, and a 404 is documented).
 */
export const ApiNoLookupByPath = () => SetMetadata(NO_LOOKUP_BY_PATH, true)
