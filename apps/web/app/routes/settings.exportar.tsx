import { EXPORT_FORMATS, type ExportFormat } from '@aurum/contracts'
import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { apiFor } from '~/utils/api.server'
import { AUTH_KEY, requireUser } from '~/utils/auth.server'
import { rateLimitMessage } from '~/utils/rate-limit.server'
import { commitSession, getSession } from '~/utils/session.server'
import { redirectWithToast } from '~/utils/toast.server'

const EXPORT_FAILED = 'No se pudieron exportar los datos.'

/**
 * The customer's data as a file (GET /settings/exportar?format=json|csv|pdf): the API's answer
 * passed through as it arrives, with its name (user-data-YYYY-MM-DD.{format}). A failure goes
 * back to /settings with the spec's toast; a session the API has ended is forgotten.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  const format = new URL(request.url).searchParams.get('format') ?? 'json'
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) return failed(request)
  const api = await apiFor(request)
  const { response } = await api.GET('/api/user/export-data', {
    params: { query: { format: format as ExportFormat } },
    parseAs: 'stream',
  })
  if (response.status === 401) {
    const session = await getSession(request)
    session.unset(AUTH_KEY)
    return redirect('/settings', {
      headers: { 'Set-Cookie': await commitSession(session, request) },
    })
  }
  const disposition = response.headers.get('content-disposition')
  if (!response.ok || !response.body || !disposition)
    return failed(request, rateLimitMessage(response))
  return new Response(response.body, {
    headers: {
      'Content-Type': response.headers.get('content-type') ?? 'application/octet-stream',
      'Content-Disposition': disposition,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

function failed(request: Request, limited?: string | null) {
  return redirectWithToast(request, '/settings', {
    title: 'Error',
    description: limited ? `${EXPORT_FAILED} ${limited}` : EXPORT_FAILED,
    variant: 'destructive',
  })
}
