import { randomUUID } from 'node:crypto'
import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
  Unique,
} from '@mikro-orm/core'
import { User } from '../../users/entities/user.entity'
import { Checkout } from './checkout.entity'
import { Coupon } from './coupon.entity'

export type RedemptionState = 'held' | 'used' | 'released'

/**
 * One use of a coupon by a customer: held while its checkout is open, used once paid, released
 * when the payment never happens. A customer holds at most one open use of a coupon (a partial
 * unique index of the migration), and the per-customer limit counts held and used ones.
 */
@Entity({ tableName: 'coupon_redemption' })
@Index({ properties: ['coupon', 'user'] })
@Unique({
  name: 'coupon_redemption_one_held_per_customer',
  expression: `create unique index "coupon_redemption_one_held_per_customer" on "coupon_redemption" ("coupon_id", "user_id") where "state" = 'held'`,
})
export class CouponRedemption {
  [OptionalProps]?: 'state' | 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => Coupon, { deleteRule: 'cascade' })
  coupon!: Rel<Coupon>

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>

  @ManyToOne(() => Checkout, { deleteRule: 'cascade', unique: true })
  checkout!: Rel<Checkout>

  @Enum({ items: () => ['held', 'used', 'released'], default: 'held' })
  state: RedemptionState = 'held'

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()
}
