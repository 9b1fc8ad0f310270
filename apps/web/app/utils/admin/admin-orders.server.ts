import type { ApiClient } from '@aurum/api-client'
import { type AdminOrderListQuery, AdminOrderListQuerySchema } from '@aurum/contracts'
import { guardAnswer, required } from './admin-api.server'
import { listQuery } from './list-query.server'

/** Orders per page of the orders tab. */
export const ORDERS_PAGE_SIZE = 20

const QUERY_KEYS = ['status', 'from', 'to', 'search', 'page'] as const

/** The orders tab's state from its URL, read with the API's own query schema. */
export function orderListQuery(params: URLSearchParams): AdminOrderListQuery {
  return listQuery(AdminOrderListQuerySchema, params, QUERY_KEYS, {
    limit: String(ORDERS_PAGE_SIZE),
  })
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An order's path; a malformed id is a 404 before the API is asked. */
export function orderId(id: string | undefined): string {
  if (!id || !UUID.test(id)) throw new Response('Pedido no encontrado', { status: 404 })
  return id
}

/** One order for its admin page; an unknown id is a 404. */
export async function findOrder(api: ApiClient, id: string) {
  const answer = await api.GET('/api/admin/orders/{id}', { params: { path: { id: orderId(id) } } })
  guardAnswer(answer.response)
  if (answer.response.status === 404) throw new Response('Pedido no encontrado', { status: 404 })
  return required(answer)
}
