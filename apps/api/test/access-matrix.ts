import { DEFAULT_SETTINGS } from '../src/modules/users/entities/user-settings.entity'
import { SHIPPING_ADDRESS } from './shoppers'

/**
 * Who may do what through the API: every route of the running app, asked by a visitor, two
 * customers (A and B) and the administrator, each on an object of their own and on someone
 * else's, with the status each must get. access-matrix.e2e-spec.ts asks them all, and fails when
 * the app has a route this table does not name (or names one the app no longer has).
 *
 * Someone else's object is customer A's (for B, the administrator and a visitor) or B's (for A).
 * A visitor's own object exists only for the guest cart (X-Cart-Token).
 */

/** The caller's account, for routes whose body names it (sign-in, profile, password). */
export interface Actor {
  role: 'customer' | 'admin'
  userId: string
  email: string
  username: string
  password: string
  refreshToken: string
}

/** What a row can ask of the test while it builds a request. */
export interface Cell {
  /** null for a visitor. */
  actor: Actor | null
  /** What the row's object is, when it has one: an id, a slug, a token. */
  object: string
  /** Unique on each call, for names and emails that must not repeat. */
  unique(): string
  /** A new perfume (one 5ml size, in stock): its id. */
  newPerfume(): Promise<string>
  /** Puts a decant in the caller's cart, so a checkout has something to sell. */
  fillCart(): Promise<void>
  fixtures: { perfumeId: string; collectionId: string; couponCode: string }
}

export interface RequestParts {
  body?: unknown
  query?: Record<string, string>
}

/** A status for every attempt of the role, or one for its own object and one for another's. */
export type Expected = number | { own: number; other: number }

/** What a path parameter (or the query parameter objectInQuery) names. */
export type ObjectKind =
  // Owned: someone's own, made afresh for each attempt that may change it.
  | 'address'
  | 'paymentMethod'
  | 'notification'
  | 'order'
  | 'deliveredOrder'
  | 'invoiceFile'
  | 'paidSession'
  | 'trackingNumber'
  | 'openCheckout'
  | 'setupToken'
  | 'review'
  | 'favorite'
  | 'favoritePerfume'
  | 'cartItem'
  | 'cartSet'
  | 'session'
  | 'account'
  // The shop's: nobody's own.
  | 'perfume'
  | 'perfumeSlug'
  | 'collection'
  | 'collectionSlug'
  | 'contactMessage'
  | 'failedMail'
  | 'bottle'
  | 'refund'
  | 'media'

export const OWNED_KINDS: ReadonlySet<ObjectKind> = new Set<ObjectKind>([
  'address',
  'paymentMethod',
  'notification',
  'order',
  'deliveredOrder',
  'invoiceFile',
  'paidSession',
  'trackingNumber',
  'openCheckout',
  'setupToken',
  'review',
  'favorite',
  'favoritePerfume',
  'cartItem',
  'cartSet',
  'session',
  'account',
])

export interface AccessRow {
  visitor: Expected
  customer: Expected
  admin: Expected
  object?: ObjectKind
  /** The object goes in this query parameter instead of the path. */
  objectInQuery?: string
  /** The path asked, when the route's own is a pattern (a wildcard). */
  path?: string
  request?: (cell: Cell) => RequestParts | Promise<RequestParts>
  /**
   * Each attempt with a new sign-in ('session') or a new account ('account') of the role: the
   * request ends the session, or changes or deletes the account.
   */
  fresh?: 'session' | 'account'
  /** The request may end every session of the object's owner: they sign in again after it. */
  endsSessions?: boolean
}

const PASSWORD_CHANGE = ({ actor }: Cell): RequestParts => ({
  body: {
    currentPassword: actor?.password ?? 'una-clave-cualquiera',
    newPassword: 'otra-clave-bien-larga',
    confirmPassword: 'otra-clave-bien-larga',
  },
})

/** A 1x1 PNG, as the back office's upload takes a picture by data URL. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

const CHECKOUT = async (cell: Cell): Promise<RequestParts> => {
  await cell.fillCart()
  return { body: { addressId: cell.object } }
}

/** Open to all: the same answer for everyone. */
const PUBLIC = { visitor: 200, customer: 200, admin: 200 } as const
/** Any signed-in user, on their own account. */
const SIGNED_IN = { visitor: 401, customer: 200, admin: 200 } as const
/** The back office. */
const ADMIN_ONLY = { visitor: 401, customer: 403, admin: 200 } as const
/** A signed-in user's own object; someone else's is not found (it is not said to exist). */
const OWN_ONLY = (ok: number) =>
  ({ visitor: 401, customer: { own: ok, other: 404 }, admin: { own: ok, other: 404 } }) as const

export const ACCESS_MATRIX: Record<string, AccessRow> = {
  // Swagger UI and the document: public.
  'GET /api/docs': PUBLIC,
  'GET /api/docs/': PUBLIC,
  'GET /api/docs/index.html': PUBLIC,
  'GET /api/docs/swagger-ui-init.js': PUBLIC,
  'GET /api/docs/docs/swagger-ui-init.js': PUBLIC,
  // Registered by Swagger UI, with no such file in its package.
  'GET /api/docs/LICENSE': { visitor: 404, customer: 404, admin: 404 },
  'GET /api/docs/*': { ...PUBLIC, path: '/api/docs/swagger-ui.css' },
  'GET /api/openapi.json': PUBLIC,

  'GET /api/health': PUBLIC,

  // The catalogue.
  'GET /api/perfumes': PUBLIC,
  'GET /api/perfumes/homepage': PUBLIC,
  'GET /api/catalogue/version': PUBLIC,
  'GET /api/perfumes/facets': PUBLIC,
  'GET /api/perfumes/{slug}/similar': { ...PUBLIC, object: 'perfumeSlug' },
  'GET /api/perfumes/{slug}': { ...PUBLIC, object: 'perfumeSlug' },
  'GET /api/brands': PUBLIC,
  'GET /api/collections': PUBLIC,
  'GET /api/collections/{slug}': { ...PUBLIC, object: 'collectionSlug' },
  'GET /api/perfumes/{perfumeId}/reviews/summary': { ...PUBLIC, object: 'perfume' },
  // Performance votes: a buyer's only; nobody here bought the new perfume each attempt gets.
  'POST /api/perfumes/{id}/performance': {
    visitor: 401,
    customer: 403,
    admin: 403,
    object: 'perfume',
    request: () => ({ body: { longevity: 4, sillage: 3, seasons: ['otoño'], timeOfDay: 'noche' } }),
  },
  'GET /api/perfumes/{id}/performance/mine': { ...SIGNED_IN, object: 'perfume' },
  'POST /api/perfumes': {
    ...ADMIN_ONLY,
    admin: 201,
    request: (cell) => ({
      body: {
        name: `Perfume ${cell.unique()}`,
        brand: 'Casa de Prueba',
        description: 'Un perfume de prueba.',
        sizes: ['5ml'],
        prices: ['12.50'],
        category: 'unisex',
        stock: [10],
      },
    }),
  },
  'GET /api/admin/perfumes': ADMIN_ONLY,
  'GET /api/admin/perfumes/{id}': { ...ADMIN_ONLY, object: 'perfume' },
  'GET /api/admin/perfumes/export.csv': ADMIN_ONLY,
  // The matrix sends JSON, which is no CSV (400); admin-perfume-csv.e2e-spec.ts sends files.
  'POST /api/admin/perfumes/import': { ...ADMIN_ONLY, admin: 400 },
  'PUT /api/perfumes/{id}': {
    ...ADMIN_ONLY,
    object: 'perfume',
    request: ({ object }) => ({
      body: { id: object, isOnOffer: true, discountPercentage: 15, offerDescription: 'Rebajas' },
    }),
  },
  'DELETE /api/perfumes/{id}': { ...ADMIN_ONLY, admin: 204, object: 'perfume' },
  // The inventory: bottles and the millilitre ledger.
  'GET /api/admin/inventory': ADMIN_ONLY,
  'GET /api/admin/inventory/movements': ADMIN_ONLY,
  'GET /api/admin/inventory/movements.csv': ADMIN_ONLY,
  'GET /api/admin/perfumes/{id}/bottles': { ...ADMIN_ONLY, object: 'perfume' },
  'POST /api/admin/perfumes/{id}/bottles': {
    ...ADMIN_ONLY,
    admin: 201,
    object: 'perfume',
    request: () => ({ body: { ml: 50, batchCode: 'MATRIZ-1' } }),
  },
  'POST /api/admin/bottles/{id}/adjustments': {
    ...ADMIN_ONLY,
    admin: 201,
    object: 'bottle',
    request: () => ({ body: { ml: -1, reason: 'waste' } }),
  },
  'POST /api/admin/bottles/{id}/open': { ...ADMIN_ONLY, object: 'bottle' },
  'POST /api/admin/bottles/{id}/empty': { ...ADMIN_ONLY, object: 'bottle' },
  'POST /api/collections': {
    ...ADMIN_ONLY,
    admin: 201,
    request: (cell) => ({
      body: {
        name: `Colección ${cell.unique()}`,
        description: 'Una colección de prueba.',
        theme: 'verano',
        perfumeIds: [cell.fixtures.perfumeId],
        sizes: ['5ml'],
        prices: ['24.00'],
      },
    }),
  },
  'GET /api/admin/collections': ADMIN_ONLY,
  'PUT /api/collections/{id}': {
    ...ADMIN_ONLY,
    object: 'collection',
    request: ({ object, fixtures }) => ({ body: { id: object, perfumeIds: [fixtures.perfumeId] } }),
  },
  'DELETE /api/collections/{id}': { ...ADMIN_ONLY, admin: 204, object: 'collection' },
  'GET /api/admin/content-stats': ADMIN_ONLY,
  'POST /api/admin/images/upload': {
    ...ADMIN_ONLY,
    admin: 201,
    request: async (cell) => ({ body: { perfumeId: await cell.newPerfume(), imageUrl: PIXEL } }),
  },
  'GET /api/admin/images/stats': ADMIN_ONLY,
  'GET /api/media/{name}': { ...PUBLIC, object: 'media' },

  // The shop's messages and settings.
  'POST /api/newsletter': {
    ...PUBLIC,
    request: (cell) => ({ body: { email: `boletin${cell.unique()}@example.com` } }),
  },
  'POST /api/contact': {
    visitor: 201,
    customer: 201,
    admin: 201,
    request: (cell) => ({
      body: {
        name: 'Lucía Martín',
        email: `contacto${cell.unique()}@example.com`,
        message: '¿Tendréis decants de 2 ml?',
      },
    }),
  },
  'GET /api/admin/newsletter-subscribers.csv': ADMIN_ONLY,
  'GET /api/admin/contact-messages': ADMIN_ONLY,
  'PATCH /api/admin/contact-messages/{id}/read': { ...ADMIN_ONLY, object: 'contactMessage' },
  'GET /api/admin/mail': ADMIN_ONLY,
  'POST /api/admin/mail/{id}/retry': {
    visitor: 401,
    customer: 403,
    admin: 204,
    object: 'failedMail',
  },
  'GET /api/settings/public': PUBLIC,
  'PUT /api/settings': {
    ...ADMIN_ONLY,
    request: () => ({ body: { key: 'shipping_free_over', value: '50.00' } }),
  },
  'GET /api/admin/settings': ADMIN_ONLY,
  'GET /api/admin/settings/collections': ADMIN_ONLY,

  // The cart: a guest's by its token, a customer's by the session.
  'GET /api/cart': PUBLIC,
  'DELETE /api/cart': PUBLIC,
  'POST /api/cart/items': {
    visitor: 201,
    customer: 201,
    admin: 201,
    request: ({ fixtures }) => ({
      body: { productId: fixtures.perfumeId, size: '5ml', quantity: 1 },
    }),
  },
  'PATCH /api/cart/items/{id}': {
    visitor: { own: 200, other: 404 },
    customer: { own: 200, other: 404 },
    admin: { own: 200, other: 404 },
    object: 'cartItem',
    request: () => ({ body: { quantity: 2 } }),
  },
  'DELETE /api/cart/items/{id}': {
    visitor: { own: 200, other: 404 },
    customer: { own: 200, other: 404 },
    admin: { own: 200, other: 404 },
    object: 'cartItem',
  },
  'POST /api/cart/sets': {
    visitor: 201,
    customer: 201,
    admin: 201,
    request: ({ fixtures }) => ({
      body: { collectionId: fixtures.collectionId, size: '5ml', quantity: 1 },
    }),
  },
  'PATCH /api/cart/sets/{id}': {
    visitor: { own: 200, other: 404 },
    customer: { own: 200, other: 404 },
    admin: { own: 200, other: 404 },
    object: 'cartSet',
    request: () => ({ body: { quantity: 1 } }),
  },
  'DELETE /api/cart/sets/{id}': {
    visitor: { own: 200, other: 404 },
    customer: { own: 200, other: 404 },
    admin: { own: 200, other: 404 },
    object: 'cartSet',
  },

  // Signing in.
  'GET /api/auth/providers': PUBLIC,
  // Google sign-in is off in this shop: back to the shop's sign-in page with the reason.
  'GET /api/auth/google': { visitor: 302, customer: 302, admin: 302 },
  'GET /api/auth/google/callback': {
    visitor: 302,
    customer: 302,
    admin: 302,
    request: (cell) => ({ query: { code: `codigo-${cell.unique()}`, state: 'estado' } }),
  },
  'POST /api/auth/google/exchange': {
    visitor: 401,
    customer: 401,
    admin: 401,
    request: (cell) => ({
      body: {
        code: `codigo-de-un-solo-uso-${cell.unique()}`,
        nonce: `nonce-de-otro-navegador-${cell.unique()}`,
      },
    }),
  },
  // Mailed links: an unknown token is refused to anyone; asking for a reset answers the same to all.
  'POST /api/auth/verify-email': {
    visitor: 400,
    customer: 400,
    admin: 400,
    request: (cell) => ({ body: { token: `enlace-desconocido-${cell.unique()}` } }),
  },
  // The customers' addresses wait for confirmation; the administrator's was given by the operator.
  'POST /api/auth/verify-email/resend': { visitor: 401, customer: 202, admin: 409 },
  'POST /api/auth/password-reset': {
    visitor: 202,
    customer: 202,
    admin: 202,
    request: ({ actor }) => ({ body: { email: actor?.email ?? 'nadie@example.com' } }),
  },
  // Only a token the shop signed turns a customer's mail off; nothing else is anyone's way in.
  'POST /api/mail/unsubscribe': {
    visitor: 400,
    customer: 400,
    admin: 400,
    request: () => ({ query: { token: `${'0'.repeat(32)}${'A'.repeat(43)}` } }),
  },
  'POST /api/auth/password-reset/confirm': {
    visitor: 400,
    customer: 400,
    admin: 400,
    request: (cell) => ({
      body: { token: `enlace-desconocido-${cell.unique()}`, password: 'una-clave-nueva' },
    }),
  },
  'POST /api/auth/register': {
    visitor: 202,
    customer: 202,
    admin: 202,
    request: (cell) => {
      const name = `nuevo${cell.unique()}`
      return { body: { username: name, email: `${name}@example.com`, password: 'una-clave-larga' } }
    },
  },
  'POST /api/auth/login': {
    visitor: 401,
    customer: 200,
    admin: 200,
    request: ({ actor }) => ({
      body: actor
        ? { login: actor.email, password: actor.password }
        : { login: 'nadie@example.com', password: 'una-clave-larga' },
    }),
  },
  // A customer's right password is no way into the back office.
  'POST /api/auth/admin/login': {
    visitor: 401,
    customer: 401,
    admin: 200,
    request: ({ actor }) => ({
      body: { login: actor?.email ?? 'nadie@example.com', password: actor?.password ?? 'x' },
    }),
  },
  'POST /api/admin/login': {
    visitor: 401,
    customer: 401,
    admin: 200,
    request: ({ actor }) => ({
      body: { email: actor?.email ?? 'nadie@example.com', password: actor?.password ?? 'x' },
    }),
  },
  'POST /api/auth/refresh': {
    ...SIGNED_IN,
    fresh: 'session',
    request: ({ actor }) => ({
      body: { refreshToken: actor?.refreshToken ?? 'Jd0a7q3k2Zr9vXw1yN5bT8cF4hL6mP0sQ2uE7gA9iKo' },
    }),
  },
  'POST /api/auth/logout': { visitor: 401, customer: 204, admin: 204, fresh: 'session' },
  'GET /api/auth/me': SIGNED_IN,
  // Whether the caller is an administrator: a customer is told no.
  'GET /api/admin/status': SIGNED_IN,
  'GET /api/admin/sessions': ADMIN_ONLY,
  'GET /api/admin/sessions-stats': ADMIN_ONLY,
  'DELETE /api/admin/sessions/{id}': { ...ADMIN_ONLY, admin: 204, object: 'session' },
  'POST /api/admin/sessions/cleanup': ADMIN_ONLY,

  // The account.
  'GET /api/addresses': SIGNED_IN,
  'POST /api/addresses': {
    ...SIGNED_IN,
    customer: 201,
    admin: 201,
    request: () => ({ body: SHIPPING_ADDRESS }),
  },
  'PUT /api/addresses/{id}': {
    ...OWN_ONLY(200),
    object: 'address',
    request: () => ({ body: { ...SHIPPING_ADDRESS, city: 'Sevilla' } }),
  },
  'DELETE /api/addresses/{id}': { ...OWN_ONLY(204), object: 'address' },
  'PATCH /api/addresses/{id}/default': { ...OWN_ONLY(200), object: 'address' },
  'GET /api/profile': SIGNED_IN,
  'PUT /api/profile': {
    ...SIGNED_IN,
    request: ({ actor }) => ({
      body: { name: 'Lucía Martín', username: actor?.username ?? 'nadie', email: actor?.email },
    }),
  },
  'GET /api/user/stats': SIGNED_IN,
  'GET /api/user/activity': SIGNED_IN,
  'GET /api/payment-methods': SIGNED_IN,
  'POST /api/payment-methods': {
    ...SIGNED_IN,
    customer: 201,
    admin: 201,
    request: () => ({ body: { type: 'card' } }),
  },
  'DELETE /api/payment-methods/{id}': { ...OWN_ONLY(204), object: 'paymentMethod' },
  'PATCH /api/payment-methods/{id}/default': { ...OWN_ONLY(200), object: 'paymentMethod' },
  'GET /api/user/settings': SIGNED_IN,
  'GET /api/user-settings': SIGNED_IN,
  'PUT /api/user/settings': { ...SIGNED_IN, request: () => ({ body: DEFAULT_SETTINGS }) },
  'PUT /api/user/change-password': { ...SIGNED_IN, fresh: 'account', request: PASSWORD_CHANGE },
  'PUT /api/profile/password': { ...SIGNED_IN, fresh: 'account', request: PASSWORD_CHANGE },
  'GET /api/user/export-data': SIGNED_IN,
  'DELETE /api/user/delete-account': {
    visitor: 401,
    customer: 204,
    admin: 204,
    fresh: 'account',
    request: ({ actor }) => ({ body: { password: actor?.password ?? 'una-clave-cualquiera' } }),
  },

  // Notifications.
  'GET /api/notifications': SIGNED_IN,
  'GET /api/notifications/unread-count': SIGNED_IN,
  'GET /api/notifications/settings': SIGNED_IN,
  'PUT /api/notifications/settings': {
    ...SIGNED_IN,
    request: () => ({ body: { promotions: false, newProducts: true } }),
  },
  'PUT /api/notifications/read-all': SIGNED_IN,
  'PUT /api/notifications/{id}/read': { ...OWN_ONLY(200), object: 'notification' },
  'DELETE /api/notifications/{id}': { ...OWN_ONLY(204), object: 'notification' },

  // Orders.
  'GET /api/orders': SIGNED_IN,
  'GET /api/orders/by-session/{sessionId}': { ...OWN_ONLY(200), object: 'paidSession' },
  'GET /api/orders/{id}': { ...OWN_ONLY(200), object: 'order' },
  // Invoices: the owner's, and any for an administrator; a full one and the withdrawal only the owner asks.
  'GET /api/orders/{id}/invoice': {
    visitor: 401,
    customer: { own: 200, other: 404 },
    admin: 200,
    object: 'order',
  },
  'POST /api/orders/{id}/invoices': {
    ...OWN_ONLY(201),
    object: 'order',
    request: () => ({
      body: { name: 'Lucía Fernández', taxId: '12345678Z', address: 'Calle Mayor 1, Madrid' },
    }),
  },
  'GET /api/invoices/{file}': {
    visitor: 401,
    customer: { own: 200, other: 404 },
    admin: 200,
    object: 'invoiceFile',
  },
  'POST /api/orders/{id}/withdrawal': { ...OWN_ONLY(201), object: 'deliveredOrder' },
  'GET /api/admin/invoices': ADMIN_ONLY,
  'GET /api/admin/invoices.csv': ADMIN_ONLY,
  'POST /api/admin/orders/{id}/refunds': {
    ...ADMIN_ONLY,
    admin: 201,
    object: 'order',
    request: () => ({ body: { shipping: true } }),
  },
  'POST /api/admin/refunds/{id}/retry': { ...ADMIN_ONLY, object: 'refund' },
  'GET /api/tracking': SIGNED_IN,
  'GET /api/tracking/{trackingNumber}': { ...OWN_ONLY(200), object: 'trackingNumber' },
  'GET /api/admin/orders': ADMIN_ONLY,
  'GET /api/admin/orders/{id}': { ...ADMIN_ONLY, object: 'order' },
  'PATCH /api/admin/orders/{id}': {
    ...ADMIN_ONLY,
    object: 'order',
    request: () => ({ body: { status: 'processing' } }),
  },
  // An order nobody has: the answer still says what happened to it (refused, not found).
  'POST /api/admin/orders/bulk': {
    ...ADMIN_ONLY,
    request: () => ({
      body: { orderIds: ['00000000-0000-4000-8000-000000000000'], status: 'processing' },
    }),
  },
  'GET /api/admin/orders/{id}/packing-slip': { ...ADMIN_ONLY, object: 'order' },
  'GET /api/admin/orders/{id}/labels': { ...ADMIN_ONLY, object: 'order' },
  // An order nobody has: nothing is printed (order-printing.e2e-spec.ts prints real ones).
  'POST /api/admin/orders/print': {
    ...ADMIN_ONLY,
    admin: 404,
    request: () => ({
      body: { orderIds: ['00000000-0000-4000-8000-000000000000'], document: 'packing-slip' },
    }),
  },
  'GET /api/admin/sales-stats': ADMIN_ONLY,
  'GET /api/admin/sales-series': ADMIN_ONLY,
  'GET /api/admin/orders.csv': ADMIN_ONLY,

  // Checkout and coupons.
  'POST /api/checkout/session': { ...OWN_ONLY(201), object: 'address', request: CHECKOUT },
  'POST /api/stripe/create-checkout-session': {
    ...OWN_ONLY(201),
    object: 'address',
    request: CHECKOUT,
  },
  'GET /api/checkout/quote': SIGNED_IN,
  'POST /api/coupons/apply': {
    ...SIGNED_IN,
    request: async (cell) => {
      await cell.fillCart()
      return { body: { code: cell.fixtures.couponCode } }
    },
  },
  'GET /api/coupons/available': SIGNED_IN,
  'GET /api/coupons/user': SIGNED_IN,
  'GET /api/admin/coupons': ADMIN_ONLY,
  'POST /api/admin/coupons': {
    ...ADMIN_ONLY,
    admin: 201,
    request: (cell) => ({
      body: {
        code: `C${cell.unique()}`.slice(0, 20),
        description: 'Cupón de prueba',
        discountPercentage: 10,
      },
    }),
  },
  // Stripe is not this shop's provider (the local test page is).
  'POST /api/stripe/webhook': { visitor: 404, customer: 404, admin: 404 },
  // The local test page is reached by its unguessable address, as Stripe's hosted page is.
  'GET /api/checkout/local/{id}': { ...PUBLIC, object: 'openCheckout' },
  'POST /api/checkout/local/{id}/pay': {
    visitor: 303,
    customer: 303,
    admin: 303,
    object: 'openCheckout',
  },
  'POST /api/checkout/local/{id}/cancel': {
    visitor: 303,
    customer: 303,
    admin: 303,
    object: 'openCheckout',
  },
  'GET /api/checkout/local-setup': { ...PUBLIC, object: 'setupToken', objectInQuery: 't' },
  'POST /api/checkout/local-setup/save': {
    visitor: 303,
    customer: 303,
    admin: 303,
    object: 'setupToken',
    objectInQuery: 't',
  },
  'POST /api/checkout/local-setup/cancel': {
    visitor: 303,
    customer: 303,
    admin: 303,
    object: 'setupToken',
    objectInQuery: 't',
  },

  // The back office's dashboard and customers.
  'GET /api/admin/dashboard-stats': ADMIN_ONLY,
  'GET /api/admin/dashboard/summary': ADMIN_ONLY,
  'GET /api/admin/recent-orders': ADMIN_ONLY,
  'GET /api/admin/popular-perfumes': ADMIN_ONLY,
  'GET /api/admin/low-stock': ADMIN_ONLY,
  'GET /api/admin/activity': ADMIN_ONLY,
  'GET /api/admin/user-stats': ADMIN_ONLY,
  'GET /api/admin/recent-users': ADMIN_ONLY,
  'GET /api/admin/users': ADMIN_ONLY,
  'GET /api/admin/users/{id}': { ...ADMIN_ONLY, object: 'account' },
  'POST /api/admin/users/{id}/sessions/end': {
    ...ADMIN_ONLY,
    object: 'account',
    endsSessions: true,
  },

  // Reviews: anyone reads them; the author, or an administrator, changes one.
  'GET /api/reviews': PUBLIC,
  'GET /api/reviews/user/{userId}': { ...PUBLIC, object: 'account' },
  'POST /api/reviews': {
    ...SIGNED_IN,
    customer: 201,
    admin: 201,
    request: async (cell) => ({
      body: {
        perfumeId: await cell.newPerfume(),
        rating: 5,
        title: 'Elegante y duradero',
        content: 'Huele a ámbar y azafrán durante todo el día.',
      },
    }),
  },
  'PUT /api/reviews/{id}': {
    visitor: 401,
    customer: { own: 200, other: 404 },
    admin: 200,
    object: 'review',
    request: () => ({ body: { rating: 4, title: 'Algo dulce', content: 'Dura todo el día.' } }),
  },
  'DELETE /api/reviews/{id}': {
    visitor: 401,
    customer: { own: 204, other: 404 },
    admin: 204,
    object: 'review',
  },
  // Not one's own review.
  'POST /api/reviews/{id}/helpful': {
    visitor: 401,
    customer: { own: 403, other: 200 },
    admin: { own: 403, other: 200 },
    object: 'review',
  },

  // Favorites.
  'GET /api/favorites': SIGNED_IN,
  'GET /api/favorites/ids': SIGNED_IN,
  'POST /api/favorites': {
    ...SIGNED_IN,
    customer: 201,
    admin: 201,
    request: async (cell) => ({ body: { perfumeId: await cell.newPerfume() } }),
  },
  // By perfume, in the caller's own list only: another's saved perfume is not in it.
  'DELETE /api/favorites/perfume/{perfumeId}': { ...OWN_ONLY(204), object: 'favoritePerfume' },
  'DELETE /api/favorites/{id}': { ...OWN_ONLY(204), object: 'favorite' },
}
