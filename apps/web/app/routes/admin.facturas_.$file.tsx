import type { LoaderFunctionArgs } from '@remix-run/node'
import { adminApi, guardAnswer } from '~/utils/admin/admin-api.server'

/** The API's own name of an invoice's PDF: F2026-000001.pdf (invoice) or R2026-000001.pdf (credit note). */
const INVOICE_FILE = /^[FR]\d{4}-\d{6}\.pdf$/

/** An invoice's PDF (/admin/facturas/F2026-000001.pdf) from the API, passed through as it arrives. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const file = params.file ?? ''
  const notFound = () => new Response('Factura no encontrada', { status: 404 })
  if (!INVOICE_FILE.test(file)) throw notFound()
  const { response } = await api.GET('/api/invoices/{file}', {
    params: { path: { file } },
    parseAs: 'stream',
  })
  guardAnswer(response)
  if (response.status === 404) throw notFound()
  if (!response.ok || !response.body)
    throw new Response('No se pudo descargar la factura', { status: 502 })
  return new Response(response.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${file}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
