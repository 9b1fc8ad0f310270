import {
  NOTIFICATION_SETTING_OF_TYPE,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationListQuery,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import type { AccountSettings } from '../users/entities/user-settings.entity'
import { UsersService } from '../users/users.service'
import { Notification } from './entities/notification.entity'

/** What a notification says; who gets it is given apart. */
export interface Notice {
  type: Notification['type']
  title: string
  message: string
}

export interface NewNotification extends Notice {
  userId: string
}

interface NotificationRow {
  id: string
  type: Notification['type']
  title: string
  message: string
  is_read: boolean
  created_at: Date | string
}

/** What the shop tells a customer; other modules write notifications only through here. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
  ) {}

  /**
   * Tells one customer, inside the caller's transaction (a notification exists only if what it
   * tells happened), when the setting for its type is on: the check and the write are one
   * statement. Answers whether it was written.
   */
  async notify(em: EntityManager, notification: NewNotification): Promise<boolean> {
    const { userId, ...notice } = notification
    return (await this.write(em, notice, 'r.id = ?', [userId])) > 0
  }

  /** Tells each of these customers whose setting is on: one statement, however many. */
  async notifyMany(em: EntityManager, userIds: readonly string[], notice: Notice): Promise<number> {
    if (!userIds.length) return 0
    return this.write(
      em,
      notice,
      'r.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))',
      [JSON.stringify(userIds)],
    )
  }

  /** Tells every customer whose setting is on (a new coupon): one statement, however many. */
  async notifyCustomers(em: EntityManager, notice: Notice): Promise<number> {
    return this.write(em, notice, `r.role = 'customer'`, [])
  }

  private async write(
    em: EntityManager,
    notice: Notice,
    who: string,
    params: unknown[],
  ): Promise<number> {
    const recipients = this.users.notificationRecipientsSql(
      NOTIFICATION_SETTING_OF_TYPE[notice.type],
    )
    // clock_timestamp(): several notices of one transaction keep the order they were written in.
    const written = await em.execute<{ id: string }[]>(
      `insert into notification (id, user_id, type, title, message, is_read, created_at)
       select gen_random_uuid(), r.id, ?, ?, ?, false, clock_timestamp()
       from (${recipients}) r where ${who}
       returning id`,
      [notice.type, notice.title, notice.message, ...params],
    )
    return written.length
  }

  /**
   * One page of the customer's notifications, newest first, with the counters of all of them:
   * two queries whatever the page.
   */
  async list(userId: string, query: NotificationListQuery) {
    const where = query.filter === 'all' ? {} : { isRead: query.filter === 'read' ? true : false }
    const [notifications, [counts]] = await Promise.all([
      this.em.find(
        Notification,
        { user: userId, ...where },
        {
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          limit: NOTIFICATIONS_PAGE_SIZE,
          offset: (query.page - 1) * NOTIFICATIONS_PAGE_SIZE,
        },
      ),
      this.em.execute<{ total: number; unread: number }[]>(
        `select count(*)::int as total, (count(*) filter (where not is_read))::int as unread
         from notification where user_id = ?`,
        [userId],
      ),
    ])
    return {
      items: notifications.map(toView),
      counts: { total: counts.total, unread: counts.unread, read: counts.total - counts.unread },
      page: query.page,
      pageSize: NOTIFICATIONS_PAGE_SIZE,
    }
  }

  /** The header's badge, on every page of a signed-in customer: one count. */
  async unreadCount(userId: string): Promise<{ unread: number }> {
    const [{ unread }] = await this.em.execute<{ unread: number }[]>(
      'select count(*)::int as unread from notification where user_id = ? and not is_read',
      [userId],
    )
    return { unread }
  }

  /** Marks one of the customer's own notifications read (again is no change); another's is 404. */
  async markRead(userId: string, id: string) {
    const [row] = await this.em.execute<NotificationRow[]>(
      `update notification set is_read = true where id = ? and user_id = ?
       returning id, type, title, message, is_read, created_at`,
      [id, userId],
    )
    if (!row) throw notFound()
    return {
      id: row.id,
      type: row.type,
      title: row.title,
      message: row.message,
      isRead: row.is_read,
      createdAt: new Date(row.created_at).toISOString(),
    }
  }

  /** Every unread notification of the customer is read now. */
  async markAllRead(userId: string): Promise<{ updated: number }> {
    const updated = await this.em.nativeUpdate(
      Notification,
      { user: userId, isRead: false },
      { isRead: true },
    )
    return { updated }
  }

  /** Deletes one of the customer's own notifications; another's is 404 and stays. */
  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(Notification, { id, user: userId })
    if (!deleted) throw notFound()
  }

  /** The seven notification settings, read from the account settings. */
  async settings(userId: string): Promise<NotificationSettings> {
    return toSettings(await this.users.settingsOf(userId))
  }

  /** Changes only the flags given; answers all seven. */
  async updateSettings(
    userId: string,
    patch: NotificationSettingsUpdate,
  ): Promise<NotificationSettings> {
    const { security, ...notifications } = patch
    const saved = await this.users.patchSettings(userId, {
      notifications,
      ...(security === undefined ? {} : { security: { loginNotifications: security } }),
    })
    return toSettings(saved)
  }

  /** Every notification of the customer, newest first: their data export. */
  async allOf(userId: string) {
    const notifications = await this.em.find(
      Notification,
      { user: userId },
      { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
    )
    return notifications.map((notification) => ({
      type: notification.type,
      title: notification.title,
      message: notification.message,
      isRead: notification.isRead,
      createdAt: notification.createdAt.toISOString(),
    }))
  }

  /** The account is being deleted: its notifications go, in the caller's transaction. */
  async removeAllOf(em: EntityManager, userId: string): Promise<number> {
    return em.nativeDelete(Notification, { user: userId })
  }
}

function toView(notification: Notification) {
  return {
    id: notification.id,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    isRead: notification.isRead,
    createdAt: notification.createdAt.toISOString(),
  }
}

function toSettings(settings: AccountSettings): NotificationSettings {
  const { email, push, sms, orderUpdates, promotions, newProducts } = settings.notifications
  return {
    email,
    push,
    sms,
    orderUpdates,
    promotions,
    newProducts,
    security: settings.security.loginNotifications,
  }
}

function notFound(): DomainError {
  return new DomainError('NOT_FOUND', 'notification_not_found')
}
