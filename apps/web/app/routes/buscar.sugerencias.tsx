import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiFor } from '~/utils/api.server'
import { SUGGEST_FROM_LENGTH, type Suggestion } from '~/utils/suggestions'

/**
 * The header search's suggestions as you type (utils/search-suggestions.ts): the first six
 * perfumes the catalogue search finds, most relevant first, as JSON. A resource route: the search
 * form itself still submits to /catalogo without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100)
  let suggestions: Suggestion[] = []
  // Control characters are never part of a name (and the API refuses them).
  const printable = [...q].every((char) => char >= ' ' && char !== '\u007f')
  if (q.length >= SUGGEST_FROM_LENGTH && printable) {
    const api = await apiFor(request)
    const { data } = await api.GET('/api/perfumes', { params: { query: { q, limit: 6 } } })
    suggestions = (data ?? []).map(({ slug, name, brand }) => ({ slug, name, brand }))
  }
  return Response.json(suggestions, {
    headers: { 'Cache-Control': 'public, max-age=60' },
  })
}
