import {
  type ReviewInput,
  ReviewInputSchema,
  type ReviewListQuery,
  ReviewListQuerySchema,
} from '@aurum/contracts'
import type { apiFor } from './api.server'
import type { FieldErrors } from './forms.server'

export const REVIEW_FIELDS = [
  'perfumeId',
  'rating',
  'title',
  'content',
  'pros',
  'cons',
  'longevity',
  'sillage',
  'value',
] as const

/** What the customer typed, sent back to the form when it is refused. */
export type ReviewFormValues = Record<(typeof REVIEW_FIELDS)[number], string>

/** The review form read with the same schema the API applies. */
export function readReviewForm(
  form: FormData,
):
  | { values: ReviewFormValues; data: ReviewInput; fieldErrors?: undefined }
  | { values: ReviewFormValues; data?: undefined; fieldErrors: FieldErrors } {
  const values = Object.fromEntries(
    REVIEW_FIELDS.map((field) => [field, String(form.get(field) ?? '')]),
  ) as ReviewFormValues
  const result = ReviewInputSchema.safeParse(values)
  if (result.success) return { values, data: result.data }
  const fieldErrors: FieldErrors = {}
  for (const issue of result.error.issues)
    (fieldErrors[String(issue.path[0])] ??= []).push(issue.message)
  return { values, fieldErrors }
}

const LIST_KEYS = ['search', 'filter', 'sort', 'page'] as const

/**
 * The list's filters from the page's address. A value that is not one of its choices (a link
 * typed by hand) is dropped, so the page shows the default rather than an error.
 */
export function reviewListQuery(params: URLSearchParams): Omit<ReviewListQuery, 'perfumeId'> {
  const given: Record<string, string> = {}
  for (const key of LIST_KEYS) {
    // No field holds a NUL (the API refuses one): it is dropped, as from a mistyped link.
    const value = params.get(key)?.replaceAll('\u0000', '')
    if (value !== undefined) given[key] = value
  }
  let result = ReviewListQuerySchema.safeParse(given)
  if (!result.success) {
    for (const issue of result.error.issues) delete given[String(issue.path[0])]
    result = ReviewListQuerySchema.safeParse(given)
  }
  const { search, filter, sort, page } = result.success
    ? result.data
    : ReviewListQuerySchema.parse({})
  return { search, filter, sort, page }
}

/** The perfume select: every perfume of the catalogue by name (pages of 100, read in parallel). */
export async function perfumeOptions(
  api: Awaited<ReturnType<typeof apiFor>>,
): Promise<{ id: string; name: string; brand: string }[]> {
  const LIMIT = 100
  const page = (number: number) =>
    api.GET('/api/perfumes', { params: { query: { sort: 'name', limit: LIMIT, page: number } } })
  const first = await page(1)
  if (!first.data) return []
  const total = Number(first.response.headers.get('x-total-count') ?? first.data.length)
  const more = await Promise.all(
    Array.from({ length: Math.min(Math.ceil(total / LIMIT), 20) - 1 }, (_, index) =>
      page(index + 2),
    ),
  )
  return [first, ...more]
    .flatMap((answer) => answer.data ?? [])
    .map(({ id, name, brand }) => ({ id, name, brand }))
}

/**
 * A perfume's reviews for its page (their own call: the catalogue's cached answer carries none),
 * with only the fields the page shows; null when the API could not answer (the page still works).
 */
export async function perfumeReviewSummary(
  api: Awaited<ReturnType<typeof apiFor>>,
  perfumeId: string,
) {
  const { data } = await api.GET('/api/perfumes/{perfumeId}/reviews/summary', {
    params: { path: { perfumeId } },
  })
  if (!data) return null
  const { average, count, longevity, sillage, value } = data
  return {
    average,
    count,
    longevity,
    sillage,
    value,
    latest: data.latest.map((review) => ({
      id: review.id,
      userId: review.userId,
      user: { name: review.user.name, avatar: review.user.avatar },
      perfumeName: review.perfumeName,
      perfumeBrand: review.perfumeBrand,
      perfumeSlug: review.perfumeSlug,
      rating: review.rating,
      title: review.title,
      content: review.content,
      pros: review.pros,
      cons: review.cons,
      longevity: review.longevity,
      sillage: review.sillage,
      value: review.value,
      helpfulCount: review.helpfulCount,
      isVerified: review.isVerified,
      createdAt: review.createdAt,
    })),
  }
}
