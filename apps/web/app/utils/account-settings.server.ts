import type { ApiClient, Schemas } from '@aurum/api-client'
import type { Theme } from './theme.server'

export type AccountSettings = Schemas['AccountSettingsDto_Output']
type SettingsTheme = AccountSettings['appearance']['theme']

/** The settings' 'auto' is the site's 'system' (the footer's switch and the theme cookie). */
export function siteTheme(theme: SettingsTheme): Theme {
  return theme === 'auto' ? 'system' : theme
}

export function settingsTheme(theme: Theme): SettingsTheme {
  return theme === 'system' ? 'auto' : theme
}

/**
 * Keeps a theme chosen elsewhere (the footer's switch, the visitor's choice before signing up) in
 * the account's settings: the API takes the settings only whole, so they are read first.
 */
export async function saveTheme(api: ApiClient, theme: Theme): Promise<boolean> {
  const { data: settings } = await api.GET('/api/user/settings')
  if (!settings) return false
  if (settings.appearance.theme === settingsTheme(theme)) return true
  const { response } = await api.PUT('/api/user/settings', {
    body: { ...settings, appearance: { ...settings.appearance, theme: settingsTheme(theme) } },
  })
  return response.ok
}
