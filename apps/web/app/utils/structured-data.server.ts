import { CATEGORY_LABELS, MAX_RATING } from '@aurum/contracts'
import { PLACEHOLDER_IMAGE } from '~/components/perfume-card'
import type { PerfumeReviewSummary } from '~/components/reviews'
import type { perfumePage } from './storefront.server'

/** JSON-LD as a script's text: '<' escaped so that no text can close the script element. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/**
 * A perfume for search engines (schema.org Product, an Offer per size, its reviews), made on the
 * server: the page's script carries the text, the browser bundle none of this code.
 */
export function productStructuredData(
  perfume: ReturnType<typeof perfumePage>,
  reviews: PerfumeReviewSummary | null,
  urls: { canonical: string; origin: string },
  currency: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${perfume.name} (decant)`,
    brand: { '@type': 'Brand', name: perfume.brand },
    description: perfume.description,
    image: `${urls.origin}${perfume.imageUrl ?? PLACEHOLDER_IMAGE}`,
    category: CATEGORY_LABELS[perfume.category],
    url: urls.canonical,
    offers: perfume.variants.map((variant) => ({
      '@type': 'Offer',
      name: variant.size,
      price: variant.offerPrice ?? variant.price,
      priceCurrency: currency,
      availability:
        variant.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: urls.canonical,
    })),
    ...reviewsStructuredData(reviews),
  }
}

/**
 * The reviews part of the perfume's JSON-LD (schema.org aggregateRating and review), only when it
 * has reviews.
 */
function reviewsStructuredData(summary: PerfumeReviewSummary | null) {
  if (!summary?.count) return {}
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: MAX_RATING,
      worstRating: 1,
    },
    review: summary.latest.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.content,
      datePublished: review.createdAt.slice(0, 10),
      author: { '@type': 'Person', name: review.user.name },
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: MAX_RATING,
        worstRating: 1,
      },
    })),
  }
}
