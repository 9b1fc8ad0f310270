import { randomUUID } from 'node:crypto'
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core'
import type { OrderStatus } from '@aurum/contracts'
import { Order } from './order.entity'

/** One step of an order's journey, shown on the tracking page. */
@Entity({ tableName: 'order_event' })
export class OrderEvent {
  [OptionalProps]?: 'location' | 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => Order, { deleteRule: 'cascade', index: true })
  order!: Rel<Order>

  @Property({ type: 'string', length: 20 })
  status!: OrderStatus

  @Property({ type: 'string', length: 300 })
  description!: string

  @Property({ type: 'string', length: 120, nullable: true })
  location: string | null = null

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()
}
