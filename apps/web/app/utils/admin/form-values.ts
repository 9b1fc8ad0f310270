// The admin forms' values as typed, shared by the pages and their actions.

/** The perfume form as typed: lists are comma-separated text, the offer's end a local time. */
export interface PerfumeFormValues {
  name: string
  brand: string
  description: string
  category: string
  sizes: string
  prices: string
  notes: string
  imageUrl: string
  isOnOffer: boolean
  discountPercentage: string
  offerDescription: string
  offerEndsAt: string
  /** The scent: no family means no scent at all. */
  scentFamily: string
  scentConcentration: string
  scentSeasons: string[]
  scentTimeOfDay: string[]
  /** The pyramid's levels, comma-separated. */
  scentTop: string
  scentHeart: string
  scentBase: string
  /** One accord a line, 'Amaderado: 80'. */
  scentAccords: string
}

export type ScentFormValues = Pick<
  PerfumeFormValues,
  Extract<keyof PerfumeFormValues, `scent${string}`>
>

/** The scent's fields of a perfume not described. */
export const EMPTY_SCENT_FORM: ScentFormValues = {
  scentFamily: '',
  scentConcentration: '',
  scentSeasons: [],
  scentTimeOfDay: [],
  scentTop: '',
  scentHeart: '',
  scentBase: '',
  scentAccords: '',
}

/** The create page's starting values. */
export const EMPTY_PERFUME_FORM: PerfumeFormValues = {
  name: '',
  brand: '',
  description: '',
  category: '',
  sizes: '',
  prices: '',
  notes: '',
  imageUrl: '',
  isOnOffer: false,
  discountPercentage: '',
  offerDescription: '',
  offerEndsAt: '',
  ...EMPTY_SCENT_FORM,
}

/** The collection form as typed: the set's sizes and prices are comma-separated text. */
export interface CollectionFormValues {
  name: string
  description: string
  theme: string
  /** In the collection's order. */
  perfumeIds: string[]
  sizes: string
  prices: string
  imageUrl: string
}

/** The create page's starting values. */
export const EMPTY_COLLECTION_FORM: CollectionFormValues = {
  name: '',
  description: '',
  theme: '',
  perfumeIds: [],
  sizes: '',
  prices: '',
  imageUrl: '',
}
