import { CATEGORY_LABELS, type PerfumeCategory } from '@aurum/contracts'
import { Link } from '@remix-run/react'
import { PLACEHOLDER_IMAGE } from '~/components/perfume-card'
import { formatPrice } from '~/utils/money'
import { useCurrency } from '~/utils/use-currency'

/** What the perfumes tab shows of one perfume. */
export interface PerfumeEntry {
  id: string
  name: string
  brand: string
  category: PerfumeCategory
  imageUrl: string | null
  variants: { size: string; price: string; stock: number }[]
  inStock: boolean
  isOnOffer: boolean
  discountPercentage: number
}

function Badges({ perfume }: { perfume: PerfumeEntry }) {
  return (
    <div className="flex flex-wrap gap-2 text-xs font-semibold">
      {perfume.inStock ? (
        <span className="rounded-full border border-gold px-3 py-1 text-gold">En Stock</span>
      ) : (
        <span className="rounded-full border border-danger px-3 py-1 text-danger">Agotado</span>
      )}
      {perfume.isOnOffer ? (
        <span className="rounded-full bg-danger px-3 py-1 text-canvas">
          Oferta -{perfume.discountPercentage}%
        </span>
      ) : null}
    </div>
  )
}

function Variants({ perfume }: { perfume: PerfumeEntry }) {
  const currency = useCurrency()
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {perfume.variants.map((variant) => (
        <li key={variant.size}>
          <span className="font-medium">{variant.size}</span>{' '}
          <span className="text-gold">{formatPrice(variant.price, currency)}</span>{' '}
          <span className={variant.stock ? 'text-ink-muted' : 'text-danger'}>
            ({variant.stock} uds.)
          </span>
        </li>
      ))}
    </ul>
  )
}

function Actions({ perfume }: { perfume: PerfumeEntry }) {
  return (
    <div className="flex gap-2">
      <Link
        to={`/admin/perfumes/${perfume.id}`}
        aria-label={`Editar ${perfume.name}`}
        className="rounded-full border border-line px-4 py-1.5 text-sm hover:border-gold"
      >
        Editar
      </Link>
      <Link
        to={`/admin/perfumes/${perfume.id}/eliminar`}
        aria-label={`Eliminar ${perfume.name}`}
        className="rounded-full border border-line px-4 py-1.5 text-sm text-danger hover:border-danger"
      >
        Eliminar
      </Link>
    </div>
  )
}

function Picture({ perfume, className }: { perfume: PerfumeEntry; className: string }) {
  return (
    <img
      src={perfume.imageUrl ?? PLACEHOLDER_IMAGE}
      alt=""
      loading="lazy"
      width={160}
      height={200}
      className={`bg-surface-raised object-cover ${className}`}
    />
  )
}

/** One perfume per row: the list view. */
export function PerfumeRows({ perfumes }: { perfumes: PerfumeEntry[] }) {
  return (
    <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
      {perfumes.map((perfume) => (
        <li key={perfume.id} className="flex flex-wrap items-center gap-4 p-4">
          <Picture perfume={perfume} className="h-20 w-16 flex-none rounded-lg" />
          <div className="min-w-0 flex-1 basis-56">
            <h3 className="font-display text-lg font-semibold">{perfume.name}</h3>
            <p className="text-sm text-ink-muted">
              {perfume.brand} · {CATEGORY_LABELS[perfume.category]}
            </p>
            <Variants perfume={perfume} />
          </div>
          <Badges perfume={perfume} />
          <Actions perfume={perfume} />
        </li>
      ))}
    </ul>
  )
}

/** Cards: the grid view. */
export function PerfumeTiles({ perfumes }: { perfumes: PerfumeEntry[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {perfumes.map((perfume) => (
        <li
          key={perfume.id}
          className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface"
        >
          <Picture perfume={perfume} className="aspect-[4/5] w-full" />
          <div className="flex flex-1 flex-col gap-3 p-4">
            <div>
              <h3 className="font-display text-lg font-semibold">{perfume.name}</h3>
              <p className="text-sm text-ink-muted">
                {perfume.brand} · {CATEGORY_LABELS[perfume.category]}
              </p>
            </div>
            <Variants perfume={perfume} />
            <Badges perfume={perfume} />
            <div className="mt-auto">
              <Actions perfume={perfume} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
