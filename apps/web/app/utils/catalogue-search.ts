import {
  CATALOGUE_SORTS,
  type CatalogueSort,
  PERFUME_CATEGORIES,
  type PerfumeCategory,
  SCENT_FAMILIES,
  type ScentFamily,
  type Season,
  SEASONS,
} from '@aurum/contracts'

/** Perfumes per catalogue page on the shop. */
export const PAGE_SIZE = 12

export interface CatalogueSearch {
  q?: string
  category?: PerfumeCategory
  brand?: string
  family?: ScentFamily
  accord?: string
  season?: Season
  size?: string
  /** A price band as its select sends it: 'min-max' in euros, either end may be empty. */
  price?: string
  inStock?: true
  sort: CatalogueSort
  page: number
}

/** The filters of a search, as GET /api/perfumes and /api/perfumes/facets take them. */
export type CatalogueFilters = Omit<CatalogueSearch, 'price' | 'page' | 'sort' | 'inStock'> & {
  minPrice?: string
  maxPrice?: string
  inStock?: 'true'
}

/** The text without control characters (a NUL above all): never part of a name, refused by the API. */
const printable = (text: string | null) =>
  [...(text ?? '')].filter((char) => char >= ' ' && char !== '\u007f').join('')

const word = (params: URLSearchParams, name: string, max: number) =>
  printable(params.get(name)).trim().slice(0, max) || undefined

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.includes(value as T) ? (value as T) : undefined

const PRICE_BAND = /^(\d{1,5}\.\d{2})?-(\d{1,5}\.\d{2})?$/

/**
 * The catalogue's state from its URL. Shared links may be old or hand-edited: anything not
 * understood is dropped rather than shown as an error. Without a sort, a search is ordered by
 * relevance and the rest by name.
 */
export function catalogueSearch(params: URLSearchParams): CatalogueSearch {
  const q = word(params, 'q', 100)
  const page = Number(params.get('page'))
  const price = params.get('price') ?? ''
  return {
    q,
    category: oneOf(PERFUME_CATEGORIES, params.get('category')),
    brand: word(params, 'brand', 120),
    family: oneOf(SCENT_FAMILIES, params.get('family')),
    accord: word(params, 'accord', 60),
    season: oneOf(SEASONS, params.get('season')),
    size: word(params, 'size', 20),
    price: PRICE_BAND.test(price) && price !== '-' ? price : undefined,
    inStock: params.get('inStock') === 'true' ? true : undefined,
    sort: oneOf(CATALOGUE_SORTS, params.get('sort')) ?? (q ? 'relevance' : 'name'),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/** What the API is asked for a search: its filters, the price band as minPrice and maxPrice. */
export function catalogueFilters(search: CatalogueSearch): CatalogueFilters {
  const { q, category, brand, family, accord, season, size, price, inStock } = search
  const [minPrice, maxPrice] = (price ?? '-').split('-')
  return {
    ...{ q, category, brand, family, accord, season, size },
    ...(minPrice ? { minPrice } : {}),
    ...(maxPrice ? { maxPrice } : {}),
    ...(inStock ? { inStock: 'true' as const } : {}),
  }
}

/** The address of a catalogue search: only what differs from the defaults. */
export function catalogueLink(search: CatalogueSearch): string {
  const params = new URLSearchParams()
  const defaultSort = search.q ? 'relevance' : 'name'
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === '') continue
    if ((key === 'page' && value === 1) || (key === 'sort' && value === defaultSort)) continue
    params.set(key, String(value))
  }
  const query = params.toString()
  return query ? `/catalogo?${query}` : '/catalogo'
}
