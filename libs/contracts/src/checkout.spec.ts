import assert from 'node:assert/strict'
import fc from 'fast-check'
import { MAX_AMOUNT_CENTS } from './admin-catalogue'
import {
  checkoutTotals,
  couponDiscountCents,
  DEFAULT_SHIPPING,
  shippingCents,
  shortOrderId,
} from './checkout'

describe('checkout rules', () => {
  it('ships free from 50 € on, else charges the flat fee', () => {
    expect(shippingCents(5000, DEFAULT_SHIPPING)).toBe(0)
    expect(shippingCents(4999, DEFAULT_SHIPPING)).toBe(395)
  })

  it('charges the flat fee on any amount while free shipping is switched off', () => {
    expect(shippingCents(100_000, { freeOverCents: null, flatFeeCents: 395 })).toBe(395)
  })

  it('applies a coupon percentage, capped by its maximum and by the subtotal', () => {
    expect(couponDiscountCents(3333, { discountPercentage: 10, maximumDiscountCents: null })).toBe(
      333,
    )
    expect(couponDiscountCents(20000, { discountPercentage: 15, maximumDiscountCents: 1000 })).toBe(
      1000,
    )
    expect(couponDiscountCents(500, { discountPercentage: 100, maximumDiscountCents: null })).toBe(
      500,
    )
  })

  it('shortens an order id to its last 8 characters, upper-cased', () => {
    expect(shortOrderId('3f1c2b9e-58d0-4f7a-9c1e-0a2b3c4d5e6f')).toBe('3C4D5E6F')
  })

  // The oracle counts in exact integers (BigInt), apart from the rule: a coupon's exact discount
  // is subtotal x percentage / 100, and rounding it once puts it within half a cent of that.
  // node:assert rather than expect keeps 10,000 cases near a second.
  it('totals 10,000 random carts: prices x quantities - discount + shipping, never negative, rounded once', () => {
    const line = fc.record({
      // 0 is an offer's price of a 1-cent size (90% off rounds to nothing).
      unitCents: fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }),
      quantity: fc.integer({ min: 1, max: 99 }),
    })
    const coupon = fc.option(
      fc.record({
        discountPercentage: fc.integer({ min: 1, max: 100 }),
        maximumDiscountCents: fc.option(fc.integer({ min: 1, max: MAX_AMOUNT_CENTS })),
      }),
    )
    const rule = fc.record({
      freeOverCents: fc.option(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS })),
      flatFeeCents: fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }),
    })
    let tried = 0
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), coupon, rule, (lines, coupon, rule) => {
        tried++
        const totals = checkoutTotals(lines, coupon, rule)
        for (const amount of Object.values(totals)) assert.ok(Number.isSafeInteger(amount))
        const subtotal = lines.reduce(
          (sum, { unitCents, quantity }) => sum + BigInt(unitCents) * BigInt(quantity),
          0n,
        )
        assert.equal(BigInt(totals.subtotal), subtotal)

        const discount = BigInt(totals.discount)
        assert.ok(discount >= 0n && discount <= subtotal, 'discount within the subtotal')
        if (!coupon) assert.equal(discount, 0n)
        else {
          const exactTimes100 = subtotal * BigInt(coupon.discountPercentage)
          const cap =
            coupon.maximumDiscountCents === null ? null : BigInt(coupon.maximumDiscountCents)
          if (cap !== null) assert.ok(discount <= cap, 'discount within its maximum')
          // Under its maximum, half a cent or less from the exact discount (halves up).
          if (cap === null || discount !== cap || discount * 100n >= exactTimes100) {
            const error = discount * 100n - exactTimes100
            assert.ok(error > -50n && error <= 50n, `discount ${discount} rounded once`)
          }
        }

        const goods = subtotal - discount
        const free =
          lines.length === 0 || (rule.freeOverCents !== null && goods >= BigInt(rule.freeOverCents))
        assert.equal(totals.shipping, free ? 0 : rule.flatFeeCents)
        assert.equal(BigInt(totals.total), goods + BigInt(totals.shipping))
        assert.ok(totals.total >= 0, 'total never negative')
      }),
      { numRuns: 10_000 },
    )
    expect(tried).toBe(10_000)
  })
})
