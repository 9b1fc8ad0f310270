import { describe, expect, it } from '@jest/globals'
import { ratingText } from './rating-text'

describe("a card's rating in words", () => {
  it('says the average with a decimal comma and the number of reviews', () => {
    expect(ratingText(4.5, 12)).toBe('4,5 de 5 estrellas, 12 reseñas')
    expect(ratingText(4, 1)).toBe('4,0 de 5 estrellas, 1 reseña')
  })

  it('says there are none when nobody has reviewed the perfume', () => {
    expect(ratingText(null, 0)).toBe('Sin reseñas')
  })
})
