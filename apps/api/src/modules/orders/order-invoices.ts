import { centsToText } from '@aurum/contracts'
import type { EntityManager } from '@mikro-orm/postgresql'
import { uuidArray } from '../../common/uuid-array'

/** An invoice as an order lists it. */
export interface OrderInvoice {
  number: string
  kind: 'invoice' | 'credit'
  simplified: boolean
  total: string
  issuedAt: string
  url: string
}

/** Where the API serves an invoice's PDF. */
export function invoicePath(number: string): string {
  return `/api/invoices/${number}.pdf`
}

/** An invoice as orders and the API show it. */
export function invoiceView(invoice: {
  number: string
  kind: 'invoice' | 'credit'
  simplified: boolean
  totalCents: number
  issuedAt: Date
}): OrderInvoice {
  return {
    number: invoice.number,
    kind: invoice.kind,
    simplified: invoice.simplified,
    total: centsToText(invoice.totalCents),
    issuedAt: invoice.issuedAt.toISOString(),
    url: invoicePath(invoice.number),
  }
}

/** The invoices of these orders, oldest first, by order: one query for all of them. */
export async function orderInvoices(
  em: EntityManager,
  orderIds: readonly string[],
): Promise<Map<string, OrderInvoice[]>> {
  const byOrder = new Map<string, OrderInvoice[]>()
  if (!orderIds.length) return byOrder
  const rows = await em.execute<
    {
      order_id: string
      number: string
      kind: 'invoice' | 'credit'
      simplified: boolean
      total_cents: number
      issued_at: Date
    }[]
  >(
    `select order_id, number, kind, simplified, total_cents, issued_at from invoice
     where order_id = any(?::uuid[]) order by issued_at, series, sequence`,
    [uuidArray(orderIds)],
  )
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? []
    list.push(
      invoiceView({
        ...row,
        totalCents: row.total_cents,
        issuedAt: new Date(row.issued_at),
      }),
    )
    byOrder.set(row.order_id, list)
  }
  return byOrder
}
