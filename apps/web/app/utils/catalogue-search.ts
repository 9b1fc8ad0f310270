import {
  CATALOGUE_SORTS,
  type CatalogueSort,
  PERFUME_CATEGORIES,
  type PerfumeCategory,
} from '@aurum/contracts'

/** Perfumes per catalogue page on the shop. */
export const PAGE_SIZE = 12

export interface CatalogueSearch {
  q?: string
  category?: PerfumeCategory
  brand?: string
  sort: CatalogueSort
  page: number
}

/** The text without control characters (a NUL above all): never part of a name, refused by the API. */
const printable = (text: string | null) =>
  [...(text ?? '')].filter((char) => char >= ' ' && char !== '\u007f').join('')

/**
 * The catalogue's state from its URL. Shared links may be old or hand-edited: anything not
 * understood is dropped rather than shown as an error.
 */
export function catalogueSearch(params: URLSearchParams): CatalogueSearch {
  const q = printable(params.get('q')).trim().slice(0, 100) || undefined
  const category = params.get('category')
  const brand = printable(params.get('brand')).trim().slice(0, 120) || undefined
  const sort = params.get('sort')
  const page = Number(params.get('page'))
  return {
    q,
    category: PERFUME_CATEGORIES.includes(category as PerfumeCategory)
      ? (category as PerfumeCategory)
      : undefined,
    brand,
    sort: CATALOGUE_SORTS.includes(sort as CatalogueSort) ? (sort as CatalogueSort) : 'name',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}
