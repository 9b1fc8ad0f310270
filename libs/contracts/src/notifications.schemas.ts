import { z } from 'zod'
import {
  NOTIFICATION_FILTERS,
  NOTIFICATION_SETTING_KEYS,
  type NotificationSettingKey,
} from './notifications'

/** GET /api/notifications?filter=&page= */
export const NotificationListQuerySchema = z.strictObject({
  filter: z.enum(NOTIFICATION_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type NotificationListQuery = z.output<typeof NotificationListQuerySchema>

export const NotificationSettingsSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, z.boolean()])) as Record<
    NotificationSettingKey,
    z.ZodBoolean
  >,
)
export type NotificationSettings = z.output<typeof NotificationSettingsSchema>

/** PUT /api/notifications/settings: any of the seven flags (the spec sends one), nothing else. */
export const NotificationSettingsUpdateSchema = NotificationSettingsSchema.partial().refine(
  (patch) => Object.keys(patch).length > 0,
  { message: 'Indica al menos un ajuste de notificaciones' },
)
export type NotificationSettingsUpdate = z.output<typeof NotificationSettingsUpdateSchema>
