import type { NestFastifyApplication } from '@nestjs/platform-fastify'
import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'

/** The password of every customer these helpers register. */
export const CUSTOMER_PASSWORD = 'una-clave-larga'

/** The shipping address the tests' customers give. */
export const SHIPPING_ADDRESS = {
  name: 'Lucía Fernández',
  street: 'Calle Mayor 1',
  city: 'Madrid',
  state: 'Madrid',
  zipCode: '28013',
  country: 'España',
  phone: '+34 600 000 000',
}

/**
 * How the helpers reach the API: supertest in-process (shopper), the load suites' ApiClient over
 * a loopback port, or a script's own client. `bearer` is the Authorization header's value.
 */
export interface Sender {
  send(
    method: 'POST',
    path: string,
    options: { bearer?: string; body: object },
  ): Promise<{ status: number; body: unknown }>
}

/** A customer registered through the API, signed in. */
export interface Registered {
  /** The Authorization header's value. */
  bearer: string
  userId: string
  /** The username, which signs in as the email does. */
  login: string
  email: string
  password: string
}

export interface Customer extends Registered {
  addressId: string
}

export interface Shopper extends Customer {
  as(call: request.Test): request.Test
}

/** A setup step: its answer's body, or an error that stops the test when it is not `expected`. */
async function created<T>(
  api: Sender,
  what: string,
  path: string,
  options: { bearer?: string; body: object },
  expected = 201,
): Promise<T> {
  const answer = await api.send('POST', path, options)
  if (answer.status !== expected) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`)
  }
  return answer.body as T
}

/**
 * A customer with neither address nor cart: username `name`, email name@example.com; registered
 * (which answers 202 and no session) and then signed in, as the web app does.
 */
export async function register(api: Sender, name: string): Promise<Registered> {
  const email = `${name}@example.com`
  await created(
    api,
    `register ${name}`,
    '/api/auth/register',
    { body: { username: name, email, password: CUSTOMER_PASSWORD } },
    202,
  )
  const auth = await created<{ accessToken: string; user: { id: string } }>(
    api,
    `sign in ${name}`,
    '/api/auth/login',
    { body: { login: email, password: CUSTOMER_PASSWORD } },
    200,
  )
  return {
    bearer: `Bearer ${auth.accessToken}`,
    userId: auth.user.id,
    login: name,
    email,
    password: CUSTOMER_PASSWORD,
  }
}

/**
 * A customer registered through the API, with a shipping address and these lines in the cart:
 * [perfume id, size, quantity].
 */
export async function newCustomer(
  api: Sender,
  name: string,
  lines: [string, string, number][] = [],
): Promise<Customer> {
  const customer = await register(api, name)
  const { bearer } = customer
  const address = await created<{ id: string }>(api, `address of ${name}`, '/api/addresses', {
    bearer,
    body: SHIPPING_ADDRESS,
  })
  for (const [productId, size, quantity] of lines) {
    await created(api, `cart of ${name}`, '/api/cart/items', {
      bearer,
      body: { productId, size, quantity },
    })
  }
  return { ...customer, addressId: address.id }
}

let shoppers = 0

/** A registered customer with a shipping address and these lines in the cart. */
export async function shopper(
  app: NestFastifyApplication,
  lines: [Perfume, string, number][] = [],
): Promise<Shopper> {
  shoppers++
  const inProcess: Sender = {
    async send(_method, path, { bearer, body }) {
      const call = request(app.getHttpServer()).post(path)
      if (bearer) call.set('authorization', bearer)
      const { status, body: answer } = await call.send(body)
      return { status, body: answer }
    },
  }
  const customer = await newCustomer(
    inProcess,
    `comprador${shoppers}`,
    lines.map(([perfume, size, quantity]) => [perfume.id, size, quantity]),
  )
  return { ...customer, as: (call) => call.set('authorization', customer.bearer) }
}
