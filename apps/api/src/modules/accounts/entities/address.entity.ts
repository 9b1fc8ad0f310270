import { randomUUID } from 'node:crypto'
import {
  Entity,
  Enum,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
  Unique,
} from '@mikro-orm/core'
import { User } from '../../users/entities/user.entity'

/**
 * A customer's shipping address (spec 001 §3). Orders keep a copy, never a reference. A customer
 * with addresses has exactly one default: the service keeps at least one, this partial unique
 * index (of the migration) at most one.
 */
@Entity({ tableName: 'address' })
@Unique({
  name: 'address_one_default_per_user',
  expression: `create unique index "address_one_default_per_user" on "address" ("user_id") where "is_default"`,
})
export class Address {
  [OptionalProps]?: 'type' | 'isDefault' | 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: Rel<User>

  @Enum({ items: () => ['home', 'work', 'other'], default: 'home' })
  type: 'home' | 'work' | 'other' = 'home'

  @Property({ type: 'string', length: 120 })
  name!: string

  @Property({ type: 'string', length: 200 })
  street!: string

  @Property({ type: 'string', length: 100 })
  city!: string

  @Property({ type: 'string', length: 100 })
  state!: string

  @Property({ type: 'string', length: 20 })
  zipCode!: string

  @Property({ type: 'string', length: 100 })
  country!: string

  @Property({ type: 'string', length: 40 })
  phone!: string

  @Property({ type: 'boolean', default: false })
  isDefault = false

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()
}

/** An address as an order keeps it: the order still has it after the address is edited or gone. */
export interface AddressSnapshot {
  name: string
  street: string
  city: string
  state: string
  zipCode: string
  country: string
  phone: string
}
