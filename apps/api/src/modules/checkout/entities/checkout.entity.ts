import { randomUUID } from 'node:crypto'
import {
  Entity,
  Enum,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
} from '@mikro-orm/core'
import type { AddressSnapshot } from '../../accounts/entities/address.entity'
import type { PricedLine } from '../../cart/cart.service'
import { User } from '../../users/entities/user.entity'

/** A cart line as priced when the customer chose to pay; the stock of that moment is not kept. */
export type CheckoutLine = Omit<PricedLine, 'stock'>

/**
 * A payment on its way: the cart, prices, coupon and address as they were when the customer chose
 * to pay. The order is made from this snapshot, and only when the payment provider confirms.
 */
@Entity({ tableName: 'checkout' })
export class Checkout {
  [OptionalProps]?:
    | 'status'
    | 'providerSessionId'
    | 'couponCode'
    | 'createdAt'
    | 'settleClaimedUntil'
    | 'outsideVatRegion'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: Rel<User>

  @Property({ type: 'string', length: 20 })
  provider!: 'stripe' | 'local'

  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  providerSessionId: string | null = null

  @Enum({ items: () => ['open', 'paid', 'expired', 'failed'], default: 'open' })
  status: 'open' | 'paid' | 'expired' | 'failed' = 'open'

  @Property({ type: 'string', length: 254 })
  email!: string

  @Property({ type: 'json' })
  lines!: CheckoutLine[]

  @Property({ type: 'json' })
  shippingAddress!: AddressSnapshot

  @Property({ type: 'string', length: 20, nullable: true })
  couponCode: string | null = null

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

  /** The IVA its prices include (percent): 0 outside Spanish IVA, whose prices are charged without it. */
  @Property({ type: 'smallint', default: 21 })
  taxRate!: number

  /** Canarias, Ceuta or Melilla when the address is outside Spanish IVA. */
  @Property({ type: 'string', length: 20, nullable: true })
  outsideVatRegion: string | null = null

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()

  /** After this the payment page no longer takes money and the coupon use goes back. */
  @Property({ type: 'datetime', index: true })
  expiresAt!: Date

  /** Claimed by the expiry job until then (checkout-expiry.ts): no other run settles it before. */
  @Property({ type: 'datetime', nullable: true })
  settleClaimedUntil: Date | null = null
}
