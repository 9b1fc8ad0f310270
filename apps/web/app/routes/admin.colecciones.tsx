import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { primaryButton } from '~/components/admin/form-controls'
import { PLACEHOLDER_IMAGE } from '~/components/perfume-card'
import { adminApi } from '~/utils/admin/admin-api.server'
import { listCollections } from '~/utils/admin/collections.server'
import { formatPrice } from '~/utils/money'
import { useCurrency } from '~/utils/use-currency'

export const meta: MetaFunction = () => [{ title: 'Colecciones | Panel de Administración' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const collections = (await listCollections(api)).map((collection) => ({
    id: collection.id,
    slug: collection.slug,
    name: collection.name,
    description: collection.description,
    theme: collection.theme,
    imageUrl: collection.imageUrl,
    perfumeCount: collection.perfumeIds.length,
    sets: collection.sizes.map((size, index) => ({ size, price: collection.prices[index] })),
  }))
  return { collections }
}

export default function AdminCollections() {
  const { collections } = useLoaderData<typeof loader>()
  const currency = useCurrency()
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-display text-2xl font-semibold">Colecciones</h2>
        <Link to="/admin/colecciones/nueva" className={primaryButton}>
          Nueva colección
        </Link>
      </div>
      {collections.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {collections.map((collection) => (
            <li
              key={collection.id}
              className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface"
            >
              <img
                src={collection.imageUrl ?? PLACEHOLDER_IMAGE}
                alt=""
                loading="lazy"
                width={400}
                height={225}
                className="aspect-video w-full bg-surface-raised object-cover"
              />
              <div className="flex flex-1 flex-col gap-3 p-5">
                <div>
                  <p className="text-xs tracking-widest text-gold uppercase">{collection.theme}</p>
                  <h3 className="font-display text-xl font-semibold">{collection.name}</h3>
                </div>
                <p className="line-clamp-3 text-sm text-ink-muted">{collection.description}</p>
                <p className="text-sm">
                  {collection.perfumeCount === 1
                    ? '1 perfume'
                    : `${collection.perfumeCount} perfumes`}
                </p>
                {collection.sets.length ? (
                  <ul className="flex flex-wrap gap-x-4 text-sm">
                    {collection.sets.map((set) => (
                      <li key={set.size}>
                        Set {set.size}{' '}
                        <span className="text-gold">{formatPrice(set.price, currency)}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <Link
                    to={`/admin/colecciones/${collection.id}`}
                    aria-label={`Editar ${collection.name}`}
                    className="rounded-full border border-line px-4 py-1.5 text-sm hover:border-gold"
                  >
                    Editar
                  </Link>
                  <Link
                    to={`/admin/colecciones/${collection.id}/eliminar`}
                    aria-label={`Eliminar ${collection.name}`}
                    className="rounded-full border border-line px-4 py-1.5 text-sm text-danger hover:border-danger"
                  >
                    Eliminar
                  </Link>
                  <Link
                    to={`/colecciones/${collection.slug}`}
                    aria-label={`Ver ${collection.name} en la tienda`}
                    className="rounded-full px-4 py-1.5 text-sm text-gold hover:underline"
                  >
                    Ver en la tienda
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-line bg-surface p-8 text-center text-ink-muted">
          Todavía no hay colecciones.
        </p>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
