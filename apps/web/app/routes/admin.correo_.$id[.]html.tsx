import type { LoaderFunctionArgs } from '@remix-run/node'
import { adminApi, required } from '~/utils/admin/admin-api.server'

/**
 * One caught mail's HTML, as its recipient would see it, on a page of its own whose policy lets
 * nothing run or load but its inline styles and images: a mail is content from elsewhere.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const mail = required(await api.GET('/api/admin/mail')).caught.find(
    (caught) => caught.id === params.id,
  )
  if (!mail?.html) throw new Response('No existe ese correo', { status: 404 })
  return new Response(mail.html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src https: data:",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  })
}
