import { randomUUID } from 'node:crypto'
import {
  BeforeCreate,
  BeforeUpdate,
  Cascade,
  Check,
  Collection as OrmCollection,
  Entity,
  Enum,
  Index,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
} from '@mikro-orm/core'
import { PERFUME_CATEGORIES, type PerfumeCategory, type Scent, searchable } from '@aurum/contracts'
import { PerfumeVariant } from './perfume-variant.entity'

@Entity({ tableName: 'perfume' })
// The search's `like '%q%'` reads these trigrams (see Migration20261125_catalogue_search_indexes).
@Index({
  name: 'perfume_search_text_trigram_index',
  expression:
    'create index "perfume_search_text_trigram_index" on "perfume" using gin ("search_text" gin_trgm_ops)',
})
// The Spanish full-text search reads this (see Migration20261129_scent_search).
@Index({
  name: 'perfume_search_document_index',
  expression:
    'create index "perfume_search_document_index" on "perfume" using gin ("search_document")',
})
// The filters by accord and by note read these (Migration20261129_scent_search).
@Index({
  name: 'perfume_accord_keys_index',
  expression:
    'create index "perfume_accord_keys_index" on "perfume" using gin (public.perfume_accord_keys("scent"))',
})
@Index({
  name: 'perfume_note_keys_index',
  expression:
    'create index "perfume_note_keys_index" on "perfume" using gin (public.perfume_note_keys("notes"))',
})
@Check({
  name: 'perfume_discount_range',
  expression: 'discount_percentage >= 0 and discount_percentage <= 90',
})
export class Perfume {
  [OptionalProps]?:
    | 'notes'
    | 'scent'
    | 'searchText'
    | 'imageUrl'
    | 'isOnOffer'
    | 'discountPercentage'
    | 'offerDescription'
    | 'offerEndsAt'
    | 'allergens'
    | 'onHomepage'
    | 'archivedAt'
    | 'createdAt'
    | 'updatedAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @Property({ type: 'string', length: 160, unique: true })
  slug!: string

  @Property({ type: 'string', length: 160 })
  name!: string

  @Property({ type: 'string', length: 120, index: true })
  brand!: string

  @Property({ type: 'text' })
  description!: string

  /** Name and brand without accents or case, for the catalogue search and its name order. */
  @Property({ type: 'text', default: '', hidden: true, index: true })
  searchText = ''

  /**
   * What the Spanish full-text search reads: name and brand, notes, accords and family, the
   * description, weighted in that order; PostgreSQL keeps it (Migration20261129_scent_search).
   */
  @Property({
    columnType: 'tsvector',
    generated:
      '(perfume_search_document((name)::text, (brand)::text, notes, scent, description)) stored',
    nullable: true,
    hidden: true,
    lazy: true,
  })
  searchDocument?: string

  @Enum({ items: () => [...PERFUME_CATEGORIES] })
  category!: PerfumeCategory

  @Property({ type: 'string[]', default: '{}' })
  notes: string[] = []

  /** How it smells: pyramid, accords, family... (issue 29); null until described. */
  @Property({ type: 'json', nullable: true })
  scent: Scent | null = null

  @Property({ type: 'string', length: 500, nullable: true })
  imageUrl: string | null = null

  @Property({ type: 'boolean', default: false })
  isOnOffer = false

  @Property({ type: 'smallint', default: 0 })
  discountPercentage = 0

  @Property({ type: 'string', length: 200, nullable: true })
  offerDescription: string | null = null

  /** When the offer stops by itself (the offer-expiry job ends it); null runs until switched off. */
  @Property({ type: 'datetime', nullable: true })
  offerEndsAt: Date | null = null

  /** The EU-listed allergens it declares, printed on each decant's label; null until typed. */
  @Property({ type: 'string', length: 500, nullable: true })
  allergens: string | null = null

  @Property({ type: 'boolean', default: false })
  onHomepage = false

  /**
   * Set instead of deleting a perfume that orders point at: gone from the shop and the back
   * office, while the orders keep their own snapshot of it.
   */
  @Property({ type: 'datetime', nullable: true })
  archivedAt: Date | null = null

  @OneToMany(() => PerfumeVariant, (variant) => variant.perfume, {
    cascade: [Cascade.ALL],
    orderBy: { ml: 'asc' },
  })
  variants = new OrmCollection<PerfumeVariant>(this)

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date()

  @BeforeCreate()
  @BeforeUpdate()
  keepSearchTextCurrent(): void {
    this.searchText = searchable(`${this.name} ${this.brand}`)
  }
}
