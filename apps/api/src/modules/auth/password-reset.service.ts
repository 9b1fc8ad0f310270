import { displayName, PASSWORD_RESET_MINUTES } from '@aurum/contracts'
import { EntityManager, LockMode } from '@mikro-orm/postgresql'
import { Inject, Injectable, Logger } from '@nestjs/common'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { AccountEventsService } from '../accounts/account-events.service'
import { Mailer } from '../mail/mailer'
import { passwordChanged, passwordReset } from '../mail/templates'
import { User } from '../users/entities/user.entity'
import { linkInvalid } from '../users/email-verification.service'
import { issueLink, linkTo, spendLink } from './mailed-links'
import { hashPassword } from './password'

/**
 * A forgotten password: a link mailed to the account's address sets a new one and ends every
 * session. The request answers the same whether or not the address has an account.
 */
@Injectable()
export class PasswordReset {
  private readonly logger = new Logger('PasswordReset')

  constructor(
    private readonly em: EntityManager,
    private readonly mailer: Mailer,
    private readonly accountEvents: AccountEventsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Mails a link when the address has an account; nothing otherwise, with the same answer. */
  async request(email: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const user = await em.findOne(User, { email })
      if (!user) return
      const link = await issueLink(em, {
        purpose: 'password-reset',
        userId: user.id,
        ttlMs: PASSWORD_RESET_MINUTES * 60_000,
      })
      await this.mailer.enqueue(em, {
        key: `password-reset:${link.hash}`,
        to: user.email,
        content: passwordReset({
          name: displayName(user),
          url: linkTo(this.env.WEB_URL, '/restablecer-contrasena', link.token),
          minutes: PASSWORD_RESET_MINUTES,
        }),
      })
    })
  }

  /**
   * Sets the new password and, in the same transaction, ends every session of the account, spends
   * its other reset links and mails a notice. Following the link proves the address too.
   */
  async confirm(token: string, password: string): Promise<void> {
    // Hashed first: argon2 takes a while, and no transaction waits for it.
    const passwordHash = await hashPassword(password)
    const userId = await this.em.transactional(async (em) => {
      const link = await spendLink(em, token, 'password-reset')
      if (!link) throw linkInvalid()
      const user = await em.findOne(User, link.userId, { lockMode: LockMode.PESSIMISTIC_WRITE })
      if (!user) throw linkInvalid()
      user.passwordHash = passwordHash
      user.emailVerifiedAt ??= new Date()
      await em.flush()
      await em.execute(
        `update session set revoked_at = now() where user_id = ? and revoked_at is null`,
        [user.id],
      )
      await em.execute(
        `delete from one_time_code where user_id = ? and purpose = 'password-reset'`,
        [user.id],
      )
      await this.accountEvents.record(em, user.id, 'password_change')
      await this.mailer.enqueue(em, {
        key: `password-changed:${link.hash}`,
        to: user.email,
        content: passwordChanged({
          name: displayName(user),
          resetUrl: new URL('/recuperar-contrasena', this.env.WEB_URL).toString(),
        }),
      })
      return user.id
    })
    this.logger.log({ event: 'password-reset', userId })
  }
}
