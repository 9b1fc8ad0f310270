import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common'
import type { ApiError } from '@aurum/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CurrentUser } from '../modules/auth/current-user'
import { ZodValidationException } from 'nestjs-zod'
import type { ZodError } from 'zod'
import { codeForStatus, DomainError } from './domain-error'
import { isServiceUnavailable } from './service-unavailable'
import { RateLimitedError } from './throttling/rate-limited.error'

type Request = FastifyRequest & { user?: CurrentUser }

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
    // A failed sign-in is logged by the sign-in itself, with its reason.
    if (
      (body.statusCode === 401 || body.statusCode === 403) &&
      body.code !== 'INVALID_CREDENTIALS'
    ) {
      this.logDenied(host.switchToHttp().getRequest<Request>(), body)
    }
    if (exception instanceof RateLimitedError) {
      void reply.header('retry-after', String(exception.retryAfterSeconds))
    } else if (body.statusCode === 503) {
      void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
    }
    // A download's @Header()s (text/csv, attachment) are set before its query is checked: the
    // error is JSON, shown in place (sent as text/csv, the object could not be written: a 500).
    reply.removeHeader('content-disposition')
    void reply
      .header('content-type', 'application/json; charset=utf-8')
      .status(body.statusCode)
      .send(body)
  }

  /** Who was refused what: the route (never its query, which may carry a code), the user if any. */
  private logDenied(request: Request, body: ApiError): void {
    this.logger.warn({
      event: 'access-denied',
      statusCode: body.statusCode,
      code: body.code,
      method: request.method,
      route: request.routeOptions?.url ?? request.url.split('?')[0],
      userId: request.user?.id ?? null,
      role: request.user?.role ?? null,
      ip: request.ip,
    })
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
  if (isServiceUnavailable(exception)) {
    // The database is restarting or unreachable: a quick 503 the caller may retry, not a defect.
    return {
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Service temporarily unavailable; try again shortly',
    }
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
