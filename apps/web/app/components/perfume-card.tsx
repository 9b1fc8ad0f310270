import type { Schemas } from '@aurum/api-client'
import { CATEGORY_LABELS } from '@aurum/contracts'
import { formatPrice } from '~/utils/money'
import { useCurrency } from '~/utils/use-currency'

export type Perfume = Schemas['PerfumeViewDto_Output']

export const PLACEHOLDER_IMAGE = '/images/perfume-placeholder.svg'

export function PerfumeCard({ perfume }: { perfume: Perfume }) {
  const currency = useCurrency()
  const first = perfume.variants[0]
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:border-gold">
      <div className="relative aspect-[4/5] bg-surface-raised">
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
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <p className="text-xs tracking-widest text-ink-muted uppercase">
            {CATEGORY_LABELS[perfume.category]}
          </p>
          <h3 className="font-display text-xl font-semibold">{perfume.name}</h3>
        </div>
        <p className="line-clamp-3 text-sm text-ink-muted">{perfume.description}</p>
        <p className="text-xs text-ink-muted">Tamaños: {perfume.sizes.join(' · ')}</p>
        {first ? (
          <p className="mt-auto flex items-baseline gap-2">
            {first.offerPrice ? (
              <>
                <span className="text-xl font-semibold text-gold">
                  {formatPrice(first.offerPrice, currency)}
                </span>
                <s className="text-sm text-ink-muted">{formatPrice(first.price, currency)}</s>
              </>
            ) : (
              <span className="text-xl font-semibold text-gold">
                {formatPrice(first.price, currency)}
              </span>
            )}
            <span className="text-xs text-ink-muted">/ {first.size}</span>
          </p>
        ) : null}
        {perfume.inStock ? null : <p className="text-sm font-medium text-danger">Agotado</p>}
      </div>
    </article>
  )
}

export function PerfumeGrid({ perfumes }: { perfumes: Perfume[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {perfumes.map((perfume) => (
        <li key={perfume.id}>
          <PerfumeCard perfume={perfume} />
        </li>
      ))}
    </ul>
  )
}
