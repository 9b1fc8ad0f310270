import {
  CATEGORY_LABELS,
  centsToText,
  parseSizeLabel,
  pricePerMl,
  textToCents,
} from '@aurum/contracts'
import { Link } from '@remix-run/react'
import { AddToCartButton } from '~/components/add-to-cart'
import { FavoriteButton } from '~/components/favorite-button'
import { ratingNumber, ratingText } from '~/components/rating-text'
import { firstSizeInStock, type StockedSize } from '~/components/size-choice'
import { formatPrice } from '~/utils/money'
import type { CardPerfume } from '~/utils/storefront.server'
import { useCurrency } from '~/utils/use-currency'

type CardVariant = CardPerfume['variants'][number]

/** What VariantPrice shows of a size, on a card and on the perfume page. */
interface PricedVariant extends Pick<CardVariant, 'price' | 'offerPrice'> {
  pricePerMl: string
}

/**
 * A card's size with its price per ml, worked out as the API does (the price charged now over the
 * size's millilitres) rather than sent for every size of every card in the hydration data.
 */
function priced(variant: CardVariant): PricedVariant {
  const cents = textToCents(variant.offerPrice ?? variant.price) ?? 0
  const ml = parseSizeLabel(variant.size)?.ml ?? 1
  return { ...variant, pricePerMl: centsToText(pricePerMl(cents, ml)) }
}

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
    return <p className="rating">Sin reseñas</p>
  }
  return (
    <p
      role="img"
      aria-label={ratingText(rating, reviewCount)}
      className="rating flex items-center gap-1.5"
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
  const now = size === 'lg' ? 'text-3xl' : undefined
  // Styled by their place in a .size-price (app.css): no class repeated on every size of a grid.
  return (
    <>
      <b className={now}>{formatPrice(variant.offerPrice ?? variant.price, currency)}</b>
      {variant.offerPrice ? (
        <s>
          <span className="sr-only">Antes </span>
          {formatPrice(variant.price, currency)}
        </s>
      ) : null}
      <small>{`${formatPrice(variant.pricePerMl, currency)}/ml`}</small>
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
          <label key={variant.size}>
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
export function PerfumeCard({
  perfume,
  saved = false,
  eager = false,
}: {
  perfume: CardPerfume
  saved?: boolean
  /** Its picture is in the first screen: fetched at once, not when it scrolls into view. */
  eager?: boolean
}) {
  const inStock = perfume.variants.some((variant) => !variant.soldOut)
  return (
    <article className="perfume-tile">
      <div className="tile-image">
        <img
          src={perfume.imageUrl ?? PLACEHOLDER_IMAGE}
          // The name and the brand are the card's own text, next to it: nothing for the picture to add.
          alt=""
          width={400}
          height={500}
          loading={eager ? undefined : 'lazy'}
        />
        <span className="tile-brand">{perfume.brand}</span>
        {perfume.discountPercentage !== '0' ? (
          <span className="tile-discount">{`-${perfume.discountPercentage}%`}</span>
        ) : null}
      </div>
      {/* On a phone two cards share a row: less padding, a smaller name, no description (app.css). */}
      <div className="tile-body">
        <div className="tile-head">
          <div>
            <p className="tile-category">{CATEGORY_LABELS[perfume.category]}</p>
            {/* Its link also covers the picture (app.css): one link per card, not two. */}
            <h3 className="tile-name">
              <Link to={`/perfume/${perfume.slug}`}>{perfume.name}</Link>
            </h3>
          </div>
          <FavoriteButton perfumeId={perfume.id} saved={saved} />
        </div>
        <RatingStars rating={perfume.rating} reviewCount={perfume.reviewCount} />
        <p className="tile-text">{perfume.description}</p>
        <AddToCartButton perfume={{ id: perfume.id, inStock }}>
          <SizeChooser perfume={perfume} legend={`Tamaño de ${perfume.name}`} />
          {/* Each size's price, styled by its place in .size-prices (app.css): no class per size. */}
          <div className="size-prices">
            {perfume.variants.map((variant) => (
              <p key={variant.size}>
                <VariantPrice variant={priced(variant)} />
                {variant.soldOut ? <em>Agotado en este tamaño</em> : null}
              </p>
            ))}
          </div>
        </AddToCartButton>
        {inStock ? null : <p className="text-sm font-medium text-danger">Agotado</p>}
      </div>
    </article>
  )
}

/**
 * `favoriteIds`: the perfumes the signed-in customer saved (their hearts are filled). `eager`: how
 * many cards open the first screen (a page that starts with its grid), whose pictures are fetched
 * at once: the largest thing painted there, which a lazy image would hold back.
 */
export function PerfumeGrid({
  perfumes,
  favoriteIds = [],
  eager = 0,
}: {
  perfumes: CardPerfume[]
  favoriteIds?: string[]
  eager?: number
}) {
  const saved = new Set(favoriteIds)
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
      {perfumes.map((perfume, index) => (
        <li key={perfume.id}>
          <PerfumeCard perfume={perfume} saved={saved.has(perfume.id)} eager={index < eager} />
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
