import { z } from 'zod'
import { EXPORT_FORMATS } from './account-data'
import {
  BACKUP_FREQUENCIES,
  FONT_SIZES,
  PROFILE_VISIBILITIES,
  SESSION_TIMEOUTS,
  SETTINGS_CURRENCIES,
  SETTINGS_LOCALES,
  SETTINGS_THEMES,
  SETTINGS_TIMEZONES,
} from './account-settings'
import { RegisterSchema } from './schemas'

const flag = z.boolean()

/**
 * PUT /api/user/settings sends the whole object, as GET answers it: every group and every field,
 * nothing else (an unknown key at any level is refused, never stored).
 */
export const AccountSettingsSchema = z.strictObject({
  notifications: z.strictObject({
    email: flag,
    push: flag,
    sms: flag,
    marketing: flag,
    orderUpdates: flag,
    newProducts: flag,
    promotions: flag,
  }),
  privacy: z.strictObject({
    profileVisibility: z.enum(PROFILE_VISIBILITIES),
    showEmail: flag,
    showPhone: flag,
    allowAnalytics: flag,
    allowCookies: flag,
  }),
  appearance: z.strictObject({
    theme: z.enum(SETTINGS_THEMES),
    fontSize: z.enum(FONT_SIZES),
    compactMode: flag,
    animations: flag,
  }),
  language: z.strictObject({
    locale: z.enum(SETTINGS_LOCALES),
    currency: z.enum(SETTINGS_CURRENCIES),
    timezone: z.enum(SETTINGS_TIMEZONES),
  }),
  security: z.strictObject({
    twoFactorAuth: flag,
    sessionTimeout: z.literal(SESSION_TIMEOUTS),
    loginNotifications: flag,
  }),
  data: z.strictObject({
    autoBackup: flag,
    backupFrequency: z.enum(BACKUP_FREQUENCIES),
    exportFormat: z.enum(EXPORT_FORMATS),
  }),
})
export type AccountSettingsInput = z.output<typeof AccountSettingsSchema>

/**
 * PUT /api/user/change-password: the new password follows the registration rules; the
 * confirmation, when sent, must match it.
 */
export const ChangePasswordSchema = z
  .strictObject({
    currentPassword: z
      .string('Introduce tu contraseña actual')
      .min(1, 'Introduce tu contraseña actual')
      .max(200, 'La contraseña no puede superar los 200 caracteres'),
    newPassword: RegisterSchema.shape.password,
    confirmPassword: z
      .string()
      .max(200, 'La contraseña no puede superar los 200 caracteres')
      .optional(),
  })
  .refine(
    (input) => input.confirmPassword === undefined || input.confirmPassword === input.newPassword,
    { path: ['confirmPassword'], message: 'Las contraseñas no coinciden' },
  )
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    message: 'La nueva contraseña debe ser distinta de la actual',
  })
export type ChangePasswordInput = z.output<typeof ChangePasswordSchema>
