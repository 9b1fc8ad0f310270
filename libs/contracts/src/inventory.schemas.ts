import { z } from 'zod'
import {
  ADJUSTMENT_REASONS,
  type AdjustmentReason,
  MAX_BOTTLE_ML,
  MOVEMENT_TYPES,
} from './inventory'

/** POST /api/admin/perfumes/{id}/bottles: a bottle received, full. */
export const ReceiveBottleSchema = z.strictObject({
  ml: z.coerce
    .number('Indica los mililitros del frasco')
    .int('Los mililitros son un número entero')
    .min(1, 'Un frasco tiene al menos 1 ml')
    .max(MAX_BOTTLE_ML, `Un frasco tiene como mucho ${MAX_BOTTLE_ML} ml`),
  batchCode: z
    .string('Indica el lote del frasco')
    .trim()
    .toUpperCase()
    .regex(
      /^[A-Z0-9][A-Z0-9 ./-]{0,39}$/,
      'El lote son de 1 a 40 letras, números, puntos o guiones',
    ),
  /** Already opened (a bottle the shop had); without it, the bottle arrives sealed. */
  openedAt: z.iso
    .datetime({ offset: true, message: 'Una fecha y hora, como 2026-11-28T10:00:00Z' })
    .optional(),
  costCents: z.coerce
    .number('El coste es un número de céntimos')
    .int('El coste es un número de céntimos')
    .min(0, 'El coste no puede ser negativo')
    .max(10_000_000, 'El coste es demasiado alto')
    .optional(),
})
export type ReceiveBottleInput = z.output<typeof ReceiveBottleSchema>

/** POST /api/admin/bottles/{id}/adjustments: signed millilitres and why. */
export const AdjustBottleSchema = z.strictObject({
  ml: z.coerce
    .number('Indica los mililitros del ajuste')
    .int('Los mililitros son un número entero')
    .min(-MAX_BOTTLE_ML, `Como mucho ${MAX_BOTTLE_ML} ml`)
    .max(MAX_BOTTLE_ML, `Como mucho ${MAX_BOTTLE_ML} ml`)
    .refine((ml) => ml !== 0, 'Un ajuste cambia al menos 1 ml'),
  reason: z.enum(
    ADJUSTMENT_REASONS.filter((reason) => reason !== 'emptied') as [
      Exclude<AdjustmentReason, 'emptied'>,
      ...Exclude<AdjustmentReason, 'emptied'>[],
    ],
    'Elige un motivo: merma, evaporación, corrección de recuento o rotura',
  ),
})
export type AdjustBottleInput = z.output<typeof AdjustBottleSchema>

const day = z
  .union([z.iso.date('Una fecha como 2026-11-28'), z.literal('')])
  .transform((text) => text || undefined)
  .optional()

/** GET /api/admin/inventory/movements: the ledger, newest first. */
export const MovementListQuerySchema = z.strictObject({
  perfumeId: z
    .union([z.uuid('Un perfume se indica por su id'), z.literal('')])
    .transform((id) => id || undefined)
    .optional(),
  type: z
    .union([z.enum(MOVEMENT_TYPES, 'Un tipo de movimiento'), z.literal('')])
    .transform((type) => type || undefined)
    .optional(),
  /** Store days (Europe/Madrid), both included. */
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
})
export type MovementListQuery = z.output<typeof MovementListQuerySchema>
