import { centsToText, shortOrderId } from '@aurum/contracts'
import { csvCell } from '../messages/newsletter-csv'

export interface CsvOrder {
  id: string
  createdAt: Date
  email: string
  status: string
  isTest: boolean
  currency: string
  subtotalCents: number
  discountCents: number
  shippingCents: number
  totalCents: number
  taxRate: number
  taxCents: number
  refundedCents: number
  couponCode: string | null
  trackingNumber: string | null
  carrier: string | null
  /** 'Ámbar 5ml x2; Noche 10ml x1' */
  items: string
}

const COLUMNS = [
  'id',
  'code',
  'createdAt',
  'email',
  'status',
  'isTest',
  'currency',
  'subtotal',
  'discount',
  'shipping',
  'total',
  'taxRate',
  'taxableBase',
  'tax',
  'refunded',
  'couponCode',
  'trackingNumber',
  'carrier',
  'items',
]

/** Orders as CSV, a header line first, lines ended by CRLF, every cell safe in a spreadsheet. */
export function ordersCsv(orders: CsvOrder[]): string {
  const lines = [
    COLUMNS.join(','),
    ...orders.map((order) =>
      [
        order.id,
        shortOrderId(order.id),
        order.createdAt.toISOString(),
        order.email,
        order.status,
        String(order.isTest),
        order.currency,
        centsToText(order.subtotalCents),
        centsToText(order.discountCents),
        centsToText(order.shippingCents),
        centsToText(order.totalCents),
        String(order.taxRate),
        centsToText(order.totalCents - order.taxCents),
        centsToText(order.taxCents),
        centsToText(order.refundedCents),
        order.couponCode ?? '',
        order.trackingNumber ?? '',
        order.carrier ?? '',
        order.items,
      ]
        .map(csvCell)
        .join(','),
    ),
  ]
  return `${lines.join('\r\n')}\r\n`
}
