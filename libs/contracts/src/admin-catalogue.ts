// The back office's forms: perfumes, collections and store settings (spec 001 §5 and §7). Plain
// constants only: the admin pages import them, and zod stays out of their bundle (the schemas are
// in admin-catalogue.schemas.ts).

/** Highest price or store amount accepted: 99,999.99 keeps every total far inside an integer. */
export const MAX_AMOUNT_CENTS = 9_999_999
export const MAX_SIZES = 20
export const MAX_STOCK = 100_000
export const MAX_DISCOUNT_PERCENTAGE = 90

export const ADMIN_PERFUME_SORTS = ['name', 'brand', 'category', 'price'] as const
