import { z } from 'zod'
import {
  DEFAULT_RATING,
  MAX_RATING,
  MIN_RATING,
  REVIEW_CONTENT_MAX,
  REVIEW_FILTERS,
  REVIEW_PROS_CONS_MAX,
  REVIEW_SEARCH_MAX,
  REVIEW_SORTS,
  REVIEW_TITLE_MAX,
} from './reviews'

/** A rating of 1 to 5 stars, 5 when not given (spec 001 §9). A form sends it as text. */
const rating = (label: string) =>
  z.coerce
    .number(`${label}: elige de ${MIN_RATING} a ${MAX_RATING} estrellas`)
    .int(`${label}: elige de ${MIN_RATING} a ${MAX_RATING} estrellas`)
    .min(MIN_RATING, `${label}: elige de ${MIN_RATING} a ${MAX_RATING} estrellas`)
    .max(MAX_RATING, `${label}: elige de ${MIN_RATING} a ${MAX_RATING} estrellas`)
    .default(DEFAULT_RATING)

const requiredText = (required: string, max: number, field: string) =>
  z
    .string(required)
    .trim()
    .min(1, { message: required, abort: true })
    .max(max, { message: `${field} no puede superar los ${max} caracteres`, abort: true })

const optionalText = (max: number, field: string) =>
  z.string().trim().max(max, `${field} no puede superar los ${max} caracteres`).default('')

/**
 * POST /api/reviews and PUT /api/reviews/{id} (spec 001 §3, §5): title and content required, pros
 * and cons optional, every rating 1 to 5 (5 when absent). On PUT the perfume cannot change: a
 * perfumeId other than the review's is refused.
 */
export const ReviewInputSchema = z.strictObject({
  perfumeId: z.uuid('Elige un perfume'),
  rating: rating('La valoración'),
  title: requiredText('El título es obligatorio', REVIEW_TITLE_MAX, 'El título'),
  content: requiredText('La reseña es obligatoria', REVIEW_CONTENT_MAX, 'La reseña'),
  pros: optionalText(REVIEW_PROS_CONS_MAX, 'Los pros'),
  cons: optionalText(REVIEW_PROS_CONS_MAX, 'Los contras'),
  longevity: rating('La duración'),
  sillage: rating('La proyección'),
  value: rating('La calidad-precio'),
})
export type ReviewInput = z.output<typeof ReviewInputSchema>

/**
 * PUT /api/reviews/{id}: the same fields (spec 001 §7); perfumeId may be left out, and when sent
 * it must be the review's own perfume.
 */
export const ReviewUpdateSchema = ReviewInputSchema.extend({
  perfumeId: z.uuid('Elige un perfume').optional(),
})
export type ReviewUpdate = z.output<typeof ReviewUpdateSchema>

/** GET /api/reviews?search=&filter=&sort=&page=&perfumeId= (empty values mean the default). */
export const ReviewListQuerySchema = z.strictObject({
  search: z
    .string()
    .trim()
    .max(REVIEW_SEARCH_MAX, `Como máximo ${REVIEW_SEARCH_MAX} caracteres`)
    .default(''),
  filter: z
    .union([z.enum(REVIEW_FILTERS), z.literal('')], 'El filtro es all o una valoración de 1 a 5')
    .transform((filter) => filter || 'all')
    .default('all'),
  sort: z
    .union([z.enum(REVIEW_SORTS), z.literal('')], 'El orden es newest, oldest, rating o helpful')
    .transform((sort) => sort || 'newest')
    .default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perfumeId: z
    .union([z.uuid('Debe ser el id de un perfume'), z.literal('')])
    .transform((id) => id || undefined)
    .optional(),
})
export type ReviewListQuery = z.output<typeof ReviewListQuerySchema>
