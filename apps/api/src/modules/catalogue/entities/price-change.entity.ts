import {
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
} from '@mikro-orm/core'
import { PerfumeVariant } from './perfume-variant.entity'

/**
 * The price a size was sold at from `changedAt` on (after any offer), so the shop can show the
 * lowest price of the 30 days before a reduction, as EU law asks when a reduction is announced.
 */
@Entity({ tableName: 'price_change' })
@Index({ properties: ['variant', 'changedAt'] })
export class PriceChange {
  [OptionalProps]?: 'changedAt'

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string

  @ManyToOne(() => PerfumeVariant, { deleteRule: 'cascade' })
  variant!: Rel<PerfumeVariant>

  @Property({ type: 'integer' })
  priceCents!: number

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  changedAt: Date = new Date()
}
