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
import { Perfume } from '../../catalogue/entities/perfume.entity'
import { User } from '../../users/entities/user.entity'

/**
 * A customer's review of a perfume (spec 001 §3 Review): one per customer and perfume. The text is
 * stored as given and always rendered as text. A deleted account or perfume takes its reviews.
 */
@Entity({ tableName: 'review' })
@Unique({ name: 'review_user_id_perfume_id_unique', properties: ['user', 'perfume'] })
@Check({ name: 'review_rating_range', expression: 'rating >= 1 and rating <= 5' })
@Check({ name: 'review_longevity_range', expression: 'longevity >= 1 and longevity <= 5' })
@Check({ name: 'review_sillage_range', expression: 'sillage >= 1 and sillage <= 5' })
@Check({ name: 'review_value_range', expression: 'value >= 1 and value <= 5' })
@Check({ name: 'review_helpful_count_positive', expression: 'helpful_count >= 0' })
export class Review {
  [OptionalProps]?: 'pros' | 'cons' | 'helpfulCount' | 'createdAt' | 'updatedAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>

  @ManyToOne(() => Perfume, { deleteRule: 'cascade', index: true })
  perfume!: Rel<Perfume>

  @Property({ type: 'smallint' })
  rating!: number

  @Property({ type: 'string', length: 120 })
  title!: string

  @Property({ type: 'text' })
  content!: string

  @Property({ type: 'text', default: '' })
  pros = ''

  @Property({ type: 'text', default: '' })
  cons = ''

  @Property({ type: 'smallint' })
  longevity!: number

  @Property({ type: 'smallint' })
  sillage!: number

  @Property({ type: 'smallint' })
  value!: number

  /** How many other customers found it useful; kept with the votes in one statement. */
  @Property({ type: 'integer', default: 0 })
  helpfulCount = 0

  @Property({ type: 'datetime', defaultRaw: 'now()', index: true })
  createdAt: Date = new Date()

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date()
}
