import { randomUUID } from 'node:crypto'
import {
  Cascade,
  Check,
  Collection as OrmCollection,
  Entity,
  Enum,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
} from '@mikro-orm/core'
import { User } from '../../users/entities/user.entity'
import type { AddressSnapshot } from '../../accounts/entities/address.entity'
import { OrderEvent } from './order-event.entity'
import { OrderItem } from './order-item.entity'

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** A paid order, made only by the verified payment event; one per payment session. */
@Entity({ tableName: 'customer_order' })
@Check({
  name: 'customer_order_total_matches',
  expression: 'total_cents = subtotal_cents - discount_cents + shipping_cents',
})
export class Order {
  [OptionalProps]?: 'status' | 'couponCode' | 'trackingNumber' | 'isTest' | 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: Rel<User>

  @Property({ type: 'string', length: 254 })
  email!: string

  @Enum({ items: () => [...ORDER_STATUSES], default: 'confirmed' })
  status: OrderStatus = 'confirmed'

  @Property({ type: 'string', length: 3 })
  currency!: string

  @Property({ type: 'integer' })
  subtotalCents!: number

  @Property({ type: 'integer' })
  discountCents!: number

  @Property({ type: 'integer' })
  shippingCents!: number

  @Property({ type: 'integer' })
  totalCents!: number

  @Property({ type: 'string', length: 20, nullable: true })
  couponCode: string | null = null

  @Property({ type: 'json' })
  shippingAddress!: AddressSnapshot

  @Property({ type: 'string', length: 255, unique: true })
  paymentSessionId!: string

  @Property({ type: 'string', length: 40, nullable: true, unique: true })
  trackingNumber: string | null = null

  /** Paid through the local test provider: no money was taken. */
  @Property({ type: 'boolean', default: false })
  isTest = false

  @OneToMany(() => OrderItem, (item) => item.order, { cascade: [Cascade.ALL] })
  items = new OrmCollection<OrderItem>(this)

  @OneToMany(() => OrderEvent, (event) => event.order, {
    cascade: [Cascade.ALL],
    orderBy: { createdAt: 'asc' },
  })
  events = new OrmCollection<OrderEvent>(this)

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()
}
