import { randomUUID } from 'node:crypto'
import {
  Check,
  Entity,
  Enum,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
  Unique,
} from '@mikro-orm/core'
import { Order } from '../../orders/entities/order.entity'
import { Refund } from '../../orders/entities/refund.entity'

/** Who issues an invoice, as the legal settings named them when it was issued. */
export interface InvoiceParty {
  name: string
  taxId: string
  address: string
  email?: string
}

/** One line as the invoice prints it, IVA included (negative on a credit note). */
export interface InvoiceLine {
  description: string
  quantity: number
  unitCents: number
  totalCents: number
}

/**
 * An invoice as issued: numbered without gaps in its series (F invoices, R credit notes) and
 * year, with everything it printed, so later changes to the order or the settings never alter it.
 * The database refuses any update.
 */
@Entity({ tableName: 'invoice' })
@Unique({ name: 'invoice_series_year_sequence_unique', properties: ['series', 'year', 'sequence'] })
@Check({ name: 'invoice_sequence_check', expression: 'sequence > 0' })
@Check({ name: 'invoice_amounts_add_up', expression: 'base_cents + tax_cents = total_cents' })
@Check({ name: 'invoice_kind_series', expression: `(kind = 'invoice') = (series = 'F')` })
export class Invoice {
  [OptionalProps]?: 'issuedAt' | 'refund' | 'original' | 'buyer' | 'outsideVatRegion'

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID()

  /** 'F2026-000001': series, year and sequence. */
  @Property({ type: 'string', length: 20, unique: true })
  number!: string

  @Enum({ items: () => ['F', 'R'] })
  series!: 'F' | 'R'

  @Property({ type: 'integer' })
  year!: number

  @Property({ type: 'integer' })
  sequence!: number

  @Enum({ items: () => ['invoice', 'credit'] })
  kind!: 'invoice' | 'credit'

  /** A factura simplificada (no buyer named); false for a full invoice or a credit note. */
  @Property({ type: 'boolean' })
  simplified!: boolean

  @ManyToOne(() => Order, { index: true })
  order!: Rel<Order>

  /** The refund a credit note gives back. */
  @ManyToOne(() => Refund, { nullable: true, unique: true })
  refund: Rel<Refund> | null = null

  /** The invoice a credit note corrects, or the simplified one a full invoice replaces. */
  @ManyToOne(() => Invoice, { nullable: true })
  original: Rel<Invoice> | null = null

  @Property({ type: 'json' })
  issuer!: InvoiceParty

  @Property({ type: 'json', nullable: true })
  buyer: InvoiceParty | null = null

  @Property({ type: 'json' })
  lines!: InvoiceLine[]

  @Property({ type: 'integer' })
  shippingCents!: number

  @Property({ type: 'smallint' })
  taxRate!: number

  @Property({ type: 'string', length: 20, nullable: true })
  outsideVatRegion: string | null = null

  @Property({ type: 'integer' })
  baseCents!: number

  @Property({ type: 'integer' })
  taxCents!: number

  @Property({ type: 'integer' })
  totalCents!: number

  @Property({ type: 'datetime', defaultRaw: 'now()', index: true })
  issuedAt: Date = new Date()
}
