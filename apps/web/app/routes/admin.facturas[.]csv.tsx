import { AdminInvoiceListQuerySchema } from '@aurum/contracts'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { adminApi, guardAnswer } from '~/utils/admin/admin-api.server'

/** The invoices of the tab's range for the accountant, as the API writes them, passed through. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const params = new URL(request.url).searchParams
  const range = AdminInvoiceListQuerySchema.safeParse({
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  })
  if (!range.success) throw new Response('Rango de fechas no válido', { status: 400 })
  const { from, to } = range.data
  const { response } = await api.GET('/api/admin/invoices.csv', {
    params: { query: { from, to } },
    parseAs: 'stream',
  })
  guardAnswer(response)
  if (!response.ok || !response.body)
    throw new Response('No se pudo descargar la lista de facturas', { status: 502 })
  const name = ['facturas', from, to].filter(Boolean).join('_')
  return new Response(response.body, {
    headers: {
      'Content-Type': response.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
