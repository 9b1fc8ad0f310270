import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { FulfilmentService } from '../src/modules/checkout/fulfilment.service'
import { OrderWorkflowService } from '../src/modules/checkout/order-workflow.service'
import { setFreeMl } from './factories'
import { type Shopper, shopper } from './shoppers'
import type { TestApp } from './test-app'

/**
 * The one way a paid order still waits for its millilitres: its payment page expired (its hold
 * went back), the millilitres were sold meanwhile, and when its payment arrives after all the
 * shop cannot cancel it at once (this is made to fail once). The order is placed pending, paid
 * and poured from nothing, for the administrator to confirm once a bottle arrives, or cancel.
 */
export async function soldOutBeforePayment(
  t: TestApp,
  sessionId: string,
  perfumeIds: string[],
): Promise<void> {
  const checkout = await t.orm.em.fork().findOneOrFail(Checkout, { providerSessionId: sessionId })
  await t.app.get(FulfilmentService).close(checkout.id, 'expired')
  for (const perfumeId of perfumeIds) await setFreeMl(t.orm.em, perfumeId, 0)
  jest
    .spyOn(t.app.get(OrderWorkflowService), 'move')
    .mockRejectedValueOnce(new Error('the database does not answer'))
}

/**
 * A customer of the local test provider whose order waits that way: their page expires, the size
 * sells out, and their payment arrives as a provider's late event would (the local page no longer
 * pays an expired checkout). The order's id and its buyer.
 */
export async function paidAfterSoldOut(
  t: TestApp,
  perfume: Perfume,
  size = '5ml',
): Promise<{ id: string; buyer: Shopper }> {
  const http = () => request(t.app.getHttpServer())
  const buyer = await shopper(t.app, [[perfume, size, 1]])
  const started = await buyer
    .as(http().post('/api/checkout/session'))
    .send({ addressId: buyer.addressId })
    .expect(201)
  const sessionId: string = started.body.sessionId
  await soldOutBeforePayment(t, sessionId, [perfume.id])
  await t.app.get(FulfilmentService).handle({
    id: `evt_late_${sessionId}`,
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, payment_status: 'paid' } },
  })
  const order = await buyer.as(http().get(`/api/orders/by-session/${sessionId}`)).expect(200)
  return { id: order.body.id, buyer }
}
