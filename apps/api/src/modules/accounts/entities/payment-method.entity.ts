import { randomUUID } from 'node:crypto'
import {
  Check,
  Entity,
  Enum,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
  Unique,
} from '@mikro-orm/core'
import type { CardBrand } from '@aurum/contracts'
import { User } from '../../users/entities/user.entity'

/**
 * A customer's saved payment method (spec 001 §3), as the provider's hosted page saved it: the
 * brand, the last 4 digits, the expiry and the provider's own id. Never a card number or a CVV.
 * One default per customer (a partial unique index of the migration).
 */
@Entity({ tableName: 'payment_method' })
@Unique({
  name: 'payment_method_one_default_per_user',
  expression: `create unique index "payment_method_one_default_per_user" on "payment_method" ("user_id") where "is_default"`,
})
@Check({ name: 'payment_method_last4_digits', expression: `last4 ~ '^[0-9]{4}$'` })
@Check({
  name: 'payment_method_expiry_month_range',
  expression: 'expiry_month >= 1 and expiry_month <= 12',
})
@Check({
  name: 'payment_method_card_details',
  expression: `type <> 'card' or (last4 is not null and expiry_month is not null and expiry_year is not null)`,
})
export class PaymentMethod {
  [OptionalProps]?: 'isDefault' | 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: Rel<User>

  @Enum({ items: () => ['card', 'paypal'] })
  type!: 'card' | 'paypal'

  /** The brand, when it is one the shop names; null for PayPal and other brands. */
  @Enum({ items: () => ['visa', 'mastercard', 'amex', 'discover'], nullable: true })
  cardType!: CardBrand | null

  @Property({ type: 'string', length: 4, nullable: true })
  last4!: string | null

  @Property({ type: 'smallint', nullable: true })
  expiryMonth!: number | null

  @Property({ type: 'smallint', nullable: true })
  expiryYear!: number | null

  /** Which provider keeps the card ('stripe' or 'local'), and its id there. */
  @Property({ type: 'string', length: 20 })
  provider!: 'stripe' | 'local'

  @Property({ type: 'string', length: 255, unique: true })
  providerPaymentMethodId!: string

  @Property({ type: 'boolean', default: false })
  isDefault = false

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()
}
