import { MAX_PAGE_SIZE } from '@aurum/contracts'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { SetSizeChoice } from '~/components/set-size-choice'
import { apiFailure, apiFor } from '~/utils/api.server'
import { getStoreSettings } from '~/utils/store-settings.server'

export const meta: MetaFunction = () => [
  { title: 'Set descubrimiento | Aurum Decants' },
  {
    name: 'description',
    content: 'Elige tus perfumes y un tamaño: un decant de cada uno, juntos y con descuento.',
  },
]

/** The sizes a discovery set comes in. */
const SIZES = ['2ml', '5ml', '10ml'] as const

/**
 * The build-your-own discovery set: the customer picks as many perfumes as a tier of the owner's
 * allows and one size, and the set goes to the cart as one line at the tier's discount. Only
 * perfumes with some size in stock are offered; the API checks the chosen size of each.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = await apiFor(request)
  const [settings, answer] = await Promise.all([
    getStoreSettings(),
    api.GET('/api/perfumes', {
      params: { query: { inStock: 'true', sort: 'name', limit: MAX_PAGE_SIZE, page: 1 } },
    }),
  ])
  if (!answer.data) throw apiFailure('No se pudieron leer los perfumes', answer)
  return {
    tiers: settings.discoveryTiers,
    perfumes: answer.data.map((perfume) => ({
      id: perfume.id,
      name: perfume.name,
      brand: perfume.brand,
      sizes: perfume.variants.filter((variant) => variant.stock > 0).map((variant) => variant.size),
    })),
  }
}

export default function DiscoverySet() {
  const { tiers, perfumes } = useLoaderData<typeof loader>()
  const counts = tiers.map((tier) => tier.count)
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <nav aria-label="Migas de pan" className="mb-6 text-sm text-ink-muted">
        <Link to="/colecciones" className="hover:text-gold">
          Colecciones
        </Link>{' '}
        / <span aria-current="page">Set descubrimiento</span>
      </nav>
      <h1 className="font-display text-4xl font-bold text-gold">Set descubrimiento</h1>
      <p className="mt-3 text-ink-muted">
        Elige {counts.join(' o ')} perfumes y un tamaño: te enviamos un decant de cada uno, juntos y
        con descuento.
      </p>
      <ul className="mt-4 flex flex-wrap gap-3 text-sm">
        {tiers.map((tier) => (
          <li key={tier.count} className="rounded-full border border-gold px-4 py-1.5 text-gold">
            {tier.count} perfumes: {tier.discountPercentage} % de descuento
          </li>
        ))}
      </ul>
      <Form method="post" action="/carrito" className="mt-8 flex flex-col gap-6">
        <input type="hidden" name="intent" value="add-set" />
        <input type="hidden" name="redirectTo" value="/set-descubrimiento" />
        <SetSizeChoice sizes={SIZES} legend="Tamaño" legendClassName="mb-2 font-semibold" />
        <fieldset>
          <legend className="mb-2 font-semibold">Perfumes ({counts.join(' o ')})</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {perfumes.map((perfume) => (
              <li key={perfume.id}>
                <label className="flex items-start gap-2 rounded-lg border border-line bg-surface px-3 py-2 hover:border-gold">
                  <input
                    type="checkbox"
                    name="perfumeIds"
                    value={perfume.id}
                    className="mt-1 h-4 w-4 accent-gold"
                  />
                  <span>
                    {perfume.name} <span className="text-ink-muted">· {perfume.brand}</span>
                    <span className="block text-xs text-ink-muted">
                      Disponible en {perfume.sizes.join(', ')}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <button
          type="submit"
          className="self-start rounded-full bg-gold px-8 py-3 font-semibold text-on-gold hover:bg-gold-strong"
        >
          Agregar el set al carrito
        </button>
      </Form>
    </div>
  )
}
