import { CATEGORY_LABELS } from '@aurum/contracts'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AddToCartButton } from '~/components/add-to-cart'
import { FavoriteButton } from '~/components/favorite-button'
import { PLACEHOLDER_IMAGE, SizeChooser, VariantPrice } from '~/components/perfume-card'
import { PerfumeReviews } from '~/components/reviews'
import { ScentProfile } from '~/components/scent-profile'
import { apiFailure, apiFor } from '~/utils/api.server'
import { favoritePerfumeIds } from '~/utils/favorites.server'
import { formatPrice } from '~/utils/money'
import { deliveryPromise } from '~/utils/orders.server'
import { useNonce } from '~/utils/nonce'
import { perfumeReviewSummary } from '~/utils/reviews.server'
import { publicOrigin } from '~/utils/seo.server'
import { jsonLdText, productStructuredData } from '~/utils/structured-data.server'
import { env } from '~/utils/env.server'
import { getStoreSettings } from '~/utils/store-settings.server'
import { perfumePage } from '~/utils/storefront.server'
import { useCurrency } from '~/utils/use-currency'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const api = await apiFor(request)
  const [{ data: perfume, error, response }, favoriteIds, settings] = await Promise.all([
    api.GET('/api/perfumes/{slug}', { params: { path: { slug: params.slug ?? '' } } }),
    favoritePerfumeIds(request),
    getStoreSettings(),
  ])
  // The API refuses a malformed or overlong slug (400, 414) as an unknown one (404): no such page.
  if ([400, 404, 414].includes(response.status)) {
    throw new Response('Not Found', { status: 404 })
  }
  if (!perfume) throw apiFailure('Failed to fetch perfumes', { error })
  const origin = publicOrigin(request)
  const canonical = `${origin}/perfume/${perfume.slug}`
  // Reviews are not in the cached catalogue answer: the page asks for them on its own.
  const reviews = await perfumeReviewSummary(api, perfume.id)
  const page = perfumePage(perfume)
  return {
    perfume: page,
    jsonLd: jsonLdText(
      productStructuredData(page, reviews, { canonical, origin }, env.STORE_CURRENCY),
    ),
    canonical,
    saved: favoriteIds.includes(perfume.id),
    reviews,
    delivery: perfume.inStock ? deliveryPromise(settings.deliveryDays) : null,
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: 'Página No Encontrada | Aurum Decants' }]
  const { perfume, canonical } = data
  return [
    { title: `${perfume.name} de ${perfume.brand} en decant | Aurum Decants` },
    { name: 'description', content: perfume.description.slice(0, 160) },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: `${perfume.name} de ${perfume.brand}` },
    { property: 'og:type', content: 'product' },
    { property: 'og:url', content: canonical },
  ]
}

export default function PerfumePage() {
  const { perfume, jsonLd, saved, reviews, delivery } = useLoaderData<typeof loader>()
  const nonce = useNonce()
  const currency = useCurrency()

  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-28 sm:px-6 md:pb-10">
      <script
        type="application/ld+json"
        nonce={nonce}
        // JSON-LD for search engines; "<" is escaped so no text can close the script element.
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <nav aria-label="Migas de pan" className="mb-6 text-sm text-ink-muted">
        <Link to="/catalogo" className="hover:text-gold">
          Catálogo
        </Link>{' '}
        / <span aria-current="page">{perfume.name}</span>
      </nav>
      <div className="perfume-card grid gap-10 md:grid-cols-2">
        <img
          src={perfume.imageUrl ?? PLACEHOLDER_IMAGE}
          alt={`${perfume.name} de ${perfume.brand}`}
          width={400}
          height={500}
          className="w-full rounded-2xl border border-line bg-surface-raised"
        />
        <div className="flex flex-col gap-5">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-sm tracking-widest text-gold uppercase">
                {perfume.brand} · {CATEGORY_LABELS[perfume.category]}
              </p>
              <h1 className="mt-1 font-display text-4xl font-bold">{perfume.name}</h1>
            </div>
            <FavoriteButton perfumeId={perfume.id} saved={saved} large />
          </div>
          <p className="text-ink-muted">{perfume.description}</p>
          {perfume.isOnOffer ? (
            <p className="rounded-lg border border-danger px-4 py-2 text-sm">
              <strong className="text-danger">-{perfume.discountPercentage}%</strong>
              {perfume.offerDescription ? ` · ${perfume.offerDescription}` : null}
            </p>
          ) : null}
          {perfume.scent ? (
            <ScentProfile scent={perfume.scent} />
          ) : perfume.notes.length ? (
            <section aria-labelledby="notas">
              <h2 id="notas" className="font-display text-xl font-semibold">
                Notas olfativas
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {perfume.notes.map((note) => (
                  <li key={note} className="rounded-full border border-line px-3 py-1 text-sm">
                    {note}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <AddToCartButton perfume={perfume} note={delivery} stays>
            <SizeChooser
              perfume={{
                variants: perfume.variants.map(({ size, stock }) => ({ size, soldOut: !stock })),
              }}
              legend="Elige tu tamaño"
              large
            />
            <div>
              {perfume.variants.map((variant) => (
                <div key={variant.size} className="size-price flex-col items-stretch gap-1">
                  <p className="flex flex-wrap items-baseline gap-2">
                    <VariantPrice variant={variant} size="lg" />
                    {variant.pricePer100Ml ? (
                      <span className="text-sm text-ink-muted">
                        ({formatPrice(variant.pricePer100Ml, currency)} / 100 ml)
                      </span>
                    ) : null}
                  </p>
                  {variant.offerPrice && variant.lowestPrice30Days ? (
                    <p className="text-xs text-ink-muted">
                      Precio más bajo de los 30 días anteriores a la rebaja:{' '}
                      {formatPrice(variant.lowestPrice30Days, currency)}
                    </p>
                  ) : null}
                  <p className="text-sm text-ink-muted">
                    {variant.stock > 0 ? `${variant.stock} disponibles` : 'Agotado en este tamaño'}
                  </p>
                </div>
              ))}
            </div>
          </AddToCartButton>
        </div>
      </div>

      <section aria-labelledby="escalera" className="mt-12">
        <h2 id="escalera" className="font-display text-2xl font-semibold">
          Tamaños y precio por mililitro
        </h2>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-line text-ink-muted">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Tamaño
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Precio
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Precio por ml
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Disponibilidad
                </th>
              </tr>
            </thead>
            <tbody>
              {perfume.variants.map((variant) => (
                <tr key={variant.size} className="border-b border-line">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {variant.size}
                  </th>
                  <td className="py-2 pr-4">
                    {variant.offerPrice ? (
                      <>
                        {formatPrice(variant.offerPrice, currency)}{' '}
                        <s className="text-ink-muted">{formatPrice(variant.price, currency)}</s>
                      </>
                    ) : (
                      formatPrice(variant.price, currency)
                    )}
                  </td>
                  <td className="py-2 pr-4">{formatPrice(variant.pricePerMl, currency)}</td>
                  <td className="py-2 pr-4">{variant.stock > 0 ? 'En stock' : 'Agotado'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {reviews ? (
        <PerfumeReviews perfumeId={perfume.id} perfumeName={perfume.name} summary={reviews} />
      ) : null}
    </div>
  )
}
