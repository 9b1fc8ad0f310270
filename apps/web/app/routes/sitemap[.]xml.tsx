import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiFor } from '~/utils/api.server'
import { MAX_PAGE_SIZE } from '@aurum/contracts'
import { publicOrigin } from '~/utils/seo.server'
import { getStoreSettings } from '~/utils/store-settings.server'

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** Every page a search engine should know: the fixed pages, each perfume and each collection. */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = await apiFor(request)
  const origin = publicOrigin(request)
  const [first, collections] = await Promise.all([
    api.GET('/api/perfumes', { params: { query: { limit: MAX_PAGE_SIZE, page: 1 } } }),
    // None while the administrator has switched collections off: their pages answer 404 then.
    getStoreSettings().then((settings) =>
      settings.collectionsEnabled ? api.GET('/api/collections') : null,
    ),
  ])
  if (!first.data || (collections && !collections.data))
    throw new Response('Sitemap unavailable', { status: 503 })
  const total = Number(first.response.headers.get('x-total-count') ?? first.data.length)
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(total / MAX_PAGE_SIZE) - 1 }, (_, index) =>
      api.GET('/api/perfumes', { params: { query: { limit: MAX_PAGE_SIZE, page: index + 2 } } }),
    ),
  )
  const perfumes = [first, ...rest].flatMap((page) => page.data ?? [])
  const paths = [
    '/',
    '/catalogo',
    '/descubre',
    ...(collections ? ['/colecciones'] : []),
    '/contact',
    '/privacidad',
    '/terminos',
    ...perfumes.map((perfume) => `/perfume/${perfume.slug}`),
    ...(collections?.data ?? []).map((collection) => `/colecciones/${collection.slug}`),
  ]
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
