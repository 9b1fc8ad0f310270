import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common'
import type { ApiError } from '@aurum/contracts'
import type { FastifyReply } from 'fastify'
import { ZodValidationException } from 'nestjs-zod'
import type { ZodError } from 'zod'
import { codeForStatus, DomainError } from './domain-error'
import { RateLimitedError } from './throttling/rate-limited.error'

/** A service the API needs (database, payment provider) is usually back within this. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 30

/** The one place that turns any failure into `{ statusCode, code, message }`, without internals. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter')

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>()
    const body = toApiError(exception)
    if (body.statusCode >= 500) this.logger.error(exception)
    if (exception instanceof RateLimitedError) {
      void reply.header('retry-after', String(exception.retryAfterSeconds))
    } else if (body.statusCode === 503) {
      void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
    }
    void reply.status(body.statusCode).send(body)
  }
}

export function toApiError(exception: unknown): ApiError {
  if (exception instanceof DomainError) {
    const { statusCode, code, message, fieldErrors } = exception
    return fieldErrors ? { statusCode, code, message, fieldErrors } : { statusCode, code, message }
  }
  if (exception instanceof ZodValidationException) {
    return fromZodError(exception.getZodError() as ZodError)
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus()
    return { statusCode, code: codeForStatus(statusCode), message: httpMessage(exception) }
  }
  const fastifyStatus = (exception as { statusCode?: unknown })?.statusCode
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    // Fastify's own refusals (body too large, malformed JSON, wrong content type).
    return {
      statusCode: fastifyStatus,
      code: codeForStatus(fastifyStatus),
      message: (exception as Error).message,
    }
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' }
}

function fromZodError(error: ZodError): ApiError {
  // A Map, not an object literal: field names come from the request ('constructor', '__proto__').
  const byField = new Map<string, string[]>()
  for (const issue of error.issues) {
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : []
    const fields = unknownKeys.length
      ? unknownKeys.map((key) => [...issue.path, key].join('.'))
      : [issue.path.join('.') || '(root)']
    for (const field of fields) {
      const message = unknownKeys.length ? 'Unknown field' : issue.message
      byField.set(field, [...(byField.get(field) ?? []), message])
    }
  }
  const fieldErrors: Record<string, string[]> = Object.fromEntries(byField)
  const summary = [...byField].map(([field, messages]) => `${field}: ${messages[0]}`).join('; ')
  return {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: `Invalid input: ${summary}`,
    fieldErrors,
  }
}

function httpMessage(exception: HttpException): string {
  const response = exception.getResponse()
  if (typeof response === 'string') return response
  const message = (response as { message?: unknown }).message
  if (typeof message === 'string') return message
  if (Array.isArray(message)) return message.join('; ')
  return exception.message
}
