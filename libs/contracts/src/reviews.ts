// Reviews (spec 001 §2 Reviews, §3 Review, §5, §8, §9). Plain constants only: the pages import
// them, and zod stays out of their bundle (the schemas are in reviews.schemas.ts).

/** Ratings go from 1 to 5 stars; a new review starts at 5 (spec 001 §9). */
export const MIN_RATING = 1
export const MAX_RATING = 5
export const DEFAULT_RATING = 5

/** Column widths: the form's maxLength and the API's limits. */
export const REVIEW_TITLE_MAX = 120
export const REVIEW_CONTENT_MAX = 2000
export const REVIEW_PROS_CONS_MAX = 500
export const REVIEW_SEARCH_MAX = 100

/** Reviews per page of GET /api/reviews. */
export const REVIEWS_PAGE_SIZE = 10

/** How many of the latest reviews a perfume's page shows. */
export const LATEST_REVIEWS_ON_PERFUME = 5

export const REVIEW_SORTS = ['newest', 'oldest', 'rating', 'helpful'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Más recientes',
  oldest: 'Más antiguas',
  rating: 'Mejor valoradas',
  helpful: 'Más útiles',
}

/** The rating filter: every review, or those with exactly these stars. */
export const REVIEW_FILTERS = ['all', '5', '4', '3', '2', '1'] as const
export type ReviewFilter = (typeof REVIEW_FILTERS)[number]

/** The three fragrance ratings of a review and their labels on the page. */
export const FRAGRANCE_RATINGS = ['longevity', 'sillage', 'value'] as const
export type FragranceRating = (typeof FRAGRANCE_RATINGS)[number]

export const FRAGRANCE_RATING_LABELS: Record<FragranceRating, string> = {
  longevity: 'Duración',
  sillage: 'Proyección',
  value: 'Calidad-precio',
}

/** Asked before a review is deleted (spec 001 §5). */
export const DELETE_REVIEW_CONFIRMATION = '¿Estás seguro de que quieres eliminar esta reseña?'

/** The page's toasts (spec 001 §8). */
export const REVIEW_TOASTS = {
  created: 'Reseña creada',
  updated: 'Reseña actualizada',
  deleted: 'Reseña eliminada',
  createFailed: 'No se pudo crear la reseña',
  updateFailed: 'No se pudo actualizar la reseña',
  deleteFailed: 'No se pudo eliminar la reseña',
} as const

/** '4 de 5 estrellas': what a screen reader hears for a row of stars. */
export function starsText(rating: number): string {
  const rounded = Math.round(rating * 10) / 10
  return `${rounded.toLocaleString('es-ES')} de ${MAX_RATING} estrellas`
}

/** '1 reseña', '3 reseñas'. */
export function reviewsCountText(count: number): string {
  return count === 1 ? '1 reseña' : `${count} reseñas`
}
