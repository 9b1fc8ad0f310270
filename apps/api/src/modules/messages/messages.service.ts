import type { AdminContactMessageListQuery } from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { Mailer } from '../mail/mailer'
import { contactAcknowledged } from '../mail/templates'
import { ContactMessage } from './entities/contact-message.entity'
import { NewsletterSubscriber } from './entities/newsletter-subscriber.entity'
import { subscribersCsv } from './newsletter-csv'

@Injectable()
export class MessagesService {
  constructor(
    private readonly em: EntityManager,
    private readonly mailer: Mailer,
  ) {}

  /** Subscribing an address that is already subscribed is not an error: it stays subscribed. */
  async subscribe(email: string): Promise<void> {
    await this.em
      .createQueryBuilder(NewsletterSubscriber)
      .insert({ id: crypto.randomUUID(), email })
      .onConflict('email')
      .ignore()
      .execute()
  }

  /**
   * Keeps the message and, in the same transaction, acknowledges it to the sender: at most once an
   * hour per address, so the form is no way to fill someone's inbox.
   */
  async receiveContactMessage(input: { name: string; email: string; message: string }) {
    return this.em.transactional(async (em) => {
      const message = em.create(ContactMessage, input)
      await em.flush()
      await this.mailer.enqueue(em, {
        key: `contact-ack:${input.email}:${new Date().toISOString().slice(0, 13)}`,
        to: input.email,
        content: contactAcknowledged({ name: input.name }),
      })
      return { id: message.id, createdAt: message.createdAt.toISOString() }
    })
  }

  /** Newest first; unread true keeps the unread ones, false the read ones. */
  async contactMessages(query: AdminContactMessageListQuery) {
    const [messages, total] = await this.em.findAndCount(
      ContactMessage,
      query.unread === undefined ? {} : { isRead: !query.unread },
      {
        orderBy: { createdAt: 'desc', id: 'asc' },
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      },
    )
    return { total, messages: messages.map(toContactMessageView) }
  }

  /** The messages still 'Nuevo': the dashboard's 'Mensajes sin leer'. */
  unreadCount(): Promise<number> {
    return this.em.fork().count(ContactMessage, { isRead: false })
  }

  /** Marking a message read again changes nothing. */
  async markRead(id: string) {
    const message = await this.em.findOne(ContactMessage, id)
    if (!message) throw new DomainError('NOT_FOUND', 'message_not_found')
    message.isRead = true
    await this.em.flush()
    return toContactMessageView(message)
  }

  subscriberCount(): Promise<number> {
    return this.em.fork().count(NewsletterSubscriber)
  }

  /** Every subscriber, oldest first, as the CSV the Content tab downloads. */
  async subscribersCsv(): Promise<string> {
    const subscribers = await this.em
      .fork()
      .find(NewsletterSubscriber, {}, { orderBy: { createdAt: 'asc', email: 'asc' } })
    return subscribersCsv(
      subscribers.map((subscriber) => ({
        email: subscriber.email,
        subscribedAt: subscriber.createdAt,
      })),
    )
  }
}

function toContactMessageView(message: ContactMessage) {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    isRead: message.isRead,
  }
}
