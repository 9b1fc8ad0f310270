import { randomUUID } from 'node:crypto'
import {
  Entity,
  Enum,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
} from '@mikro-orm/core'
import { User } from '../../users/entities/user.entity'

@Entity({ tableName: 'notification' })
export class Notification {
  [OptionalProps]?: 'isRead' | 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: Rel<User>

  @Enum({ items: () => ['order', 'promotion', 'product', 'security', 'general'] })
  type!: 'order' | 'promotion' | 'product' | 'security' | 'general'

  @Property({ type: 'string', length: 160 })
  title!: string

  @Property({ type: 'text' })
  message!: string

  @Property({ type: 'boolean', default: false })
  isRead = false

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()
}
