import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common'
import { Reflector } from '@nestjs/core'
import type { CurrentUser } from '../modules/auth/current-user'
import { SettingsService } from '../modules/settings/settings.service'
import { DomainError } from './domain-error'

const CLOSED_IN_MAINTENANCE = 'aurum:closed-in-maintenance'

/** A route that sells (a cart write, a checkout): closed to customers while the shop is. */
export const ClosedInMaintenance = () => SetMetadata(CLOSED_IN_MAINTENANCE, true)

/**
 * Maintenance closes the shop in the API too, not only on the web: the routes that sell answer
 * 503 (with Retry-After, as every 503) to everyone but administrators; reads keep working. Runs
 * after AccessGuard, which has read the caller's token.
 */
@Injectable()
export class MaintenanceGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly settings: SettingsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const closes = this.reflector.getAllAndOverride<boolean | undefined>(CLOSED_IN_MAINTENANCE, [
      context.getHandler(),
      context.getClass(),
    ])
    if (!closes) return true
    const { user } = context.switchToHttp().getRequest<{ user?: CurrentUser }>()
    if (user?.role === 'admin' || !(await this.settings.enabled('maintenance_mode'))) return true
    throw new DomainError('SERVICE_UNAVAILABLE', 'maintenance')
  }
}
