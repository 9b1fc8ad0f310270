import { LowStockQuerySchema, ORDER_STATUSES } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'
import { AWAITING_SHIPMENT } from '../../orders/sales.service'

export class LowStockQueryDto extends createZodDto(LowStockQuerySchema) {}

export class DashboardStatsDto extends createZodDto(
  z.object({
    totalPerfumes: z.number().int().describe('Perfumes in the shop (archived ones left out)'),
    ordersToday: z
      .number()
      .int()
      .describe(
        'Sales placed today (Europe/Madrid): counted as the summary and Analytics count them, cancelled and refunded ones left out',
      ),
    totalCollections: z.number().int(),
    perfumesOnOffer: z.number().int().describe('Perfumes whose offer runs now'),
  }),
) {}

export class RecentOrderDto extends createZodDto(
  z.object({
    id: z.uuid(),
    code: z.string().describe('The id as the customer sees it: its last 8 characters'),
    customer_email: z.string(),
    amount_total: z
      .string()
      .regex(/^\d+\.\d{2}$/)
      .describe('In the store currency, e.g. "12.50"'),
    status: z.enum(ORDER_STATUSES),
    isTest: z.boolean().describe('Paid through the local test provider: no money was taken'),
    createdAt: z.iso.datetime(),
  }),
) {}

export class LowStockSizeDto extends createZodDto(
  z.object({
    perfumeId: z.uuid(),
    perfumeName: z.string(),
    brand: z.string(),
    size: z.string(),
    stock: z.number().int(),
  }),
) {}

const amount = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Amount in the store currency, e.g. "12.50"')

const SummaryFiguresSchema = z.object({
  revenue: amount.describe(
    "Net of refunds: what the period's orders took less what was given back, as Analytics' totalRevenue",
  ),
  orders: z.number().int().describe('Orders of the period not cancelled or refunded'),
  averageOrderValue: amount.describe('revenue / orders; 0.00 without orders'),
})

const change = z
  .number()
  .nullable()
  .describe('Change from the previous period in percent, one decimal; null when it was 0')

const SummaryPeriodSchema = SummaryFiguresSchema.extend({
  days: z.number().int().describe('Store days of the period, today included'),
  previous: SummaryFiguresSchema.describe('The same number of days just before'),
  revenueChange: change,
  ordersChange: change,
})

export class DashboardSummaryDto extends createZodDto(
  z.object({
    today: SummaryPeriodSchema.describe('Today (Europe/Madrid) so far, against all of yesterday'),
    last7Days: SummaryPeriodSchema,
    last30Days: SummaryPeriodSchema,
    awaitingShipment: z.object({
      total: z.number().int(),
      byStatus: z.array(
        z.object({
          status: z.enum(AWAITING_SHIPMENT),
          orders: z.number().int(),
        }),
      ),
    }),
    lowStock: z
      .number()
      .int()
      .describe(
        'Sizes at or under the store setting low_stock_threshold, as GET /api/admin/low-stock',
      ),
    lowStockThreshold: z.number().int(),
    unreadMessages: z.number().int().describe('Contact messages not marked read'),
    includesTestOrders: z
      .boolean()
      .describe(
        'True when the shop runs PAYMENT_PROVIDER=local: every order is then a test order, and they count',
      ),
  }),
) {}
