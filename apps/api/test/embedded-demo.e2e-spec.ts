import request from 'supertest'
import type { Perfume } from '../src/modules/catalogue/entities/perfume.entity'
import { CheckoutExpiry } from '../src/modules/checkout/checkout-expiry'
import { Checkout } from '../src/modules/checkout/entities/checkout.entity'
import { Coupon } from '../src/modules/checkout/entities/coupon.entity'
import { type EmbeddedDatabase, startEmbeddedDatabase } from './embedded-database'
import { createPerfumes } from './factories'
import { shopper } from './shoppers'
import { createTestApp, type TestApp } from './test-app'

const MINUTE = 60_000

/** The answer, or a failure naming what did not answer in time (instead of waiting forever). */
async function within<T>(ms: number, what: string, answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([answer, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The demo `npm start` runs with no DATABASE_URL: the app on an embedded database of its own,
 * whichever database the rest of the run uses. One PGlite session serves every connection there,
 * so a job that held a transaction open while it settled a checkout on another connection
 * stopped the whole shop.
 */
describe('the embedded demo (e2e)', () => {
  let database: EmbeddedDatabase
  let t: TestApp
  let perfume: Perfume
  const http = () => request(t.app.getHttpServer())

  beforeAll(async () => {
    database = await startEmbeddedDatabase()
    t = await createTestApp({
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '1',
      PAYMENT_PROVIDER: 'local',
    })
    ;[perfume] = await createPerfumes(t.orm.em, [{ name: 'Ámbar', sizes: [['5ml', 5, 1200, 10]] }])
    const em = t.orm.em.fork()
    em.create(Coupon, { code: 'DEMO', description: 'Demo', discountPercentage: 10 })
    await em.flush()
  })
  afterAll(async () => {
    await t?.close()
    await database?.stop()
  })

  it('settles a checkout abandoned past its 30 minutes and keeps answering', async () => {
    const buyer = await shopper(t.app, [[perfume, '5ml', 1]])
    const started = await buyer
      .as(http().post('/api/checkout/session'))
      .send({ addressId: buyer.addressId, couponCode: 'DEMO' })
      .expect(201)
    const expiry = t.app.get(CheckoutExpiry)
    const settled = await within(
      10_000,
      'the expiry job',
      expiry.run(new Date(Date.now() + 31 * MINUTE)),
    )
    expect(settled).toBe(1)
    // What a shopper asks next, each read going to the database.
    await within(5000, 'the cart', buyer.as(http().get('/api/cart')).expect(200))
    await within(5000, 'the orders', buyer.as(http().get('/api/orders')).expect(200))
    await within(5000, 'health', http().get('/api/health').expect(200))
    const checkout = await t.orm.em
      .fork()
      .findOneOrFail(Checkout, { providerSessionId: started.body.sessionId })
    expect(checkout.status).toBe('expired')
    expect((await t.orm.em.fork().findOneOrFail(Coupon, { code: 'DEMO' })).usedCount).toBe(0)
    // The next minute's run finds nothing left to settle, and answers at once too.
    expect(await within(5000, 'the next run', expiry.run(new Date(Date.now() + 32 * MINUTE)))).toBe(
      0,
    )
  })

  it('answers requests that arrive together each with its own rows', async () => {
    // PGlite has one session, and pglite-socket takes its connections' protocol messages (Parse,
    // Bind, Execute, Sync) turn about (electric-sql/pglite#1046): in a browser run on the embedded
    // database the reviews list, its page and its count asked side by side, got a row without a
    // date and answered 500. Here, as npm start runs it, the API has one connection; the mix is a
    // matter of timing, so this asks 200 lists, 40 at a time, and every one must be whole.
    const answers = []
    for (let round = 0; round < 5; round++) {
      answers.push(
        ...(await within(
          20_000,
          'the reviews lists',
          Promise.all(
            Array.from({ length: 40 }, (_, index) =>
              http()
                .get('/api/reviews')
                .query({ page: 1 + (index % 3) }),
            ),
          ),
        )),
      )
    }
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    expect(answers.map((answer) => answer.body.total)).toEqual(answers.map(() => 0))
  })
})
