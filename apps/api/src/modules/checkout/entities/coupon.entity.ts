import { randomUUID } from 'node:crypto'
import { Check, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core'

/** A discount code. The database keeps `used_count` within `usage_limit`, whoever races for it. */
@Entity({ tableName: 'coupon' })
@Check({
  name: 'coupon_usage_within_limit',
  expression: 'usage_limit is null or used_count <= usage_limit',
})
@Check({ name: 'coupon_per_customer_limit_positive', expression: 'per_customer_limit >= 1' })
@Check({
  name: 'coupon_discount_range',
  expression: 'discount_percentage > 0 and discount_percentage <= 100',
})
export class Coupon {
  [OptionalProps]?:
    | 'isActive'
    | 'minimumAmountCents'
    | 'maximumDiscountCents'
    | 'validUntil'
    | 'usageLimit'
    | 'usedCount'
    | 'perCustomerLimit'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  /** Upper case, at most 20 characters. */
  @Property({ type: 'string', length: 20, unique: true })
  code!: string

  @Property({ type: 'string', length: 200 })
  description!: string

  @Property({ type: 'smallint' })
  discountPercentage!: number

  @Property({ type: 'boolean', default: true })
  isActive = true

  @Property({ type: 'integer', default: 0 })
  minimumAmountCents = 0

  @Property({ type: 'integer', nullable: true })
  maximumDiscountCents: number | null = null

  @Property({ type: 'datetime', nullable: true })
  validUntil: Date | null = null

  @Property({ type: 'integer', nullable: true })
  usageLimit: number | null = null

  @Property({ type: 'integer', default: 0 })
  usedCount = 0

  /** Uses one customer may take, held or paid. */
  @Property({ type: 'integer', default: 1 })
  perCustomerLimit = 1
}
