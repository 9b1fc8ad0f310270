import { type AdminUserListQuery, centsToText } from '@aurum/contracts'
import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { SessionsService } from '../auth/sessions.service'
import { type CustomerOrderTotals, OrdersService } from '../orders/orders.service'
import { User } from './entities/user.entity'

/** The shop's clock: "today" starts at midnight here. */
const STORE_TIME_ZONE = 'Europe/Madrid'
const ACTIVE_DAYS = 30

/** The back office's customers: figures, the list, one customer's page, ending their sessions. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
    private readonly sessions: SessionsService,
  ) {}

  async stats() {
    const [row] = await this.em.execute<{ total: string; today: string; active: string }[]>(
      `select count(*) as total,
         count(*) filter (
           where created_at >= date_trunc('day', now() at time zone ?) at time zone ?) as today,
         count(*) filter (where last_seen_at > now() - make_interval(days => ?)) as active
       from app_user`,
      [STORE_TIME_ZONE, STORE_TIME_ZONE, ACTIVE_DAYS],
    )
    return {
      totalUsers: Number(row.total),
      newUsersToday: Number(row.today),
      activeUsers: Number(row.active),
    }
  }

  async recent(limit: number) {
    const users = await this.em.find(
      User,
      {},
      {
        orderBy: { createdAt: 'desc', id: 'asc' },
        limit,
        fields: ['email', 'username', 'createdAt'],
      },
    )
    return users.map((user) => ({
      id: user.id,
      email: user.email,
      username: user.username,
      createdAt: user.createdAt.toISOString(),
    }))
  }

  /** Newest first; search looks in email, username and name, ignoring case. */
  async list(query: AdminUserListQuery) {
    const where: FilterQuery<User> = {}
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, '\\$&')}%`
      where.$or = [
        { email: { $ilike: pattern } },
        { username: { $ilike: pattern } },
        { name: { $ilike: pattern } },
      ]
    }
    const [users, total] = await this.em.findAndCount(User, where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    })
    const totals = await this.orders.totalsByUser(users.map((user) => user.id))
    return {
      total,
      users: users.map((user) => {
        const { ordersCount, spentCents } = totals.get(user.id) as CustomerOrderTotals
        return { ...customerRow(user), ordersCount, totalSpent: centsToText(spentCents) }
      }),
    }
  }

  async get(id: string) {
    const user = await this.found(id)
    const [summary, activeSessions] = await Promise.all([
      this.orders.summaryFor(id),
      this.sessions.liveCount(id),
    ])
    return {
      ...customerRow(user),
      phone: user.phone,
      ordersCount: summary.ordersCount,
      totalSpent: centsToText(summary.spentCents),
      activeSessions,
      orders: summary.orders,
    }
  }

  /** Signs the customer out everywhere; answers how many live sessions ended. */
  async endSessions(id: string) {
    await this.found(id)
    return { endedCount: await this.sessions.endAllOf(id) }
  }

  private async found(id: string): Promise<User> {
    const user = await this.em.findOne(User, id)
    if (!user) throw new DomainError('NOT_FOUND', 'user_not_found')
    return user
  }
}

function customerRow(user: User) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    name: user.name,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  }
}
