import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common'
import { Reflector } from '@nestjs/core'
import type { FastifyRequest } from 'fastify'
import { AuthService } from '../modules/auth/auth.service'
import { type CurrentUser, ROLES } from '../modules/auth/current-user'
import type { UserRole } from '../modules/users/entities/user.entity'
import { DomainError } from './domain-error'
import { IS_PUBLIC } from './public.decorator'

/**
 * Deny by default. A bearer token, when sent, is checked against its session on every request;
 * a route answers anonymous callers only when marked @Public(), and admin routes need the role.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()]
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false
    const roles = this.reflector.getAllAndOverride<UserRole[]>(ROLES, targets) ?? []
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: CurrentUser }>()
    const token = bearerToken(request.headers.authorization)

    if (token) {
      try {
        request.user = await this.auth.authenticate(token)
      } catch (error) {
        // A stale token on a public page is just an anonymous visit.
        if (!isPublic) throw error
      }
    }
    if (!request.user) {
      if (isPublic) return true
      throw new DomainError('UNAUTHENTICATED', 'Authentication required')
    }
    if (roles.length && !roles.includes(request.user.role)) {
      throw new DomainError('FORBIDDEN', 'This needs an administrator')
    }
    return true
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([\w.-]+)$/.exec(header ?? '')
  return match ? match[1] : null
}
