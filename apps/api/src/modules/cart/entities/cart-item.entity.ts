import { randomUUID } from 'node:crypto'
import {
  Check,
  Entity,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
  Unique,
} from '@mikro-orm/core'
import { PerfumeVariant } from '../../catalogue/entities/perfume-variant.entity'
import { Cart } from './cart.entity'

/** One size of one perfume in a cart. Its price is never stored: it always comes from the catalogue. */
@Entity({ tableName: 'cart_item' })
@Unique({ properties: ['cart', 'variant'] })
@Check({ name: 'cart_item_quantity_positive', expression: 'quantity > 0' })
export class CartItem {
  [OptionalProps]?: 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => Cart, { deleteRule: 'cascade' })
  cart!: Rel<Cart>

  @ManyToOne(() => PerfumeVariant, { deleteRule: 'cascade' })
  variant!: Rel<PerfumeVariant>

  @Property({ type: 'integer' })
  quantity!: number

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()
}
