import { type ExecutionContext, Injectable } from '@nestjs/common'
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerRequest } from '@nestjs/throttler'
import { RATE_LIMIT, type RateLimitedConcern } from './rate-limits'
import { RateLimitedError } from './rate-limited.error'

/**
 * Limits only the routes that declare a concern with @RateLimit(), against that concern's
 * throttler alone, per client address (request.ip: X-Forwarded-For counts only through the
 * trusted proxies). Everything else, the catalogue first, is never counted.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return !this.concernOf(context)
  }

  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    if (request.throttler.name !== this.concernOf(request.context)) return true
    return super.handleRequest(request)
  }

  // One count per concern and address, whichever of the concern's routes is called.
  protected override generateKey(_context: ExecutionContext, tracker: string, name: string) {
    return `rate:${name}:${tracker}`
  }

  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw new RateLimitedError(detail.timeToBlockExpire)
  }

  private concernOf(context: ExecutionContext): RateLimitedConcern | undefined {
    return this.reflector.getAllAndOverride<RateLimitedConcern | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ])
  }
}
