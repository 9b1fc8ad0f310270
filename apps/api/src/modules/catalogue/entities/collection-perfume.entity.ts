import {
  Entity,
  ManyToOne,
  OptionalProps,
  PrimaryKeyProp,
  Property,
  type Rel,
} from '@mikro-orm/core'
import { Collection } from './collection.entity'
import { Perfume } from './perfume.entity'

/** A perfume's place in a collection; the position keeps the curator's order. */
@Entity({ tableName: 'collection_perfume' })
export class CollectionPerfume {
  [PrimaryKeyProp]?: ['collection', 'perfume'];
  [OptionalProps]?: 'position'

  @ManyToOne(() => Collection, { primary: true, deleteRule: 'cascade' })
  collection!: Rel<Collection>

  @ManyToOne(() => Perfume, { primary: true, deleteRule: 'cascade' })
  perfume!: Rel<Perfume>

  @Property({ type: 'integer', default: 0 })
  position = 0
}
