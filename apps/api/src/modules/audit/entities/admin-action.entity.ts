import { randomUUID } from 'node:crypto'
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core'
import { User } from '../../users/entities/user.entity'

/** One change an administrator made through the API: who, what (method, route, target), when. */
@Entity({ tableName: 'admin_action' })
export class AdminAction {
  [OptionalProps]?: 'targetId' | 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  /** Null once the administrator's account is deleted; the email stays. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user!: Rel<User> | null

  @Property({ type: 'string', length: 254 })
  email!: string

  @Property({ type: 'string', length: 10 })
  method!: string

  /** The route's pattern, such as /api/admin/orders/:id. */
  @Property({ type: 'string', length: 300 })
  route!: string

  /** The id in the path, or of what the request created. */
  @Property({ type: 'string', length: 200, nullable: true })
  targetId: string | null = null

  @Property({ type: 'datetime', defaultRaw: 'now()', index: true })
  createdAt: Date = new Date()
}
