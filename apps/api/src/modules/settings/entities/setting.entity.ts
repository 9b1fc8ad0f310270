import { Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core'

/** A store-wide setting (key, value as text), changed from the admin panel. */
@Entity({ tableName: 'setting' })
export class Setting {
  [PrimaryKeyProp]?: 'key';
  [OptionalProps]?: 'updatedAt'

  @PrimaryKey({ type: 'string', length: 100 })
  key!: string

  @Property({ type: 'text' })
  value!: string

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date()
}
