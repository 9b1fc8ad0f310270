import { randomUUID } from 'node:crypto'
import {
  Entity,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
  Unique,
} from '@mikro-orm/core'
import { Perfume } from '../../catalogue/entities/perfume.entity'
import { User } from '../../users/entities/user.entity'

/**
 * A perfume a customer saved (spec 001 §3 Favorite): once per customer and perfume, gone with the
 * account or the perfume. The unique pair also serves the customer's lookups; the perfume's own
 * index finds who saved it (to tell them of an offer or new stock).
 */
@Entity({ tableName: 'favorite' })
@Unique({ name: 'favorite_user_id_perfume_id_unique', properties: ['user', 'perfume'] })
export class Favorite {
  [OptionalProps]?: 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>

  @ManyToOne(() => Perfume, { deleteRule: 'cascade', index: true })
  perfume!: Rel<Perfume>

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()
}
