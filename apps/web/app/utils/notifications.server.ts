import { NOTIFICATION_FILTERS, type NotificationFilter } from '@aurum/contracts'
import { apiFor } from './api.server'
import { getAuth } from './auth.server'

/**
 * The header's badge: how many notifications the signed-in customer has not read. One cheap call,
 * only with a session; a visitor costs nothing and a failing API shows no badge.
 */
export async function countUnreadNotifications(request: Request): Promise<number> {
  if (!(await getAuth(request))) return 0
  try {
    const api = await apiFor(request)
    const { data } = await api.GET('/api/notifications/unread-count')
    return data?.unread ?? 0
  } catch {
    return 0
  }
}

/** The page's place in the list (?filter=&page=), read from a URL or a posted form. */
export interface ListPlace {
  filter: NotificationFilter
  page: number
}

export function readPlace(values: { get(name: string): unknown }): ListPlace {
  const filter = String(values.get('filter') ?? '')
  const page = Number(values.get('page') ?? '1')
  return {
    filter: (NOTIFICATION_FILTERS as readonly string[]).includes(filter)
      ? (filter as NotificationFilter)
      : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/** A notification's id as posted: a uuid, or nothing (the API would answer 400). */
export function notificationId(value: FormDataEntryValue | null): string | null {
  const text = typeof value === 'string' ? value : ''
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text) ? text : null
}
