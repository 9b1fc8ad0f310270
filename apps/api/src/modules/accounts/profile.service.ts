import { formatMoney, type ProfileUpdate } from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { FavoritesService } from '../favorites/favorites.service'
import { OrdersService } from '../orders/orders.service'
import { ReviewsService } from '../reviews/reviews.service'
import { EmailVerification } from '../users/email-verification.service'
import { toUserView, UsersService } from '../users/users.service'
import { AccountEventsService } from './account-events.service'
import type { ActivityItem } from './dto/profile.dto'
import type { AccountEventType } from './entities/account-event.entity'

/** How many items the profile's 'Actividad Reciente' shows. */
const ACTIVITY_LIMIT = 20

const EVENT_TEXTS: Record<
  AccountEventType,
  Pick<ActivityItem, 'type' | 'title' | 'description'>
> = {
  login: {
    type: 'login',
    title: 'Inicio de sesión',
    description: 'Has iniciado sesión en tu cuenta',
  },
  password_change: {
    type: 'other',
    title: 'Contraseña cambiada',
    description: 'Has cambiado la contraseña de tu cuenta',
  },
  profile_update: {
    type: 'other',
    title: 'Perfil actualizado',
    description: 'Has actualizado los datos de tu perfil',
  },
}

/** The customer's profile page: their own data, counters and recent activity, nobody else's. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly orders: OrdersService,
    private readonly events: AccountEventsService,
    private readonly favorites: FavoritesService,
    private readonly reviews: ReviewsService,
    private readonly verification: EmailVerification,
  ) {}

  async get(userId: string) {
    const user = await this.users.findById(userId)
    if (!user) throw new DomainError('NOT_FOUND', 'user_not_found')
    const { id, name, username, email, phone, avatarUrl, createdAt } = user
    return { id, name, username, email, phone, avatarUrl, createdAt: createdAt.toISOString() }
  }

  /**
   * One transaction: the change, its 'profile_update' event and, for a new email, the link that
   * confirms it (the email changes only then) land together or not at all.
   */
  async update(userId: string, input: ProfileUpdate) {
    return this.em.transactional(async (em) => {
      const { user, changed, newEmail } = await this.users.updateProfile(em, userId, input)
      if (newEmail) await this.verification.send(em, user, newEmail)
      if (changed) await this.events.record(em, userId, 'profile_update')
      return toUserView(user)
    })
  }

  async stats(userId: string) {
    const [favoritesCount, ordersCount, reviewsCount] = await Promise.all([
      this.favorites.countFor(userId),
      this.orders.countFor(userId),
      this.reviews.countFor(userId),
    ])
    return { favoritesCount, ordersCount, reviewsCount }
  }

  /** The latest orders, favorites, reviews and account events merged, newest first: four queries. */
  async activity(userId: string): Promise<ActivityItem[]> {
    const [orders, events, favorites, reviews] = await Promise.all([
      this.orders.recentFor(userId, ACTIVITY_LIMIT),
      this.events.latest(userId, ACTIVITY_LIMIT),
      this.favorites.latest(userId, ACTIVITY_LIMIT),
      this.reviews.recentFor(userId, ACTIVITY_LIMIT),
    ])
    const items: ActivityItem[] = [
      ...orders.map((order) => ({
        id: order.id,
        type: 'order' as const,
        title: `Pedido #${order.code} realizado`,
        description: `Total: ${formatMoney(order.totalCents, order.currency)}`,
        date: order.createdAt.toISOString(),
      })),
      ...favorites.map((favorite) => ({
        id: favorite.id,
        type: 'favorite' as const,
        title: 'Favorito agregado',
        description: favorite.perfumeName,
        date: favorite.createdAt.toISOString(),
      })),
      ...reviews.map((review) => ({
        id: review.id,
        type: 'review' as const,
        title: 'Reseña publicada',
        description: review.perfumeName,
        date: review.createdAt.toISOString(),
      })),
      ...events.map((event) => ({
        id: event.id,
        ...EVENT_TEXTS[event.type],
        date: event.createdAt.toISOString(),
      })),
    ]
    // ISO dates in UTC sort as text in time order.
    return items.sort((a, b) => b.date.localeCompare(a.date)).slice(0, ACTIVITY_LIMIT)
  }
}
