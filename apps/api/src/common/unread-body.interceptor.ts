import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common'
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants'
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum'
import type { FastifyRequest } from 'fastify'
import type { Observable } from 'rxjs'
import { invalidInput, UNKNOWN_FIELD } from './domain-error'

/** The kinds of argument through which a handler reads the body: its DTO, or the request itself. */
const READ_BODY = [RouteParamtypes.BODY, RouteParamtypes.RAW_BODY, RouteParamtypes.REQUEST]

/**
 * A route that reads no body refuses one that says something, as a DTO refuses a field it does
 * not know: `{ "role": "admin" }` sent to a sign-out or a delete is a 400 that changes nothing,
 * not a request that goes through as if the field were taken. An empty body (none, `{}`) passes.
 */
@Injectable()
export class UnreadBodyInterceptor implements NestInterceptor {
  private readonly readsBody = new WeakMap<object, boolean>()

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const body = context.switchToHttp().getRequest<FastifyRequest>().body
    if (isEmpty(body) || this.handlerReadsBody(context)) return next.handle()
    const fields =
      body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : ['(root)']
    throw invalidInput(Object.fromEntries(fields.map((field) => [field, [UNKNOWN_FIELD]])))
  }

  private handlerReadsBody(context: ExecutionContext): boolean {
    const handler = context.getHandler()
    let reads = this.readsBody.get(handler)
    if (reads === undefined) {
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler.name) ??
        {}) as Record<string, unknown>
      reads = Object.keys(args).some((slot) => READ_BODY.includes(Number(slot.split(':')[0])))
      this.readsBody.set(handler, reads)
    }
    return reads
  }
}

function isEmpty(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true
  return typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0
}
