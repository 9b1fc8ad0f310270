import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common'
import type { UserRole } from '../users/entities/user.entity'

/** Who is calling, as the access guard found them: set on every request with a valid token. */
export interface CurrentUser {
  id: string
  email: string
  role: UserRole
  sessionId: string
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): CurrentUser =>
    context.switchToHttp().getRequest<{ user: CurrentUser }>().user,
)

export const ROLES = 'aurum:roles'

/** Closes a route to everyone but these roles (checked by AccessGuard after authentication). */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES, roles)
