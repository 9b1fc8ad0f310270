import { Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core'

/** Payment events already handled: a repeated delivery finds its id here and changes nothing. */
@Entity({ tableName: 'processed_payment_event' })
export class ProcessedPaymentEvent {
  [PrimaryKeyProp]?: 'eventId';
  [OptionalProps]?: 'processedAt'

  @PrimaryKey({ type: 'string', length: 255 })
  eventId!: string

  @Property({ type: 'string', length: 100 })
  type!: string

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  processedAt: Date = new Date()
}
