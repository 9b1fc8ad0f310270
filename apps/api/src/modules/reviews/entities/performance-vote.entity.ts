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
import { type Season, TIMES_OF_DAY, type TimeOfDay } from '@aurum/contracts'
import { Perfume } from '../../catalogue/entities/perfume.entity'
import { User } from '../../users/entities/user.entity'

/**
 * A buyer's vote on how a perfume performs (issue 29): how long it lasts, how far it is noticed,
 * the seasons and the time of day they wear it. One per customer and perfume; a new vote replaces
 * it. A deleted account or perfume takes its votes.
 */
@Entity({ tableName: 'performance_vote' })
@Unique({ name: 'performance_vote_perfume_id_user_id_unique', properties: ['perfume', 'user'] })
@Check({
  name: 'performance_vote_longevity_range',
  expression: 'longevity >= 1 and longevity <= 5',
})
@Check({ name: 'performance_vote_sillage_range', expression: 'sillage >= 1 and sillage <= 4' })
@Check({
  name: 'performance_vote_seasons_known',
  expression: `seasons <@ array['primavera', 'verano', 'otoño', 'invierno']::text[]`,
})
export class PerformanceVote {
  [OptionalProps]?: 'seasons' | 'createdAt' | 'updatedAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => Perfume, { deleteRule: 'cascade' })
  perfume!: Rel<Perfume>

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: Rel<User>

  @Property({ type: 'smallint' })
  longevity!: number

  @Property({ type: 'smallint' })
  sillage!: number

  @Property({ type: 'string[]', default: '{}' })
  seasons: Season[] = []

  @Enum({ items: () => [...TIMES_OF_DAY] })
  timeOfDay!: TimeOfDay

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date()
}
