import {
  AdminOrderListQuerySchema,
  BulkOrderMoveSchema,
  ERROR_CODES,
  ORDER_STATUSES,
  SalesRangeQuerySchema,
  RefundRequestSchema,
  SalesSeriesQuerySchema,
  UpdateOrderStatusSchema,
} from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'
import { OrderViewSchema } from './orders.dto'

const amount = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Amount in the store currency, e.g. "12.50"')
const statuses = z.enum(ORDER_STATUSES)
const includesTestOrders = z
  .boolean()
  .describe(
    'True when the shop runs PAYMENT_PROVIDER=local: every order is then a test order, and they count',
  )

export class AdminOrderListQueryDto extends createZodDto(AdminOrderListQuerySchema) {}
export class UpdateOrderStatusDto extends createZodDto(UpdateOrderStatusSchema) {}
export class BulkOrderMoveDto extends createZodDto(BulkOrderMoveSchema) {}

/** What a bulk move did to each order, in the order asked. */
export const BulkOrderMoveResultSchema = z.object({
  moved: z.number().int().min(0).describe('Orders moved'),
  refused: z.number().int().min(0).describe('Orders left as they were'),
  results: z.array(
    z.object({
      orderId: z.uuid(),
      orderCode: z.string().describe("The order's short code, e.g. 'A1B2C3D4'"),
      moved: z.boolean(),
      status: statuses.optional().describe('Its new state, when moved'),
      code: z.enum(ERROR_CODES).optional().describe('Why not, when refused: as an error answer'),
      reason: z.string().optional(),
      params: z
        .record(z.string(), z.union([z.string(), z.number()]))
        .optional()
        .describe("What the reason's text needs, as in an error answer"),
      message: z.string().optional().describe('Why not, in Spanish'),
    }),
  ),
})
export type BulkOrderMoveResult = z.infer<typeof BulkOrderMoveResultSchema>
export class BulkOrderMoveResultDto extends createZodDto(BulkOrderMoveResultSchema) {}
export class SalesRangeQueryDto extends createZodDto(SalesRangeQuerySchema) {}
export class SalesSeriesQueryDto extends createZodDto(SalesSeriesQuerySchema) {}
export class RefundRequestDto extends createZodDto(RefundRequestSchema) {}

export class AdminOrderRowDto extends createZodDto(
  z.object({
    id: z.uuid(),
    code: z.string().describe('The id as the customer sees it: its last 8 characters'),
    email: z.string(),
    total: amount,
    currency: z.string(),
    status: statuses,
    isTest: z.boolean().describe('Paid through the local test provider: no money was taken'),
    createdAt: z.iso.datetime(),
    withdrawnAt: z.iso.datetime().nullable().describe('When the customer withdrew from it'),
  }),
) {}

export const RefundViewSchema = z.object({
  id: z.uuid(),
  status: z
    .enum(['pending', 'succeeded', 'failed'])
    .describe('pending until the payment provider confirms it; failed after every retry failed'),
  source: z
    .enum(['shop', 'provider'])
    .describe("shop: asked from the panel; provider: made in the provider's dashboard"),
  amount: amount,
  shipping: amount.describe('The part of the amount that is shipping'),
  items: z.array(z.object({ orderItemId: z.uuid(), quantity: z.number().int(), amount })),
  reason: z.string().nullable(),
  providerReference: z.string().nullable().describe("The provider's refund id (Stripe's re_...)"),
  attempts: z.number().int().describe('Times the provider was asked'),
  lastError: z.string().nullable().describe('Why the last attempt failed'),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
})

export class RefundViewDto extends createZodDto(RefundViewSchema) {}

export class AdminOrderViewDto extends createZodDto(
  OrderViewSchema.extend({
    nextStatuses: z
      .array(statuses)
      .describe('Where PATCH /api/admin/orders/{id} may move it from here'),
    userId: z.uuid().nullable().describe('Null once the customer deleted their account'),
    paymentSessionId: z.string().describe("The payment provider's reference (Stripe's cs_...)"),
    carrier: z.string().nullable(),
    refunded: amount.describe('Given back through the payment provider; 0.00 until then'),
    refundedAt: z.iso.datetime().nullable(),
    refundReference: z.string().nullable().describe("The provider's refund id (Stripe's re_...)"),
    items: z.array(
      OrderViewSchema.shape.items.element.extend({
        id: z.uuid().describe('The line, as a refund names it (orderItemId)'),
        refundableQuantity: z
          .number()
          .int()
          .describe('Units not yet given back (nor on their way back)'),
        stockTaken: z
          .boolean()
          .describe('False while a pending order waits for these units; confirming takes them'),
      }),
    ),
    costOfGoods: amount
      .nullable()
      .describe("What its millilitres cost, from the bottles' costs; null when one has no cost"),
    refundable: amount.describe(
      'What can still be given back: the total less every refund not failed',
    ),
    shippingRefundable: z.boolean().describe('The shipping was charged and not yet given back'),
    refunds: z.array(RefundViewSchema).describe('Its refunds, oldest first'),
  }),
) {}

export class SalesStatsDto extends createZodDto(
  z.object({
    totalRevenue: amount.describe('Paid orders of the range, refunds subtracted'),
    taxableBase: amount.describe('The revenue without its IVA'),
    taxTotal: amount.describe('The IVA inside the revenue (refunded IVA subtracted)'),
    totalOrders: z.number().int().describe('Orders of the range not cancelled or refunded'),
    averageOrderValue: amount,
    monthlyRevenue: amount.describe(
      'Revenue of the current month (Europe/Madrid), whatever the range',
    ),
    costOfGoods: amount.describe(
      "What the range's sales cost in millilitres, from the cost of the bottles they were poured from",
    ),
    grossMargin: amount.describe(
      "The range's sales for their goods (shipping and refunds out) less their cost of goods",
    ),
    includesTestOrders,
  }),
) {}

const PerfumeSalesSchema = z.object({
  perfumeName: z.string(),
  brand: z.string(),
  unitsSold: z.number().int(),
  revenue: amount.describe('At item prices, before coupons and shipping'),
})

export class PerfumeSalesDto extends createZodDto(PerfumeSalesSchema) {}

export class SalesSeriesDto extends createZodDto(
  z.object({
    byMonth: z
      .array(z.object({ month: z.string().describe('2026-11'), revenue: amount }))
      .describe('Every month of the range, refunds subtracted'),
    byDay: z
      .array(z.object({ day: z.string().describe('2026-11-22'), orders: z.number().int() }))
      .describe('Every day of the range: orders not cancelled or refunded'),
    topByUnits: z.array(PerfumeSalesSchema).max(5),
    topByRevenue: z.array(PerfumeSalesSchema).max(5),
    includesTestOrders,
  }),
) {}
