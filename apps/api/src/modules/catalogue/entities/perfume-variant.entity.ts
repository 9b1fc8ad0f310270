import { randomUUID } from 'node:crypto'
import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
  Unique,
} from '@mikro-orm/core'
import { Perfume } from './perfume.entity'

/** One size of a perfume (a decant of 2 ml, 5 ml, 10 ml...), with its own price and stock. */
@Entity({ tableName: 'perfume_variant' })
@Unique({ properties: ['perfume', 'size'] })
// The catalogue's price of a perfume, its smallest size's, read from the index alone
// (Migration20261201_perfume_first_price_index).
@Index({
  name: 'perfume_variant_first_price_index',
  expression:
    'create index "perfume_variant_first_price_index" on "perfume_variant" ("perfume_id", "ml") include ("price_cents")',
})
@Check({ name: 'perfume_variant_price_positive', expression: 'price_cents > 0' })
@Check({ name: 'perfume_variant_stock_not_negative', expression: 'stock >= 0' })
@Check({ name: 'perfume_variant_ml_positive', expression: 'ml > 0' })
export class PerfumeVariant {
  [OptionalProps]?: 'stock'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => Perfume, { deleteRule: 'cascade' })
  perfume!: Rel<Perfume>

  /** The label the shop shows, such as '5ml'. */
  @Property({ type: 'string', length: 20 })
  size!: string

  @Property({ type: 'integer' })
  ml!: number

  @Property({ type: 'integer' })
  priceCents!: number

  @Property({ type: 'integer', default: 0 })
  stock = 0
}
