// The back office's forms: perfumes, collections and store settings (spec 001 §5 and §7). Plain
// constants only: the admin pages import them, and zod stays out of their bundle (the schemas are
// in admin-catalogue.schemas.ts).

/** Highest price or store amount accepted: 99,999.99 keeps every total far inside an integer. */
export const MAX_AMOUNT_CENTS = 9_999_999
export const MAX_SIZES = 20
export const MAX_STOCK = 100_000
export const MAX_DISCOUNT_PERCENTAGE = 90
/** Longest list of allergens a perfume declares (and its labels print). */
export const MAX_ALLERGENS_LENGTH = 500

/**
 * The catalogue's CSV import (POST /api/admin/perfumes/import): the largest file and the most
 * perfumes it takes, a catalogue many times this shop's with room to spare.
 */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024
export const MAX_IMPORT_ROWS = 2000

export const ADMIN_PERFUME_SORTS = ['name', 'brand', 'category', 'price'] as const
