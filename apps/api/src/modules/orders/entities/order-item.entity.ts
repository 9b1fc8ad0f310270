import { randomUUID } from 'node:crypto'
import {
  Check,
  Entity,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
} from '@mikro-orm/core'
import { Order } from './order.entity'

/** One perfume of a set, as a checkout snapshots it. */
export interface SetMember {
  variantId: string
  perfumeId: string
  name: string
  brand: string
}

/** What was bought, as it was named and priced at the time: later catalogue edits do not change it. */
@Entity({ tableName: 'order_item' })
@Check({ name: 'order_item_quantity_positive', expression: 'quantity > 0' })
@Check({
  name: 'order_item_discount_within_amount',
  expression: 'discount_cents >= 0 and discount_cents <= unit_cents * quantity',
})
export class OrderItem {
  [OptionalProps]?: 'stockTaken' | 'variantId' | 'members' | 'discountCents' | 'taxCents'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Rel<Order>

  /** The size bought; null for a set, whose sizes are its members'. */
  @Property({ type: 'uuid', nullable: true })
  variantId: string | null = null

  /** A set's perfumes, as they were named when it was bought; null for one perfume. */
  @Property({ type: 'json', nullable: true })
  members: SetMember[] | null = null

  @Property({ type: 'string', length: 160 })
  perfumeName!: string

  @Property({ type: 'string', length: 120 })
  brand!: string

  @Property({ type: 'string', length: 20 })
  size!: string

  @Property({ type: 'integer' })
  unitCents!: number

  @Property({ type: 'integer' })
  quantity!: number

  /** The line's share of the order's coupon discount: what it cost is unit x quantity less this. */
  @Property({ type: 'integer', default: 0 })
  discountCents = 0

  /** The IVA inside what the line cost, at its order's rate. */
  @Property({ type: 'integer', default: 0 })
  taxCents = 0

  /**
   * Whether its units left the stock: false while a pending order waits for them, so confirming it
   * takes them and cancelling it gives back only what was taken.
   */
  @Property({ type: 'boolean', default: true })
  stockTaken = true
}
