import type { ApiClient, Schemas } from '@aurum/api-client'
import {
  type AdminPerfumeListQuery,
  AdminPerfumeListQuerySchema,
  MAX_PAGE_SIZE,
} from '@aurum/contracts'
import { guardAnswer, required, totalCount } from './admin-api.server'
import { listQuery } from './list-query.server'

export type AdminPerfume = Schemas['AdminPerfumeViewDto_Output']

/** Perfumes per page of the admin list. */
export const ADMIN_PAGE_SIZE = 24

export type PerfumeView = 'list' | 'grid'

const QUERY_KEYS = ['search', 'category', 'sort', 'order', 'inStock', 'onOffer', 'page'] as const

/**
 * The perfumes tab's state from its URL, read with the API's own query schema. A hand-edited or
 * old link loses only the parameters that are not understood.
 */
export function perfumeListQuery(params: URLSearchParams): AdminPerfumeListQuery {
  return listQuery(AdminPerfumeListQuerySchema, params, QUERY_KEYS, {
    limit: String(ADMIN_PAGE_SIZE),
  })
}

export function perfumeView(params: URLSearchParams): PerfumeView {
  return params.get('view') === 'grid' ? 'grid' : 'list'
}

export interface PerfumeChoice {
  id: string
  name: string
  brand: string
  imageUrl: string | null
}

/** Every perfume by name, for the collection and image forms to choose from. */
export async function perfumeChoices(api: ApiClient): Promise<PerfumeChoice[]> {
  const page = (number: number) =>
    api.GET('/api/admin/perfumes', {
      params: { query: { sort: 'name', order: 'asc', page: number, limit: MAX_PAGE_SIZE } },
    })
  const first = await page(1)
  const pages = Math.ceil(totalCount(first.response) / MAX_PAGE_SIZE)
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => page(index + 2)),
  )
  return [first, ...rest]
    .flatMap((answer) => required(answer))
    .map(({ id, name, brand, imageUrl }) => ({ id, name, brand, imageUrl }))
}

/** One perfume for its admin pages; a malformed or unknown id is a 404. */
export async function findPerfume(api: ApiClient, id: string): Promise<AdminPerfume> {
  const answer = await api.GET('/api/admin/perfumes/{id}', { params: { path: { id } } })
  guardAnswer(answer.response)
  if ([400, 404, 414].includes(answer.response.status))
    throw new Response('Perfume no encontrado', { status: 404 })
  return required(answer)
}
