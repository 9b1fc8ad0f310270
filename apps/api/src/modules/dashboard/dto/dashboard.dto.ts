import { LowStockQuerySchema, ORDER_STATUSES } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class LowStockQueryDto extends createZodDto(LowStockQuerySchema) {}

export class DashboardStatsDto extends createZodDto(
  z.object({
    totalPerfumes: z.number().int().describe('Perfumes in the shop (archived ones left out)'),
    ordersToday: z
      .number()
      .int()
      .describe('Orders placed today (Europe/Madrid), whatever became of them, test ones included'),
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
