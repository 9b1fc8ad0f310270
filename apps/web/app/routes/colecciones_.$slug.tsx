import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { PerfumeGrid } from '~/components/perfume-card'
import { SetOffer } from '~/components/set-offer'
import { apiFailure, apiFor } from '~/utils/api.server'
import { favoritePerfumeIds } from '~/utils/favorites.server'
import { publicOrigin } from '~/utils/seo.server'
import { requireEnabled } from '~/utils/store-settings.server'
import { collectionSection, savedAmong } from '~/utils/storefront.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireEnabled('collectionsEnabled')
  const api = await apiFor(request)
  const [{ data: collections, error }, favoriteIds] = await Promise.all([
    api.GET('/api/collections'),
    favoritePerfumeIds(request),
  ])
  if (!collections) throw apiFailure('Failed to fetch collections', { error })
  const collection = collections.find((candidate) => candidate.slug === params.slug)
  if (!collection) throw new Response('Not Found', { status: 404 })
  return {
    collection: collectionSection(collection),
    canonical: `${publicOrigin(request)}/colecciones/${collection.slug}`,
    favoriteIds: savedAmong(favoriteIds, collection.perfumes),
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.collection.name} | Colecciones | Aurum Decants` },
        { name: 'description', content: data.collection.description },
        { tagName: 'link', rel: 'canonical', href: data.canonical },
      ]
    : [{ title: 'Página No Encontrada | Aurum Decants' }]

export default function CollectionPage() {
  const { collection, favoriteIds } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <nav aria-label="Migas de pan" className="mb-6 text-sm text-ink-muted">
        <Link to="/colecciones" className="hover:text-gold">
          Colecciones
        </Link>{' '}
        / <span aria-current="page">{collection.name}</span>
      </nav>
      <p className="text-xs tracking-widest text-gold uppercase">{collection.theme}</p>
      <h1 className="mt-1 font-display text-4xl font-bold">{collection.name}</h1>
      <p className="mt-3 mb-10 max-w-3xl text-ink-muted">{collection.description}</p>
      <SetOffer collection={collection} />
      <PerfumeGrid perfumes={collection.perfumes} favoriteIds={favoriteIds} />
    </div>
  )
}
