import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { PerfumeGrid } from '~/components/perfume-card'
import { SetOffer } from '~/components/set-offer'
import { apiFailure, apiFor } from '~/utils/api.server'
import { favoritePerfumeIds } from '~/utils/favorites.server'
import { requireEnabled } from '~/utils/store-settings.server'
import { collectionSection, savedAmong } from '~/utils/storefront.server'

export const meta: MetaFunction = () => [
  { title: 'Colecciones | Aurum Decants' },
  {
    name: 'description',
    content: 'Selecciones de decants para cada ocasión: verano, noche, oficina, nicho y clásicos.',
  },
]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireEnabled('collectionsEnabled')
  const api = await apiFor(request)
  const [{ data: collections, error }, favoriteIds] = await Promise.all([
    api.GET('/api/collections'),
    favoritePerfumeIds(request),
  ])
  if (!collections) throw apiFailure('Failed to fetch collections', { error })
  return {
    collections: collections.map(collectionSection),
    favoriteIds: savedAmong(
      favoriteIds,
      collections.flatMap((collection) => collection.perfumes),
    ),
  }
}

export default function Colecciones() {
  const { collections, favoriteIds } = useLoaderData<typeof loader>()
  return (
    <>
      <section className="border-b border-line">
        <div className="mx-auto max-w-4xl px-6 py-20 text-center">
          <p className="text-sm tracking-[0.3em] text-gold uppercase">Selecciones de la casa</p>
          <h1 className="mt-4 font-display text-4xl font-bold sm:text-5xl">Colecciones</h1>
          <p className="mt-4 text-lg text-ink-muted">
            Fragancias agrupadas por momento y carácter, para descubrir varias de una vez.
          </p>
          <nav aria-label="Colecciones" className="mt-8">
            <ul className="flex flex-wrap justify-center gap-3">
              {collections.map((collection) => (
                <li key={collection.slug}>
                  <a
                    href={`#${collection.slug}`}
                    className="rounded-full border border-gold px-4 py-2 text-sm text-gold hover:bg-surface-raised"
                  >
                    {collection.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      {collections.map((collection) => (
        <section
          key={collection.slug}
          id={collection.slug}
          aria-labelledby={`${collection.slug}-titulo`}
          className="mx-auto max-w-7xl px-4 py-12 sm:px-6"
        >
          <p className="text-xs tracking-widest text-gold uppercase">{collection.theme}</p>
          <h2 id={`${collection.slug}-titulo`} className="mt-1 font-display text-3xl font-bold">
            <Link to={`/colecciones/${collection.slug}`} className="hover:text-gold">
              {collection.name}
            </Link>
          </h2>
          <p className="mt-2 mb-8 max-w-3xl text-ink-muted">{collection.description}</p>
          <SetOffer collection={collection} />
          <PerfumeGrid perfumes={collection.perfumes} favoriteIds={favoriteIds} />
        </section>
      ))}
    </>
  )
}
