import type { EntityManager } from '@mikro-orm/postgresql'
import { hashPassword } from '../modules/auth/password'
import { User } from '../modules/users/entities/user.entity'
import { UserSettings, DEFAULT_SETTINGS } from '../modules/users/entities/user-settings.entity'

export type FirstAdminOutcome = 'created' | 'already-admin' | 'promoted' | 'customer-exists'

/**
 * The shop's administrator from ADMIN_EMAIL + ADMIN_PASSWORD (or `npm run admin:create`). An
 * account that already owns the email is never promoted unless the operator says so with
 * `promote`: whoever registered that email first must not become the administrator by it.
 */
export async function createFirstAdmin(
  em: EntityManager,
  input: { email: string; password?: string; promote?: boolean },
): Promise<FirstAdminOutcome> {
  const email = input.email.trim().toLowerCase()
  return em.transactional(async (tx) => {
    const existing = await tx.findOne(User, { email })
    if (existing) {
      if (existing.role === 'admin') return 'already-admin'
      if (!input.promote) return 'customer-exists'
      existing.role = 'admin'
      return 'promoted'
    }
    if (!input.password) throw new Error('A new administrator needs ADMIN_PASSWORD')
    const base =
      email
        .split('@')[0]
        .replace(/[^\p{L}\p{N}._-]/gu, '')
        .slice(0, 50) || 'admin'
    const username = (await tx.count(User, { username: base })) ? email : base
    const user = tx.create(User, {
      email,
      username,
      role: 'admin',
      passwordHash: await hashPassword(input.password),
      // Given by the operator who runs the shop, not claimed by a stranger.
      emailVerifiedAt: new Date(),
    })
    tx.create(UserSettings, { user, settings: DEFAULT_SETTINGS })
    return 'created'
  })
}

/** What the operator reads after each outcome, one line. */
export const FIRST_ADMIN_MESSAGES: Record<FirstAdminOutcome, (email: string) => string> = {
  created: (email) => `Administrator ${email} created`,
  'already-admin': (email) => `Administrator ${email} already exists`,
  promoted: (email) => `Existing account ${email} is now an administrator (--promote)`,
  'customer-exists': (email) =>
    `ADMIN_EMAIL ${email} belongs to an existing customer account, which was NOT promoted. ` +
    'If that account is yours, run `npm run admin:create -- --promote` with ADMIN_EMAIL set; ' +
    'otherwise choose another ADMIN_EMAIL.',
}
