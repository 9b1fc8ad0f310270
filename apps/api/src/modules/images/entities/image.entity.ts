import { randomUUID } from 'node:crypto'
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core'
import { Perfume } from '../../catalogue/entities/perfume.entity'

/** An uploaded image as stored (after re-encoding), counted by the admin panel's statistics. */
@Entity({ tableName: 'image' })
export class Image {
  [OptionalProps]?: 'createdAt'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  /** The shop's random file name, also the last part of its address (/media/{name}). */
  @Property({ type: 'string', length: 64, unique: true })
  name!: string

  @Property({ type: 'integer' })
  bytes!: number

  @Property({ type: 'integer' })
  width!: number

  @Property({ type: 'integer' })
  height!: number

  /** The perfume it was uploaded for; the image stays counted when that perfume is deleted. */
  @ManyToOne(() => Perfume, { nullable: true, deleteRule: 'set null', index: true })
  perfume!: Rel<Perfume> | null

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date()
}
