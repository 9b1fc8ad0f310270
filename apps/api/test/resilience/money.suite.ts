import { MAX_AMOUNT_CENTS, MIN_CHECKOUT_TOTAL_CENTS } from '@aurum/contracts'
import fc from 'fast-check'
import { createFirstAdmin } from '../../src/db/first-admin'
import { Coupon } from '../../src/modules/checkout/entities/coupon.entity'
import { createPerfumes } from '../factories'
import { type StripeCall, startFakeStripe } from '../fake-stripe'
import {
  ApiClient,
  deliver,
  listen,
  newCustomer,
  reportFigures,
  runSeed,
  sessionEvent,
  stripeOverrides,
} from '../load'
import { createTestApp, type TestApp } from '../test-app'

/** Stripe's highest charge in euros: a larger cart cannot be paid in one go. */
const STRIPE_MAX_CENTS = 99_999_999n

/** Fields a shopper might add to make the shop charge less; every body with one is refused. */
const TAMPERED_FIELDS = [
  'total',
  'amount',
  'subtotal',
  'discount',
  'shipping',
  'price',
  'prices',
  'unitAmount',
  'lineItems',
  'currency',
] as const

const amountArb = (small: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: small }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }) },
  )

const caseArb = fc.record({
  lines: fc.array(
    fc.record({
      priceCents: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 20_000 }) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }) },
      ),
      offer: fc.option(fc.integer({ min: 1, max: 90 }), { nil: undefined }),
      quantity: fc.integer({ min: 1, max: 99 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  coupon: fc.option(
    fc.record({
      discountPercentage: fc.integer({ min: 1, max: 100 }),
      maximumDiscountCents: fc.option(fc.integer({ min: 1, max: 50_000 })),
      minimumAmountCents: fc.oneof(fc.constant(0), amountArb(30_000)),
    }),
  ),
  shipping: fc.record({
    freeShipping: fc.boolean(),
    freeOverCents: amountArb(20_000),
    flatFeeCents: amountArb(2_000),
  }),
  tampered: fc.record({
    field: fc.constantFrom(...TAMPERED_FIELDS),
    value: fc.oneof(
      fc.constant('0.01'),
      fc.constant(0),
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.array(fc.constant('0.01'), { maxLength: 3 }),
    ),
  }),
  refundAfterShipping: fc.boolean(),
})
type MoneyCase = typeof caseArb extends fc.Arbitrary<infer Case> ? Case : never

/** Cents as the API writes them: 1250 -> '12.50' (written here again, not taken from the app). */
function asText(cents: bigint): string {
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`
}

/** Half a cent and more rounds up; the amounts here are never negative. */
function roundedDivision(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n)
}

/**
 * The money of a checkout, end to end, for random carts, coupons and shipping settings: what the
 * API quotes, what it sends the fake Stripe and what the order and its refund record all equal
 * the sum of the database's prices x quantities, less the discount (rounded once), plus shipping;
 * no amount a shopper sends ever reaches Stripe; a refund never exceeds what was paid.
 */
export function describeMoney(suite: string, cases: number): void {
  describe(`${suite}: totals, Stripe and refunds from database prices (e2e)`, () => {
    let t: TestApp
    let fake: Awaited<ReturnType<typeof startFakeStripe>>
    let api: ApiClient
    let admin: string
    const figures = {
      cases: 0,
      paid: 0,
      refused: { minimum: 0, underPaymentMinimum: 0, overStripeMax: 0 },
      tamperedRefused: 0,
      refunds: 0,
      refundedCents: 0n,
      paidCents: 0n,
      stripeSessions: 0,
      stripeMismatches: 0,
      overRefunded: 0,
    }
    let serverErrors = 0
    const sql = <T>(query: string, params: unknown[] = []) =>
      t.orm.em.fork().execute<T[]>(query, params)

    afterEach(() => {
      const seen = api.serverErrors.splice(0)
      serverErrors += seen.length
      expect(seen).toEqual([])
    })

    beforeAll(async () => {
      fake = await startFakeStripe()
      t = await createTestApp(stripeOverrides(fake.url))
      api = new ApiClient(await listen(t))
      const email = 'jefa@aurum.example'
      const password = 'una-clave-de-administracion'
      await createFirstAdmin(t.orm.em.fork(), { email, password })
      const signedIn = await api.send('POST', '/api/auth/admin/login', {
        body: { login: email, password },
      })
      admin = `Bearer ${signedIn.body.accessToken}`
    })

    afterAll(async () => {
      reportFigures(suite, [
        `cases: ${figures.cases} (seed ${seed}), paid: ${figures.paid}, refused at checkout: ${figures.refused.minimum} under the coupon's minimum, ${figures.refused.underPaymentMinimum} under a payment's minimum, ${figures.refused.overStripeMax} over Stripe's maximum`,
        `tampered bodies refused: ${figures.tamperedRefused}, Stripe sessions: ${figures.stripeSessions}, amounts at Stripe differing from the database: ${figures.stripeMismatches}`,
        `paid ${asText(figures.paidCents)}, refunds: ${figures.refunds} for ${asText(figures.refundedCents)}, refunds over what was paid: ${figures.overRefunded}`,
        `requests sent: ${api.requests}, 5xx seen: ${serverErrors}`,
      ])
      await t.close()
      await fake.close()
    })

    const seed = runSeed()

    it(`${cases} random carts, coupons and shipping settings: every amount from the database`, async () => {
      await fc.assert(
        fc.asyncProperty(caseArb, async (money) => {
          await checkCase(++figures.cases, money)
        }),
        { numRuns: cases, seed, endOnFailure: true },
      )
    })

    it("refuses a cart over Stripe's highest charge with a 400, before asking Stripe", async () => {
      // Regression: 3 lines x 99 units x 99,999.99 overflowed the order's integer columns (a 500),
      // also when a whole-cart coupon brought the total down to the shipping.
      const perfumes = await createPerfumes(
        t.orm.em,
        [1, 2, 3].map((index) => ({
          name: `Carísimo ${index}`,
          sizes: [['5ml', 5, MAX_AMOUNT_CENTS, 1000]] as [string, number, number, number][],
        })),
      )
      const buyer = await newCustomer(
        api,
        'carisimo',
        perfumes.map((perfume) => [perfume.id, '5ml', 99]),
      )
      const em = t.orm.em.fork()
      em.create(Coupon, { code: 'TODOGRATIS', description: 'Todo gratis', discountPercentage: 100 })
      await em.flush()
      const before = fake.calls.length
      for (const couponCode of [undefined, 'TODOGRATIS']) {
        const refused = await api.send('POST', '/api/checkout/session', {
          bearer: buyer.bearer,
          body: { addressId: buyer.addressId, couponCode },
        })
        expect(refused).toMatchObject({
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            reason: 'total_above_max',
            message: 'El total supera el máximo de un pago',
            fieldErrors: {
              cart: ['Un pago puede ser de 999999.99 como máximo: quita algunas unidades'],
            },
          },
        })
      }
      expect(fake.calls.length).toBe(before)
    })

    it('every session Stripe received carries the amounts of the database, none a shopper sent', async () => {
      const audit = await auditStripe()
      figures.stripeSessions = audit.sessions
      figures.stripeMismatches = audit.mismatches.length
      expect(audit.sessions).toBe(figures.paid)
      expect(audit.mismatches).toEqual([])
    })

    async function checkCase(index: number, money: MoneyCase): Promise<void> {
      const perfumes = await createPerfumes(
        t.orm.em,
        money.lines.map((line, position) => ({
          name: `Dinero ${index}-${position}`,
          discount: line.offer,
          sizes: [['5ml', 5, line.priceCents, line.quantity + 5]],
        })),
      )
      for (const [key, value] of [
        ['free_shipping_enabled', String(money.shipping.freeShipping)],
        ['shipping_free_over', asText(BigInt(money.shipping.freeOverCents))],
        ['shipping_flat_fee', asText(BigInt(money.shipping.flatFeeCents))],
      ]) {
        const saved = await api.send('PUT', '/api/settings', {
          bearer: admin,
          body: { key, value },
        })
        expect(saved.status).toBe(200)
      }
      const code = money.coupon ? `DINERO${index}` : undefined
      if (money.coupon) {
        const em = t.orm.em.fork()
        em.create(Coupon, { code: code!, description: 'Cupón de prueba', ...money.coupon })
        await em.flush()
      }
      const buyer = await newCustomer(
        api,
        `dinero${index}`,
        perfumes.map((perfume, position) => [perfume.id, '5ml', money.lines[position].quantity]),
      )

      // A price sent with a cart line is refused and changes nothing.
      const cartBefore = await api.send('GET', '/api/cart', { bearer: buyer.bearer })
      const tamperedLine = await api.send('POST', '/api/cart/items', {
        bearer: buyer.bearer,
        body: { productId: perfumes[0].id, size: '5ml', quantity: 1, price: '0.01' },
      })
      expect(tamperedLine.status).toBe(400)
      expect(await api.send('GET', '/api/cart', { bearer: buyer.bearer })).toEqual(cartBefore)

      // What it must cost, from the rows in the database.
      const rows = await sql<{ name: string; price: number; offer: number; on_offer: boolean }>(
        `select p.name, v.price_cents as price, p.discount_percentage as offer, p.is_on_offer as on_offer
         from perfume_variant v join perfume p on p.id = v.perfume_id where p.id in (?)`,
        [perfumes.map((perfume) => perfume.id)],
      )
      const lines = perfumes.map((perfume, position) => {
        const row = rows.find((candidate) => candidate.name === perfume.name)!
        const unit = row.on_offer
          ? roundedDivision(BigInt(row.price) * BigInt(100 - row.offer), 100n)
          : BigInt(row.price)
        return { name: perfume.name, unit, quantity: BigInt(money.lines[position].quantity) }
      })
      const subtotal = lines.reduce((sum, line) => sum + line.unit * line.quantity, 0n)
      let discount = 0n
      if (money.coupon) {
        discount = roundedDivision(subtotal * BigInt(money.coupon.discountPercentage), 100n)
        const cap = money.coupon.maximumDiscountCents
        if (cap !== null && BigInt(cap) < discount) discount = BigInt(cap)
      }
      const freeShipping =
        money.shipping.freeShipping && subtotal - discount >= BigInt(money.shipping.freeOverCents)
      const shipping = freeShipping ? 0n : BigInt(money.shipping.flatFeeCents)
      const total = subtotal - discount + shipping
      expect(total >= 0n).toBe(true)
      const underMinimum = !!money.coupon && subtotal < BigInt(money.coupon.minimumAmountCents)

      const quote = await api.send(
        'GET',
        `/api/checkout/quote${code ? `?couponCode=${code}` : ''}`,
        { bearer: buyer.bearer },
      )
      if (underMinimum) {
        expect(quote.status).toBe(400)
      } else {
        expect(quote.body).toEqual({
          code: code ?? '',
          subtotal: asText(subtotal),
          discount: asText(discount),
          shipping: asText(shipping),
          total: asText(total),
        })
      }

      // A body carrying an amount is refused before Stripe hears of it.
      const before = fake.calls.length
      const body = { addressId: buyer.addressId, ...(code ? { couponCode: code } : {}) }
      const tampered = await api.send('POST', '/api/checkout/session', {
        bearer: buyer.bearer,
        body: { ...body, [money.tampered.field]: money.tampered.value },
      })
      expect(tampered.status).toBe(400)
      expect(Object.keys(tampered.body.fieldErrors)).toEqual([money.tampered.field])
      expect(fake.calls.length).toBe(before)
      figures.tamperedRefused++

      const started = await api.send('POST', '/api/checkout/session', {
        bearer: buyer.bearer,
        body,
      })
      // A coupon can leave less than a payment may be (MIN_CHECKOUT_TOTAL_CENTS): refused too.
      const underPaymentMinimum = total < BigInt(MIN_CHECKOUT_TOTAL_CENTS)
      if (
        underMinimum ||
        underPaymentMinimum ||
        subtotal > STRIPE_MAX_CENTS ||
        total > STRIPE_MAX_CENTS
      ) {
        expect(started.status).toBe(400)
        expect(fake.calls.length).toBe(before)
        if (underMinimum) figures.refused.minimum++
        else if (underPaymentMinimum) figures.refused.underPaymentMinimum++
        else figures.refused.overStripeMax++
        return
      }
      expect(started.status).toBe(201)
      expect(started.body.total).toBe(asText(total))

      // What Stripe received: the database's unit prices, the discount and the shipping.
      const calls = fake.calls.slice(before)
      const session = calls.find((call) => call.path === '/v1/checkout/sessions')!
      const form = Object.fromEntries(session.form)
      const sent = stripeLines(session)
      expect(sent.sort(byName)).toEqual(
        lines.map(({ name, unit, quantity }) => ({ name, unit, quantity })).sort(byName),
      )
      const couponCall = calls.find((call) => call.path === '/v1/coupons')
      if (discount > 0n) {
        expect(Object.fromEntries(couponCall!.form)).toMatchObject({
          amount_off: String(discount),
          currency: 'eur',
          duration: 'once',
        })
        expect(form['discounts[0][coupon]']).toMatch(/^coupon_/)
      } else {
        expect(couponCall).toBeUndefined()
        expect(form['discounts[0][coupon]']).toBeUndefined()
      }
      expect(form['shipping_options[0][shipping_rate_data][fixed_amount][amount]']).toBe(
        String(shipping),
      )
      const [checkout] = await sql<Record<string, number>>(
        `select subtotal_cents as subtotal, discount_cents as discount, shipping_cents as shipping,
           total_cents as total from checkout where provider_session_id = ?`,
        [started.body.sessionId],
      )
      expect(checkout).toEqual({
        subtotal: Number(subtotal),
        discount: Number(discount),
        shipping: Number(shipping),
        total: Number(total),
      })

      // Paid at Stripe, then told by its event: the order keeps the same amounts.
      fake.sessions.set(started.body.sessionId, { status: 'complete', payment_status: 'paid' })
      const paid = await deliver(
        api,
        sessionEvent(`evt_money_${index}`, 'checkout.session.completed', started.body.sessionId),
      )
      expect(paid.body).toEqual({ received: true, outcome: 'fulfilled' })
      figures.paid++
      figures.paidCents += total
      const [order] = await sql<{ id: string; total: number; units: number[] }>(
        `select o.id, o.total_cents as total, array_agg(i.unit_cents order by i.perfume_name) as units
         from customer_order o join order_item i on i.order_id = o.id
         where o.payment_session_id = ? group by o.id`,
        [started.body.sessionId],
      )
      expect(order.total).toBe(Number(total))
      expect(order.units).toEqual([...lines].sort(byName).map((line) => Number(line.unit)))

      // Given back, asked three times at once: one refund, of what was paid.
      const move = (status: string, extra: object = {}) =>
        api.send('PATCH', `/api/admin/orders/${order.id}`, {
          bearer: admin,
          body: { status, ...extra },
        })
      let ending = 'cancelled'
      if (money.refundAfterShipping) {
        expect((await move('processing')).status).toBe(200)
        expect(
          (await move('shipped', { trackingNumber: `ES${index}X`, carrier: 'Correos' })).status,
        ).toBe(200)
        ending = 'refunded'
      }
      const endings = await Promise.all([move(ending), move(ending), move(ending)])
      expect(endings.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
      expect((await move('refunded')).status).toBe(409)
      const refunds = fake.refunds.filter(
        (refund) => refund.payment_intent === `pi_for_${started.body.sessionId}`,
      )
      const refunded = refunds.reduce((sum, refund) => sum + BigInt(refund.amount), 0n)
      if (refunded > total) figures.overRefunded++
      expect(refunded).toBe(total)
      expect(refunds.length).toBe(total > 0n ? 1 : 0)
      const [{ refunded_cents }] = await sql<{ refunded_cents: number }>(
        'select refunded_cents from customer_order where id = ?',
        [order.id],
      )
      expect(BigInt(refunded_cents)).toBe(total)
      figures.refunds += refunds.length
      figures.refundedCents += refunded
    }

    /**
     * Every payment session Stripe received, against the database: its lines against the checkout
     * and the catalogue's prices, its discount and shipping against the checkout, and the total
     * Stripe charges (lines - discount + shipping) against the checkout's total.
     */
    async function auditStripe(): Promise<{ sessions: number; mismatches: string[] }> {
      const mismatches: string[] = []
      const sessions = fake.calls.filter(
        (call) => call.path === '/v1/checkout/sessions' && call.form.get('mode') === 'payment',
      )
      for (const call of sessions) {
        const checkoutId = call.form.get('metadata[checkoutId]')
        const [checkout] = await sql<{
          discount: number
          shipping: number
          total: number
          lines: { name: string; variantId: string; unitCents: number; quantity: number }[]
        }>(
          `select discount_cents as discount, shipping_cents as shipping, total_cents as total, lines
           from checkout where id = ?`,
          [checkoutId],
        )
        if (!checkout) {
          mismatches.push(`${checkoutId}: no checkout`)
          continue
        }
        const prices = await sql<{ id: string; unit: number }>(
          `select v.id, case when p.is_on_offer
             then round(v.price_cents * (100 - p.discount_percentage) / 100.0)::int
             else v.price_cents end as unit
           from perfume_variant v join perfume p on p.id = v.perfume_id where v.id in (?)`,
          [checkout.lines.map((line) => line.variantId)],
        )
        const fromDatabase = checkout.lines.map((line) => ({
          name: line.name,
          unit: BigInt(prices.find((price) => price.id === line.variantId)?.unit ?? -1),
          quantity: BigInt(line.quantity),
        }))
        const sent = stripeLines(call)
        if (
          JSON.stringify(sent.sort(byName), bigints) !==
          JSON.stringify(fromDatabase.sort(byName), bigints)
        )
          mismatches.push(`${checkoutId}: lines`)
        // The fake names a coupon after its call's place in the list (coupon_<n> is call n).
        const coupon = /^coupon_(\d+)$/.exec(call.form.get('discounts[0][coupon]') ?? '')
        const amountOff = BigInt(
          coupon ? (fake.calls[Number(coupon[1]) - 1]?.form.get('amount_off') ?? -1) : 0,
        )
        const shipping = BigInt(
          call.form.get('shipping_options[0][shipping_rate_data][fixed_amount][amount]') ?? -1,
        )
        const charged =
          sent.reduce((sum, line) => sum + line.unit * line.quantity, 0n) - amountOff + shipping
        if (
          amountOff !== BigInt(checkout.discount) ||
          shipping !== BigInt(checkout.shipping) ||
          charged !== BigInt(checkout.total)
        )
          mismatches.push(`${checkoutId}: charged ${charged}, checkout total ${checkout.total}`)
      }
      return { sessions: sessions.length, mismatches }
    }
  })
}

function stripeLines(call: StripeCall) {
  const lines: { name: string; unit: bigint; quantity: bigint }[] = []
  for (let index = 0; call.form.has(`line_items[${index}][quantity]`); index++) {
    lines.push({
      name: call.form.get(`line_items[${index}][price_data][product_data][name]`) ?? '',
      unit: BigInt(call.form.get(`line_items[${index}][price_data][unit_amount]`) ?? -1),
      quantity: BigInt(call.form.get(`line_items[${index}][quantity]`) ?? -1),
    })
  }
  return lines
}

/** JSON.stringify's replacer for amounts kept as BigInt. */
function bigints(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? String(value) : value
}

function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0
}
