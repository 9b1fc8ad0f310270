import { randomUUID } from 'node:crypto'
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core'

/** A message sent from /contact; the administrator reads it in the admin panel. */
@Entity({ tableName: 'contact_message' })
export class ContactMessage {
  [OptionalProps]?: 'isRead' | 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @Property({ type: 'string', length: 120 })
  name!: string

  @Property({ type: 'string', length: 254 })
  email!: string

  @Property({ type: 'text' })
  message!: string

  @Property({ type: 'boolean', default: false })
  isRead = false

  @Property({ type: 'datetime', defaultRaw: 'now()', index: true })
  createdAt: Date = new Date()
}
