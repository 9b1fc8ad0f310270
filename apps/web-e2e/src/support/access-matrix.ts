/**
 * Who may open what in the web app: every route of the built Remix manifest, by route id, with
 * the status a visitor, a customer (A and B) and the administrator get for a GET, on their own
 * object and on someone else's where the route names one; and, for the back office's actions,
 * the status of a post from a visitor and from a customer. access-matrix.spec.ts asks them all
 * and fails when the build has a route this table does not name.
 *
 * Redirects are not followed: 302 is where the route sends the role (sign-in, admin sign-in).
 */

/** A status for every attempt of the role, or one for its own object and one for another's. */
export type Expected = number | { own: number; other: number }

/** What the route's parameter names: an order is someone's; the rest are the shop's. */
export type WebObject =
  'order' | 'perfumeId' | 'collectionId' | 'userId' | 'perfumeSlug' | 'collectionSlug'

export interface WebRow {
  visitor: Expected
  customer: Expected
  admin: Expected
  object?: WebObject
  /** Query string added to the URL. */
  query?: string
  /** A post with an empty form: the gate answers before the form is read. */
  post?: { visitor: number; customer: number }
}

const PAGE = { visitor: 200, customer: 200, admin: 200 } as const
/** Account pages: a visitor gets the page's 401 text with a link to sign in. */
const ACCOUNT = { visitor: 401, customer: 200, admin: 200 } as const
/** The back office: a visitor goes to its sign-in, a customer is refused. */
const ADMIN = { visitor: 302, customer: 403, admin: 200 } as const
const ADMIN_ACTION = { ...ADMIN, post: { visitor: 302, customer: 403 } } as const
/** Action-only addresses: nothing to read. */
const NO_PAGE = { visitor: 404, customer: 404, admin: 404 } as const

export const WEB_ACCESS_MATRIX: Record<string, WebRow> = {
  root: PAGE,
  'routes/_index': PAGE,
  'routes/$': NO_PAGE,
  'routes/catalogo': PAGE,
  'routes/set-descubrimiento': PAGE,
  'routes/descubre': PAGE,
  // The header search's suggestions (JSON), for everyone.
  'routes/buscar.sugerencias': PAGE,
  'routes/aviso-legal': PAGE,
  'routes/perfume.$slug': { ...PAGE, object: 'perfumeSlug' },
  'routes/colecciones': PAGE,
  'routes/colecciones_.$slug': { ...PAGE, object: 'collectionSlug' },
  'routes/contact': PAGE,
  'routes/privacidad': PAGE,
  'routes/terminos': PAGE,
  'routes/robots[.]txt': PAGE,
  'routes/sitemap[.]xml': PAGE,
  // The reviews are for everyone to read; writing one asks for a sign-in.
  'routes/reviews': PAGE,
  'routes/carrito': PAGE,
  'routes/carrito_.resumen': PAGE,
  'routes/usuario-actual': PAGE,
  'routes/newsletter': NO_PAGE,
  'routes/tema': NO_PAGE,
  'routes/logout': NO_PAGE,
  'routes/favoritos.alternar': NO_PAGE,

  // Signing in: a signed-in visitor is sent on.
  'routes/auth': { visitor: 200, customer: 302, admin: 302 },
  'routes/auth_.google': { visitor: 302, customer: 302, admin: 302 },
  // Starts Google sign-in: a nonce in the session, then the API.
  'routes/auth_.google_.iniciar': { visitor: 302, customer: 302, admin: 302 },
  // Mailed links: their pages ask for a click; without a token they say the link is not valid.
  'routes/recuperar-contrasena': PAGE,
  'routes/restablecer-contrasena': PAGE,
  'routes/verificar-correo': PAGE,
  'routes/verificar-correo_.reenviar': NO_PAGE,
  'routes/baja': PAGE,
  'routes/admin-auth': { visitor: 200, customer: 200, admin: 302 },

  // The account.
  'routes/profile': ACCOUNT,
  'routes/addresses': ACCOUNT,
  'routes/payment-methods': ACCOUNT,
  'routes/favorites': ACCOUNT,
  'routes/notifications': ACCOUNT,
  'routes/coupons': ACCOUNT,
  'routes/settings': ACCOUNT,
  'routes/orders': ACCOUNT,
  'routes/tracking': ACCOUNT,
  'routes/orders_.$id': {
    visitor: 401,
    customer: { own: 200, other: 404 },
    admin: { own: 200, other: 404 },
    object: 'order',
  },
  'routes/checkout': { visitor: 302, customer: 302, admin: 302 },
  // Without ?session_id= there is no order to show.
  'routes/success': { visitor: 302, customer: 404, admin: 404 },
  'routes/favoritos.agregar': { visitor: 302, customer: 302, admin: 302 },
  'routes/settings.exportar': { visitor: 302, customer: 200, admin: 200, query: '?format=json' },
  // An invoice's PDF: the table asks for /facturas/ejemplo, which is no invoice's name.
  'routes/facturas.$file': { visitor: 404, customer: 404, admin: 404 },
  'routes/settings.eliminar-cuenta': { visitor: 302, customer: 302, admin: 302 },

  // The back office.
  'routes/admin': ADMIN,
  'routes/admin.facturas': ADMIN,
  'routes/admin.facturas[.]csv': ADMIN,
  // /admin/facturas/ejemplo is no invoice's name.
  'routes/admin.facturas_.$file': { visitor: 302, customer: 403, admin: 404 },
  'routes/admin._index': ADMIN_ACTION,
  'routes/admin.perfumes': ADMIN,
  'routes/admin.perfumes_.nuevo': ADMIN_ACTION,
  'routes/admin.perfumes_.importar': ADMIN_ACTION,
  'routes/admin.perfumes_.exportar[.]csv': ADMIN,
  'routes/admin.perfumes_.$id': { ...ADMIN_ACTION, object: 'perfumeId' },
  'routes/admin.perfumes_.$id_.eliminar': { ...ADMIN_ACTION, object: 'perfumeId' },
  'routes/admin.inventario': ADMIN,
  'routes/admin.inventario_.$id': { ...ADMIN_ACTION, object: 'perfumeId' },
  'routes/admin.inventario_.movimientos[.]csv': ADMIN,
  'routes/admin.pedidos': ADMIN_ACTION,
  'routes/admin.pedidos_.$id': { ...ADMIN_ACTION, object: 'order' },
  // An order's packing slip and labels (PDF downloads).
  'routes/admin.pedidos_.$id_.albaran[.]pdf': { ...ADMIN, object: 'order' },
  'routes/admin.pedidos_.$id_.etiquetas[.]pdf': { ...ADMIN, object: 'order' },
  // The bulk print with no order chosen: the administrator is told to choose (400).
  'routes/admin.pedidos_.imprimir': { visitor: 302, customer: 403, admin: 400 },
  'routes/admin.usuarios': ADMIN,
  'routes/admin.usuarios_.$id': { ...ADMIN, object: 'userId' },
  'routes/admin.correo': ADMIN_ACTION,
  // One caught mail's HTML: no mail of that id in the demo's mailbox.
  'routes/admin.correo_.$id[.]html': { visitor: 302, customer: 403, admin: 404 },
  'routes/admin.usuarios_.$id_.cerrar-sesiones': { ...ADMIN_ACTION, object: 'userId' },
  'routes/admin.analiticas': ADMIN,
  'routes/admin.analiticas.pedidos[.]csv': ADMIN,
  'routes/admin.mensajes': ADMIN_ACTION,
  'routes/admin.contenido': ADMIN,
  'routes/admin.contenido.suscriptores[.]csv': ADMIN,
  'routes/admin.colecciones': ADMIN,
  'routes/admin.colecciones_.nueva': ADMIN_ACTION,
  'routes/admin.colecciones_.$id': { ...ADMIN_ACTION, object: 'collectionId' },
  'routes/admin.colecciones_.$id_.eliminar': { ...ADMIN_ACTION, object: 'collectionId' },
  'routes/admin.imagenes': ADMIN_ACTION,
  'routes/admin.sesiones': ADMIN_ACTION,
  'routes/admin.configuracion': ADMIN_ACTION,
}
