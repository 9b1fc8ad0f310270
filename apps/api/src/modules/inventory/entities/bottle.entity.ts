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
import { Perfume } from '../../catalogue/entities/perfume.entity'

export const BOTTLE_STATES = ['sealed', 'open', 'empty'] as const
export type BottleState = (typeof BOTTLE_STATES)[number]

/**
 * A full bottle the shop pours decants from. `mlLeft` and `mlHeld` are never written by a
 * request: a trigger keeps them as the sums of the bottle's movements (see the migration
 * Migration20261128_bottles_and_stock_movements), and the checks below keep them possible.
 */
@Entity({ tableName: 'bottle' })
@Index({ properties: ['perfume', 'openedAt'] })
@Check({ name: 'bottle_size_ml_positive', expression: 'size_ml > 0' })
@Check({ name: 'bottle_ml_left_in_bottle', expression: 'ml_left >= 0 and ml_left <= size_ml' })
@Check({ name: 'bottle_ml_held_in_ml_left', expression: 'ml_held >= 0 and ml_held <= ml_left' })
@Check({ name: 'bottle_cost_not_negative', expression: 'cost_cents >= 0' })
export class Bottle {
  [OptionalProps]?: 'mlLeft' | 'mlHeld' | 'openedAt' | 'costCents' | 'state' | 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => Perfume, { deleteRule: 'cascade' })
  perfume!: Rel<Perfume>

  /** What the bottle held when it arrived. */
  @Property({ type: 'integer' })
  sizeMl!: number

  /** In the bottle now: the sum of its movements except holds. */
  @Property({ type: 'integer', default: 0 })
  mlLeft = 0

  /** Promised to checkouts still open: the sum of its holds and releases, turned positive. */
  @Property({ type: 'integer', default: 0 })
  mlHeld = 0

  /** The manufacturer's batch code, printed on the label of every decant poured from it. */
  @Property({ type: 'string', length: 40 })
  batchCode!: string

  @Property({ type: 'datetime', nullable: true })
  openedAt: Date | null = null

  @Property({ type: 'integer', nullable: true })
  costCents: number | null = null

  @Enum({ items: () => [...BOTTLE_STATES], default: 'sealed' })
  state: BottleState = 'sealed'

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()
}
