import type { Schemas } from '@aurum/api-client'
import { shortOrderId } from '@aurum/contracts'
import { formatStoreDateTime } from './store-time.server'

type AdminAction = Schemas['AdminActionDto_Output']

/** What an administrator did, in words, for each write the API records (method and route). */
const ACTION_TEXTS: Partial<Record<string, (targetId: string | null) => string>> = {
  'POST /api/perfumes': () => 'Creó un perfume',
  'PUT /api/perfumes/:id': () => 'Actualizó un perfume',
  'DELETE /api/perfumes/:id': () => 'Eliminó un perfume',
  'POST /api/collections': () => 'Creó una colección',
  'PUT /api/collections/:id': () => 'Actualizó una colección',
  'DELETE /api/collections/:id': () => 'Eliminó una colección',
  'PATCH /api/admin/orders/:id': (id) =>
    id ? `Actualizó el pedido #${shortOrderId(id)}` : 'Actualizó un pedido',
  'POST /api/admin/orders/bulk': () => 'Cambió el estado de varios pedidos',
  'POST /api/admin/orders/print': () => 'Imprimió albaranes o etiquetas de pedidos',
  'POST /api/admin/orders/:id/refunds': (id) =>
    id ? `Reembolsó el pedido #${shortOrderId(id)}` : 'Reembolsó un pedido',
  'POST /api/admin/refunds/:id/retry': () => 'Reintentó un reembolso',
  'POST /api/orders/:id/invoices': (id) =>
    id ? `Emitió una factura del pedido #${shortOrderId(id)}` : 'Emitió una factura',
  // The dry run is the same route with dryRun=true: the entry cannot tell them apart.
  'POST /api/admin/perfumes/import': () => 'Importó o comprobó el catálogo en CSV',
  'POST /api/admin/perfumes/:id/bottles': () => 'Registró una botella',
  'POST /api/admin/bottles/:id/adjustments': () => 'Ajustó el stock de una botella',
  'POST /api/admin/bottles/:id/open': () => 'Abrió una botella',
  'POST /api/admin/bottles/:id/empty': () => 'Marcó una botella como vacía',
  'POST /api/admin/coupons': () => 'Creó un cupón',
  'PUT /api/reviews/:id': () => 'Editó una reseña',
  'DELETE /api/reviews/:id': () => 'Eliminó una reseña',
  'PATCH /api/admin/contact-messages/:id/read': () => 'Marcó un mensaje como leído',
  'POST /api/admin/mail/:id/retry': () => 'Reintentó el envío de un correo',
  'PUT /api/settings': () => 'Cambió la configuración de la tienda',
  'POST /api/admin/images/upload': () => 'Subió una imagen',
  'DELETE /api/admin/sessions/:id': () => 'Eliminó una sesión',
  'POST /api/admin/sessions/cleanup': () => 'Limpió las sesiones expiradas',
  'POST /api/admin/users/:id/sessions/end': () => 'Cerró todas las sesiones de un usuario',
  'POST /api/auth/logout': () => 'Cerró sesión',
}

/** A recorded write the table has no words for yet: never the raw method and route. */
export const GENERIC_ACTION_TEXT = 'Cambio en el panel'

/** Where the thing changed can be seen, when it still has a page of its own. */
const ACTION_LINKS: Partial<Record<string, (id: string) => string>> = {
  'PATCH /api/admin/orders/:id': (id) => `/admin/pedidos/${id}`,
  'PUT /api/perfumes/:id': (id) => `/admin/perfumes/${id}`,
  'PUT /api/collections/:id': (id) => `/admin/colecciones/${id}`,
}

export interface ActivityEntry {
  id: string
  who: string
  what: string
  href: string | null
  when: string
}

/** A recorded change as the dashboard lists it; a write it has no words for is 'Cambio en el panel'. */
export function activityEntry(action: AdminAction): ActivityEntry {
  const key = `${action.method} ${action.route}`
  const link = ACTION_LINKS[key]
  return {
    id: action.id,
    who: action.email,
    what: ACTION_TEXTS[key]?.(action.targetId) ?? GENERIC_ACTION_TEXT,
    href: link && action.targetId ? link(encodeURIComponent(action.targetId)) : null,
    when: formatStoreDateTime(action.createdAt),
  }
}
