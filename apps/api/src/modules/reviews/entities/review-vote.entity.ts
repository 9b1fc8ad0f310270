import {
  Entity,
  ManyToOne,
  OptionalProps,
  PrimaryKeyProp,
  Property,
  type Rel,
} from '@mikro-orm/core'
import { User } from '../../users/entities/user.entity'
import { Review } from './review.entity'

/** One customer found a review useful: at most one vote per customer and review. */
@Entity({ tableName: 'review_vote' })
export class ReviewVote {
  [PrimaryKeyProp]?: ['review', 'user'];
  [OptionalProps]?: 'createdAt'

  @ManyToOne(() => Review, { primary: true, deleteRule: 'cascade' })
  review!: Rel<Review>

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade', index: true })
  user!: Rel<User>

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()
}
