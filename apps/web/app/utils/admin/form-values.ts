// The admin forms' fields as conform names them, shared by the pages (their starting values) and
// their actions. Plain types and constants: no zod reaches the admin pages' bundle.

/** One size of the perfume form: its millilitres (the size '5ml') and its price, as typed. */
export type SizeRowFields = {
  ml: string
  price: string
}

/** The perfume form: each size a row, the scent in its own fields, the offer's end a local time. */
export type PerfumeFormFields = {
  name: string
  brand: string
  description: string
  category: string
  sizes: SizeRowFields[]
  /** Comma-separated. */
  notes: string
  imageUrl: string
  /** 'on' when ticked, as a checkbox posts it. */
  isOnOffer: string
  discountPercentage: string
  offerDescription: string
  offerEndsAt: string
  allergens: string
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

/** An empty size row, as 'Añadir tamaño' adds it. */
export const EMPTY_SIZE_ROW: SizeRowFields = { ml: '', price: '' }

/** The create page's starting values: one size row to fill. */
export const NEW_PERFUME_FORM: Partial<PerfumeFormFields> = { sizes: [EMPTY_SIZE_ROW] }

/** The collection form: the set's sizes and prices are comma-separated text. */
export type CollectionFormFields = {
  name: string
  description: string
  theme: string
  /** In the collection's order. */
  perfumeIds: string[]
  sizes: string
  prices: string
  imageUrl: string
}
