import { describe, expect, it } from '@jest/globals'
import { firstSizeInStock } from './size-choice'

describe('the size chosen when a perfume page opens', () => {
  it('skips a sold-out first size for the first one in stock', () => {
    expect(
      firstSizeInStock([
        { size: '2ml', stock: 0 },
        { size: '5ml', stock: 3 },
        { size: '10ml', stock: 1 },
      ]),
    ).toBe(1)
  })

  it('is the first size when it is in stock', () => {
    expect(
      firstSizeInStock([
        { size: '2ml', stock: 4 },
        { size: '5ml', stock: 0 },
      ]),
    ).toBe(0)
  })

  it('chooses none when every size is sold out', () => {
    expect(firstSizeInStock([{ size: '2ml', stock: 0 }])).toBe(-1)
  })
})
