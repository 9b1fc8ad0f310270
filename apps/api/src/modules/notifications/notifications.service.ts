import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { Notification } from './entities/notification.entity'

export interface NewNotification {
  userId: string
  type: Notification['type']
  title: string
  message: string
}

/** What the shop tells a customer; other modules write notifications only through here. */
@Injectable()
export class NotificationsService {
  constructor(private readonly em: EntityManager) {}

  /** Inside the caller's transaction, so a notification exists only if what it tells happened. */
  notify(em: EntityManager, notification: NewNotification): void {
    const { userId, ...fields } = notification
    em.create(Notification, { ...fields, user: userId })
  }
}
