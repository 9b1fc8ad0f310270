import { randomUUID } from 'node:crypto'
import { ORDER_STATUSES, type OrderStatus } from '@aurum/contracts'
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

// The workflow's states are written once, in libs/contracts.
export { ORDER_STATUSES, type OrderStatus }

/** A paid order, made only by the verified payment event; one per payment session. */
@Entity({ tableName: 'customer_order' })
@Check({
  name: 'customer_order_total_matches',
  expression: 'total_cents = subtotal_cents - discount_cents + shipping_cents',
})
@Check({
  name: 'customer_order_refund_within_total',
  expression: 'refunded_cents >= 0 and refunded_cents <= total_cents',
})
export class Order {
  [OptionalProps]?:
    | 'status'
    | 'couponCode'
    | 'trackingNumber'
    | 'carrier'
    | 'refundedCents'
    | 'refundedAt'
    | 'refundReference'
    | 'isTest'
    | 'createdAt'
    | 'outsideVatRegion'
    | 'paymentIntentId'
    | 'withdrawnAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  /**
   * Null once the customer deleted their account: the order stays for the books, anonymised
   * (docs/decisions/004-account-deletion.md).
   */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: true })
  user!: Rel<User> | null

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

  /** The IVA its prices include (percent); 0 outside Spanish IVA. */
  @Property({ type: 'smallint', default: 21 })
  taxRate!: number

  /** Canarias, Ceuta or Melilla: sold without Spanish IVA. */
  @Property({ type: 'string', length: 20, nullable: true })
  outsideVatRegion: string | null = null

  /** The IVA inside the shipping. */
  @Property({ type: 'integer', default: 0 })
  shippingTaxCents!: number

  /** The IVA of the order: its lines' and its shipping's, each rounded on its own. */
  @Property({ type: 'integer', default: 0 })
  taxCents!: number

  @Property({ type: 'json' })
  shippingAddress!: AddressSnapshot

  @Property({ type: 'string', length: 255, unique: true })
  paymentSessionId!: string

  /** The provider's payment (Stripe's pi_...): how its dashboard refunds and disputes find the order. */
  @Property({ type: 'string', length: 255, nullable: true, index: true })
  paymentIntentId: string | null = null

  /** When the customer withdrew from the contract (14 days from delivery). */
  @Property({ type: 'datetime', nullable: true })
  withdrawnAt: Date | null = null

  @Property({ type: 'string', length: 40, nullable: true, unique: true })
  trackingNumber: string | null = null

  /** Who carries the parcel, given when the order is shipped. */
  @Property({ type: 'string', length: 60, nullable: true })
  carrier: string | null = null

  /** Given back through the payment provider: the refunds that settled, added up. */
  @Property({ type: 'integer', default: 0 })
  refundedCents = 0

  @Property({ type: 'datetime', nullable: true })
  refundedAt: Date | null = null

  /** The provider's id of the refund (Stripe's re_...). */
  @Property({ type: 'string', length: 255, nullable: true })
  refundReference: string | null = null

  /** Paid through the local test provider: no money was taken. */
  @Property({ type: 'boolean', default: false })
  isTest = false

  /**
   * In one order whatever the database returns (a restored backup reads its rows back in another):
   * by perfume, then the smaller size (the lower price) first.
   */
  @OneToMany(() => OrderItem, (item) => item.order, {
    cascade: [Cascade.ALL],
    orderBy: { perfumeName: 'asc', unitCents: 'asc', id: 'asc' },
  })
  items = new OrmCollection<OrderItem>(this)

  @OneToMany(() => OrderEvent, (event) => event.order, {
    cascade: [Cascade.ALL],
    orderBy: { createdAt: 'asc' },
  })
  events = new OrmCollection<OrderEvent>(this)

  /** The back office's tables and figures read orders by date. */
  @Property({ type: 'datetime', defaultRaw: 'now()', index: true })
  createdAt: Date = new Date()
}
