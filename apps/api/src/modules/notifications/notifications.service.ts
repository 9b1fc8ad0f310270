import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { Notification } from './entities/notification.entity'

export interface NewNotification {
  userId: string
  type: Notification['type']
  title: string
  message: string
}

/** How many notifications GET /api/notifications answers. */
export const LATEST_NOTIFICATIONS = 20

/** What the shop tells a customer; other modules write notifications only through here. */
@Injectable()
export class NotificationsService {
  constructor(private readonly em: EntityManager) {}

  /** Inside the caller's transaction, so a notification exists only if what it tells happened. */
  notify(em: EntityManager, notification: NewNotification): void {
    const { userId, ...fields } = notification
    em.create(Notification, { ...fields, user: userId })
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

  /** The customer's own latest notifications, newest first. */
  async latest(userId: string) {
    const notifications = await this.em.find(
      Notification,
      { user: userId },
      { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: LATEST_NOTIFICATIONS },
    )
    return notifications.map((notification) => ({
      id: notification.id,
      type: notification.type,
      title: notification.title,
      message: notification.message,
      isRead: notification.isRead,
      createdAt: notification.createdAt.toISOString(),
    }))
  }
}
