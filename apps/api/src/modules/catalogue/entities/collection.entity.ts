import { randomUUID } from 'node:crypto'
import {
  ArrayType,
  Cascade,
  Check,
  Collection as OrmCollection,
  Entity,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
} from '@mikro-orm/core'
import { CollectionPerfume } from './collection-perfume.entity'

/** A curated set of perfumes ("Esenciales de Verano"), shown on /colecciones and the home page. */
@Entity({ tableName: 'collection' })
@Check({
  name: 'collection_set_parallel',
  expression: 'cardinality(set_sizes) = cardinality(set_prices_cents)',
})
@Check({ name: 'collection_set_prices_positive', expression: '0 < all(set_prices_cents)' })
export class Collection {
  [OptionalProps]?:
    'imageUrl' | 'position' | 'setSizes' | 'setPricesCents' | 'createdAt' | 'updatedAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  @Property({ type: 'string', length: 160, unique: true })
  slug!: string

  @Property({ type: 'string', length: 160 })
  name!: string

  @Property({ type: 'text' })
  description!: string

  @Property({ type: 'string', length: 60 })
  theme!: string

  @Property({ type: 'string', length: 500, nullable: true })
  imageUrl: string | null = null

  @Property({ type: 'integer', default: 0 })
  position = 0

  /** The collection sold as a discovery set: its sizes ('5ml'), parallel to setPricesCents. */
  @Property({ type: 'string[]', default: '{}' })
  setSizes: string[] = []

  @Property({ type: new ArrayType((item) => Number(item)), columnType: 'int[]', default: '{}' })
  setPricesCents: number[] = []

  @OneToMany(() => CollectionPerfume, (entry) => entry.collection, {
    cascade: [Cascade.ALL],
    orphanRemoval: true,
    orderBy: { position: 'asc' },
  })
  entries = new OrmCollection<CollectionPerfume>(this)

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date()
}
