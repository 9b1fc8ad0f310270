import { type ExecutionContext, Injectable } from '@nestjs/common'
import { Reflector } from '@nestjs/core'
import { AuthGuard } from '@nestjs/passport'
import type { FastifyRequest } from 'fastify'
import { type CurrentUser, ROLES } from '../modules/auth/current-user'
import type { UserRole } from '../modules/users/entities/user.entity'
import { DomainError } from './domain-error'
import { IS_PUBLIC } from './public.decorator'

type Request = FastifyRequest & { user?: CurrentUser }

/**
 * Deny by default. A bearer token, when sent, goes through Passport's `jwt` strategy (signature,
 * claims, and its session on every request); a route answers anonymous callers only when marked
 * @Public(), and admin routes need the role.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super()
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>()
    if (this.isPublic(context) && !request.headers.authorization) return true
    await super.canActivate(context)
    // Without a user here the route is public: handleRequest has refused every other one.
    if (!request.user) return true
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ])
    if (roles?.length && !roles.includes(request.user.role)) {
      throw new DomainError('FORBIDDEN', 'admin_required')
    }
    return true
  }

  /** Passport's verdict: the session's user, or why there is none. */
  override handleRequest<TUser = CurrentUser>(
    error: unknown,
    user: TUser | false,
    _info: unknown,
    context: ExecutionContext,
  ): TUser {
    if (user) return user
    // A stale token on a public page is just an anonymous visit.
    if (this.isPublic(context)) return undefined as TUser
    if (error) throw error
    const sent = Boolean(context.switchToHttp().getRequest<Request>().headers.authorization)
    throw new DomainError(
      'UNAUTHENTICATED',
      sent ? 'access_token_invalid' : 'authentication_required',
    )
  }

  private isPublic(context: ExecutionContext): boolean {
    return (
      this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [
        context.getHandler(),
        context.getClass(),
      ]) ?? false
    )
  }
}
