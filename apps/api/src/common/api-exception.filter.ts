import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common'
import {
  type ApiError,
  type ErrorCode,
  type ErrorParams,
  type ErrorReason,
  errorText,
} from '@aurum/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CurrentUser } from '../modules/auth/current-user'
import { ZodValidationException } from 'nestjs-zod'
import type { ZodError } from 'zod'
import { codeForStatus, DomainError, invalidInput, zodFieldErrors } from './domain-error'
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
    const { statusCode, code, reason, params, fieldErrors } = exception
    return apiError(statusCode, code, reason, params, fieldErrors)
  }
  if (exception instanceof ZodValidationException) {
    return fromZodError(exception.getZodError() as ZodError)
  }
  if (exception instanceof HttpException) {
    // Nest's own refusals: a route that does not exist, an id that is not a UUID (ParseUUIDPipe).
    const statusCode = exception.getStatus()
    const reason = statusCode === 400 ? 'invalid_id' : reasonForStatus(statusCode)
    return apiError(statusCode, codeForStatus(statusCode), reason)
  }
  if (isServiceUnavailable(exception)) {
    // The database is restarting or unreachable: a quick 503 the caller may retry, not a defect.
    return apiError(503, 'SERVICE_UNAVAILABLE', 'service_unavailable')
  }
  const fastifyStatus = (exception as { statusCode?: unknown })?.statusCode
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    // Fastify's own refusals (body too large, malformed JSON, wrong content type).
    return apiError(fastifyStatus, codeForStatus(fastifyStatus), reasonForStatus(fastifyStatus))
  }
  return apiError(500, 'INTERNAL_ERROR', 'internal_error')
}

/** An error body: the reason's Spanish text as its message. */
export function apiError<R extends ErrorReason>(
  statusCode: number,
  code: ErrorCode,
  reason: R,
  params?: ErrorParams<R>,
  fieldErrors?: Record<string, string[]>,
): ApiError {
  return {
    statusCode,
    code,
    reason,
    ...(params ? { params: params as Record<string, string | number> } : {}),
    message: errorText(reason, params),
    ...(fieldErrors ? { fieldErrors } : {}),
  }
}

function reasonForStatus(status: number): ErrorReason {
  if (status === 404) return 'route_not_found'
  if (status === 413) return 'body_too_large'
  if (status === 414) return 'path_too_long'
  if (status === 415) return 'unsupported_media_type'
  if (status >= 500) return 'internal_error'
  return 'invalid_json'
}

function fromZodError(error: ZodError): ApiError {
  return toApiError(invalidInput(zodFieldErrors(error)))
}
