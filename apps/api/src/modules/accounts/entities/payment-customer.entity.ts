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
import { User } from '../../users/entities/user.entity'

/**
 * The customer record a payment provider keeps for a user (a Stripe Customer): saved cards hang
 * from it, and the checkout names it so the hosted page offers them. One per user and provider.
 */
@Entity({ tableName: 'payment_customer' })
@Unique({ properties: ['user', 'provider'] })
export class PaymentCustomer {
  [OptionalProps]?: 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>

  @Property({ type: 'string', length: 20 })
  provider!: 'stripe' | 'local'

  @Property({ type: 'string', length: 255, unique: true })
  customerId!: string

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()
}
