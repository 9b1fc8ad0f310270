import type { LoaderFunctionArgs } from '@remix-run/node'
import { publicOrigin } from '~/utils/seo.server'

/** Shop pages are open to crawlers; the account area, checkout and admin are not. */
export async function loader({ request }: LoaderFunctionArgs) {
  const disallowed = [
    '/admin',
    '/admin-auth',
    '/auth',
    '/checkout',
    '/success',
    '/carrito',
    '/profile',
    '/favorites',
    '/orders',
    '/tracking',
    '/payment-methods',
    '/addresses',
    '/coupons',
    '/reviews',
    '/notifications',
    '/settings',
  ]
  const body = [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    `Sitemap: ${publicOrigin(request)}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
