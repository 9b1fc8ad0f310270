import { Entity, PrimaryKey, Property } from '@mikro-orm/core'

/**
 * The last number issued in a series and year. Taking the next one updates this row, which stays
 * locked until the invoice's transaction ends: a rolled-back invoice gives its number back, so the
 * series has no gaps, and concurrent ones take turns.
 */
@Entity({ tableName: 'invoice_counter' })
export class InvoiceCounter {
  @PrimaryKey({ type: 'text' })
  series!: 'F' | 'R'

  @PrimaryKey({ type: 'integer' })
  year!: number

  @Property({ type: 'integer' })
  lastNumber!: number
}
