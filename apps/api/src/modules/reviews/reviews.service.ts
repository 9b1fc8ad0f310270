import { randomUUID } from 'node:crypto'
import {
  displayName,
  LATEST_REVIEWS_ON_PERFUME,
  type ReviewInput,
  type ReviewListQuery,
  type ReviewSort,
  REVIEWS_PAGE_SIZE,
  type ReviewUpdate,
  searchable,
} from '@aurum/contracts'
import { EntityManager, type Knex } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import type { UserRole } from '../users/entities/user.entity'
import { OrdersService } from '../orders/orders.service'
import type { ReviewSummary, ReviewView } from './dto/review.dto'
import { Review } from './entities/review.entity'

export interface RatingSummary {
  average: number
  count: number
}

/** Who asks to change a review: its author, or any administrator (DESIGN §4). */
export interface ReviewActor {
  id: string
  role: UserRole
}

/** A review as the profile's 'Actividad Reciente' lists it. */
export interface ReviewActivity {
  id: string
  perfumeName: string
  createdAt: Date
}

/** A review as the account's data export lists it. */
export interface ReviewExport {
  perfume: string
  brand: string
  rating: number
  title: string
  content: string
  pros: string
  cons: string
  longevity: number
  sillage: number
  value: number
  helpfulCount: number
  createdAt: string
  updatedAt: string
}

interface ReviewRow {
  id: string
  user_id: string
  user_name: string | null
  user_username: string | null
  user_email: string | null
  user_avatar: string | null
  perfume_id: string
  perfume_name: string
  perfume_brand: string
  perfume_slug: string
  rating: number
  title: string
  content: string
  pros: string
  cons: string
  longevity: number
  sillage: number
  value: number
  helpful_count: number
  created_at: Date | string
}

const ORDER_BY: Record<ReviewSort, { column: string; order: 'asc' | 'desc' }[]> = {
  newest: [
    { column: 'r.created_at', order: 'desc' },
    { column: 'r.id', order: 'desc' },
  ],
  oldest: [
    { column: 'r.created_at', order: 'asc' },
    { column: 'r.id', order: 'asc' },
  ],
  rating: [
    { column: 'r.rating', order: 'desc' },
    { column: 'r.created_at', order: 'desc' },
    { column: 'r.id', order: 'desc' },
  ],
  helpful: [
    { column: 'r.helpful_count', order: 'desc' },
    { column: 'r.created_at', order: 'desc' },
    { column: 'r.id', order: 'desc' },
  ],
}

/** Every column a review's view needs: the review, its author's public name, its perfume. */
const VIEW_COLUMNS = [
  'r.id',
  'r.user_id',
  'u.name as user_name',
  'u.username as user_username',
  'u.email as user_email',
  'u.avatar_url as user_avatar',
  'r.perfume_id',
  'p.name as perfume_name',
  'p.brand as perfume_brand',
  'p.slug as perfume_slug',
  'r.rating',
  'r.title',
  'r.content',
  'r.pros',
  'r.cons',
  'r.longevity',
  'r.sillage',
  'r.value',
  'r.helpful_count',
  'r.created_at',
]

/**
 * Customers' reviews of perfumes (spec 001 §2 Reviews): one per customer and perfume, changed and
 * deleted by its author or any administrator. The text is kept as written and is only ever shown
 * as text. 'Verificado' is computed when read (OrdersService.purchasedPerfumes, one query a page),
 * so a purchase, a cancellation or a refund shows at once without rewriting reviews. The reads join
 * the perfume (name, brand, slug; archived perfumes leave the lists) and the author (their display
 * name and avatar, never their email) in the same query, so a page costs the same whatever its size.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
  ) {}

  /** One page of reviews: search, rating filter, sort and perfume; three queries. */
  async list(query: ReviewListQuery) {
    const knex = this.em.getKnex()
    const matching = this.reviews(knex)
    if (query.perfumeId) matching.where('r.perfume_id', query.perfumeId)
    if (query.filter !== 'all') matching.where('r.rating', Number(query.filter))
    if (query.search) {
      const pattern = `%${escapeLike(query.search)}%`
      const plain = `%${escapeLike(searchable(query.search))}%`
      matching.where((any) =>
        any
          .whereRaw('r.title ilike ?', [pattern])
          .orWhereRaw('r.content ilike ?', [pattern])
          .orWhereRaw('p.name ilike ?', [pattern])
          .orWhereRaw('p.brand ilike ?', [pattern])
          // The perfume's name and brand without accents: 'lancome' finds 'Lancôme'.
          .orWhereRaw('p.search_text like ?', [plain]),
      )
    }
    const [rows, [{ count }]] = await Promise.all([
      matching
        .clone()
        .select<ReviewRow[]>(VIEW_COLUMNS)
        .orderBy(ORDER_BY[query.sort])
        .limit(REVIEWS_PAGE_SIZE)
        .offset((query.page - 1) * REVIEWS_PAGE_SIZE),
      matching.clone().count<{ count: string }[]>({ count: '*' }),
    ])
    return {
      items: await this.views(rows as ReviewRow[]),
      total: Number(count),
      page: query.page,
      pageSize: REVIEWS_PAGE_SIZE,
    }
  }

  /** Every review of one customer, newest first (public, like the list). */
  async listOf(userId: string): Promise<ReviewView[]> {
    const rows = await this.reviews(this.em.getKnex())
      .where('r.user_id', userId)
      .select<ReviewRow[]>(VIEW_COLUMNS)
      .orderBy(ORDER_BY.newest)
    return this.views(rows as ReviewRow[])
  }

  /**
   * Writes the customer's review of a perfume. A customer has one review per perfume: writing
   * again edits it (`created` false). One statement, so two quick submits cannot make two.
   */
  async create(
    userId: string,
    input: ReviewInput,
  ): Promise<{ review: ReviewView; created: boolean }> {
    const rows = await this.em.execute<{ id: string; created: boolean }[]>(
      `insert into review (id, user_id, perfume_id, rating, title, content, pros, cons, longevity, sillage, value)
       select ?, ?, p.id, ?, ?, ?, ?, ?, ?, ?, ? from perfume p where p.id = ? and p.archived_at is null
       on conflict (user_id, perfume_id) do update set
         rating = excluded.rating, title = excluded.title, content = excluded.content,
         pros = excluded.pros, cons = excluded.cons, longevity = excluded.longevity,
         sillage = excluded.sillage, value = excluded.value, updated_at = now()
       returning id, (xmax = 0) as created`,
      [
        randomUUID(),
        userId,
        input.rating,
        input.title,
        input.content,
        input.pros,
        input.cons,
        input.longevity,
        input.sillage,
        input.value,
        input.perfumeId,
      ],
    )
    if (!rows.length) throw new DomainError('NOT_FOUND', 'perfume_not_found')
    return { review: await this.view(rows[0].id), created: rows[0].created }
  }

  /** The author, or an administrator, edits a review; anyone else's attempt is a 404. */
  async update(actor: ReviewActor, id: string, input: ReviewUpdate): Promise<ReviewView> {
    const review = await this.em.findOne(Review, this.changeableBy(actor, id))
    if (!review) throw new DomainError('NOT_FOUND', 'review_not_found')
    if (input.perfumeId && input.perfumeId !== review.perfume.id) {
      throw new DomainError('VALIDATION_FAILED', 'review_moves', {
        fieldErrors: {
          perfumeId: ['La reseña es de otro perfume'],
        },
      })
    }
    const { rating, title, content, pros, cons, longevity, sillage, value } = input
    this.em.assign(review, { rating, title, content, pros, cons, longevity, sillage, value })
    await this.em.flush()
    return this.view(review.id)
  }

  /** The author, or an administrator, deletes a review (its votes go with it). */
  async remove(actor: ReviewActor, id: string): Promise<void> {
    const removed = await this.em.nativeDelete(Review, this.changeableBy(actor, id))
    if (!removed) throw new DomainError('NOT_FOUND', 'review_not_found')
  }

  /**
   * 'Útil': one vote per customer and review, never the author's own. The vote and the count move
   * in one statement (on conflict do nothing), so repeated or concurrent votes count once.
   */
  async vote(userId: string, reviewId: string): Promise<{ helpfulCount: number; voted: true }> {
    return this.em.transactional(async (em) => {
      const [review] = await em.execute<{ user_id: string }[]>(
        'select user_id from review where id = ?',
        [reviewId],
      )
      if (!review) throw new DomainError('NOT_FOUND', 'review_not_found')
      if (review.user_id === userId) {
        throw new DomainError('FORBIDDEN', 'own_review_vote')
      }
      await em.execute(
        `with vote as (
           insert into review_vote (review_id, user_id) values (?, ?)
           on conflict (review_id, user_id) do nothing returning review_id
         )
         update review set helpful_count = helpful_count + 1 where id in (select review_id from vote)`,
        [reviewId, userId],
      )
      // A statement of its own, so it sees a concurrent vote that committed meanwhile.
      const [counted] = await em.execute<{ helpful_count: number }[]>(
        'select helpful_count from review where id = ?',
        [reviewId],
      )
      return { helpfulCount: Number(counted?.helpful_count ?? 0), voted: true as const }
    })
  }

  /** A perfume's page: average, count, the three fragrance averages and the latest reviews. */
  async perfumeSummary(perfumeId: string): Promise<ReviewSummary> {
    const [[totals], latest] = await Promise.all([
      this.em.execute<
        {
          count: string | null
          average: string | null
          longevity: string | null
          sillage: string | null
          value: string | null
        }[]
      >(
        `select count(r.id) as count,
                round(avg(r.rating)::numeric, 1) as average,
                round(avg(r.longevity)::numeric, 1) as longevity,
                round(avg(r.sillage)::numeric, 1) as sillage,
                round(avg(r.value)::numeric, 1) as value
           from perfume p left join review r on r.perfume_id = p.id
          where p.id = ? and p.archived_at is null
          group by p.id`,
        [perfumeId],
      ),
      this.reviews(this.em.getKnex())
        .where('r.perfume_id', perfumeId)
        .select<ReviewRow[]>(VIEW_COLUMNS)
        .orderBy(ORDER_BY.newest)
        .limit(LATEST_REVIEWS_ON_PERFUME),
    ])
    if (!totals) throw new DomainError('NOT_FOUND', 'perfume_not_found')
    return {
      perfumeId,
      average: Number(totals.average ?? 0),
      count: Number(totals.count ?? 0),
      longevity: Number(totals.longevity ?? 0),
      sillage: Number(totals.sillage ?? 0),
      value: Number(totals.value ?? 0),
      latest: await this.views(latest as ReviewRow[]),
    }
  }

  /** Average rating (one decimal) and count of each perfume that has reviews, in one query. */
  async ratingSummaries(perfumeIds: string[]): Promise<Map<string, RatingSummary>> {
    const summaries = new Map<string, RatingSummary>()
    if (perfumeIds.length === 0) return summaries
    const ids = [...new Set(perfumeIds)]
    const rows = await this.em.execute<{ perfume_id: string; average: string; count: string }[]>(
      `select perfume_id, round(avg(rating)::numeric, 1) as average, count(*) as count
         from review where perfume_id in (${ids.map(() => '?').join(', ')}) group by perfume_id`,
      ids,
    )
    for (const row of rows) {
      summaries.set(row.perfume_id, { average: Number(row.average), count: Number(row.count) })
    }
    return summaries
  }

  /** How many reviews the customer wrote: the profile's counter. */
  countFor(userId: string): Promise<number> {
    return this.em.count(Review, { user: userId })
  }

  /** The customer's latest reviews, for 'Actividad Reciente'. */
  async recentFor(userId: string, limit: number): Promise<ReviewActivity[]> {
    const rows = await this.em.execute<
      { id: string; perfume_name: string; created_at: Date | string }[]
    >(
      `select r.id, p.name as perfume_name, r.created_at from review r
         join perfume p on p.id = r.perfume_id
        where r.user_id = ? order by r.created_at desc, r.id desc limit ?`,
      [userId, limit],
    )
    return rows.map((row) => ({
      id: row.id,
      perfumeName: row.perfume_name,
      createdAt: new Date(row.created_at),
    }))
  }

  /** Every review of the customer, newest first: their data export. */
  async listForExport(userId: string): Promise<ReviewExport[]> {
    const reviews = await this.em.find(
      Review,
      { user: userId },
      {
        populate: ['perfume'],
        fields: ['*', 'perfume.name', 'perfume.brand'],
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      },
    )
    return reviews.map((review) => ({
      perfume: review.perfume.name,
      brand: review.perfume.brand,
      rating: review.rating,
      title: review.title,
      content: review.content,
      pros: review.pros,
      cons: review.cons,
      longevity: review.longevity,
      sillage: review.sillage,
      value: review.value,
      helpfulCount: review.helpfulCount,
      createdAt: review.createdAt.toISOString(),
      updatedAt: review.updatedAt.toISOString(),
    }))
  }

  /** One review as the pages show it. */
  private async view(id: string): Promise<ReviewView> {
    const rows = await this.reviews(this.em.getKnex(), { withArchived: true })
      .where('r.id', id)
      .select<ReviewRow[]>(VIEW_COLUMNS)
    const [view] = await this.views(rows as ReviewRow[])
    if (!view) throw new DomainError('NOT_FOUND', 'review_not_found')
    return view
  }

  private reviews(knex: Knex, { withArchived = false } = {}): Knex.QueryBuilder {
    const builder = knex('review as r')
      .join('app_user as u', 'u.id', 'r.user_id')
      .join('perfume as p', 'p.id', 'r.perfume_id')
    if (!withArchived) builder.whereNull('p.archived_at')
    return builder
  }

  private changeableBy(actor: ReviewActor, id: string) {
    return actor.role === 'admin' ? { id } : { id, user: actor.id }
  }

  /** Rows to views, with 'Verificado' for the whole page in one query. */
  private async views(rows: ReviewRow[]): Promise<ReviewView[]> {
    const bought = await this.orders.purchasedPerfumes(
      rows.map((row) => ({ userId: row.user_id, perfumeId: row.perfume_id })),
    )
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      user: {
        name: displayName({
          name: row.user_name,
          username: row.user_username,
          email: row.user_email,
        }),
        avatar: row.user_avatar,
      },
      perfumeId: row.perfume_id,
      perfumeName: row.perfume_name,
      perfumeBrand: row.perfume_brand,
      perfumeSlug: row.perfume_slug,
      rating: row.rating,
      title: row.title,
      content: row.content,
      pros: row.pros,
      cons: row.cons,
      longevity: row.longevity,
      sillage: row.sillage,
      value: row.value,
      helpfulCount: row.helpful_count,
      isVerified: bought.has(`${row.user_id}:${row.perfume_id}`),
      createdAt: new Date(row.created_at).toISOString(),
    }))
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}
