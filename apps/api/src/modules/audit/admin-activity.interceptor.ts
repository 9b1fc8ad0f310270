import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common'
import type { FastifyRequest } from 'fastify'
import { mergeMap, type Observable } from 'rxjs'
import type { CurrentUser } from '../auth/current-user'
import { AuditService } from './audit.service'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

type Request = FastifyRequest & { user?: CurrentUser }

/**
 * Records every change an administrator makes (any request but a read, answered without error),
 * in one place for every route. The entry is written before the answer leaves, so the activity
 * list already shows it.
 */
@Injectable()
export class AdminActivityInterceptor implements NestInterceptor {
  private readonly logger = new Logger(AdminActivityInterceptor.name)

  constructor(private readonly audit: AuditService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>()
    const user = request.user
    if (context.getType() !== 'http' || READS.has(request.method) || user?.role !== 'admin') {
      return next.handle()
    }
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        const entry = {
          userId: user.id,
          email: user.email,
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          targetId: targetOf(request.params, answer),
        }
        // The log keeps it too: the table can be emptied by whoever the log is meant to watch.
        this.logger.log({ event: 'admin-action', ...entry })
        try {
          await this.audit.record(entry)
        } catch (error) {
          // The change is made and committed; a missing log line must not turn it into an error.
          this.logger.error(error)
        }
        return answer
      }),
    )
  }
}

/** The path's id, else the id of what the request created. */
function targetOf(params: unknown, answer: unknown): string | null {
  const fromPath = Object.values((params ?? {}) as Record<string, unknown>).find(
    (value): value is string => typeof value === 'string',
  )
  if (fromPath) return fromPath.slice(0, 200)
  const created = (answer as { id?: unknown } | null | undefined)?.id
  return typeof created === 'string' ? created : null
}
