import type { ChangePasswordInput } from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import type { CurrentUser } from '../auth/current-user'
import { SessionsService } from '../auth/sessions.service'
import { NotificationsService } from '../notifications/notifications.service'
import { UsersService } from '../users/users.service'
import { AccountEventsService } from './account-events.service'

@Injectable()
export class PasswordService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly notifications: NotificationsService,
    private readonly events: AccountEventsService,
  ) {}

  /**
   * One transaction: the current password checked and the new hash stored, every other session of
   * the account ended (whoever knew the old password is out), the customer told, the event kept
   * for the profile's activity. The session that asked goes on. A refusal changes nothing.
   */
  async change(actor: CurrentUser, input: ChangePasswordInput) {
    return this.em.transactional(async (em) => {
      await this.users.changePassword(em, actor.id, input)
      const otherSessionsEnded = await this.sessions.endAllOtherThan(actor.id, actor.sessionId, em)
      await this.notifications.notify(em, {
        userId: actor.id,
        type: 'security',
        title: 'Contraseña actualizada',
        message:
          'Tu contraseña se cambió correctamente. Por seguridad, se cerraron las demás sesiones abiertas de tu cuenta.',
      })
      await this.events.record(em, actor.id, 'password_change')
      return { otherSessionsEnded }
    })
  }
}
