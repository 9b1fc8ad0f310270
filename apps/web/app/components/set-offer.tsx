import { Form, useLocation } from '@remix-run/react'
import { formatPrice } from '~/utils/money'
import { useCurrency } from '~/utils/use-currency'

/**
 * A collection sold as a set: a decant of each of its perfumes in one size, at the set's price,
 * added to the cart as one line ('Comprar el set'); sold out while any of its perfumes is.
 */
export function SetOffer({
  collection,
}: {
  collection: {
    id: string
    name: string
    perfumes: unknown[]
    sets: { size: string; price: string; available: boolean }[]
  }
}) {
  const currency = useCurrency()
  const { pathname } = useLocation()
  if (!collection.sets.length) return null
  return (
    <ul className="mb-8 flex flex-col gap-3" aria-label={`El set ${collection.name}`}>
      {collection.sets.map((set) => (
        <li
          key={set.size}
          className="flex flex-wrap items-center gap-4 rounded-2xl border border-gold bg-surface px-5 py-4"
        >
          <p className="flex-1">
            <span className="font-semibold">
              Set de {collection.perfumes.length} decants de {set.size}
            </span>{' '}
            <span className="text-gold">{formatPrice(set.price, currency)}</span>
          </p>
          {set.available ? (
            <Form method="post" action="/carrito">
              <input type="hidden" name="intent" value="add-set" />
              <input type="hidden" name="collectionId" value={collection.id} />
              <input type="hidden" name="size" value={set.size} />
              <input type="hidden" name="redirectTo" value={pathname} />
              <button
                type="submit"
                className="rounded-full bg-gold px-5 py-2 font-semibold text-on-gold hover:bg-gold-strong"
              >
                Comprar el set
                <span className="sr-only"> {`${collection.name} de ${set.size}`}</span>
              </button>
            </Form>
          ) : (
            <p className="text-sm font-medium text-danger">
              Set agotado: falta alguno de sus perfumes
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}
