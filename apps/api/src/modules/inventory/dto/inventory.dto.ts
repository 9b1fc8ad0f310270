import {
  AdjustBottleSchema,
  ADJUSTMENT_REASONS,
  MOVEMENT_TYPES,
  MovementListQuerySchema,
  ReceiveBottleSchema,
} from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class ReceiveBottleDto extends createZodDto(ReceiveBottleSchema) {}
export class AdjustBottleDto extends createZodDto(AdjustBottleSchema) {}
export class MovementListQueryDto extends createZodDto(MovementListQuerySchema) {}

export const BottleViewSchema = z.object({
  id: z.uuid(),
  perfumeId: z.uuid(),
  sizeMl: z.number().int().describe('What it held when it arrived'),
  mlLeft: z.number().int().describe('In the bottle now: the sum of its movements except holds'),
  mlHeld: z.number().int().describe('Held by checkouts still open'),
  mlFree: z.number().int().describe('What can still be sold: mlLeft - mlHeld'),
  batchCode: z.string(),
  openedAt: z.iso.datetime().nullable().describe('Null while sealed'),
  costCents: z.number().int().nullable(),
  state: z.enum(['sealed', 'open', 'empty']),
  createdAt: z.iso.datetime(),
})
export type BottleView = z.infer<typeof BottleViewSchema>
export class BottleViewDto extends createZodDto(BottleViewSchema) {}

export const InventoryPerfumeViewSchema = z.object({
  perfumeId: z.uuid(),
  name: z.string(),
  brand: z.string(),
  bottles: z.number().int().describe('Bottles not marked empty'),
  mlLeft: z.number().int(),
  mlFree: z.number().int().describe('Not held by open checkouts'),
  low: z.boolean().describe('mlFree below the store setting low_stock_ml'),
  sizes: z
    .array(z.object({ size: z.string(), ml: z.number().int(), stock: z.number().int() }))
    .describe('What each size can sell now, derived from the bottles'),
})
export type InventoryPerfumeView = z.infer<typeof InventoryPerfumeViewSchema>
export class InventoryPerfumeViewDto extends createZodDto(InventoryPerfumeViewSchema) {}

export const MovementViewSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  type: z.enum(MOVEMENT_TYPES),
  ml: z.number().int().describe('Signed: positive into the bottle (or back from a hold)'),
  reason: z.enum(ADJUSTMENT_REASONS).nullable(),
  perfumeId: z.uuid(),
  perfumeName: z.string(),
  brand: z.string(),
  bottleId: z.uuid(),
  batchCode: z.string(),
  size: z.string().nullable().describe('The size poured, for holds, sales and returns'),
  orderId: z.uuid().nullable(),
  by: z.string().nullable().describe("The administrator's email, for receipts and adjustments"),
})
export type MovementView = z.infer<typeof MovementViewSchema>
export class MovementViewDto extends createZodDto(MovementViewSchema) {}
