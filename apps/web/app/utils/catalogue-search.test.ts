import { describe, expect, it } from '@jest/globals'
import { catalogueSearch } from './catalogue-search'

const from = (query: string) => catalogueSearch(new URLSearchParams(query))

describe('catalogueSearch', () => {
  it('keeps what the catalogue understands', () => {
    expect(from('q=dior&category=nicho&brand=Chanel&sort=price-asc&page=2')).toEqual({
      q: 'dior',
      category: 'nicho',
      brand: 'Chanel',
      sort: 'price-asc',
      page: 2,
    })
  })

  it('drops control characters, which the API refuses, from the search and the brand', () => {
    expect(from('q=%00&brand=a%00b')).toMatchObject({ q: undefined, brand: 'ab' })
    expect(from('q=%01%14dior%7F')).toMatchObject({ q: 'dior' })
  })

  it('drops what it does not understand rather than failing', () => {
    expect(from('category=perfumes&sort=%7B%7D&page=%7B%7D')).toEqual({
      q: undefined,
      category: undefined,
      brand: undefined,
      sort: 'name',
      page: 1,
    })
  })
})
