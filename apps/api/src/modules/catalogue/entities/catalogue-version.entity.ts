import { Entity, PrimaryKey, Property } from '@mikro-orm/core'

/**
 * One row whose version goes up on every catalogue write. Each API replica polls it and drops its
 * cached catalogue answers when it moves.
 */
@Entity({ tableName: 'catalogue_version' })
export class CatalogueVersion {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id!: number

  @Property({ type: 'bigint' })
  version!: string
}
