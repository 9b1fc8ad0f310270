import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import type { UserView } from '../auth/dto/auth.dto'
import { hashPassword } from '../auth/password'
import { User } from './entities/user.entity'
import { DEFAULT_SETTINGS, UserSettings } from './entities/user-settings.entity'

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

  findByGoogleSubject(subject: string): Promise<User | null> {
    return this.em.fork().findOne(User, { googleSubject: subject })
  }

  /** Links a Google identity to the account of its (verified) email; null when there is none. */
  async linkGoogle(email: string, subject: string): Promise<User | null> {
    const em = this.em.fork()
    const user = await em.findOne(User, { email })
    if (!user) return null
    user.googleSubject = subject
    await em.flush()
    return user
  }

  async register(input: { username: string; email: string; password: string }): Promise<User> {
    const taken = await this.em.findOne(User, {
      $or: [{ email: input.email }, { username: input.username }],
    })
    if (taken) throw registerConflict(taken.email === input.email ? 'email' : 'username')
    const user = this.em.create(User, {
      email: input.email,
      username: input.username,
      passwordHash: await hashPassword(input.password),
    })
    this.em.create(UserSettings, { user, settings: DEFAULT_SETTINGS })
    try {
      await this.em.flush()
    } catch (error) {
      // Two registrations racing for the same email or username: the database decides.
      if (error instanceof UniqueConstraintViolationException) {
        throw registerConflict(String(error.message).includes('email') ? 'email' : 'username')
      }
      throw error
    }
    return user
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
  }
}

function registerConflict(field: 'email' | 'username'): DomainError {
  const message =
    field === 'email'
      ? 'Register failed: this email is already registered'
      : 'Register failed: this username is taken'
  return new DomainError('CONFLICT', message, {
    [field]: [
      field === 'email' ? 'Este email ya está registrado' : 'Este nombre de usuario ya existe',
    ],
  })
}
