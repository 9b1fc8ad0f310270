import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common'
import { Reflector } from '@nestjs/core'
import { DomainError } from './domain-error'
import { IS_PUBLIC } from './public.decorator'

/** Deny by default: a route answers only when it is marked @Public() or the caller is known. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ])
    if (isPublic) return true
    throw new DomainError('UNAUTHENTICATED', 'Authentication required')
  }
}
