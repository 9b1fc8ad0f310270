import {
  FRAGRANCE_RATING_LABELS,
  FRAGRANCE_RATINGS,
  type FragranceRating,
  MAX_RATING,
  reviewsCountText,
  STORE_TIME_ZONE,
  starsText,
} from '@aurum/contracts'
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'

/** What a review card shows (the loaders pass these fields only). */
export interface ReviewCardData {
  id: string
  userId: string
  user: { name: string; avatar: string | null }
  perfumeName: string
  perfumeBrand: string
  perfumeSlug: string
  rating: number
  title: string
  content: string
  pros: string
  cons: string
  longevity: number
  sillage: number
  value: number
  helpfulCount: number
  isVerified: boolean
  createdAt: string
}

const reviewDate = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'long',
  timeZone: STORE_TIME_ZONE,
})

/** A row of five stars; screen readers hear '4 de 5 estrellas'. */
export function Stars({ rating, size = 'md' }: { rating: number; size?: 'md' | 'lg' }) {
  const full = Math.round(rating)
  return (
    <span
      role="img"
      aria-label={starsText(rating)}
      className={`inline-flex gap-0.5 leading-none ${size === 'lg' ? 'text-2xl' : 'text-lg'}`}
    >
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < full ? 'text-gold' : 'text-line'}>
          ★
        </span>
      ))}
    </span>
  )
}

/** Duración, Proyección and Calidad-precio as bars, each with its value written out. */
export function FragranceBars({
  ratings,
  decimals = false,
}: {
  ratings: Record<FragranceRating, number>
  decimals?: boolean
}) {
  return (
    <dl className="grid gap-2 text-sm">
      {FRAGRANCE_RATINGS.map((key) => {
        const value = ratings[key]
        const shown = decimals ? value.toLocaleString('es-ES', { maximumFractionDigits: 1 }) : value
        return (
          <div key={key} className="grid grid-cols-[7.5rem_1fr_auto] items-center gap-3">
            <dt className="text-ink-muted">{FRAGRANCE_RATING_LABELS[key]}</dt>
            <dd aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-raised">
              {/* An SVG attribute, not a style attribute: the CSP refuses inline styles. */}
              <svg className="block h-full w-full text-gold">
                <rect width={`${(value / MAX_RATING) * 100}%`} height="100%" fill="currentColor" />
              </svg>
            </dd>
            <dd className="tabular-nums">
              {shown}
              <span className="sr-only"> de {MAX_RATING}</span>
              <span aria-hidden="true">/{MAX_RATING}</span>
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

/**
 * One review: author, 'Verificado', date, brand and perfume, stars, title, text, pros and cons,
 * the three fragrance bars. Every text is the author's as plain text (React escapes it).
 * `actions` are the buttons under it ('Útil (n)', edit, delete).
 */
export function ReviewCard({
  review,
  headingLevel = 2,
  showPerfume = true,
  actions,
}: {
  review: ReviewCardData
  headingLevel?: 2 | 3
  showPerfume?: boolean
  actions?: ReactNode
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = `resena-${review.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        {review.user.avatar ? (
          <img
            src={review.user.avatar}
            alt=""
            width={40}
            height={40}
            className="h-10 w-10 rounded-full border border-line object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-gold font-display font-semibold text-on-gold"
          >
            {review.user.name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold [overflow-wrap:anywhere]">
            {review.user.name}
            {review.isVerified ? (
              <span
                title="Compró este perfume en la tienda"
                className="rounded-full border border-gold px-2 py-0.5 text-xs font-semibold text-gold"
              >
                Verificado
              </span>
            ) : null}
          </p>
          <p className="text-sm text-ink-muted">
            <time dateTime={review.createdAt}>{reviewDate.format(new Date(review.createdAt))}</time>
          </p>
        </div>
        <Stars rating={review.rating} />
      </div>
      {showPerfume ? (
        <p className="text-sm">
          <span className="tracking-widest text-gold uppercase">{review.perfumeBrand}</span>{' '}
          <Link to={`/perfume/${review.perfumeSlug}`} className="underline hover:text-gold">
            {review.perfumeName}
          </Link>
        </p>
      ) : null}
      <Heading
        id={headingId}
        className="font-display text-xl font-semibold [overflow-wrap:anywhere]"
      >
        {review.title}
      </Heading>
      <p className="whitespace-pre-line text-ink-muted [overflow-wrap:anywhere]">
        {review.content}
      </p>
      {review.pros || review.cons ? (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {review.pros ? (
            <div>
              <dt className="font-semibold text-gold">Pros</dt>
              <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{review.pros}</dd>
            </div>
          ) : null}
          {review.cons ? (
            <div>
              <dt className="font-semibold text-danger">Contras</dt>
              <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{review.cons}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <FragranceBars ratings={review} />
      {actions ? <div className="mt-1 flex flex-wrap items-center gap-2">{actions}</div> : null}
    </article>
  )
}

/** A perfume's reviews as its page shows them (GET /api/perfumes/{id}/reviews/summary). */
export interface PerfumeReviewSummary {
  average: number
  count: number
  longevity: number
  sillage: number
  value: number
  latest: ReviewCardData[]
}

/**
 * The perfume page's reviews: the average and count, the three fragrance averages, the latest
 * reviews and a link to write one.
 */
export function PerfumeReviews({
  perfumeId,
  perfumeName,
  summary,
}: {
  perfumeId: string
  perfumeName: string
  summary: PerfumeReviewSummary
}) {
  const writeHref = `/reviews?escribir=1&perfume=${perfumeId}`
  return (
    <section aria-labelledby="resenas" className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="resenas" className="font-display text-2xl font-semibold">
          Reseñas
        </h2>
        <Link
          to={writeHref}
          className="rounded-full bg-gold px-6 py-2 font-semibold text-on-gold hover:bg-gold-strong"
        >
          Escribir Reseña
        </Link>
      </div>
      {summary.count ? (
        <>
          <div className="mt-4 grid gap-6 rounded-2xl border border-line bg-surface p-6 sm:grid-cols-[auto_1fr] sm:items-center">
            <div className="flex flex-col items-start gap-1">
              <p className="font-display text-5xl font-bold text-gold">
                {summary.average.toLocaleString('es-ES', {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                })}
              </p>
              <Stars rating={summary.average} />
              <p className="text-sm text-ink-muted">{reviewsCountText(summary.count)}</p>
            </div>
            <FragranceBars ratings={summary} decimals />
          </div>
          <ul className="mt-6 grid gap-5" aria-label="Últimas reseñas">
            {summary.latest.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} headingLevel={3} showPerfume={false} />
              </li>
            ))}
          </ul>
          {summary.count > summary.latest.length ? (
            <p className="mt-4">
              <Link
                to={`/reviews?search=${encodeURIComponent(perfumeName)}`}
                className="text-gold underline"
              >
                Ver todas las reseñas
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-4 text-ink-muted">
          Este perfume aún no tiene reseñas. Sé el primero en opinar.
        </p>
      )}
    </section>
  )
}
