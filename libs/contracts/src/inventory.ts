/** Bottles hold at most this many millilitres (a 1 l refill bottle is the largest a shop keeps). */
export const MAX_BOTTLE_ML = 1000

export const MOVEMENT_TYPES = [
  'received',
  'migrated',
  'held',
  'released',
  'sold',
  'returned',
  'adjusted',
] as const
export type MovementType = (typeof MOVEMENT_TYPES)[number]

/** Why the owner changed a bottle's millilitres by hand; 'emptied' is marking it empty. */
export const ADJUSTMENT_REASONS = ['waste', 'evaporation', 'count', 'breakage', 'emptied'] as const
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number]

export const MOVEMENT_TYPE_LABELS: Record<MovementType, string> = {
  received: 'Recibido',
  migrated: 'Migrado',
  held: 'Apartado',
  released: 'Liberado',
  sold: 'Vendido',
  returned: 'Devuelto',
  adjusted: 'Ajuste',
}

export const ADJUSTMENT_REASON_LABELS: Record<AdjustmentReason, string> = {
  waste: 'Merma',
  evaporation: 'Evaporación',
  count: 'Corrección de recuento',
  breakage: 'Rotura',
  emptied: 'Frasco vacío',
}
