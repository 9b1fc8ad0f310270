import { CATEGORY_LABELS } from '@aurum/contracts'
import { Link } from '@remix-run/react'
import { AddToCartButton } from '~/components/add-to-cart'
import { FavoriteButton } from '~/components/favorite-button'
import { ratingNumber, ratingText } from '~/components/rating-text'
import { firstSizeInStock, type StockedSize } from '~/components/size-choice'
import { formatPrice } from '~/utils/money'
import type { CardPerfume } from '~/utils/storefront.server'
import { useCurrency } from '~/utils/use-currency'

/** What VariantPrice shows of a size, on a card and on the perfume page. */
type PricedVariant = Pick<CardPerfume['variants'][number], 'price' | 'offerPrice' | 'pricePerMl'>

export const PLACEHOLDER_IMAGE = '/images/perfume-placeholder.svg'

/**
 * A bar's filled part in tenths (the stars to the nearest half star, an accord's intensity):
 * whole class names, so Tailwind finds them (the CSP allows no inline style, so no computed width).
 */
export const FILLED_WIDTH = [
  'w-0',
  'w-[10%]',
  'w-[20%]',
  'w-[30%]',
  'w-[40%]',
  'w-[50%]',
  'w-[60%]',
  'w-[70%]',
  'w-[80%]',
  'w-[90%]',
  'w-full',
] as const

/** Five stars filled to the average and the count, read out as '4,5 de 5 estrellas, 12 reseñas'. */
export function RatingStars({
  rating,
  reviewCount,
}: {
  rating: number | null
  reviewCount: number
}) {
  if (rating === null || reviewCount === 0) {
    return <p className="text-xs text-ink-muted">Sin reseñas</p>
  }
  return (
    <p
      role="img"
      aria-label={ratingText(rating, reviewCount)}
      className="flex items-center gap-1.5 text-xs text-ink-muted"
    >
      {/* Grey stars under gold ones cut to the average: two small local images per card. */}
      <span className="relative h-4 w-20 shrink-0">
        <img src="/images/stars-empty.svg" alt="" width={80} height={16} />
        <span
          className={`absolute inset-y-0 left-0 overflow-hidden ${FILLED_WIDTH[Math.round(rating * 2)]}`}
        >
          <img src="/images/stars-full.svg" alt="" width={80} height={16} className="max-w-none" />
        </span>
      </span>
      <span>{`${ratingNumber.format(rating)} (${reviewCount})`}</span>
    </p>
  )
}

/** The price of one size: the offer price next to the struck original when on offer. */
export function VariantPrice({
  variant,
  size = 'md',
}: {
  variant: PricedVariant
  size?: 'md' | 'lg'
}) {
  const currency = useCurrency()
  const now = size === 'lg' ? 'price-now text-3xl' : 'price-now'
  return (
    <>
      {variant.offerPrice ? (
        <>
          <span className={now}>{formatPrice(variant.offerPrice, currency)}</span>
          <s className="price-was">
            <span className="sr-only">Antes </span>
            {formatPrice(variant.price, currency)}
          </s>
        </>
      ) : (
        <span className={now}>{formatPrice(variant.price, currency)}</span>
      )}
      <span className="price-per-ml">{`${formatPrice(variant.pricePerMl, currency)}/ml`}</span>
    </>
  )
}

/**
 * The size buttons: radios named "size" (the first size in stock chosen), so the form posts the
 * choice and the CSS in app.css shows the matching price, with or without JavaScript. On a card a
 * sold-out size stays choosable (its price shows with 'Agotado en este tamaño'); on the perfume
 * page (`large`) it is disabled and says 'Agotado', so 'Agregar' never posts it.
 */
export function SizeChooser({
  perfume,
  legend,
  large = false,
}: {
  perfume: { variants: readonly StockedSize[] }
  legend: string
  large?: boolean
}) {
  // Every size sold out: the first stays chosen so its price shows; 'Agregar' is disabled then.
  const chosen = Math.max(firstSizeInStock(perfume.variants), 0)
  return (
    <fieldset className="size-choices">
      <legend className={large ? 'mb-2 font-display text-xl font-semibold' : 'sr-only'}>
        {legend}
      </legend>
      {perfume.variants.map((variant, index) => {
        const refused = large && variant.soldOut
        return (
          <label key={variant.size} className="size-option">
            <input
              type="radio"
              name="size"
              value={variant.size}
              defaultChecked={index === chosen}
              disabled={refused}
              className={large ? 'peer' : undefined}
            />
            <span className={large ? 'size-large' : undefined}>
              {variant.size}
              {refused ? <span className="text-sm">{' · Agotado'}</span> : null}
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}

/**
 * Size buttons are radios: the first in stock is chosen, the shown price follows the choice through CSS,
 * and "Agregar" posts the chosen size, all without JavaScript. The heart shows whether the
 * customer saved the perfume (`saved`) and saves or removes it.
 */
export function PerfumeCard({ perfume, saved = false }: { perfume: CardPerfume; saved?: boolean }) {
  return (
    <article className="perfume-card perfume-tile">
      <div className="tile-image">
        <img
          src={perfume.imageUrl ?? PLACEHOLDER_IMAGE}
          alt={`${perfume.name} de ${perfume.brand}`}
          width={400}
          height={500}
          loading="lazy"
        />
        <span className="tile-brand">{perfume.brand}</span>
        {perfume.isOnOffer ? (
          <span className="tile-discount">{`-${perfume.discountPercentage}%`}</span>
        ) : null}
      </div>
      {/* On a phone two cards share a row: less padding, a smaller name, no description. */}
      <div className="tile-body p-3 sm:p-5">
        <div className="tile-head">
          <div>
            <p className="tile-category">{CATEGORY_LABELS[perfume.category]}</p>
            {/* Its link also covers the picture (app.css): one link per card, not two. */}
            <h3 className="tile-name text-base sm:text-xl">
              <Link to={`/perfume/${perfume.slug}`}>{perfume.name}</Link>
            </h3>
          </div>
          <FavoriteButton perfumeId={perfume.id} saved={saved} />
        </div>
        <RatingStars rating={perfume.rating} reviewCount={perfume.reviewCount} />
        <p className="tile-text hidden sm:block">{perfume.description}</p>
        <AddToCartButton perfume={perfume}>
          <SizeChooser perfume={perfume} legend={`Tamaño de ${perfume.name}`} />
          <div className="mt-auto">
            {perfume.variants.map((variant) => (
              <p key={variant.size} className="size-price">
                <VariantPrice variant={variant} />
                {variant.soldOut ? (
                  <span className="text-sm text-danger">Agotado en este tamaño</span>
                ) : null}
              </p>
            ))}
          </div>
        </AddToCartButton>
        {perfume.inStock ? null : <p className="text-sm font-medium text-danger">Agotado</p>}
      </div>
    </article>
  )
}

/** `favoriteIds`: the perfumes the signed-in customer saved (their hearts are filled). */
export function PerfumeGrid({
  perfumes,
  favoriteIds = [],
}: {
  perfumes: CardPerfume[]
  favoriteIds?: string[]
}) {
  const saved = new Set(favoriteIds)
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
      {perfumes.map((perfume) => (
        <li key={perfume.id}>
          <PerfumeCard perfume={perfume} saved={saved.has(perfume.id)} />
        </li>
      ))}
    </ul>
  )
}

export function PerfumeGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4"
      aria-hidden="true"
    >
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="h-96 animate-pulse rounded-2xl border border-line bg-surface" />
      ))}
    </ul>
  )
}
