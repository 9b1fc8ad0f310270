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
import { Collection } from '../../catalogue/entities/collection.entity'
import { Cart } from './cart.entity'

/**
 * A set in a cart, one line whatever its perfumes: a collection sold at its set price in one of
 * its set sizes, or a discovery set of perfumes the customer picked, all in one size, at the
 * owner's tiered discount. Its price and availability always come from the catalogue.
 */
@Entity({ tableName: 'cart_set' })
@Check({ name: 'cart_set_quantity_positive', expression: 'quantity > 0' })
@Check({
  name: 'cart_set_collection_or_picks',
  expression: '(collection_id is null) <> (cardinality(perfume_ids) = 0)',
})
export class CartSet {
  [OptionalProps]?: 'collection' | 'perfumeIds' | 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => Cart, { deleteRule: 'cascade' })
  cart!: Rel<Cart>

  /** The collection sold as a set; null for a discovery set. */
  @ManyToOne(() => Collection, { nullable: true, deleteRule: 'cascade' })
  collection: Rel<Collection> | null = null

  /** The discovery set's perfumes, as the customer picked them; empty for a collection. */
  @Property({ type: 'string[]', default: '{}' })
  perfumeIds: string[] = []

  @Property({ type: 'string', length: 20 })
  size!: string

  @Property({ type: 'integer' })
  quantity!: number

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()
}
