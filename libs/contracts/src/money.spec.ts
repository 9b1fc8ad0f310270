import { centsToText, formatMoney, priceAfterDiscount, pricePerMl, textToCents } from './money'

describe('money', () => {
  it('writes cents as the specification text form', () => {
    expect(centsToText(1250)).toBe('12.50')
    expect(centsToText(5)).toBe('0.05')
    expect(centsToText(0)).toBe('0.00')
    expect(centsToText(-199)).toBe('-1.99')
    expect(() => centsToText(1.5)).toThrow(RangeError)
  })

  it('reads amounts with a dot or a comma and rejects anything else', () => {
    expect(textToCents('12.5')).toBe(1250)
    expect(textToCents('12,05')).toBe(1205)
    expect(textToCents('7')).toBe(700)
    expect(textToCents('1.234')).toBeNull()
    expect(textToCents('-3')).toBeNull()
    expect(textToCents('abc')).toBeNull()
  })

  it('applies an offer as price x (1 - discount/100), to the cent', () => {
    expect(priceAfterDiscount(1000, 20)).toBe(800)
    expect(priceAfterDiscount(1299, 15)).toBe(1104) // 11.0415 -> 11.04
    expect(priceAfterDiscount(1299, 0)).toBe(1299)
  })

  it('gives the price per millilitre', () => {
    expect(pricePerMl(1500, 10)).toBe(150)
    expect(pricePerMl(999, 2)).toBe(500)
  })

  it('formats in Spanish with the store currency', () => {
    expect(formatMoney(1250).replace(/\s/g, ' ')).toBe('12,50 €')
  })
})
