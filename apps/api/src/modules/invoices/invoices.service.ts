import {
  type AdminInvoiceListQuery,
  centsToText,
  type FullInvoiceInput,
  OUTSIDE_VAT_NOTE,
  shortOrderId,
  STORE_TIME_ZONE,
  storeDay,
} from '@aurum/contracts'
import { EntityManager, LockMode } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import type { CurrentUser } from '../auth/current-user'
import { OrderItem } from '../orders/entities/order-item.entity'
import { Order } from '../orders/entities/order.entity'
import { invoicePath, invoiceView } from '../orders/order-invoices'
import { withinStoreDays } from '../orders/store-days'
import { csvCell } from '../messages/newsletter-csv'
import type { Refund } from '../orders/entities/refund.entity'
import { SettingsService } from '../settings/settings.service'
import { Invoice, type InvoiceLine, type InvoiceParty } from './entities/invoice.entity'
import type { InvoiceDocument } from './invoice-pdf'

const YEAR = new Intl.DateTimeFormat('en', { timeZone: STORE_TIME_ZONE, year: 'numeric' })

/**
 * The shop's invoices (RD 1619/2012): a simplified one for every paid order, a full one with the
 * buyer's tax id on request, a corrective one for every refund. Each is issued in the transaction
 * of what caused it, with the next number of its series, and never changes afterwards.
 */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
  ) {}

  /** The simplified invoice of an order just paid, in the order's transaction. */
  async issueSimplified(em: EntityManager, order: Order): Promise<Invoice> {
    return this.issue(em, {
      series: 'F',
      kind: 'invoice',
      simplified: true,
      order,
      lines: orderLines(order),
      shippingCents: order.shippingCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
    })
  }

  /**
   * A full invoice in place of the order's simplified one, naming the buyer (art. 15): one per
   * order, for its owner.
   */
  async issueFull(user: CurrentUser, orderId: string, buyer: FullInvoiceInput) {
    return this.em.fork().transactional(async (em) => {
      const order = await em.findOne(
        Order,
        { id: orderId, user: user.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      )
      if (!order) throw new DomainError('NOT_FOUND', 'order_not_found')
      const invoices = await em.find(
        Invoice,
        { order, kind: 'invoice' },
        { orderBy: { issuedAt: 'asc', sequence: 'asc' } },
      )
      const simplified = invoices.find((invoice) => invoice.simplified)
      if (!simplified) {
        throw new DomainError('CONFLICT', 'order_not_invoiced')
      }
      if (invoices.some((invoice) => !invoice.simplified)) {
        throw new DomainError('CONFLICT', 'full_invoice_exists')
      }
      const invoice = await this.issue(em, {
        series: 'F',
        kind: 'invoice',
        simplified: false,
        order,
        buyer: { name: buyer.name, taxId: buyer.taxId, address: buyer.address },
        original: simplified,
        lines: simplified.lines,
        shippingCents: simplified.shippingCents,
        taxCents: simplified.taxCents,
        totalCents: simplified.totalCents,
      })
      return invoiceView(invoice)
    })
  }

  /** The credit note of a refund that settled, for exactly what it gave back. */
  async issueCredit(em: EntityManager, order: Order, refund: Refund): Promise<Invoice> {
    const items = await em.find(OrderItem, { order })
    const byId = new Map(items.map((item) => [item.id, item]))
    const lines: InvoiceLine[] = refund.lines.map((line) => {
      const item = byId.get(line.orderItemId)
      return {
        description: item ? describeItem(item) : 'Artículo',
        quantity: line.quantity,
        unitCents: -Math.round(line.amountCents / line.quantity),
        totalCents: -line.amountCents,
      }
    })
    const goods = refund.lines.reduce((sum, line) => sum + line.amountCents, 0)
    const rest = refund.amountCents - goods - refund.shippingCents
    // A refund made in the provider's dashboard says how much, not what for.
    if (rest > 0) {
      lines.push({ description: 'Devolución', quantity: 1, unitCents: -rest, totalCents: -rest })
    }
    const original = await em.findOne(
      Invoice,
      { order, kind: 'invoice' },
      { orderBy: { issuedAt: 'desc', sequence: 'desc' } },
    )
    return this.issue(em, {
      series: 'R',
      kind: 'credit',
      simplified: false,
      order,
      refund,
      original,
      buyer: original?.buyer ?? null,
      lines,
      shippingCents: -refund.shippingCents,
      taxCents: -refund.taxCents,
      totalCents: -refund.amountCents,
    })
  }

  /** The order's latest invoice, for its owner or an administrator. */
  async latestOf(viewer: CurrentUser, orderId: string) {
    const order = await this.em.findOne(Order, { id: orderId }, { fields: ['id', 'user'] })
    if (!order || !mayRead(viewer, order)) throw new DomainError('NOT_FOUND', 'order_not_found')
    const invoice = await this.em.findOne(
      Invoice,
      { order },
      { orderBy: { issuedAt: 'desc', sequence: 'desc' } },
    )
    if (!invoice) throw new DomainError('NOT_FOUND', 'order_not_invoiced')
    return invoiceView(invoice)
  }

  /** An invoice's PDF, for the owner of its order or an administrator; anyone else gets a 404. */
  async pdf(viewer: CurrentUser, number: string): Promise<Uint8Array> {
    const invoice = await this.em.findOne(
      Invoice,
      { number },
      { populate: ['order', 'original', 'refund'] },
    )
    if (!invoice || !mayRead(viewer, invoice.order)) {
      throw new DomainError('NOT_FOUND', 'invoice_not_found')
    }
    return renderInvoicePdf({
      number: invoice.number,
      kind: invoice.kind,
      simplified: invoice.simplified,
      issuedAt: invoice.issuedAt,
      issuer: { email: '', ...invoice.issuer },
      buyer: invoice.buyer,
      orderCode: shortOrderId(invoice.order.id),
      corrects:
        invoice.kind === 'credit' && invoice.original
          ? { number: invoice.original.number, issuedAt: invoice.original.issuedAt }
          : null,
      reason: invoice.refund?.reason ?? null,
      lines: invoice.lines,
      shippingCents: invoice.shippingCents,
      taxRate: invoice.taxRate,
      exemptNote: invoice.outsideVatRegion ? OUTSIDE_VAT_NOTE : null,
      baseCents: invoice.baseCents,
      taxCents: invoice.taxCents,
      totalCents: invoice.totalCents,
    })
  }

  /** One page of the invoices issued on a range of store days, in number order, and how many. */
  async list(query: AdminInvoiceListQuery) {
    const within = withinStoreDays('issued_at', query)
    const [rows, [{ count }]] = await Promise.all([
      this.rows(query, { limit: query.limit, offset: (query.page - 1) * query.limit }),
      this.em.execute<{ count: string }[]>(
        `select count(*) from invoice where ${within.sql}`,
        within.params,
      ),
    ])
    return { total: Number(count), invoices: rows }
  }

  /** Every invoice of a range as CSV for the accountant: number, date, base, IVA, total. */
  async csv(query: AdminInvoiceListQuery): Promise<string> {
    const rows = await this.rows(query)
    const header = [
      'number',
      'date',
      'kind',
      'orderCode',
      'buyerTaxId',
      'base',
      'taxRate',
      'tax',
      'total',
    ]
    const lines = rows.map((row) =>
      [
        row.number,
        row.date,
        row.kind,
        row.orderCode,
        row.buyerTaxId ?? '',
        row.base,
        String(row.taxRate),
        row.tax,
        row.total,
      ]
        .map(csvCell)
        .join(','),
    )
    return `${[header.join(','), ...lines].join('\r\n')}\r\n`
  }

  /** The invoices issued on a range of store days, in number order (a page of them, when asked). */
  private async rows(query: AdminInvoiceListQuery, page?: { limit: number; offset: number }) {
    const within = withinStoreDays('issued_at', query)
    const rows = await this.em.execute<InvoiceRow[]>(
      `select i.number, i.kind, i.simplified, i.issued_at, i.base_cents, i.tax_rate, i.tax_cents,
         i.total_cents, i.order_id, i.buyer->>'taxId' as buyer_tax_id
       from invoice i where ${within.sql}
       order by i.issued_at, i.series, i.sequence ${page ? 'limit ? offset ?' : ''}`,
      page ? [...within.params, page.limit, page.offset] : within.params,
    )
    return rows.map(toInvoiceRow)
  }

  /** Issues the next invoice of a series, numbered in the caller's transaction. */
  private async issue(
    em: EntityManager,
    fields: Pick<
      Invoice,
      | 'series'
      | 'kind'
      | 'simplified'
      | 'order'
      | 'lines'
      | 'shippingCents'
      | 'taxCents'
      | 'totalCents'
    > &
      Partial<Pick<Invoice, 'buyer' | 'original' | 'refund'>>,
  ): Promise<Invoice> {
    const issuedAt = new Date()
    const year = Number(YEAR.format(issuedAt))
    // The counter row stays locked until the transaction ends: numbers are taken in turn, and a
    // transaction that rolls back gives its number back.
    const [{ last_number: sequence }] = await em.execute<{ last_number: number }[]>(
      `insert into invoice_counter (series, year, last_number) values (?, ?, 1)
       on conflict (series, year) do update set last_number = invoice_counter.last_number + 1
       returning last_number`,
      [fields.series, year],
    )
    const invoice = em.create(Invoice, {
      ...fields,
      number: `${fields.series}${year}-${String(sequence).padStart(6, '0')}`,
      year,
      sequence,
      issuer: await this.issuer(em),
      taxRate: fields.order.taxRate,
      outsideVatRegion: fields.order.outsideVatRegion,
      baseCents: fields.totalCents - fields.taxCents,
      issuedAt,
    })
    await em.flush()
    return invoice
  }

  /** The shop as the legal settings name it now. */
  private async issuer(em: EntityManager): Promise<InvoiceParty> {
    const settings = await this.settings.storeSettings(em)
    return {
      name: settings.legal_owner_name || 'Aurum Decants',
      taxId: settings.legal_tax_id,
      address: settings.legal_address,
      email: settings.legal_email,
    }
  }
}

interface InvoiceRow {
  number: string
  kind: 'invoice' | 'credit'
  simplified: boolean
  issued_at: Date
  base_cents: number
  tax_rate: number
  tax_cents: number
  total_cents: number
  order_id: string
  buyer_tax_id: string | null
}

function toInvoiceRow(row: InvoiceRow) {
  return {
    number: row.number,
    kind: row.kind,
    simplified: row.simplified,
    date: storeDay(new Date(row.issued_at)),
    orderId: row.order_id,
    orderCode: shortOrderId(row.order_id),
    buyerTaxId: row.buyer_tax_id,
    base: centsToText(row.base_cents),
    taxRate: row.tax_rate,
    tax: centsToText(row.tax_cents),
    total: centsToText(row.total_cents),
    url: invoicePath(row.number),
  }
}

function mayRead(viewer: CurrentUser, order: Pick<Order, 'user'>): boolean {
  return viewer.role === 'admin' || order.user?.id === viewer.id
}

function describeItem(item: Pick<OrderItem, 'perfumeName' | 'brand' | 'size'>): string {
  return `${item.perfumeName} (${item.brand}) ${item.size}`
}

/** An order's lines as its invoice prints them, the coupon as a line of its own. */
function orderLines(order: Order): InvoiceLine[] {
  const lines: InvoiceLine[] = order.items.getItems().map((item) => ({
    description: describeItem(item),
    quantity: item.quantity,
    unitCents: item.unitCents,
    totalCents: item.unitCents * item.quantity,
  }))
  if (order.discountCents) {
    lines.push({
      description: order.couponCode ? `Descuento (${order.couponCode})` : 'Descuento',
      quantity: 1,
      unitCents: -order.discountCents,
      totalCents: -order.discountCents,
    })
  }
  return lines
}

/** pdf-lib is loaded on the first PDF asked for, not at every start of the API. */
async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  return (await import('./invoice-pdf')).renderInvoicePdf(invoice)
}
