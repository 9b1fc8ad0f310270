/** Order statuses as shoppers read them (spec 001 §4). */
export const ORDER_STATUS_LABELS = {
  pending: 'Pedido Recibido',
  confirmed: 'Confirmado',
  processing: 'Procesando',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
  refunded: 'Reembolsado',
} as const

/** The five steps of the tracking progress bar. */
export const TRACKING_STEPS = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
] as const
