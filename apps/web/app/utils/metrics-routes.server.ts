/**
 * The shop's first path segments, the route label of the web's request metrics. A fixed set, never
 * the raw path: every address a scanner tries would otherwise be a series of its own.
 */
const PAGES = new Set([
  'addresses',
  'auth',
  'aviso-legal',
  'baja',
  'buscar',
  'carrito',
  'catalogo',
  'checkout',
  'colecciones',
  'contact',
  'coupons',
  'descubre',
  'facturas',
  'favorites',
  'favoritos',
  'logout',
  'newsletter',
  'notifications',
  'orders',
  'payment-methods',
  'perfume',
  'privacidad',
  'profile',
  'recuperar-contrasena',
  'restablecer-contrasena',
  'reviews',
  'robots.txt',
  'set-descubrimiento',
  'settings',
  'sitemap.xml',
  'success',
  'tema',
  'terminos',
  'tracking',
  'usuario-actual',
  'verificar-correo',
])

/** Whole areas counted as one: the back office, fingerprinted assets and uploaded images. */
const AREAS = new Set(['admin', 'assets', 'media'])

/**
 * The route label of a request URL: `/`, `/catalogo`, `/perfume/*` (whatever follows),
 * `/admin/*`, `/assets/*`, or `other`. A page's data request (`/catalogo.data`) counts as the page.
 */
export function metricsRoute(url: string): string {
  const path = url.split('?', 1)[0].replace(/\.data$/, '')
  if (path === '/' || path === '/_root') return '/'
  const [, first = '', ...rest] = path.split('/')
  if (AREAS.has(first)) return `/${first}/*`
  if (!PAGES.has(first)) return 'other'
  return rest.some(Boolean) ? `/${first}/*` : `/${first}`
}
