import { orderTax, outsideVatRegion, shareDiscount, vatIncluded, withoutVat } from './tax'

describe('IVA', () => {
  it('finds the territories outside Spanish IVA by postcode, in Spain only', () => {
    const at = (zipCode: string, country = 'España') => outsideVatRegion({ zipCode, country })
    expect(at('35002')).toBe('Canarias')
    expect(at('38001')).toBe('Canarias')
    expect(at('51001')).toBe('Ceuta')
    expect(at('52001', 'espana')).toBe('Melilla')
    expect(at('28013')).toBeNull()
    expect(at('35002', 'Portugal')).toBeNull()
  })

  it('takes the IVA out of an IVA-included amount, rounded to the cent', () => {
    expect(withoutVat(1299, 21)).toBe(1074)
    expect(vatIncluded(1299, 21)).toBe(225)
    expect(vatIncluded(395, 21)).toBe(69)
    expect(vatIncluded(1000, 0)).toBe(0)
  })

  it('shares a discount among lines exactly, in proportion', () => {
    expect(shareDiscount([3897, 2350], 937)).toEqual([585, 352])
    expect(shareDiscount([100, 100, 100], 100)).toEqual([34, 33, 33])
    expect(shareDiscount([500], 0)).toEqual([0])
    for (const discount of [1, 7, 99, 1234]) {
      const shares = shareDiscount([1299, 2350, 1], discount)
      expect(shares.reduce((sum, cents) => sum + cents, 0)).toBe(discount)
    }
  })

  it("rounds each line's IVA on its own and adds them up to the order's", () => {
    const tax = orderTax(
      [
        { unitCents: 1200, quantity: 2 },
        { unitCents: 2000, quantity: 1 },
      ],
      0,
      395,
      21,
    )
    expect(tax).toEqual({
      lines: [
        { discountCents: 0, taxCents: 417 },
        { discountCents: 0, taxCents: 347 },
      ],
      shippingTaxCents: 69,
      taxCents: 833,
    })
  })
})
