import { describe, expect, it } from '@jest/globals'
import { catalogueFilters, catalogueLink, catalogueSearch } from './catalogue-search'

const from = (query: string) => catalogueSearch(new URLSearchParams(query))

describe('catalogueSearch', () => {
  it('keeps what the catalogue understands', () => {
    expect(from('q=dior&category=nicho&brand=Chanel&sort=price-asc&page=2')).toMatchObject({
      q: 'dior',
      category: 'nicho',
      brand: 'Chanel',
      sort: 'price-asc',
      page: 2,
    })
    expect(
      from(
        'family=Amaderada&accord=C%C3%ADtrico&season=oto%C3%B1o&size=5ml&price=5.00-6.99&inStock=true',
      ),
    ).toMatchObject({
      family: 'Amaderada',
      accord: 'Cítrico',
      season: 'otoño',
      size: '5ml',
      price: '5.00-6.99',
      inStock: true,
    })
  })

  it('orders a search by relevance and the rest by name, unless told', () => {
    expect(from('q=sauvage').sort).toBe('relevance')
    expect(from('').sort).toBe('name')
    expect(from('q=sauvage&sort=newest').sort).toBe('newest')
  })

  it('asks the API for a price band as its ends, and links only what is not the default', () => {
    expect(catalogueFilters(from('price=-4.99&inStock=true'))).toEqual({
      maxPrice: '4.99',
      inStock: 'true',
    })
    expect(catalogueFilters(from('price=10.00-&accord=Dulce'))).toEqual({
      minPrice: '10.00',
      accord: 'Dulce',
    })
    expect(catalogueLink(from('q=dior&sort=relevance&page=1'))).toBe('/catalogo?q=dior')
    expect(catalogueLink(from('accord=Dulce&page=3'))).toBe('/catalogo?accord=Dulce&page=3')
  })

  it('drops control characters, which the API refuses, from the search and the brand', () => {
    expect(from('q=%00&brand=a%00b')).toMatchObject({ q: undefined, brand: 'ab' })
    expect(from('q=%01%14dior%7F')).toMatchObject({ q: 'dior' })
  })

  it('drops what it does not understand rather than failing', () => {
    expect(
      from('category=perfumes&sort=%7B%7D&page=%7B%7D&family=Marina&season=x&price=1-2&inStock=1'),
    ).toEqual({
      q: undefined,
      category: undefined,
      brand: undefined,
      family: undefined,
      accord: undefined,
      season: undefined,
      size: undefined,
      price: undefined,
      inStock: undefined,
      sort: 'name',
      page: 1,
    })
  })
})
