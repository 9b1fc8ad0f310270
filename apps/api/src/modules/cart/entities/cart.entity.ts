import { randomUUID } from 'node:crypto'
import {
  Cascade,
  Check,
  Collection as OrmCollection,
  Entity,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
} from '@mikro-orm/core'
import { User } from '../../users/entities/user.entity'
import { CartItem } from './cart-item.entity'
import { CartSet } from './cart-set.entity'

/**
 * A visitor's cart: a guest's (known by a token the web app keeps in its httpOnly session; only
 * its hash is stored) or a signed-in customer's.
 */
@Entity({ tableName: 'cart' })
@Check({ name: 'cart_one_owner', expression: '(user_id is null) <> (guest_token_hash is null)' })
export class Cart {
  [OptionalProps]?: 'user' | 'guestTokenHash' | 'createdAt' | 'updatedAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => User, { nullable: true, unique: true, deleteRule: 'cascade' })
  user: Rel<User> | null = null

  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  guestTokenHash: string | null = null

  @OneToMany(() => CartItem, (item) => item.cart, { cascade: [Cascade.ALL], orphanRemoval: true })
  items = new OrmCollection<CartItem>(this)

  @OneToMany(() => CartSet, (set) => set.cart, { cascade: [Cascade.ALL], orphanRemoval: true })
  sets = new OrmCollection<CartSet>(this)

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date()
}
