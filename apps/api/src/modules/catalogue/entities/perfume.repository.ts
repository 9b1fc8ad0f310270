import { createHash } from 'node:crypto'
import {
  type AdminPerfumeListQuery,
  type CatalogueSort,
  type PerfumeListQuery,
  type PerformanceDistribution,
  type Scent,
  searchable,
} from '@aurum/contracts'
import { EntityManager, type Knex } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { performanceDistributionSql } from '../../reviews/performance-distribution'

/** A perfume as the catalogue reads it: plain columns, no entity hydration. */
export interface PerfumeRow {
  id: string
  slug: string
  name: string
  brand: string
  description: string
  image_url: string | null
  category: PerfumeListQuery['category'] & string
  notes: string[]
  scent: Scent | null
  is_on_offer: boolean
  discount_percentage: number
  offer_description: string | null
  /**
   * Average of its reviews to one decimal: PostgreSQL numeric, as text in a row, as a number in
   * the JSON of a page; null without reviews.
   */
  rating: string | number | null
  review_count: number
  /** Its sizes, smallest first, read with it. */
  variants: VariantRow[]
}

/** The back office's reading: the offer's end and the row's dates as well (PostgreSQL's text). */
export interface AdminPerfumeRow extends PerfumeRow {
  offer_ends_at: string | null
  allergens: string | null
  created_at: string
  updated_at: string
}

export interface VariantRow {
  size: string
  ml: number
  price_cents: number
  stock: number
  /** Lowest price in the 30 days before the current price began; null without such history. */
  lowest_before_cents: number | null
}

/** A size running low on stock, for the dashboard. */
export interface LowStockRow {
  perfumeId: string
  perfumeName: string
  brand: string
  size: string
  stock: number
}

/**
 * Whether the offer of perfume p applies now. An offer past its end date stops here at once; the
 * offer-expiry job then writes the end down (and its price history) within a minute.
 */
const OFFER_RUNNING = '(p.is_on_offer and (p.offer_ends_at is null or p.offer_ends_at > now()))'

/**
 * Every size of perfume p, smallest first, with the lowest price of the 30 days before its current
 * price began (null without such history), as one JSON array: a page and its sizes are one query.
 * PostgreSQL works it out after the sort and limit, for the rows of the page only.
 */
const SIZES = `(select coalesce(json_agg(json_build_object(
    'size', v.size, 'ml', v.ml, 'price_cents', v.price_cents, 'stock', v.stock,
    'lowest_before_cents', history.lowest_before_cents::int) order by v.ml, v.size), '[]')
  from perfume_variant v
  left join lateral (
    select min(pc.price_cents) as lowest_before_cents
    from (select max(changed_at) as since from price_change where variant_id = v.id) current_price
    join price_change pc on pc.variant_id = v.id
      and pc.changed_at < current_price.since
      and pc.changed_at >= coalesce(
        (select max(earlier.changed_at) from price_change earlier
          where earlier.variant_id = v.id
            and earlier.changed_at <= current_price.since - interval '30 days'),
        current_price.since - interval '30 days')
  ) history on true
  where v.perfume_id = p.id)`

/** Average of perfume p's reviews, one decimal; null while it has none. */
const RATING = '(select round(avg(r.rating)::numeric, 1) from review r where r.perfume_id = p.id)'
const REVIEW_COUNT = '(select count(*)::int from review r where r.perfume_id = p.id)'

const PERFUME_COLUMNS = [
  'p.id',
  'p.slug',
  'p.name',
  'p.brand',
  'p.description',
  'p.image_url',
  'p.category',
  'p.notes',
  'p.scent',
  `${OFFER_RUNNING} as is_on_offer`,
  'p.discount_percentage',
  'p.offer_description',
  `${RATING} as rating`,
  `${REVIEW_COUNT} as review_count`,
  `${SIZES} as variants`,
]

const ADMIN_COLUMNS = [
  ...PERFUME_COLUMNS,
  'p.offer_ends_at',
  'p.allergens',
  'p.created_at',
  'p.updated_at',
]

/** Price of the smallest size after any offer: what "price" sorting and filtering mean. */
const FIRST_PRICE = `(select case when ${OFFER_RUNNING}
    then round(v.price_cents * (100 - p.discount_percentage) / 100.0)
    else v.price_cents end
  from perfume_variant v where v.perfume_id = p.id order by v.ml limit 1)`

const IN_STOCK =
  'exists (select 1 from perfume_variant v where v.perfume_id = p.id and v.stock > 0)'

/** Statement names by their SQL (see PerfumeRepository.prepared); forgotten all at once when full. */
const STATEMENT_NAMES = new Map<string, string>()
const MAX_STATEMENT_NAMES = 1000

/** What the Spanish full-text search reads of perfume p (a stored column with a GIN index). */
const DOCUMENT = 'p.search_document'

/**
 * The price bands of the catalogue's facets, in cents of the smallest size's price: under 5 €,
 * 5 to 6,99 €, 7 to 9,99 €, 10 € or more.
 */
export const PRICE_BAND_EDGES = [500, 700, 1000] as const

/** A filter of the catalogue, by the facet that offers its choices. */
type FilterName =
  | 'q'
  | 'category'
  | 'brand'
  | 'onOffer'
  | 'inStock'
  | 'price'
  | 'accord'
  | 'note'
  | 'family'
  | 'season'
  | 'concentration'
  | 'size'

/** One count of a facet: how many perfumes of the filtered catalogue have this value. */
export interface FacetRow {
  facet: 'total' | 'brand' | 'category' | 'family' | 'accord' | 'season' | 'size' | 'price'
  value: string
  count: number
}

/** What "huele parecido" compares of a perfume. */
export interface ScentRow {
  id: string
  slug: string
  notes: string[]
  scent: Scent
}

const ADMIN_ORDER: Record<AdminPerfumeListQuery['sort'], string> = {
  name: 'p.search_text',
  brand: 'lower(p.brand)',
  category: 'p.category',
  price: FIRST_PRICE,
}

// search_text starts with the name without accents or case, so "Ámbar" sorts with the A's
// whatever the database's collation.
const ORDER: Record<Exclude<CatalogueSort, 'relevance'>, string> = {
  name: 'p.search_text asc',
  brand: 'lower(p.brand) asc, p.search_text asc',
  'price-asc': `${FIRST_PRICE} asc nulls last, p.search_text asc`,
  'price-desc': `${FIRST_PRICE} desc nulls last, p.search_text asc`,
  // The same average shown on the card; more reviews win a tie, unreviewed perfumes come last.
  rating: `${RATING} desc nulls last, ${REVIEW_COUNT} desc, p.search_text asc`,
  newest: 'p.created_at desc, p.search_text asc',
}

@Injectable()
export class PerfumeRepository {
  constructor(private readonly em: EntityManager) {}

  private get knex(): Knex {
    return this.em.getKnex()
  }

  /**
   * One page of the filtered catalogue and how many perfumes pass its filters, in one statement: a
   * search is ordered by relevance unless another order is asked for: how well the words match
   * (full text, then trigrams), then the most reviewed. PostgreSQL hands the page over as one JSON
   * array, which Node parses at once instead of column by column.
   */
  async findPage(query: PerfumeListQuery): Promise<{ perfumes: PerfumeRow[]; total: number }> {
    const [row] = await this.prepared<{ perfumes: PerfumeRow[]; total: number }>(
      this.knex.select(
        this.knex.raw('(?)::int as total', [this.filtered(query).count('*')]),
        this.knex.raw(
          `(select coalesce(json_agg(p order by p.position), '[]') from (?) p) as perfumes`,
          [this.pageOf(query)],
        ),
      ),
    )
    return row
  }

  /** The page of findPage, its perfumes numbered in their order (json_agg keeps no order by itself). */
  private pageOf(query: PerfumeListQuery): Knex.QueryBuilder {
    const words = query.q ? searchWords(query.q) : null
    const sort = query.sort ?? (words ? 'relevance' : 'name')
    if (sort === 'relevance' && words) {
      const page = this.filtered(query)
        .select(
          'p.*',
          // A perfume found by its words ranks by full text, a name that starts with them first;
          // one found by a typo, by how like its name is (worked out only for those few).
          this.knex.raw(
            `round((case when ${DOCUMENT} @@ to_tsquery('public.aurum_es', ?)
                then ts_rank(${DOCUMENT}, to_tsquery('public.aurum_es', ?))
                  + (p.search_text like ?)::int
                else word_similarity(?, p.search_text) end)::numeric, 2) as relevance`,
            [words.tsquery, words.tsquery, `${escapeLike(words.plain)}%`, words.plain],
          ),
          this.knex.raw(`${REVIEW_COUNT} as popularity`),
        )
        .orderByRaw('relevance desc, popularity desc, p.search_text asc')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
      return this.withColumns(
        page,
        PERFUME_COLUMNS,
        'p.relevance desc, p.popularity desc, p.search_text asc',
        true,
      )
    }
    const order = ORDER[sort === 'relevance' ? 'name' : sort]
    const page = this.filtered(query)
      .select('p.*')
      .orderByRaw(order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
    return this.withColumns(page, PERFUME_COLUMNS, order, true)
  }

  /**
   * The facets of the filtered catalogue, in one query: the total, then for each facet how many
   * perfumes each value leaves. Brand, category, family, season, size and price count without
   * their own filter (choosing another value replaces it); accords count with every filter
   * (choosing one more narrows the list).
   */
  facets(query: PerfumeListQuery): Promise<FacetRow[]> {
    const raw = (sql: string) => this.knex.raw(sql)
    const count = raw('count(distinct p.id)::int as count')
    const price = `case ${PRICE_BAND_EDGES.map((edge, band) => `when ${FIRST_PRICE} < ${edge} then '${band}'`).join(' ')} else '${PRICE_BAND_EDGES.length}' end`
    const parts = [
      this.filtered(query).select(raw(`'total' as facet`), raw(`'' as value`), count),
      this.filtered(query, 'brand')
        .select(raw(`'brand' as facet`), 'p.brand as value', count)
        .groupBy('p.brand'),
      this.filtered(query, 'category')
        .select(raw(`'category' as facet`), raw('p.category::text as value'), count)
        .groupBy('p.category'),
      this.filtered(query, 'family')
        .whereRaw(`p.scent ->> 'family' is not null`)
        .select(raw(`'family' as facet`), raw(`p.scent ->> 'family' as value`), count)
        .groupByRaw(`p.scent ->> 'family'`),
      this.filtered(query)
        .joinRaw(`cross join lateral jsonb_array_elements(p.scent -> 'accords') as accord`)
        .whereRaw(`jsonb_typeof(p.scent -> 'accords') = 'array'`)
        .select(raw(`'accord' as facet`), raw(`accord ->> 'name' as value`), count)
        .groupByRaw(`accord ->> 'name'`),
      this.filtered(query, 'season')
        .joinRaw(
          `cross join lateral jsonb_array_elements_text(p.scent -> 'seasons') as season(name)`,
        )
        .whereRaw(`jsonb_typeof(p.scent -> 'seasons') = 'array'`)
        .select(raw(`'season' as facet`), raw('season.name as value'), count)
        .groupBy('season.name'),
      this.filtered(query, 'size')
        .join('perfume_variant as size', 'size.perfume_id', 'p.id')
        .modify((builder) => {
          if (query.inStock) builder.where('size.stock', '>', 0)
        })
        .select(raw(`'size' as facet`), 'size.size as value', count)
        .groupBy('size.size'),
      this.filtered(query, 'price')
        .select(raw(`'price' as facet`), raw(`${price} as value`), count)
        .groupByRaw('2'),
    ]
    return parts[0].unionAll(parts.slice(1), true)
  }

  /** Whether the shop shows a perfume with this slug. */
  async shows(slug: string): Promise<boolean> {
    return (await this.shown().where('p.slug', slug).first('p.id')) !== undefined
  }

  /** The scent of every perfume the shop shows and describes, for "huele parecido". */
  scents(): Promise<ScentRow[]> {
    return this.shown().whereNotNull('p.scent').select('p.id', 'p.slug', 'p.notes', 'p.scent')
  }

  /** One perfume for its own page: the columns of the lists and its buyers' performance votes. */
  async findBySlug(
    slug: string,
  ): Promise<(PerfumeRow & { performance: PerformanceDistribution }) | undefined> {
    const [row] = await this.prepared<PerfumeRow & { performance: PerformanceDistribution }>(
      this.shown()
        .select(
          this.columns([
            ...PERFUME_COLUMNS,
            `${performanceDistributionSql('p.id')} as performance`,
          ]),
        )
        .where('p.slug', slug)
        .limit(1),
    )
    return row
  }

  findHomepage(): Promise<PerfumeRow[]> {
    return this.shown()
      .select(this.columns(PERFUME_COLUMNS))
      .where('p.on_homepage', true)
      .orderByRaw(ORDER.name)
  }

  findByIds(ids: string[]): Promise<PerfumeRow[]> {
    if (!ids.length) return Promise.resolve([])
    return this.shown().select(this.columns(PERFUME_COLUMNS)).whereIn('p.id', ids)
  }

  async brands(): Promise<string[]> {
    const rows = await this.shown().distinct('p.brand').orderBy('p.brand')
    return rows.map((row: { brand: string }) => row.brand)
  }

  /** One page of the back office's list: sorted either way, the name breaking ties. */
  findAdminPage(query: AdminPerfumeListQuery): Promise<AdminPerfumeRow[]> {
    const direction = query.order === 'desc' ? 'desc' : 'asc'
    const order = `${ADMIN_ORDER[query.sort]} ${direction} nulls last, p.search_text asc, p.id asc`
    const page = this.adminFiltered(query)
      .select('p.*')
      .orderByRaw(order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
    return this.withColumns(page, ADMIN_COLUMNS, order)
  }

  async countAdmin(query: AdminPerfumeListQuery): Promise<number> {
    const [row] = await this.adminFiltered(query).count<{ count: string }[]>({ count: '*' })
    return Number(row.count)
  }

  /**
   * Every perfume the back office shows, by name: the catalogue's CSV. Read through em, so inside
   * its transaction when it has one (the import reads what it is about to change).
   */
  findAdminAll(em: EntityManager = this.em): Promise<AdminPerfumeRow[]> {
    return em.execute(
      this.shown().select(this.columns(ADMIN_COLUMNS)).orderByRaw('p.search_text asc, p.id asc'),
    )
  }

  findAdminById(id: string): Promise<AdminPerfumeRow | undefined> {
    return this.shown().select(this.columns(ADMIN_COLUMNS)).where('p.id', id).first()
  }

  /** The back office's Content tab figures about the catalogue: one query. */
  async contentFigures(): Promise<{
    withoutDescription: number
    withoutImage: number
    offersRunning: number
    collections: number
  }> {
    const row = await this.shown()
      .select(
        this.knex.raw(
          `count(*) filter (where trim(p.description) = '')::int as without_description`,
        ),
        this.knex.raw(
          `count(*) filter (where coalesce(p.image_url, '') = '')::int as without_image`,
        ),
        this.knex.raw(`count(*) filter (where ${OFFER_RUNNING})::int as offers_running`),
        this.knex.raw('(select count(*) from collection)::int as collections'),
      )
      .first()
    return {
      withoutDescription: row.without_description,
      withoutImage: row.without_image,
      offersRunning: row.offers_running,
      collections: row.collections,
    }
  }

  /** The dashboard's catalogue counts: one query. */
  async dashboardFigures(): Promise<{
    totalPerfumes: number
    perfumesOnOffer: number
    totalCollections: number
  }> {
    const row = await this.shown()
      .select(
        this.knex.raw('count(*)::int as total_perfumes'),
        this.knex.raw(`count(*) filter (where ${OFFER_RUNNING})::int as perfumes_on_offer`),
        this.knex.raw('(select count(*) from collection)::int as total_collections'),
      )
      .first()
    return {
      totalPerfumes: row.total_perfumes,
      perfumesOnOffer: row.perfumes_on_offer,
      totalCollections: row.total_collections,
    }
  }

  /** Sizes of the shown perfumes with at most `threshold` units, fewest first. */
  lowStock(threshold: number): Promise<LowStockRow[]> {
    return this.shown()
      .join('perfume_variant as v', 'v.perfume_id', 'p.id')
      .where('v.stock', '<=', threshold)
      .select('p.id as perfumeId', 'p.name as perfumeName', 'p.brand', 'v.size', 'v.stock')
      .orderBy([
        { column: 'v.stock', order: 'asc' },
        { column: 'p.search_text', order: 'asc' },
        { column: 'v.ml', order: 'asc' },
      ])
  }

  /** Perfumes the shop shows: an archived one is gone from every reading. */
  private shown(): Knex.QueryBuilder {
    return this.knex('perfume as p').whereNull('p.archived_at')
  }

  /**
   * The columns (sizes included) of the perfumes of a page picked first: so the sizes are read for
   * the page's rows only, never for the rows its offset skips.
   */
  private withColumns(
    page: Knex.QueryBuilder,
    columns: string[],
    order: string,
    numbered = false,
  ): Knex.QueryBuilder {
    const position = numbered ? [`row_number() over (order by ${order}) as position`] : []
    return this.knex
      .select(this.columns([...columns, ...position]))
      .from(page.as('p'))
      .orderByRaw(order)
  }

  /**
   * Runs a read of the catalogue as a prepared statement named after its text: each connection
   * parses it once, and each request sends only its name and values, not its kilobytes of SQL.
   * Its text depends only on which filters are set (the values are parameters), so the names stay
   * few.
   */
  private async prepared<Row>(builder: Knex.QueryBuilder): Promise<Row[]> {
    const { sql, bindings } = builder.toSQL()
    let name = STATEMENT_NAMES.get(sql)
    if (name === undefined) {
      name = `catalogue_${createHash('sha1').update(sql).digest('base64url')}`
      if (STATEMENT_NAMES.size >= MAX_STATEMENT_NAMES) STATEMENT_NAMES.clear()
      STATEMENT_NAMES.set(sql, name)
    }
    // The SQL already built, so the builder is not compiled a second time to run it.
    const { rows } = await this.knex.raw<{ rows: Row[] }>(sql, bindings).options({ name })
    return rows
  }

  private columns(columns: string[]): (string | Knex.Raw)[] {
    return columns.map((column) => (column.includes(' as ') ? this.knex.raw(column) : column))
  }

  /** The shown perfumes that pass every filter of the query (but the one left out, for a facet). */
  private filtered(query: PerfumeListQuery, leftOut?: FilterName): Knex.QueryBuilder {
    const builder = this.shown()
    const applies = (filter: FilterName) => filter !== leftOut
    if (query.q && applies('q')) this.search(builder, query.q)
    if (query.category && applies('category')) builder.where('p.category', query.category)
    if (query.brand && applies('brand'))
      builder.whereRaw('lower(p.brand) = lower(?)', [query.brand])
    if (query.onOffer !== undefined && applies('onOffer'))
      builder.whereRaw(query.onOffer ? OFFER_RUNNING : `not ${OFFER_RUNNING}`)
    // With a size, in stock means in stock in that size (below).
    if (query.inStock !== undefined && !(query.size && query.inStock) && applies('inStock'))
      builder.whereRaw(query.inStock ? IN_STOCK : `not ${IN_STOCK}`)
    if (applies('price')) {
      if (query.minPrice !== undefined) builder.whereRaw(`${FIRST_PRICE} >= ?`, [query.minPrice])
      if (query.maxPrice !== undefined) builder.whereRaw(`${FIRST_PRICE} <= ?`, [query.maxPrice])
    }
    // Accords and notes by their keys (lower case, no accents), each list with a GIN index.
    if (query.accord && applies('accord'))
      builder.whereRaw('public.perfume_accord_keys(p.scent) @> ?::text[]', [
        query.accord.map(searchable),
      ])
    if (query.note && applies('note'))
      builder.whereRaw('public.perfume_note_keys(p.notes) @> ?::text[]', [[searchable(query.note)]])
    if (query.family && applies('family'))
      builder.whereRaw(`p.scent ->> 'family' = ?`, [query.family])
    if (query.season && applies('season'))
      builder.whereRaw(`p.scent -> 'seasons' @> jsonb_build_array(?::text)`, [query.season])
    if (query.concentration && applies('concentration'))
      builder.whereRaw(`p.scent ->> 'concentration' = ?`, [query.concentration])
    if (query.size && applies('size')) {
      builder.whereRaw(
        `exists (select 1 from perfume_variant v where v.perfume_id = p.id
          and lower(v.size) = lower(?)${query.inStock ? ' and v.stock > 0' : ''})`,
        [query.size],
      )
    }
    return builder
  }

  /**
   * The search that forgives: the words in full text (Spanish stems, no accents, the last word as
   * a prefix for type-ahead); and when that finds nothing in the catalogue, the text anywhere in
   * the name and brand ('mbar') or a name and brand like it by trigrams (a typo: 'sauvge').
   * PostgreSQL skips the second branch at once when the first finds something (a one-time
   * filter), so a search that matches never pays for comparing text against every perfume.
   */
  private search(builder: Knex.QueryBuilder, q: string): void {
    const words = searchWords(q)
    const like = `%${escapeLike(searchable(q).trim())}%`
    if (!words) {
      builder.where('p.search_text', 'like', like)
      return
    }
    builder.whereRaw(
      `p.id in (
        select d.id from perfume d
          where d.archived_at is null and d.search_document @@ to_tsquery('public.aurum_es', ?)
        union all
        select f.id from perfume f
          where f.archived_at is null and (f.search_text like ? or ? <% f.search_text)
            and not exists (select 1 from perfume e where e.archived_at is null
              and e.search_document @@ to_tsquery('public.aurum_es', ?)))`,
      [words.tsquery, like, words.plain, words.tsquery],
    )
  }

  private adminFiltered(query: AdminPerfumeListQuery): Knex.QueryBuilder {
    const builder = this.shown()
    if (query.search) {
      builder.where('p.search_text', 'like', `%${escapeLike(searchable(query.search))}%`)
    }
    if (query.category) builder.where('p.category', query.category)
    if (query.onOffer !== undefined)
      builder.whereRaw(query.onOffer ? OFFER_RUNNING : `not ${OFFER_RUNNING}`)
    if (query.inStock !== undefined) builder.whereRaw(query.inStock ? IN_STOCK : `not ${IN_STOCK}`)
    return builder
  }
}

/**
 * The words of a search as a full-text query (every word, the last one as a prefix) and as plain
 * text; null when it has no letters or digits.
 */
function searchWords(q: string): { tsquery: string; plain: string } | null {
  const words = searchable(q).match(/[a-z0-9]+/g)
  if (!words) return null
  return {
    tsquery: words
      .map((word, index) => (index === words.length - 1 ? `${word}:*` : word))
      .join(' & '),
    plain: words.join(' '),
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}
