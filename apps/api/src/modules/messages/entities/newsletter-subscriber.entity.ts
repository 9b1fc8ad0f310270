import { randomUUID } from 'node:crypto'
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core'

@Entity({ tableName: 'newsletter_subscriber' })
export class NewsletterSubscriber {
  [OptionalProps]?: 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  /** Lower-cased; subscribing twice keeps the one row. */
  @Property({ type: 'string', length: 254, unique: true })
  email!: string

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()
}
