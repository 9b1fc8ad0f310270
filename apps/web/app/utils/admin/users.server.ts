import type { ApiClient } from '@aurum/api-client'
import { type AdminUserListQuery, AdminUserListQuerySchema } from '@aurum/contracts'
import { guardAnswer, required } from './admin-api.server'
import { listQuery } from './list-query.server'

/** Customers per page of the users tab. */
export const USERS_PAGE_SIZE = 20

/** The users tab's state from its URL, read with the API's own query schema. */
export function userListQuery(params: URLSearchParams): AdminUserListQuery {
  return listQuery(AdminUserListQuerySchema, params, ['search', 'page'], {
    limit: String(USERS_PAGE_SIZE),
  })
}

/** One customer for their admin pages; a malformed or unknown id is a 404. */
export async function findUser(api: ApiClient, id: string) {
  const answer = await api.GET('/api/admin/users/{id}', { params: { path: { id } } })
  guardAnswer(answer.response)
  // 414: an id longer than any (found by the web fuzz, it was a 502).
  if ([400, 404, 414].includes(answer.response.status))
    throw new Response('Cliente no encontrado', { status: 404 })
  return required(answer)
}
