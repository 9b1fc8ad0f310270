import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { ContactMessage } from './entities/contact-message.entity'
import { NewsletterSubscriber } from './entities/newsletter-subscriber.entity'
import { subscribersCsv } from './newsletter-csv'

@Injectable()
export class MessagesService {
  constructor(private readonly em: EntityManager) {}

  /** Subscribing an address that is already subscribed is not an error: it stays subscribed. */
  async subscribe(email: string): Promise<void> {
    await this.em
      .createQueryBuilder(NewsletterSubscriber)
      .insert({ id: crypto.randomUUID(), email })
      .onConflict('email')
      .ignore()
      .execute()
  }

  async receiveContactMessage(input: { name: string; email: string; message: string }) {
    const message = this.em.create(ContactMessage, input)
    await this.em.persistAndFlush(message)
    return { id: message.id, createdAt: message.createdAt.toISOString() }
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
