// The back office's orders, dashboard and analytics: what the admin sends (spec 001 §7).
import { z } from 'zod'
import { MAX_STOCK } from './admin-catalogue'
import {
  MAX_BULK_ORDERS,
  MAX_SERIES_DAYS,
  ORDER_DOCUMENTS,
  ORDER_STATUSES,
  storeDay,
} from './orders'

/** Text a form may leave empty: '' means not given. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Como máximo ${max} caracteres`)
    .transform((text) => text || undefined)
    .optional()

/** PATCH /api/admin/orders/{id}: the next state, and what shipping it needs. */
export const UpdateOrderStatusSchema = z
  .strictObject({
    status: z.enum(ORDER_STATUSES, 'Elige un estado de pedido'),
    /** Stored upper-cased: customers type it either way on the tracking page. */
    trackingNumber: z
      .string()
      .trim()
      .toUpperCase()
      .transform((text) => text || undefined)
      .pipe(
        z
          .string()
          .regex(/^[A-Z0-9-]{4,40}$/, 'De 4 a 40 letras, números o guiones')
          .optional(),
      )
      .optional(),
    carrier: optionalText(60),
    /** Where the parcel is, shown beside the event on the tracking page. */
    location: optionalText(120),
    /** Added to the event and the customer's notification. */
    note: optionalText(180),
  })
  .superRefine((input, context) => {
    const shipping = input.status === 'shipped'
    for (const [field, label] of [
      ['trackingNumber', 'El número de seguimiento'],
      ['carrier', 'La empresa de transporte'],
    ] as const) {
      if (shipping && !input[field]) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${label} es obligatorio para enviar el pedido`,
        })
      }
      if (!shipping && input[field]) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'Solo se indica al marcar el pedido como enviado',
        })
      }
    }
  })
export type UpdateOrderStatusInput = z.output<typeof UpdateOrderStatusSchema>

/**
 * POST /api/admin/orders/bulk: several orders to one state, each moved as if alone. Shipping is
 * not among the bulk moves: each parcel has its own tracking number, typed on its order's page.
 */
export const BulkOrderMoveSchema = z.strictObject({
  orderIds: z
    .array(z.uuid('Cada pedido se indica por su id'))
    .min(1, 'Elige al menos un pedido')
    .max(MAX_BULK_ORDERS, `Como máximo ${MAX_BULK_ORDERS} pedidos a la vez`)
    .refine((ids) => new Set(ids).size === ids.length, 'Un pedido aparece dos veces'),
  status: z
    .enum(ORDER_STATUSES, 'Elige un estado de pedido')
    .refine(
      (status) => status !== 'shipped',
      'Para enviar un pedido indica su número de seguimiento en su página',
    ),
})
export type BulkOrderMoveInput = z.output<typeof BulkOrderMoveSchema>

/** The orders a bulk action takes: 1 to MAX_BULK_ORDERS ids, each once. */
const BulkOrderIdsSchema = BulkOrderMoveSchema.shape.orderIds

/**
 * POST /api/admin/orders/print: one PDF with the packing slips or the labels of several orders,
 * in the order given.
 */
export const PrintOrdersSchema = z.strictObject({
  orderIds: BulkOrderIdsSchema,
  document: z.enum(ORDER_DOCUMENTS, 'Elige qué imprimir: albaranes o etiquetas'),
})
export type PrintOrdersInput = z.output<typeof PrintOrdersSchema>

/** A store day 'YYYY-MM-DD' (Europe/Madrid); '' means not given. */
const StoreDaySchema = z
  .union([z.iso.date('Una fecha como 2026-11-22'), z.literal('')])
  .transform((day) => day || undefined)
  .optional()

const rangeFields = { from: StoreDaySchema, to: StoreDaySchema }

function checkRange(range: { from?: string; to?: string }, context: z.RefinementCtx): void {
  if (range.from && range.to && range.from > range.to) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'No puede ser anterior a la fecha inicial',
    })
  }
}

/** Both ends included; either may be left out. */
export const SalesRangeQuerySchema = z.strictObject(rangeFields).superRefine(checkRange)
export type SalesRangeQuery = z.output<typeof SalesRangeQuerySchema>

/** 'YYYY-MM-01' of the month `months` before the given day's. */
function monthStartBefore(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number)
  const index = year * 12 + month - 1 - months
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`
}

/**
 * GET /api/admin/sales-series: by default the last 12 months up to today (store days); at most
 * MAX_SERIES_DAYS days, since every day of the range is drawn.
 */
export const SalesSeriesQuerySchema = z
  .strictObject(rangeFields)
  .transform((range) => {
    const to = range.to ?? storeDay()
    return { from: range.from ?? monthStartBefore(to, 11), to }
  })
  .superRefine((range, context) => {
    checkRange(range, context)
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1
    if (days > MAX_SERIES_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be at most ${MAX_SERIES_DAYS} days after from`,
      })
    }
  })
export type SalesSeriesQuery = z.output<typeof SalesSeriesQuerySchema>

/** GET /api/admin/orders: the orders table's filters and page, as its GET form sends them. */
export const AdminOrderListQuerySchema = z
  .strictObject({
    ...rangeFields,
    status: z
      .union([z.enum(ORDER_STATUSES), z.literal('')])
      .transform((status) => status || undefined)
      .optional(),
    /** The short code customers see (with or without '#'), the whole id, or part of the email. */
    search: optionalText(100),
    /** 'pending': the orders withdrawn from that wait for their refund. */
    withdrawal: z
      .union([z.literal('pending'), z.literal('')])
      .transform((value) => value || undefined)
      .optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .superRefine(checkRange)
export type AdminOrderListQuery = z.output<typeof AdminOrderListQuerySchema>

/** GET /api/admin/invoices (and its CSV): issued on store days from and to, both included. */
export const AdminInvoiceListQuerySchema = z
  .strictObject({
    ...rangeFields,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .superRefine(checkRange)
export type AdminInvoiceListQuery = z.output<typeof AdminInvoiceListQuerySchema>

/**
 * POST /api/admin/orders/{id}/refunds: units of the order's lines, its shipping, or both, given
 * back through the payment provider.
 */
export const RefundRequestSchema = z
  .strictObject({
    items: z
      .array(
        z.strictObject({
          orderItemId: z.uuid('Elige una línea del pedido'),
          quantity: z.coerce
            .number('Indica cuántas unidades')
            .int('Las unidades son un número entero')
            .min(1, 'Al menos 1 unidad')
            .max(MAX_STOCK, `Como mucho ${MAX_STOCK} unidades`),
        }),
      )
      .max(100, 'Como mucho 100 líneas')
      .default([]),
    shipping: z.boolean().default(false),
    reason: optionalText(500),
  })
  .superRefine((refund, context) => {
    if (!refund.items.length && !refund.shipping) {
      context.addIssue({
        code: 'custom',
        path: ['items'],
        message: 'Elige qué reembolsar: unidades de alguna línea o el envío',
      })
    }
    const ids = refund.items.map((item) => item.orderItemId)
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', path: ['items'], message: 'Cada línea una sola vez' })
    }
  })
export type RefundRequestInput = z.output<typeof RefundRequestSchema>

/** GET /api/admin/low-stock: without a threshold, the store setting low_stock_threshold. */
export const LowStockQuerySchema = z.strictObject({
  threshold: z
    .union([z.literal(''), z.string().regex(/^\d{1,6}$/, 'Un número entero')])
    .transform((text) => (text === '' ? undefined : Number(text)))
    .pipe(z.number().int().max(MAX_STOCK).optional())
    .optional(),
})

/** GET /api/admin/activity. */
export const AdminActivityQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
