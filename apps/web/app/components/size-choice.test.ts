import { describe, expect, it } from '@jest/globals'
import { firstSizeInStock } from './size-choice'

describe('the size chosen when a perfume page opens', () => {
  it('skips a sold-out first size for the first one in stock', () => {
    expect(
      firstSizeInStock([{ size: '2ml', soldOut: true }, { size: '5ml' }, { size: '10ml' }]),
    ).toBe(1)
  })

  it('is the first size when it is in stock', () => {
    expect(firstSizeInStock([{ size: '2ml' }, { size: '5ml', soldOut: true }])).toBe(0)
  })

  it('chooses none when every size is sold out', () => {
    expect(firstSizeInStock([{ size: '2ml', soldOut: true }])).toBe(-1)
  })
})
