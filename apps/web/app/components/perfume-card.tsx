import type { Schemas } from '@aurum/api-client'
import { CATEGORY_LABELS } from '@aurum/contracts'
import { Link } from '@remix-run/react'
import { AddToCartButton } from '~/components/add-to-cart'
import { FavoriteButton } from '~/components/favorite-button'
import { formatPrice } from '~/utils/money'
import { useCurrency } from '~/utils/use-currency'

export type Perfume = Schemas['PerfumeViewDto_Output']
export type PerfumeVariant = Perfume['variants'][number]

export const PLACEHOLDER_IMAGE = '/images/perfume-placeholder.svg'

/** The price of one size: the offer price next to the struck original when on offer. */
export function VariantPrice({
  variant,
  size = 'md',
}: {
  variant: PerfumeVariant
  size?: 'md' | 'lg'
}) {
  const currency = useCurrency()
  const big = size === 'lg' ? 'text-3xl' : 'text-xl'
  return (
    <>
      {variant.offerPrice ? (
        <>
          <span className={`${big} font-semibold text-gold`}>
            {formatPrice(variant.offerPrice, currency)}
          </span>
          <s className="text-sm text-ink-muted">
            <span className="sr-only">Antes </span>
            {formatPrice(variant.price, currency)}
          </s>
        </>
      ) : (
        <span className={`${big} font-semibold text-gold`}>
          {formatPrice(variant.price, currency)}
        </span>
      )}
      <span className="text-xs text-ink-muted">{formatPrice(variant.pricePerMl, currency)}/ml</span>
    </>
  )
}

/**
 * The size buttons: radios named "size" (the first chosen), so the form posts the choice and the
 * CSS in app.css shows the matching price, with or without JavaScript.
 */
export function SizeChooser({
  perfume,
  legend,
  large = false,
}: {
  perfume: Perfume
  legend: string
  large?: boolean
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className={large ? 'mb-2 font-display text-xl font-semibold' : 'sr-only'}>
        {legend}
      </legend>
      {perfume.variants.map((variant, index) => (
        <label key={variant.size} className="size-option">
          <input
            type="radio"
            name="size"
            value={variant.size}
            defaultChecked={index === 0}
            className="peer sr-only"
          />
          <span
            className={`inline-block cursor-pointer rounded-full border border-line ${large ? 'px-4 py-2' : 'px-3 py-1 text-sm'} peer-checked:border-gold peer-checked:bg-gold peer-checked:text-on-gold peer-focus-visible:outline-2 peer-focus-visible:outline-gold`}
          >
            {variant.size}
          </span>
        </label>
      ))}
    </fieldset>
  )
}

/**
 * Size buttons are radios: the first is chosen, the shown price follows the choice through CSS,
 * and "Agregar" posts the chosen size, all without JavaScript. The heart shows whether the
 * customer saved the perfume (`saved`) and saves or removes it.
 */
export function PerfumeCard({ perfume, saved = false }: { perfume: Perfume; saved?: boolean }) {
  return (
    <article className="perfume-card flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:border-gold">
      <Link
        to={`/perfume/${perfume.slug}`}
        className="relative block aspect-[4/5] bg-surface-raised"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          src={perfume.imageUrl ?? PLACEHOLDER_IMAGE}
          alt={`${perfume.name} de ${perfume.brand}`}
          width={400}
          height={500}
          loading="lazy"
          className="h-full w-full object-cover"
        />
        <span className="absolute top-3 left-3 rounded-full bg-gold px-3 py-1 text-xs font-semibold text-on-gold">
          {perfume.brand}
        </span>
        {perfume.isOnOffer ? (
          <span className="absolute top-3 right-3 rounded-full bg-danger px-3 py-1 text-xs font-semibold text-canvas">
            -{perfume.discountPercentage}%
          </span>
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-xs tracking-widest text-ink-muted uppercase">
              {CATEGORY_LABELS[perfume.category]}
            </p>
            <h3 className="font-display text-xl font-semibold">
              <Link to={`/perfume/${perfume.slug}`} className="hover:text-gold">
                {perfume.name}
              </Link>
            </h3>
          </div>
          <FavoriteButton perfumeId={perfume.id} saved={saved} />
        </div>
        <p className="line-clamp-3 text-sm text-ink-muted">{perfume.description}</p>
        <AddToCartButton perfume={perfume}>
          <SizeChooser perfume={perfume} legend={`Tamaño de ${perfume.name}`} />
          <div className="mt-auto">
            {perfume.variants.map((variant) => (
              <p key={variant.size} className="size-price flex-wrap items-baseline gap-2">
                <VariantPrice variant={variant} />
                {variant.stock === 0 ? (
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
  perfumes: Perfume[]
  favoriteIds?: string[]
}) {
  const saved = new Set(favoriteIds)
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
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
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="h-96 animate-pulse rounded-2xl border border-line bg-surface" />
      ))}
    </ul>
  )
}
