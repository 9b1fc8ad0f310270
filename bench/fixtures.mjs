// What the scenarios need from the running shop, made through its own API and web app: a perfume
// and one of its sizes in stock, a guest cart (API token and web cookie), and a signed-in customer
// with a cart line and an address, ready to check out.
import http from 'node:http'
import { randomBytes } from 'node:crypto'
import { URLSearchParams } from 'node:url'

export const PERFUME_SLUG = 'dior-sauvage'
const SECOND_SLUG = 'chanel-bleu-de-chanel'
const PASSWORD = 'bench-decants-2026'

async function call(origin, path, { method = 'GET', token, cartToken, body, expect = [200] } = {}) {
  const response = await fetch(origin + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cartToken ? { 'x-cart-token': cartToken } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  })
  const text = await response.text()
  if (!expect.includes(response.status)) {
    throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`)
  }
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  }
}

/** A size of the perfume with stock, for adding to carts. */
async function sizeInStock(api, slug) {
  const { body: perfume } = await call(api, `/api/perfumes/${slug}`)
  const variant = perfume.variants.find((candidate) => candidate.stock > 0)
  if (!variant) throw new Error(`${slug} has no size in stock`)
  return { productId: perfume.id, size: variant.size, name: perfume.name }
}

export async function signIn(api, email) {
  const { body } = await call(api, '/api/auth/login', {
    method: 'POST',
    body: { login: email, password: PASSWORD },
  })
  return body.accessToken
}

export async function makeFixtures({ api, web }) {
  const item = await sizeInStock(api, PERFUME_SLUG)
  const second = await sizeInStock(api, SECOND_SLUG)
  const addItem = { productId: item.productId, size: item.size }

  const { body: guestCart } = await call(api, '/api/cart/items', {
    method: 'POST',
    body: addItem,
    expect: [201],
  })
  const guestToken = guestCart.guestToken
  await call(api, '/api/cart/items', {
    method: 'POST',
    cartToken: guestToken,
    body: { productId: second.productId, size: second.size },
    expect: [201],
  })

  const stamp = `${process.pid}${randomBytes(3).toString('hex')}`
  const email = `bench.${stamp}@example.com`
  await call(api, '/api/auth/register', {
    method: 'POST',
    body: { username: `bench${stamp}`, email, password: PASSWORD },
    expect: [202],
  })
  const accessToken = await signIn(api, email)
  await call(api, '/api/cart/items', {
    method: 'POST',
    token: accessToken,
    body: addItem,
    expect: [201],
  })
  const { body: address } = await call(api, '/api/addresses', {
    method: 'POST',
    token: accessToken,
    body: {
      name: 'Cliente de Prueba',
      street: 'Calle de Alcalá 42',
      city: 'Madrid',
      state: 'Madrid',
      zipCode: '28014',
      country: 'España',
      phone: '+34 600 000 000',
      isDefault: true,
    },
    expect: [201],
  })

  const webCartCookie = await webGuestCart(web, addItem, item.name)
  const webSignedInCookie = await webSignIn(web, email)
  return {
    addItem,
    guestToken,
    email,
    accessToken,
    addressId: address.id,
    webCartCookie,
    webSignedInCookie,
  }
}

/** A customer signs in on the web shop: answers the session cookie of their pages. */
export async function webSignIn(web, email) {
  const response = await fetch(`${web}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'login', login: email, password: PASSWORD }).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  })
  await response.arrayBuffer()
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  if (response.status < 300 || response.status >= 400 || !cookie) {
    throw new Error(`POST /auth did not sign in (${response.status})`)
  }
  return cookie
}

/** A visitor adds a perfume on the web shop: answers the session cookie that holds their cart. */
async function webGuestCart(web, { productId, size }, name) {
  const response = await fetch(`${web}/carrito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'add', productId, size, js: '1' }).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  })
  await response.arrayBuffer()
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  if (!cookie) throw new Error(`POST /carrito set no cookie (${response.status})`)
  const page = await fetch(`${web}/carrito`, {
    headers: { cookie },
    signal: AbortSignal.timeout(10_000),
  })
  if (!(await page.text()).includes(name)) {
    throw new Error(`/carrito with the guest cookie does not show ${name} (${page.status})`)
  }
  return cookie
}

/** A page as the web server sends it to a browser asking for gzip: raw bytes and their encoding. */
export function rawPage(origin, path) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${path}`,
      { headers: { 'accept-encoding': 'gzip' }, timeout: 10_000 },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${path}: ${response.statusCode}`))
          else
            resolve({
              bytes: Buffer.concat(chunks),
              encoding: response.headers['content-encoding'] ?? null,
            })
        })
      },
    )
    request.on('timeout', () => request.destroy(new Error(`${path}: timeout`)))
    request.on('error', reject)
  })
}
