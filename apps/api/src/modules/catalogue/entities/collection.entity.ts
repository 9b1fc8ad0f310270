import { randomUUID } from 'node:crypto'
import {
  Cascade,
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
export class Collection {
  [OptionalProps]?: 'imageUrl' | 'position' | 'createdAt' | 'updatedAt'

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
