import { createApiClient } from '@aurum/api-client'
import { data } from '@remix-run/node'
import type { MaintenanceNotice } from '~/utils/maintenance'
import { apiFailure, sendToApi } from './api.server'
import { getUser, type SessionUser } from './auth.server'
import { env } from './env.server'
import type { Theme } from './theme.server'

/** How long one web server reuses the store settings: a change reaches every replica this fast. */
const CACHE_MS = 5_000
/** What the maintenance page asks browsers and crawlers to wait before trying again. */
const MAINTENANCE_RETRY_AFTER_SECONDS = 600
/** Where the administrator signs in and works while the shop is closed to visitors. */
const OPEN_DURING_MAINTENANCE = /^\/(admin|admin-auth|auth|logout)(\/|$)/

async function readStoreSettings() {
  const api = createApiClient({ baseUrl: env.API_URL, fetch: sendToApi })
  const answer = await api.GET('/api/settings/public')
  if (answer.data) return answer.data
  // Reaches a page only when no answer was ever read: the API down since this server started.
  throw apiFailure('GET /api/settings/public failed', answer)
}

type StoreSettings = Awaited<ReturnType<typeof readStoreSettings>>

let cached: { settings: Promise<StoreSettings>; until: number } | null = null
let lastRead: StoreSettings | null = null

/**
 * The store switches of the admin's Settings tab, read once per few seconds for every request
 * together. When the API does not answer, the last answer still holds: a hiccup neither reopens a
 * closed shop nor brings back what the administrator switched off.
 */
export function getStoreSettings(): Promise<StoreSettings> {
  if (cached && cached.until > Date.now()) return cached.settings
  const settings = readStoreSettings().then(
    (read) => (lastRead = read),
    (error: unknown) => {
      if (cached?.settings === settings) cached = null
      if (lastRead) return lastRead
      throw error
    },
  )
  cached = { settings, until: Date.now() + CACHE_MS }
  return settings
}

/** After the administrator saves a setting, this server shows it on the very next page. */
export function forgetStoreSettings(): void {
  cached = null
}

/** While the shop is in maintenance, everyone but the administrator, who keeps the whole shop. */
export function isClosedTo(
  request: Request,
  user: SessionUser | null,
  settings: StoreSettings,
): boolean {
  if (!settings.maintenanceMode || user?.role === 'admin') return false
  return !OPEN_DURING_MAINTENANCE.test(new URL(request.url).pathname)
}

/** Thrown by the root loader and shown by the root error boundary, in the visitor's theme. */
export function maintenancePage(theme: Theme) {
  const notice: MaintenanceNotice = { maintenance: true, theme }
  return data(notice, {
    status: 503,
    headers: { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) },
  })
}

/** A page of something the administrator has switched off answers 404, as if it never existed. */
export async function requireEnabled(
  feature: 'collectionsEnabled' | 'orderTrackingEnabled',
): Promise<void> {
  if (!(await getStoreSettings())[feature]) throw new Response('Not Found', { status: 404 })
}

/**
 * Asked by server.mjs before a form post reaches Remix: while the shop is closed to this visitor,
 * their post changes nothing (Remix would run the action before the root loader closes the page).
 */
export async function isClosedForPosts(url: string, cookie: string | undefined): Promise<boolean> {
  const request = new Request(url, { headers: cookie ? { cookie } : {} })
  try {
    return isClosedTo(request, await getUser(request), await getStoreSettings())
  } catch {
    // No settings known at all (the API down since start): the action meets the same outage.
    return false
  }
}
