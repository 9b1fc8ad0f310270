import { randomUUID } from 'node:crypto'
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
} from '@mikro-orm/core'
import {
  ADJUSTMENT_REASONS,
  type AdjustmentReason,
  MOVEMENT_TYPES,
  type MovementType,
} from '@aurum/contracts'
import { Checkout } from '../../checkout/entities/checkout.entity'
import { OrderItem } from '../../orders/entities/order-item.entity'
import { User } from '../../users/entities/user.entity'
import { Bottle } from './bottle.entity'

/**
 * One change of millilitres in a bottle, signed: the ledger. Rows are only ever added; an insert
 * moves the bottle's `ml_left` (or `ml_held`, for holds and releases) in the same statement, and
 * the bottle's checks refuse one that would leave it below zero.
 */
@Entity({ tableName: 'stock_movement' })
@Index({ properties: ['bottle', 'createdAt'] })
@Index({ properties: ['createdAt'] })
@Check({ name: 'stock_movement_ml_not_zero', expression: 'ml <> 0' })
export class StockMovement {
  [OptionalProps]?:
    'reason' | 'variantId' | 'checkout' | 'checkoutLine' | 'orderItem' | 'byUser' | 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => Bottle, { deleteRule: 'cascade' })
  bottle!: Rel<Bottle>

  @Enum({ items: () => [...MOVEMENT_TYPES] })
  type!: MovementType

  /** Positive into the bottle (or back from a hold), negative out of it. */
  @Property({ type: 'integer' })
  ml!: number

  @Enum({ items: () => [...ADJUSTMENT_REASONS], nullable: true })
  reason: AdjustmentReason | null = null

  /** The size poured, for holds, sales and returns. */
  @Property({ type: 'uuid', nullable: true })
  variantId: string | null = null

  @ManyToOne(() => Checkout, { nullable: true, deleteRule: 'set null', index: true })
  checkout: Rel<Checkout> | null = null

  /** Which of the checkout's lines a hold is for (a set holds for each of its perfumes). */
  @Property({ type: 'smallint', nullable: true })
  checkoutLine: number | null = null

  @ManyToOne(() => OrderItem, { nullable: true, deleteRule: 'set null', index: true })
  orderItem: Rel<OrderItem> | null = null

  /** The administrator who received or adjusted; null for the shop's own moves. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  byUser: Rel<User> | null = null

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()
}
