import type { NestFastifyApplication } from '@nestjs/platform-fastify'
import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'

let registered = 0

export interface Shopper {
  as(call: request.Test): request.Test
  /** The Authorization header's value. */
  bearer: string
  addressId: string
  userId: string
  email: string
}

/** A registered customer with a shipping address and these lines in the cart. */
export async function shopper(
  app: NestFastifyApplication,
  lines: [Perfume, string, number][] = [],
): Promise<Shopper> {
  registered++
  const http = () => request(app.getHttpServer())
  const email = `comprador${registered}@example.com`
  const auth = (
    await http()
      .post('/api/auth/register')
      .send({ username: `comprador${registered}`, email, password: 'una-clave-larga' })
      .expect(201)
  ).body
  const bearer = `Bearer ${auth.accessToken}`
  const as = (call: request.Test) => call.set('authorization', bearer)
  const address = (
    await as(http().post('/api/addresses'))
      .send({
        name: 'Lucía Fernández',
        street: 'Calle Mayor 1',
        city: 'Madrid',
        state: 'Madrid',
        zipCode: '28013',
        country: 'España',
        phone: '+34 600 000 000',
      })
      .expect(201)
  ).body
  for (const [perfume, size, quantity] of lines) {
    await as(http().post('/api/cart/items'))
      .send({ productId: perfume.id, size, quantity })
      .expect(201)
  }
  return { as, bearer, addressId: address.id as string, userId: auth.user.id as string, email }
}
