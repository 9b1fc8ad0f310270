import { displayName, EMAIL_VERIFICATION_HOURS } from '@aurum/contracts'
import { EntityManager, LockMode } from '@mikro-orm/postgresql'
import { Inject, Injectable, Logger } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { Mailer } from '../mail/mailer'
import { emailChanged, verifyEmail } from '../mail/templates'
import { issueLink, linkTo, spendLink } from '../auth/mailed-links'
import { User } from './entities/user.entity'

const LINK_TTL_MS = EMAIL_VERIFICATION_HOURS * 60 * 60_000

/**
 * An address is the customer's once a link mailed to it is followed: the address of a new
 * account, or the new address of an email change, which replaces the old one only then.
 */
@Injectable()
export class EmailVerification {
  private readonly logger = new Logger('EmailVerification')

  constructor(
    private readonly em: EntityManager,
    private readonly mailer: Mailer,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Queues a link that confirms `email` for this user, in the caller's transaction. */
  async send(em: EntityManager, user: User, email: string): Promise<void> {
    const link = await issueLink(em, {
      purpose: 'verify-email',
      userId: user.id,
      ttlMs: LINK_TTL_MS,
      email,
    })
    await this.mailer.enqueue(em, {
      key: `verify-email:${link.hash}`,
      to: email,
      content: verifyEmail({
        name: displayName(user),
        url: linkTo(this.env.WEB_URL, '/verificar-correo', link.token),
        change: email !== user.email,
      }),
    })
  }

  /** Another link, to the address that still waits for one: the new one of a change first. */
  async resend(userId: string): Promise<{ email: string }> {
    return this.em.transactional(async (em) => {
      const user = await em.findOne(User, userId)
      if (!user) throw new DomainError('SESSION_ENDED', 'session_ended')
      const email = user.pendingEmail ?? (user.emailVerifiedAt ? null : user.email)
      if (!email) throw new DomainError('CONFLICT', 'email_already_confirmed')
      await this.send(em, user, email)
      return { email }
    })
  }

  /**
   * Follows a link: the account's own address is confirmed; a change's new address becomes the
   * account's email, and the old address is told. A link of a change replaced since, or to an
   * address another account has taken meanwhile, changes nothing.
   */
  async confirm(token: string): Promise<{ email: string }> {
    return this.em.transactional(async (em) => {
      const link = await spendLink(em, token, 'verify-email')
      if (!link?.email) throw linkInvalid()
      const user = await em.findOne(User, link.userId, { lockMode: LockMode.PESSIMISTIC_WRITE })
      if (!user) throw linkInvalid()
      if (link.email === user.email) {
        user.emailVerifiedAt ??= new Date()
        return { email: user.email }
      }
      if (link.email !== user.pendingEmail) throw linkInvalid()
      if (await em.count(User, { email: link.email, id: { $ne: user.id } })) {
        throw new DomainError('CONFLICT', 'email_taken', {
          fieldErrors: {
            email: ['Este email ya pertenece a otra cuenta'],
          },
        })
      }
      const oldEmail = user.email
      user.email = link.email
      user.pendingEmail = null
      user.emailVerifiedAt = new Date()
      await em.flush()
      await this.mailer.enqueue(em, {
        key: `email-changed:${link.hash}`,
        to: oldEmail,
        content: emailChanged({ name: displayName(user), newEmail: user.email }),
      })
      this.logger.log({ event: 'email-changed', userId: user.id })
      return { email: user.email }
    })
  }
}

export function linkInvalid(): DomainError {
  return new DomainError('LINK_INVALID', 'link_invalid')
}
