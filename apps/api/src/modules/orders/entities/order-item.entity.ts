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

/** What was bought, as it was named and priced at the time: later catalogue edits do not change it. */
@Entity({ tableName: 'order_item' })
@Check({ name: 'order_item_quantity_positive', expression: 'quantity > 0' })
export class OrderItem {
  [OptionalProps]?: 'stockTaken'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Rel<Order>

  @Property({ type: 'uuid' })
  variantId!: string

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
