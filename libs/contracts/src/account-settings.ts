// The customer's account settings (spec 001 §3 user settings groups, §9 options and defaults).
// Plain constants only: the settings page imports them, and zod stays out of its bundle (the
// schemas are in account-settings.schemas.ts).

export const SETTINGS_LOCALES = ['es-ES', 'es-MX', 'en-US', 'en-GB', 'fr-FR', 'de-DE'] as const
export const SETTINGS_CURRENCIES = ['USD', 'EUR', 'GBP', 'MXN', 'COP'] as const
/** Eastern, Central, Mountain, Pacific, Madrid, London, Mexico City, Bogotá (spec 001 §9). */
export const SETTINGS_TIMEZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/Madrid',
  'Europe/London',
  'America/Mexico_City',
  'America/Bogota',
] as const
/** Minutes a session may stay idle before the API ends it. */
export const SESSION_TIMEOUTS = [15, 30, 60, 120, 480] as const
export const PROFILE_VISIBILITIES = ['public', 'friends', 'private'] as const
export const SETTINGS_THEMES = ['light', 'dark', 'auto'] as const
export const FONT_SIZES = ['small', 'medium', 'large'] as const
export const BACKUP_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const

export type SettingsTheme = (typeof SETTINGS_THEMES)[number]
