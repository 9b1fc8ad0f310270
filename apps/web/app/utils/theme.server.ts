import { createCookie } from '@remix-run/node'

export const THEMES = ['dark', 'light', 'system'] as const
export type Theme = (typeof THEMES)[number]

/** The visitor's theme lives in its own cookie so the server renders the right one: no flash. */
const themeCookie = createCookie('theme', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
})

export async function getTheme(request: Request): Promise<Theme> {
  const value: unknown = await themeCookie.parse(request.headers.get('Cookie'))
  return THEMES.includes(value as Theme) ? (value as Theme) : 'dark'
}

export function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme)
}

export function serializeTheme(theme: Theme): Promise<string> {
  return themeCookie.serialize(theme)
}
