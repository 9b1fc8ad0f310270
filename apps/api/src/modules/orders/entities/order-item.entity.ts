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
export class OrderItem {
  [OptionalProps]?: 'stockTaken' | 'variantId' | 'members'

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

  /**
   * Whether its units left the stock: false while a pending order waits for them, so confirming it
   * takes them and cancelling it gives back only what was taken.
   */
  @Property({ type: 'boolean', default: true })
  stockTaken = true
}
