export const PERFUME_CATEGORIES = ['masculino', 'femenino', 'unisex', 'nicho'] as const
export type PerfumeCategory = (typeof PERFUME_CATEGORIES)[number]

/** Labels the shop shows for each category. */
export const CATEGORY_LABELS: Record<PerfumeCategory, string> = {
  masculino: 'Masculino',
  femenino: 'Femenino',
  unisex: 'Unisex',
  nicho: 'Nicho',
}

/**
 * 'relevance': best match for the search first, then the most popular (the order when searching,
 * by name without a search); 'rating': best average first (unreviewed last); 'newest': latest
 * added to the shop first.
 */
export const CATALOGUE_SORTS = [
  'relevance',
  'name',
  'brand',
  'price-asc',
  'price-desc',
  'rating',
  'newest',
] as const
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]

/** Largest page of the catalogue an API call may ask for. */
export const MAX_PAGE_SIZE = 100

/** The size the specification adds when none is chosen, where the perfume has it. */
export const DEFAULT_SIZE = '50ml'

/** '5ml', '5 ml' or '5ML' -> { label: '5ml', ml: 5 }; null when the text is not a size in ml. */
export function parseSizeLabel(text: string): { label: string; ml: number } | null {
  const match = /^\s*(\d{1,4})\s*ml\s*$/i.exec(text)
  if (!match) return null
  const ml = Number(match[1])
  return ml > 0 ? { label: `${ml}ml`, ml } : null
}

/** Whether a perfume's offer applies at `now`: switched on, and its end date (if any) not reached. */
export function offerIsRunning(
  perfume: { isOnOffer: boolean; offerEndsAt: Date | null },
  now: Date = new Date(),
): boolean {
  return (
    perfume.isOnOffer &&
    (perfume.offerEndsAt === null || perfume.offerEndsAt.getTime() > now.getTime())
  )
}
