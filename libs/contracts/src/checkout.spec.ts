import { couponDiscountCents, DEFAULT_SHIPPING, shippingCents, shortOrderId } from './checkout'

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
})
