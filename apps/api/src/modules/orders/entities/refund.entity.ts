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
import { User } from '../../users/entities/user.entity'
import { Order } from './order.entity'

/** Units of an order line a refund gives back, and what they cost (IVA included). */
export interface RefundLine {
  orderItemId: string
  quantity: number
  amountCents: number
  taxCents: number
}

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

/**
 * Money given back, as a ledger: recorded pending in the shop's transaction, asked of the payment
 * provider outside it (with the refund's id as the idempotency key, so asking again never pays
 * twice) and settled from its answer or its webhook. 'provider' refunds were made in the
 * provider's dashboard and reached the shop by webhook.
 */
@Entity({ tableName: 'refund' })
@Check({ name: 'refund_amount_cents_check', expression: 'amount_cents > 0' })
@Check({ name: 'refund_shipping_cents_check', expression: 'shipping_cents >= 0' })
@Index({
  name: 'refund_due_index',
  expression: `create index "refund_due_index" on "refund" ("next_attempt_at") where "status" = 'pending'`,
})
export class Refund {
  [OptionalProps]?:
    | 'status'
    | 'source'
    | 'shippingCents'
    | 'taxCents'
    | 'lines'
    | 'reason'
    | 'providerReference'
    | 'attempts'
    | 'lastError'
    | 'nextAttemptAt'
    | 'requestedBy'
    | 'createdAt'
    | 'settledAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => Order, { index: true })
  order!: Rel<Order>

  @Enum({ items: () => [...REFUND_STATUSES], default: 'pending' })
  status: RefundStatus = 'pending'

  @Enum({ items: () => ['shop', 'provider'], default: 'shop' })
  source: 'shop' | 'provider' = 'shop'

  @Property({ type: 'integer' })
  amountCents!: number

  /** The part of the amount that is the order's shipping. */
  @Property({ type: 'integer', default: 0 })
  shippingCents = 0

  /** The IVA inside the amount. */
  @Property({ type: 'integer', default: 0 })
  taxCents = 0

  @Property({ type: 'json', default: '[]' })
  lines: RefundLine[] = []

  @Property({ type: 'string', length: 500, nullable: true })
  reason: string | null = null

  /** The provider's id of the refund (Stripe's re_...). */
  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  providerReference: string | null = null

  @Property({ type: 'integer', default: 0 })
  attempts = 0

  @Property({ type: 'string', length: 500, nullable: true })
  lastError: string | null = null

  /** When the retry job asks the provider again, while pending. */
  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt: Date | null = null

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  requestedBy: Rel<User> | null = null

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()

  @Property({ type: 'datetime', nullable: true })
  settledAt: Date | null = null
}
