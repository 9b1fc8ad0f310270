// @ts-check
// An integrator's first session with the Aurum Decants API, typed by the client generated from
// openapi.json (src/schema.ts) and sent with openapi-fetch: list perfumes, register and sign in a
// customer, fill the cart, add an address and start a checkout.
//
//   npm start                                     (the demo shop: API on http://localhost:4000)
//   node libs/api-client/examples/integrator.mjs  (API_URL=... for another API)
//
// Every answer that is not a success is an ApiError { statusCode, code, message, fieldErrors? }:
// the example branches on its stable code, never on the message.
import createClient from 'openapi-fetch'

/**
 * @typedef {import('../src/schema').paths} paths
 * @typedef {import('../src/index').ApiErrorBody} ApiErrorBody
 * @typedef {import('../src/index').Schemas['PerfumeViewDto_Output']} Perfume
 */

const baseUrl = process.env.API_URL ?? 'http://localhost:4000'

/**
 * A client for the visitor, or for a signed-in customer when given the access token.
 * @param {string} [accessToken]
 */
function apiFor(accessToken) {
  return /** @type {import('openapi-fetch').Client<paths>} */ (
    createClient({
      baseUrl,
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    })
  )
}

/** @param {string} text */
const step = (text) => console.log(`\n▸ ${text}`)

/**
 * Stops at an error answer, saying what the API said.
 * @param {string} what
 * @param {ApiErrorBody} error
 * @returns {never}
 */
function fail(what, error) {
  const fields = Object.entries(error.fieldErrors ?? {})
    .map(([field, problems]) => `\n    ${field}: ${problems.join('; ')}`)
    .join('')
  console.error(`✗ ${what}: ${error.statusCode} ${error.code}: ${error.message}${fields}`)
  process.exit(1)
}

async function main() {
  const visitor = apiFor()
  console.log(`Aurum Decants API at ${baseUrl}`)

  step('GET /api/perfumes: the cheapest perfumes in stock')
  const listed = await visitor.GET('/api/perfumes', {
    params: { query: { inStock: 'true', sort: 'price-asc', limit: 5 } },
  })
  if (listed.error) fail('listing perfumes', listed.error)
  console.log(
    `  ${listed.response.headers.get('x-total-count')} perfumes in stock; the first five:`,
  )
  for (const perfume of listed.data) {
    const sizes = perfume.variants.map(
      (variant) => `${variant.size} ${variant.offerPrice ?? variant.price} €`,
    )
    console.log(`  - ${perfume.brand}, ${perfume.name}: ${sizes.join(' · ')}`)
  }

  step('POST /api/auth/register: a new customer')
  const stamp = Date.now().toString(36)
  const credentials = { email: `integrador.${stamp}@example.com`, password: 'decants-de-prueba' }
  const registered = await visitor.POST('/api/auth/register', {
    body: { username: `integrador-${stamp}`, ...credentials },
  })
  if (registered.error) fail('registering', registered.error)
  console.log(`  a confirmation link was mailed to ${registered.data.email}`)

  step('POST /api/auth/login: signing in (registration opens no session)')
  const signedIn = await visitor.POST('/api/auth/login', {
    body: { login: credentials.email, password: credentials.password },
  })
  if (signedIn.error) fail('signing in', signedIn.error)
  console.log(`  access token for ${signedIn.data.expiresIn} s, and a refresh token`)
  const customer = apiFor(signedIn.data.accessToken)

  step('POST /api/cart/items: the cheapest size of a listed perfume')
  let cart
  for (const perfume of listed.data) {
    const variant = perfume.variants.find((size) => size.stock > 0)
    if (!variant) continue
    const added = await customer.POST('/api/cart/items', {
      body: { productId: perfume.id, size: variant.size, quantity: 1 },
    })
    // Sold out since the list was read: the next perfume, then.
    if (added.error?.code === 'OUT_OF_STOCK') continue
    if (added.error) fail('adding to the cart', added.error)
    cart = added.data
    break
  }
  if (!cart) {
    console.error('✗ no listed perfume has a size in stock')
    process.exit(1)
  }
  for (const line of cart.items) {
    console.log(`  ${line.quantity} × ${line.perfume.name} ${line.size}: ${line.lineTotal} €`)
  }
  console.log(`  ${cart.total} €, and ${cart.shipping} € of shipping`)

  step('POST /api/addresses: where the order goes')
  const address = await customer.POST('/api/addresses', {
    body: {
      name: 'Integradora de Prueba',
      street: 'Calle de Alcalá 42',
      city: 'Madrid',
      state: 'Madrid',
      zipCode: '28014',
      country: 'España',
      phone: '+34 600 000 000',
      isDefault: true,
    },
  })
  if (address.error) fail('adding the address', address.error)
  console.log(`  ${address.data.street}, ${address.data.zipCode} ${address.data.city}`)

  step('POST /api/checkout/session: the payment page for the cart')
  const checkout = await customer.POST('/api/checkout/session', {
    body: { addressId: address.data.id },
  })
  if (checkout.error) fail('starting the checkout', checkout.error)
  console.log(`  ${checkout.data.total} € to pay at ${checkout.data.url}`)
  console.log(
    `  (the order appears in GET /api/orders/by-session/${checkout.data.sessionId} once paid)`,
  )
}

main().catch((error) => {
  console.error(
    `✗ ${error instanceof Error ? error.message : String(error)} (is the API at ${baseUrl}?)`,
  )
  process.exit(1)
})
