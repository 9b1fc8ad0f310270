// The customer's notifications (spec 001 §2 Notifications, §3 Notification and its settings, §7).
// Plain constants only: the pages import them, and zod stays out of their bundle (the schemas are
// in notifications.schemas.ts).

export const NOTIFICATION_TYPES = ['order', 'promotion', 'product', 'security', 'general'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** The type badges of the notifications page. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  order: 'Pedido',
  promotion: 'Promoción',
  product: 'Producto',
  security: 'Seguridad',
  general: 'General',
}

/** The filter of the notifications page: Todas / No leídas / Leídas. */
export const NOTIFICATION_FILTERS = ['all', 'unread', 'read'] as const
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number]

/** Notifications per page of GET /api/notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20

/** The seven notification settings of spec 001 §3, in the order the page shows them. */
export const NOTIFICATION_SETTING_KEYS = [
  'email',
  'push',
  'sms',
  'orderUpdates',
  'promotions',
  'newProducts',
  'security',
] as const
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number]

/** The settings page's labels for them. */
export const NOTIFICATION_SETTING_LABELS: Record<NotificationSettingKey, string> = {
  email: 'Notificaciones por email',
  push: 'Notificaciones push',
  sms: 'Notificaciones por SMS',
  orderUpdates: 'Actualizaciones de pedidos',
  promotions: 'Promociones y ofertas',
  newProducts: 'Nuevos productos',
  security: 'Alertas de seguridad',
}

/**
 * Which setting lets each type of notification through: the shop writes a notification only when
 * it is on. General notices always go.
 */
export const NOTIFICATION_SETTING_OF_TYPE: Record<
  NotificationType,
  'orderUpdates' | 'promotions' | 'newProducts' | 'security' | null
> = {
  order: 'orderUpdates',
  promotion: 'promotions',
  product: 'newProducts',
  security: 'security',
  general: null,
}
