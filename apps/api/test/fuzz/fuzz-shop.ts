import request from 'supertest'
import { seedDemoShop } from '../../src/db/seed/demo-shop.seeder'
import { DEMO_ADMIN } from '../../src/db/seed/demo-accounts'
import { Perfume } from '../../src/modules/catalogue/entities/perfume.entity'
import { Checkout } from '../../src/modules/checkout/entities/checkout.entity'
import { shopper } from '../shoppers'
import type { TestApp } from '../test-app'
import type { FuzzAccount } from './api-fuzz'
import type { Caller } from './api-routes'

/**
 * A shop with something behind every kind of id: the demo catalogue, collections and coupons,
 * its administrator, and a customer with an address, a paid order (and its notification), a review,
 * a favorite, a line in the cart and an open payment page; a visitor's contact message.
 */
export async function prepareFuzzShop(t: TestApp): Promise<Partial<Record<Caller, FuzzAccount>>> {
  await seedDemoShop(t.orm.em.fork(), { demoAccounts: true })
  const http = () => request(t.app.getHttpServer())
  const [perfume, other] = await t.orm.em
    .fork()
    .find(Perfume, {}, { limit: 2, orderBy: { name: 'asc' }, populate: ['variants'] })
  const size = (perfume: Perfume) => perfume.variants.getItems()[0].size
  const buyer = await shopper(t.app, [[perfume, size(perfume), 1]])
  await pay(t, http, buyer)
  await buyer
    .as(http().post('/api/cart/items'))
    .send({ productId: other.id, size: size(other), quantity: 1 })
    .expect(201)
  await buyer
    .as(http().post('/api/checkout/session'))
    .send({ addressId: buyer.addressId })
    .expect(201)
  await buyer
    .as(http().post('/api/reviews'))
    .send({
      perfumeId: perfume.id,
      rating: 4,
      title: 'Muy bueno',
      content: 'Dura todo el día y huele de maravilla.',
    })
    .expect(201)
  await buyer.as(http().post('/api/favorites')).send({ perfumeId: other.id }).expect(201)
  await http()
    .post('/api/contact')
    .send({ name: 'Lucía Martín', email: 'lucia@example.com', message: '¿Tenéis decants de 2 ml?' })
    .expect(201)
  return {
    customer: { login: buyer.email, password: 'una-clave-larga', admin: false },
    admin: { login: DEMO_ADMIN.email, password: DEMO_ADMIN.password, admin: true },
  }
}

async function pay(
  t: TestApp,
  http: () => ReturnType<typeof request>,
  buyer: Awaited<ReturnType<typeof shopper>>,
): Promise<void> {
  const started = await buyer
    .as(http().post('/api/checkout/session'))
    .send({ addressId: buyer.addressId })
    .expect(201)
  const checkout = await t.orm.em
    .fork()
    .findOneOrFail(Checkout, { providerSessionId: started.body.sessionId })
  await http().post(`/api/checkout/local/${checkout.id}/pay`).expect(303)
}
