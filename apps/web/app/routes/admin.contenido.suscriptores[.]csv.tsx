import type { LoaderFunctionArgs } from '@remix-run/node'
import { adminApi, guardAnswer } from '~/utils/admin/admin-api.server'

/** The newsletter subscribers as the API writes them, passed through as they arrive. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const { response } = await api.GET('/api/admin/newsletter-subscribers.csv', {
    parseAs: 'stream',
  })
  guardAnswer(response)
  if (!response.ok || !response.body)
    throw new Response('No se pudo descargar la lista de suscriptores', { status: 502 })
  return new Response(response.body, {
    headers: {
      'Content-Type': response.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'Content-Disposition':
        response.headers.get('content-disposition') ??
        'attachment; filename="suscriptores-newsletter.csv"',
      'Cache-Control': 'no-store',
    },
  })
}
