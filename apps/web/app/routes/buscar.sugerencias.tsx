import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiFor } from '~/utils/api.server'
import { catalogueSearch } from '~/utils/catalogue-search'
import { SUGGEST_FROM_LENGTH, type Suggestion } from '~/utils/suggestions'

/**
 * The header search's suggestions as you type (utils/search-suggestions.ts): the first six
 * perfumes the catalogue search finds, most relevant first, as JSON. A resource route: the search
 * form itself still submits to /catalogo without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // The search as the catalogue reads it: trimmed, control characters out, 100 at most.
  const { q = '' } = catalogueSearch(new URL(request.url).searchParams)
  let suggestions: Suggestion[] = []
  if (q.length >= SUGGEST_FROM_LENGTH) {
    const api = await apiFor(request)
    const { data } = await api.GET('/api/perfumes', { params: { query: { q, limit: 6 } } })
    suggestions = (data ?? []).map(({ slug, name, brand }) => ({ slug, name, brand }))
  }
  return Response.json(suggestions, {
    headers: { 'Cache-Control': 'public, max-age=60' },
  })
}
