import { reviewsCountText, starsText } from './reviews'
import { ReviewInputSchema, ReviewListQuerySchema } from './reviews.schemas'

describe('reviews', () => {
  it('says a rating and a count in Spanish', () => {
    expect(starsText(4)).toBe('4 de 5 estrellas')
    expect(starsText(3.25)).toBe('3,3 de 5 estrellas')
    expect(reviewsCountText(1)).toBe('1 reseña')
    expect(reviewsCountText(0)).toBe('0 reseñas')
  })

  it('gives every rating 5 when the form leaves it out, and reads the form’s text', () => {
    const perfumeId = '6f1c2a9e-3b5d-4e8f-9a0b-1c2d3e4f5a6b'
    expect(
      ReviewInputSchema.parse({ perfumeId, title: ' Bien ', content: 'Muy bien', sillage: '2' }),
    ).toEqual({
      perfumeId,
      rating: 5,
      title: 'Bien',
      content: 'Muy bien',
      pros: '',
      cons: '',
      longevity: 5,
      sillage: 2,
      value: 5,
    })
    expect(
      ReviewInputSchema.safeParse({ perfumeId, title: 'T', content: 'C', rating: '6' }).success,
    ).toBe(false)
  })

  it('reads empty list parameters as the defaults', () => {
    expect(
      ReviewListQuerySchema.parse({ search: '', filter: '', sort: '', perfumeId: '' }),
    ).toEqual({
      search: '',
      filter: 'all',
      sort: 'newest',
      page: 1,
      perfumeId: undefined,
    })
  })
})
