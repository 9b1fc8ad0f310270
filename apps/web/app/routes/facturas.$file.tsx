import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { apiFor } from '~/utils/api.server'
import { getUser, signOutIfEnded } from '~/utils/auth.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'

/** F2026-000001.pdf (invoices) or R2026-000001.pdf (credit notes), as the API names them. */
const INVOICE_FILE = /^([FR]\d{4}-\d{6})\.pdf$/

const DOWNLOAD_FAILED = 'No se pudo descargar la factura.'

/**
 * One of the customer's invoices as a file (GET /facturas/F2026-000001.pdf, the address the order
 * page and the order mails link to): the API's PDF passed through as it arrives, as an attachment
 * named by its number. Someone else's invoice, or none, is a 404; a visitor signs in first and
 * comes back here; a session the API has ended is forgotten.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const number = INVOICE_FILE.exec(params.file ?? '')?.[1]
  if (!number) throw notFound()
  // Not requireUser: its sign-in notice speaks of a purchase.
  if (!(await getUser(request))) {
    throw redirect(`/auth?redirectTo=${encodeURIComponent(`/facturas/${number}.pdf`)}`)
  }
  const api = await apiFor(request)
  const answer = await api.GET('/api/invoices/{file}', {
    params: { path: { file: `${number}.pdf` } },
    parseAs: 'stream',
  })
  await signOutIfEnded(request, answer)
  const { response } = answer
  if (response.status === 404) throw notFound()
  if (!response.ok || !response.body) {
    await response.body?.cancel()
    const limited = rateLimitMessage(response)
    return redirectWithToast(request, '/orders', {
      title: 'Error',
      description: limited ? `${DOWNLOAD_FAILED} ${limited}` : DOWNLOAD_FAILED,
      variant: 'destructive',
    })
  }
  return new Response(response.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${number}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

function notFound(): Response {
  return new Response('Factura no encontrada', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
