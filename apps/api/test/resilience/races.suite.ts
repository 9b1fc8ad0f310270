import { Coupon } from '../../src/modules/checkout/entities/coupon.entity'
import { hashGuestToken } from '../../src/modules/cart/cart.service'
import { createPerfumes } from '../factories'
import { startFakeStripe } from '../fake-stripe'
import {
  type Answer,
  ApiClient,
  deliver,
  inPool,
  listen,
  reportFigures,
  sessionEvent,
  stripeOverrides,
} from '../load'
import { type Customer, newCustomer, register, SHIPPING_ADDRESS } from '../shoppers'
import { createTestApp, type TestApp } from '../test-app'

export interface RaceSizes {
  /** Rounds of each crowd racing for a coupon with 5 uses left. */
  couponRounds: number
  /** How many customers race for the coupon at once, one crowd after the other. */
  crowds: number[]
  /** Rounds of customers racing to buy the last unit of a size. */
  stockRounds: number
  stockBuyers: number
  /** Customers each sending `requestsEach` cart, merge or address requests at once. */
  customers: number
  requestsEach: number
}

const USES_LEFT = 5

/**
 * Races on a real PostgreSQL, over HTTP to the app listening on a loopback port (so requests run
 * together through the connection pool, not one after the other): a coupon's last uses, a size's
 * last unit, a customer's first cart line, a guest cart merged by sign-ins at once, and the
 * default address. The bar: no 5xx, and the database's answer is the only possible one.
 */
export function describeRaces(suite: string, sizes: RaceSizes): void {
  // PGlite (the embedded database without DATABASE_URL) runs one transaction at a time.
  const describeOnPostgres = process.env.EMBEDDED_DATABASE ? describe.skip : describe
  describeOnPostgres(`${suite}: races on a real PostgreSQL (e2e)`, () => {
    let t: TestApp
    let fake: Awaited<ReturnType<typeof startFakeStripe>>
    let api: ApiClient
    let base: string
    let crowd: Customer[]
    const figures: string[] = []
    let serverErrors = 0
    const sql = <T>(query: string, params: unknown[] = []) =>
      t.orm.em.fork().execute<T[]>(query, params)
    let named = 0
    const customerName = () => `carrera${++named}`

    beforeAll(async () => {
      fake = await startFakeStripe()
      t = await createTestApp(stripeOverrides(fake.url))
      api = new ApiClient(await listen(t))
      const [perfume] = await createPerfumes(t.orm.em, [
        { name: 'Carrera', sizes: [['5ml', 5, 2000, 100_000]] },
      ])
      base = perfume.id
      crowd = await inPool(
        Array.from({ length: Math.max(...sizes.crowds, sizes.stockBuyers) }),
        8,
        () => newCustomer(api, customerName(), [[base, '5ml', 1]]),
      )
    }, 300_000)

    afterAll(async () => {
      reportFigures(suite, [
        ...figures,
        `requests sent: ${api.requests}, 5xx seen: ${serverErrors}, unanswered: ${api.unanswered}`,
      ])
      await t.close()
      await fake.close()
    })

    afterEach(() => {
      const seen = api.serverErrors.splice(0)
      serverErrors += seen.length
      expect(seen).toEqual([])
    })

    it(`${sizes.crowds.join(' and ')} customers at once for a coupon with ${USES_LEFT} uses left, ${sizes.couponRounds} rounds each: exactly ${USES_LEFT} get it every time`, async () => {
      let lastWinners: Answer[] = []
      for (const size of sizes.crowds) {
        const wins: number[] = []
        const started = Date.now()
        for (let round = 1; round <= sizes.couponRounds; round++) {
          const code = `RACE${size}R${round}`
          const usageLimit = USES_LEFT + round * 7
          const em = t.orm.em.fork()
          em.create(Coupon, {
            code,
            description: 'Últimos usos',
            discountPercentage: 10,
            usageLimit,
            usedCount: usageLimit - USES_LEFT,
          })
          await em.flush()
          const sessionsBefore = stripeSessions()
          const answers = await Promise.all(
            crowd.slice(0, size).map((customer) =>
              api.send('POST', '/api/checkout/session', {
                bearer: customer.bearer,
                body: { addressId: customer.addressId, couponCode: code },
              }),
            ),
          )
          const won = answers.filter((answer) => answer.status === 201)
          wins.push(won.length)
          expect(statusCounts(answers)).toEqual({ 201: USES_LEFT, 409: size - USES_LEFT })
          for (const lost of answers.filter((answer) => answer.status === 409))
            expect(lost.body).toMatchObject({ code: 'CONFLICT' })
          const [row] = await sql<{ used: number; held: number; open: number }>(
            `select c.used_count as used,
               (select count(*)::int from coupon_redemption r where r.coupon_id = c.id and r.state = 'held') as held,
               (select count(*)::int from checkout k where k.coupon_code = c.code and k.status = 'open') as open
             from coupon c where c.code = ?`,
            [code],
          )
          expect(row).toEqual({ used: usageLimit, held: USES_LEFT, open: USES_LEFT })
          expect(stripeSessions() - sessionsBefore).toBe(USES_LEFT)
          lastWinners = won
        }
        figures.push(
          `coupon, ${size} at once: ${wins.length} rounds in ${((Date.now() - started) / 1000).toFixed(1)} s, successes per round ${wins.join(',')}`,
        )
      }

      // The last round's winners pay: their held uses count for good, with the discount charged.
      const paid = await Promise.all(
        lastWinners.map((won, index) =>
          deliver(
            api,
            sessionEvent(
              `evt_race_paid_${index}`,
              'checkout.session.completed',
              won.body.sessionId,
            ),
          ),
        ),
      )
      expect(paid.map((answer) => answer.body)).toEqual(
        paid.map(() => ({ received: true, outcome: 'fulfilled' })),
      )
      const [last] = await sql<{ used: number; orders: number }>(
        `select count(*)::int as used,
           (select count(*)::int from customer_order where coupon_code = ? and discount_cents > 0) as orders
         from coupon_redemption r join coupon c on c.id = r.coupon_id
         where c.code = ? and r.state = 'used'`,
        [lastCode(), lastCode()],
      )
      expect(last).toEqual({ used: USES_LEFT, orders: USES_LEFT })
    })

    it(`${sizes.stockBuyers} customers buying the last unit at once, ${sizes.stockRounds} rounds: exactly one order is served`, async () => {
      const buyers = crowd.slice(0, sizes.stockBuyers)
      const outcomes: string[] = []
      for (let round = 1; round <= sizes.stockRounds; round++) {
        const [scarce] = await createPerfumes(t.orm.em, [
          { name: `Última gota ${round}`, sizes: [['5ml', 5, 2500, 1]] },
        ])
        // Each cart holds just that unit (a paid order empties it again).
        await Promise.all(
          buyers.map(async (buyer) => {
            expect((await api.send('DELETE', '/api/cart', { bearer: buyer.bearer })).status).toBe(
              200,
            )
            const added = await api.send('POST', '/api/cart/items', {
              bearer: buyer.bearer,
              body: { productId: scarce.id, size: '5ml', quantity: 1 },
            })
            expect(added.status).toBe(201)
          }),
        )
        // Every buyer goes through the whole purchase at once: the payment page, then the payment.
        const answers = await Promise.all(
          buyers.map(async (buyer, index) => {
            const started = await api.send('POST', '/api/checkout/session', {
              bearer: buyer.bearer,
              body: { addressId: buyer.addressId },
            })
            if (started.status !== 201) return started
            return deliver(
              api,
              sessionEvent(
                `evt_last_unit_${round}_${index}`,
                'checkout.session.completed',
                started.body.sessionId,
              ),
            )
          }),
        )
        const refused = answers.filter((answer) => answer.status === 409)
        for (const answer of refused) expect(answer.body).toMatchObject({ code: 'OUT_OF_STOCK' })
        expect(refused.length + answers.filter((answer) => answer.status === 200).length).toBe(
          buyers.length,
        )
        const orders = await sql<{ status: string; stock_taken: boolean }>(
          `select o.status, i.stock_taken from order_item i
           join customer_order o on o.id = i.order_id
           join perfume_variant v on v.id = i.variant_id
           where v.perfume_id = ?`,
          [scarce.id],
        )
        // One payment page holds the unit; every other buyer is refused before paying (409), so
        // no order waits for a unit that is not there.
        expect(orders).toEqual([{ status: 'confirmed', stock_taken: true }])
        expect(refused).toHaveLength(buyers.length - 1)
        const [{ stock }] = await sql<{ stock: number }>(
          'select stock from perfume_variant where perfume_id = ?',
          [scarce.id],
        )
        expect(stock).toBe(0)
        outcomes.push(`${orders.length}/${refused.length}`)
      }
      figures.push(
        `last unit, ${sizes.stockBuyers} at once: ${outcomes.length} rounds, served/refused at checkout per round ${outcomes.join(' ')}`,
      )
    })

    it(`a customer's first cart lines, ${sizes.requestsEach} at once: one cart, no line lost`, async () => {
      const [uno, dos] = await createPerfumes(t.orm.em, [
        { name: 'Primera línea uno', sizes: [['5ml', 5, 1500, 100_000]] },
        { name: 'Primera línea dos', sizes: [['5ml', 5, 1700, 100_000]] },
      ])
      const customers = await inPool(Array.from({ length: sizes.customers }), 4, () =>
        newCustomer(api, customerName()),
      )
      const results = await Promise.all(
        customers.map(async (customer) => {
          const answers = await Promise.all(
            Array.from({ length: sizes.requestsEach }, (_, index) =>
              api.send('POST', '/api/cart/items', {
                bearer: customer.bearer,
                body: { productId: index % 3 ? uno.id : dos.id, size: '5ml', quantity: 1 },
              }),
            ),
          )
          return { customer, answers }
        }),
      )
      for (const { customer, answers } of results) {
        expect(statusCounts(answers)).toEqual({ 201: sizes.requestsEach })
        const lines = await cartLines(customer.userId)
        const wanted = Array.from({ length: sizes.requestsEach }, (_, index) => index % 3)
        expect(lines).toEqual({
          carts: 1,
          [uno.id]: wanted.filter(Boolean).length,
          [dos.id]: wanted.filter((rest) => !rest).length,
        })
      }
      // A guest's lines added at once to the cart of one token all count too.
      for (let guest = 0; guest < sizes.customers; guest++) {
        const first = await addLine(api, undefined, uno.id, 1)
        const token: string = first.body.guestToken
        const answers = await Promise.all(
          Array.from({ length: sizes.requestsEach }, () =>
            addLine(api, undefined, uno.id, 1, token),
          ),
        )
        expect(statusCounts(answers)).toEqual({ 201: sizes.requestsEach })
        const [{ units }] = await sql<{ units: number }>(
          `select sum(i.quantity)::int as units from cart c join cart_item i on i.cart_id = c.id
           where c.guest_token_hash = ?`,
          [hashGuestToken(token)],
        )
        expect(units).toBe(1 + sizes.requestsEach)
      }
      figures.push(
        `first cart lines: ${sizes.customers} customers and ${sizes.customers} guests x ${sizes.requestsEach} at once, one cart each, every line counted`,
      )
    })

    it(`a guest cart merged by ${sizes.requestsEach} sign-ins at once, while lines are added: one cart, merged once`, async () => {
      const [guestOnly, shared] = await createPerfumes(t.orm.em, [
        { name: 'Invitado solo', sizes: [['5ml', 5, 1100, 100_000]] },
        { name: 'Invitado y cliente', sizes: [['5ml', 5, 1300, 100_000]] },
      ])
      const customers = await inPool(Array.from({ length: sizes.customers }), 4, () =>
        newCustomer(api, customerName()),
      )
      const results = await Promise.all(
        customers.map(async (customer, index) => {
          // Half of them already have a cart with a line the guest cart also has.
          if (index % 2)
            await addLine(api, customer.bearer, shared.id, 2).then((a) =>
              expect(a.status).toBe(201),
            )
          const guest = await addLine(api, undefined, guestOnly.id, 3)
          const guestToken: string = guest.body.guestToken
          expect((await addLine(api, undefined, shared.id, 4, guestToken)).status).toBe(201)
          const half = Math.ceil(sizes.requestsEach / 2)
          const answers = await Promise.all([
            ...Array.from({ length: half }, () =>
              api.send('POST', '/api/auth/login', {
                body: { login: customer.login, password: customer.password },
                headers: { 'x-cart-token': guestToken },
              }),
            ),
            ...Array.from({ length: sizes.requestsEach - half }, () =>
              addLine(api, customer.bearer, shared.id, 1),
            ),
          ])
          return {
            customer,
            answers,
            guestToken,
            had: index % 2 ? 2 : 0,
            added: sizes.requestsEach - half,
          }
        }),
      )
      for (const { customer, answers, guestToken, had, added } of results) {
        expect(statusCounts(answers)).toEqual({
          200: answers.length - added,
          201: added,
        })
        expect(await cartLines(customer.userId)).toEqual({
          carts: 1,
          [guestOnly.id]: 3,
          [shared.id]: had + 4 + added,
        })
        const [{ left }] = await sql<{ left: number }>(
          'select count(*)::int as left from cart where guest_token_hash = ?',
          [hashGuestToken(guestToken)],
        )
        expect(left).toBe(0)
      }
      figures.push(
        `guest cart merge: ${sizes.customers} customers x ${sizes.requestsEach} sign-ins and additions at once, one cart each, merged once`,
      )
    })

    it(`a guest cart merged while a paid order leaves the same cart, ${sizes.customers} customers at once: no line lost`, async () => {
      const [uno, dos] = await createPerfumes(t.orm.em, [
        { name: 'Cruce uno', sizes: [['5ml', 5, 1200, 100_000]] },
        { name: 'Cruce dos', sizes: [['5ml', 5, 1400, 100_000]] },
      ])
      const customers = await inPool(Array.from({ length: sizes.customers }), 4, () =>
        newCustomer(api, customerName(), [
          [uno.id, '5ml', 2],
          [dos.id, '5ml', 1],
        ]),
      )
      const answers = await Promise.all(
        customers.map(async (customer, index) => {
          const started = await api.send('POST', '/api/checkout/session', {
            bearer: customer.bearer,
            body: { addressId: customer.addressId },
          })
          expect(started.status).toBe(201)
          // The guest's lines in the other order: each side changes both lines, crosswise.
          const guest = await addLine(api, undefined, dos.id, 3)
          const guestToken: string = guest.body.guestToken
          expect((await addLine(api, undefined, uno.id, 1, guestToken)).status).toBe(201)
          // The sign-in checks the password before it merges: the payment follows it after 0 to
          // 15 ms x the customer's number, so some of the pairs meet in the database.
          const signIn = api.send('POST', '/api/auth/login', {
            body: { login: customer.login, password: customer.password },
            headers: { 'x-cart-token': guestToken },
          })
          await new Promise((resolve) => setTimeout(resolve, 15 * index))
          const event = sessionEvent(
            `evt_cross_${index}`,
            'checkout.session.completed',
            started.body.sessionId,
          )
          return Promise.all([deliver(api, event), signIn])
        }),
      )
      expect(statusCounts(answers.flat())).toEqual({ 200: 2 * customers.length })
      // Merged then paid (2+1-2, 1+3-1) or paid then merged (the guest's 1 and 3): the same cart.
      for (const customer of customers) {
        expect(await cartLines(customer.userId)).toEqual({ carts: 1, [uno.id]: 1, [dos.id]: 3 })
      }
      figures.push(
        `guest cart merged while a paid order leaves it: ${customers.length} customers at once, no line lost`,
      )
    })

    it(`addresses added and made default, ${sizes.requestsEach} at once: exactly one default`, async () => {
      const customers = await inPool(Array.from({ length: sizes.customers }), 4, () =>
        register(api, customerName()),
      )
      for (const customer of customers) {
        const added = await Promise.all(
          Array.from({ length: sizes.requestsEach }, (_, index) =>
            api.send('POST', '/api/addresses', {
              bearer: customer.bearer,
              body: { ...SHIPPING_ADDRESS, street: `Calle ${index}`, isDefault: index % 2 === 1 },
            }),
          ),
        )
        expect(statusCounts(added)).toEqual({ 201: sizes.requestsEach })
        expect(await defaults(customer.userId)).toEqual({
          addresses: sizes.requestsEach,
          defaults: 1,
        })
        const moved = await Promise.all(
          added.map((answer) =>
            api.send('PATCH', `/api/addresses/${answer.body.id}/default`, {
              bearer: customer.bearer,
            }),
          ),
        )
        expect(statusCounts(moved)).toEqual({ 200: sizes.requestsEach })
        expect(await defaults(customer.userId)).toEqual({
          addresses: sizes.requestsEach,
          defaults: 1,
        })
      }
      figures.push(
        `default address: ${sizes.customers} customers x ${sizes.requestsEach} additions then ${sizes.requestsEach} moves at once, one default each`,
      )
    })

    function lastCode(): string {
      return `RACE${sizes.crowds[sizes.crowds.length - 1]}R${sizes.couponRounds}`
    }

    function stripeSessions(): number {
      return fake.calls.filter(
        (call) => call.path === '/v1/checkout/sessions' && call.form.get('mode') === 'payment',
      ).length
    }

    /** The customer's carts and, by perfume, the units in them. */
    async function cartLines(userId: string): Promise<Record<string, number>> {
      const rows = await sql<{ carts: number; perfume_id: string | null; units: number | null }>(
        `select (select count(*)::int from cart where user_id = ?) as carts, v.perfume_id,
           sum(i.quantity)::int as units
         from cart c
         left join cart_item i on i.cart_id = c.id
         left join perfume_variant v on v.id = i.variant_id
         where c.user_id = ? group by v.perfume_id`,
        [userId, userId],
      )
      const lines: Record<string, number> = { carts: rows[0]?.carts ?? 0 }
      for (const row of rows) if (row.perfume_id) lines[row.perfume_id] = row.units ?? 0
      return lines
    }

    async function defaults(userId: string) {
      const [row] = await sql<{ addresses: number; defaults: number }>(
        `select count(*)::int as addresses, count(*) filter (where is_default)::int as defaults
         from address where user_id = ?`,
        [userId],
      )
      return row
    }
  })
}

function addLine(
  api: ApiClient,
  bearer: string | undefined,
  productId: string,
  quantity: number,
  guestToken?: string,
): Promise<Answer> {
  return api.send('POST', '/api/cart/items', {
    bearer,
    body: { productId, size: '5ml', quantity },
    headers: guestToken ? { 'x-cart-token': guestToken } : {},
  })
}

function statusCounts(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1
  return counts
}
