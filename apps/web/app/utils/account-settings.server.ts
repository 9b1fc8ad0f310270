import type { ApiClient, Schemas } from '@aurum/api-client'
import { redirect } from '@remix-run/node'
import { AUTH_KEY } from './auth.server'
import { safeRedirect } from './safe-redirect'
import { commitSession, getSession } from './session.server'
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

/**
 * The API answered 401: this session has ended there (the password was changed on another device,
 * an administrator ended it, it stayed idle too long). The web forgets it and loads the page
 * again, which a visitor then sees as the page's access text.
 */
export async function signOutEnded(request: Request): Promise<never> {
  const session = await getSession(request)
  session.unset(AUTH_KEY)
  const url = new URL(request.url)
  throw redirect(safeRedirect(`${url.pathname}${url.search}`), {
    headers: { 'Set-Cookie': await commitSession(session, request) },
  })
}
