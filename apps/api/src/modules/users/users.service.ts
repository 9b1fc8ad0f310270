import { DELETE_ACCOUNT_WORD } from '@aurum/contracts'
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import type { UserView } from '../auth/dto/auth.dto'
import { hashPassword, verifyPassword } from '../auth/password'
import { User } from './entities/user.entity'
import {
  type AccountSettings,
  DEFAULT_SETTINGS,
  UserSettings,
} from './entities/user-settings.entity'

@Injectable()
export class UsersService {
  constructor(private readonly em: EntityManager) {}

  /** By email (any case) or by username. */
  findByLogin(login: string): Promise<User | null> {
    const value = login.trim()
    return this.em.findOne(User, { $or: [{ email: value.toLowerCase() }, { username: value }] })
  }

  findById(id: string): Promise<User | null> {
    return this.em.findOne(User, id)
  }

  /** A session of this user was used now (the admin panel's active users). */
  async markSeen(userId: string, em: EntityManager = this.em): Promise<void> {
    await em.nativeUpdate(User, { id: userId }, { lastSeenAt: new Date() })
  }

  /**
   * Whether this proof lets the user delete their account: the password of an account that has
   * one, the word ELIMINAR for an account without (Google only); the last administrator stays.
   * Read only: a refused deletion changes nothing anywhere.
   */
  async checkDeletion(userId: string, proof: DeletionProof): Promise<void> {
    const user = await this.em.findOne(User, userId)
    if (!user) throw new DomainError('SESSION_ENDED', 'session_ended')
    if (user.passwordHash) {
      if (!proof.password || !(await verifyPassword(user.passwordHash, proof.password))) {
        throw new DomainError('VALIDATION_FAILED', 'password_incorrect', {
          fieldErrors: {
            password: ['La contraseña no es correcta'],
          },
        })
      }
    } else if (proof.confirmation !== DELETE_ACCOUNT_WORD) {
      throw new DomainError('VALIDATION_FAILED', 'confirmation_word', {
        params: { word: DELETE_ACCOUNT_WORD },
        fieldErrors: {
          password: [
            `Tu cuenta inicia sesión con Google: escribe ${DELETE_ACCOUNT_WORD} para confirmar`,
          ],
        },
      })
    }
    if (user.role === 'admin' && (await this.em.count(User, { role: 'admin' })) <= 1) {
      throw lastAdmin()
    }
  }

  /**
   * Locks the account for its deletion in the caller's transaction. Administrators' rows are
   * locked all together, in one order, so two administrators leaving at once take turns and the
   * second finds that it would be the last.
   */
  async lockForDeletion(em: EntityManager, userId: string): Promise<void> {
    const [user] = await em.execute<{ role: string }[]>('select role from app_user where id = ?', [
      userId,
    ])
    if (!user) throw new DomainError('SESSION_ENDED', 'session_ended')
    if (user.role === 'admin') {
      const admins = await em.execute<{ id: string }[]>(
        `select id from app_user where role = 'admin' order by id for update`,
      )
      if (admins.length <= 1) throw lastAdmin()
    }
    await em.execute('select id from app_user where id = ? for update', [userId])
  }

  /**
   * Deletes the user's row in the caller's transaction (the email may be registered again). What
   * still points at it goes with it (settings, carts, sessions) or lets go (orders, audit).
   */
  async remove(em: EntityManager, userId: string): Promise<void> {
    await em.nativeDelete(User, { id: userId })
  }

  findByGoogleSubject(subject: string): Promise<User | null> {
    return this.em.fork().findOne(User, { googleSubject: subject })
  }

  findByEmail(email: string, em: EntityManager = this.em): Promise<User | null> {
    return em.findOne(User, { email: email.trim().toLowerCase() })
  }

  /**
   * A new account, in the caller's transaction, unless the email has one already: then nothing is
   * created and that account is answered with `created: false` (its owner is told by mail; the
   * visitor is told nothing). A taken username is refused: usernames are public. The password's
   * hash is made by the caller in both cases, so the two take the same time. Two registrations
   * racing for one email or username: the database refuses the second (a unique violation).
   */
  async register(
    em: EntityManager,
    input: { username: string; email: string; passwordHash: string },
  ): Promise<{ user: User; created: boolean }> {
    if (await em.count(User, { username: input.username })) throw usernameTaken()
    const owner = await this.findByEmail(input.email, em)
    if (owner) return { user: owner, created: false }
    const user = em.create(User, {
      email: input.email,
      username: input.username,
      passwordHash: input.passwordHash,
    })
    em.create(UserSettings, { user, settings: DEFAULT_SETTINGS })
    await em.flush()
    return { user, created: true }
  }

  /**
   * The profile's own fields. A new email needs the current password (it is how the account is
   * signed into and recovered); a Google-only account has none, so its email stays. Written in the
   * caller's transaction; answers the user and whether anything changed.
   */
  async updateProfile(
    em: EntityManager,
    userId: string,
    input: ProfileChanges,
  ): Promise<{ user: User; changed: boolean; newEmail: string | null }> {
    const user = await em.findOne(User, userId)
    if (!user) throw new DomainError('NOT_FOUND', 'user_not_found')
    if (input.email !== user.email) {
      if (!user.passwordHash) {
        throw new DomainError('VALIDATION_FAILED', 'google_keeps_email', {
          fieldErrors: {
            email: ['Tu cuenta inicia sesión con Google: su email no se puede cambiar'],
          },
        })
      }
      if (!input.currentPassword) {
        throw new DomainError('VALIDATION_FAILED', 'email_change_needs_password', {
          fieldErrors: {
            currentPassword: ['Introduce tu contraseña actual para cambiar el email'],
          },
        })
      }
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new DomainError('FORBIDDEN', 'current_password_incorrect', {
          fieldErrors: {
            currentPassword: ['La contraseña actual no es correcta'],
          },
        })
      }
    }
    // Only the username is checked here: whether another account has the new email is no
    // answer to give; the link mailed to it decides, and its owner is the one who would follow it.
    if (await em.count(User, { id: { $ne: userId }, username: input.username })) {
      throw profileConflict(['username'])
    }
    const newEmail = input.email !== user.email ? input.email : null
    const changed =
      user.name !== input.name ||
      user.username !== input.username ||
      newEmail !== null ||
      user.phone !== input.phone
    em.assign(user, {
      name: input.name,
      username: input.username,
      phone: input.phone,
      // The email itself changes only when the new address confirms (EmailVerification).
      ...(newEmail ? { pendingEmail: newEmail } : {}),
    })
    try {
      await em.flush()
    } catch (error) {
      // Another account took the email or the username a moment ago: the database decides.
      if (error instanceof UniqueConstraintViolationException) {
        throw profileConflict(['username'])
      }
      throw error
    }
    return { user, changed, newEmail }
  }

  /** The user's account settings; a group or field never saved has its default (no row: all). */
  async settingsOf(userId: string): Promise<AccountSettings> {
    const row = await this.em.findOne(UserSettings, { user: userId })
    const saved: Partial<AccountSettings> = row?.settings ?? {}
    return Object.fromEntries(
      Object.entries(DEFAULT_SETTINGS).map(([group, defaults]) => [
        group,
        { ...defaults, ...saved[group as keyof AccountSettings] },
      ]),
    ) as unknown as AccountSettings
  }

  /** Replaces the whole object in one statement: two saves racing both succeed, the last wins. */
  async replaceSettings(userId: string, settings: AccountSettings): Promise<void> {
    await this.em.upsert(UserSettings, { user: userId, settings, updatedAt: new Date() })
  }

  /**
   * Changes only the fields given, in one statement: a save of other fields racing with it keeps
   * its own (the settings page replacing the whole object still wins where it overlaps). Answers
   * the settings after the change.
   */
  async patchSettings(userId: string, patch: SettingsPatch): Promise<AccountSettings> {
    // Only the six known groups: their names are written into the statement.
    const groups = (Object.keys(DEFAULT_SETTINGS) as (keyof AccountSettings)[]).filter(
      (group) => Object.keys(patch[group] ?? {}).length,
    )
    if (groups.length) {
      const fresh = { ...DEFAULT_SETTINGS }
      for (const group of groups)
        Object.assign(fresh, { [group]: { ...fresh[group], ...patch[group] } })
      const merged = groups
        .map(
          (group) => `'${group}', coalesce(user_settings.settings -> '${group}', '{}') || ?::jsonb`,
        )
        .join(', ')
      await this.em.execute(
        `insert into user_settings (user_id, settings, updated_at) values (?, ?::jsonb, now())
         on conflict (user_id) do update set updated_at = now(),
           settings = user_settings.settings || jsonb_build_object(${merged})`,
        [userId, JSON.stringify(fresh), ...groups.map((group) => JSON.stringify(patch[group]))],
      )
    }
    return this.settingsOf(userId)
  }

  /**
   * The customers a notification of this kind may reach, as a subquery of (id, role): those whose
   * setting is on (a setting never saved has its default). Notifications put it in the statement
   * that writes them, so the check and the write are one.
   */
  notificationRecipientsSql(setting: NotificationSwitch | null): string {
    if (!setting) return 'select u.id, u.role from app_user u'
    const [group, field] = NOTIFICATION_SWITCHES[setting]
    const fallback = DEFAULT_SETTINGS[group][field as never] ? 'true' : 'false'
    return `select u.id, u.role from app_user u left join user_settings s on s.user_id = u.id
      where coalesce((s.settings #>> '{${group},${field}}')::boolean, ${fallback})`
  }

  /**
   * Checks the current password and stores the new one's argon2id hash, in the caller's
   * transaction with the user's row locked, so two changes at once take turns.
   */
  async changePassword(
    em: EntityManager,
    userId: string,
    input: { currentPassword: string; newPassword: string },
  ): Promise<void> {
    const user = await em.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE })
    if (!user) throw new DomainError('NOT_FOUND', 'user_not_found')
    // A Google-only account has no password to prove: setting one on the word of a bearer token
    // alone would let a stolen token take the account over, so it keeps signing in with Google.
    if (!user.passwordHash) {
      throw new DomainError('VALIDATION_FAILED', 'google_only', {
        fieldErrors: {
          currentPassword: ['Tu cuenta inicia sesión con Google y no tiene contraseña'],
        },
      })
    }
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new DomainError('VALIDATION_FAILED', 'current_password_incorrect', {
        fieldErrors: {
          currentPassword: ['La contraseña actual no es correcta'],
        },
      })
    }
    user.passwordHash = await hashPassword(input.newPassword)
    await em.flush()
  }

  /** A Google-only account: no password; its username comes from the email, made unique. */
  async createFromGoogle(input: {
    email: string
    subject: string
    name: string | null
  }): Promise<User> {
    const base =
      input.email
        .split('@')[0]
        .replace(/[^\p{L}\p{N}._-]/gu, '')
        .slice(0, 50) || 'cliente'
    let username = base
    for (let suffix = 2; await this.em.count(User, { username }); suffix++)
      username = `${base}${suffix}`
    const user = this.em.create(User, {
      email: input.email,
      username,
      name: input.name,
      googleSubject: input.subject,
      // Google verified the address (GoogleSignIn refuses an unverified one).
      emailVerifiedAt: new Date(),
    })
    this.em.create(UserSettings, { user, settings: DEFAULT_SETTINGS })
    await this.em.flush()
    return user
  }
}

export function toUserView(user: User): UserView {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    name: user.name,
    phone: user.phone,
    avatarUrl: user.avatarUrl,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: user.pendingEmail,
  }
}

/** Some fields of some groups of the account settings. */
export type SettingsPatch = { [Group in keyof AccountSettings]?: Partial<AccountSettings[Group]> }

/** The settings that decide which notifications (and, with marketing, which mails) a customer gets. */
export type NotificationSwitch =
  'orderUpdates' | 'promotions' | 'newProducts' | 'security' | 'marketing'

/**
 * Where each one is kept: `security` is the security group's loginNotifications (one switch for
 * the account's security notices, on the settings page and the notifications page).
 */
export const NOTIFICATION_SWITCHES = {
  orderUpdates: ['notifications', 'orderUpdates'],
  promotions: ['notifications', 'promotions'],
  newProducts: ['notifications', 'newProducts'],
  security: ['security', 'loginNotifications'],
  marketing: ['notifications', 'marketing'],
} as const satisfies Record<NotificationSwitch, readonly [keyof AccountSettings, string]>

/** What the profile form may change (ProfileUpdateSchema's output). */
export interface ProfileChanges {
  name: string | null
  username: string
  email: string
  phone: string | null
  currentPassword?: string
}

function profileConflict(fields: readonly ('email' | 'username')[]): DomainError {
  const fieldErrors: Record<string, string[]> = {}
  if (fields.includes('email')) fieldErrors.email = ['Este email ya está registrado']
  if (fields.includes('username')) fieldErrors.username = ['Este nombre de usuario ya existe']
  return new DomainError('CONFLICT', 'profile_taken', {
    params: { fields: fields.join(', ') },
    fieldErrors,
  })
}

/** What DELETE /api/user/delete-account brings to prove the person (DeleteAccountSchema). */
export interface DeletionProof {
  password?: string
  confirmation?: string
}

function lastAdmin(): DomainError {
  return new DomainError('CONFLICT', 'last_admin')
}

export function usernameTaken(): DomainError {
  return new DomainError('CONFLICT', 'username_taken', {
    fieldErrors: {
      username: ['Este nombre de usuario ya existe'],
    },
  })
}
