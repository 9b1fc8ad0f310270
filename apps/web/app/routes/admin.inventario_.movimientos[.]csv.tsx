import { MovementListQuerySchema } from '@aurum/contracts'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { adminApi, guardAnswer } from '~/utils/admin/admin-api.server'

/** The ledger with the page's filters, as the API writes it, passed through as it arrives. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const params = new URL(request.url).searchParams
  const filters = MovementListQuerySchema.safeParse({
    perfumeId: params.get('perfume') ?? '',
    type: params.get('tipo') ?? '',
    from: params.get('desde') ?? '',
    to: params.get('hasta') ?? '',
  })
  if (!filters.success) throw new Response('Filtros no válidos', { status: 400 })
  const { perfumeId, type, from, to } = filters.data
  const { response } = await api.GET('/api/admin/inventory/movements.csv', {
    params: { query: { perfumeId, type, from, to } },
    parseAs: 'stream',
  })
  guardAnswer(response)
  if (!response.ok || !response.body)
    throw new Response('No se pudieron descargar los movimientos', { status: 502 })
  return new Response(response.body, {
    headers: {
      'Content-Type': response.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="movimientos.csv"',
      'Cache-Control': 'no-store',
    },
  })
}
