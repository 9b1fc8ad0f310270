import type { LoaderFunctionArgs } from '@remix-run/node'
import { adminApi, guardAnswer } from '~/utils/admin/admin-api.server'

/** The catalogue as the API writes it (perfumes.csv), passed through as it arrives. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const { response } = await api.GET('/api/admin/perfumes/export.csv', { parseAs: 'stream' })
  guardAnswer(response)
  if (!response.ok || !response.body)
    throw new Response('No se pudo descargar el catálogo', { status: 502 })
  return new Response(response.body, {
    headers: {
      'Content-Type': response.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'Content-Disposition':
        response.headers.get('content-disposition') ?? 'attachment; filename="perfumes.csv"',
      'Cache-Control': 'no-store',
    },
  })
}
