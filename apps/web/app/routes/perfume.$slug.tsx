import { CATEGORY_LABELS } from '@aurum/contracts'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { type ComponentType, lazy, Suspense } from 'react'
import { AddToCartButton } from '~/components/add-to-cart'
import { FavoriteButton } from '~/components/favorite-button'
import { PLACEHOLDER_IMAGE, SizeChooser, VariantPrice } from '~/components/perfume-card'
import { ScentProfile } from '~/components/scent-profile'
import { apiErrorText } from '~/utils/api-messages.server'
import { apiFailure, apiFor } from '~/utils/api.server'
import { getUser, requireUser, signOutIfEnded } from '~/utils/auth.server'
import { favoritePerfumeIds, idFrom } from '~/utils/favorites.server'
import { formatPrice } from '~/utils/money'
import { deliveryPromise } from '~/utils/orders.server'
import { useNonce } from '~/utils/nonce'
import { performanceView, similarView, votedForm, voteFormView } from '~/utils/performance.server'
import { perfumeReviewSummary } from '~/utils/reviews.server'
import { publicOrigin } from '~/utils/seo.server'
import { jsonLdText, productStructuredData } from '~/utils/structured-data.server'
import { env } from '~/utils/env.server'
import { getStoreSettings } from '~/utils/store-settings.server'
import { perfumePage } from '~/utils/storefront.server'

/*
 * Below the fold, what buyers voted, the reviews and what smells alike come whole in the page's
 * HTML (so they work without JavaScript), but their code loads after the page's first JavaScript,
 * which stays within its 100 KB (apps/web/page-budgets.json). Should a file fail to load (a new
 * release meanwhile), its section is left out rather than the page failing.
 */
function later<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: (() => null) as ComponentType<Props> }),
    ),
  )
}
const PerformanceVotes = later(() =>
  import('~/components/performance-votes').then((module) => module.PerformanceVotes),
)
const SimilarPerfumes = later(() =>
  import('~/components/performance-votes').then((module) => module.SimilarPerfumes),
)
const PerfumeReviews = later(() =>
  import('~/components/reviews').then((module) => module.PerfumeReviews),
)

export async function loader({ request, params }: LoaderFunctionArgs) {
  const api = await apiFor(request)
  const slug = params.slug ?? ''
  const [{ data: perfume, error, response }, similar, favoriteIds, settings, user] =
    await Promise.all([
      api.GET('/api/perfumes/{slug}', { params: { path: { slug } } }),
      // 'Huele parecido a…' is extra: any refusal or failure leaves the section out.
      api.GET('/api/perfumes/{slug}/similar', {
        params: { path: { slug }, query: { limit: 6 } },
      }),
      favoritePerfumeIds(request),
      getStoreSettings(),
      getUser(request),
    ])
  // The API refuses a malformed or overlong slug (400, 414) as an unknown one (404): no such page.
  if ([400, 404, 414].includes(response.status)) {
    throw new Response('Not Found', { status: 404 })
  }
  if (!perfume) throw apiFailure('Failed to fetch perfumes', { error })
  const origin = publicOrigin(request)
  const canonical = `${origin}/perfume/${perfume.slug}`
  // Reviews are not in the cached catalogue answer, nor whether this customer may vote: the page
  // asks for them on its own.
  const [reviews, mine] = await Promise.all([
    perfumeReviewSummary(api, perfume.id),
    user
      ? api.GET('/api/perfumes/{id}/performance/mine', { params: { path: { id: perfume.id } } })
      : null,
  ])
  const page = perfumePage(perfume)
  // Every price and text the page shows is written here: the page's JavaScript only lays them out.
  const money = (amount: string) => formatPrice(amount, env.STORE_CURRENCY)
  const name = `${page.name} de ${page.brand}`
  return {
    meta: [
      { title: `${name} en decant | Aurum Decants` },
      { name: 'description', content: page.description.slice(0, 160) },
      { tagName: 'link', rel: 'canonical', href: canonical },
      { property: 'og:title', content: name },
      { property: 'og:type', content: 'product' },
      { property: 'og:url', content: canonical },
    ],
    perfume: {
      ...page,
      variants: page.variants.map((variant) => ({
        size: variant.size,
        price: variant.price,
        offerPrice: variant.offerPrice,
        pricePerMl: variant.pricePerMl,
        soldOut: !variant.stock,
        per100Ml: variant.pricePer100Ml && `(${money(variant.pricePer100Ml)} / 100 ml)`,
        lowest:
          variant.offerPrice && variant.lowestPrice30Days
            ? `Precio más bajo de los 30 días anteriores a la rebaja: ${money(variant.lowestPrice30Days)}`
            : null,
        left: variant.stock > 0 ? `${variant.stock} disponibles` : 'Agotado en este tamaño',
      })),
    },
    // 'Tamaños y precio por mililitro': size, price, the price before the offer, per ml, stock.
    ladder: page.variants.map((variant) => [
      variant.size,
      money(variant.offerPrice ?? variant.price),
      variant.offerPrice && money(variant.price),
      money(variant.pricePerMl),
      variant.stock > 0 ? 'En stock' : 'Agotado',
    ]),
    jsonLd: jsonLdText(
      productStructuredData(page, reviews, { canonical, origin }, env.STORE_CURRENCY),
    ),
    saved: favoriteIds.includes(perfume.id),
    reviews,
    delivery: perfume.inStock ? deliveryPromise(settings.deliveryDays) : null,
    performance: performanceView(perfume.performance),
    voteForm: voteFormView(mine?.data),
    similar: similarView(similar.data),
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.meta ?? [{ title: 'Página No Encontrada | Aurum Decants' }]

/**
 * A buyer's performance vote. The answer carries the new counts, which the page shows at once
 * (the perfume's cached answer catches up within half a second), with 'Gracias por tu voto'.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request)
  const form = await request.formData()
  if (form.get('intent') !== 'performance') return data({ note: REFUSED }, { status: 400 })
  const perfumeId = idFrom(form.get('perfumeId'))
  if (!perfumeId) return data({ note: REFUSED }, { status: 400 })
  const api = await apiFor(request)
  const answer = await api.POST('/api/perfumes/{id}/performance', {
    params: { path: { id: perfumeId } },
    body: votedForm(form),
  })
  await signOutIfEnded(request, answer)
  if (!answer.data) {
    return data(
      { note: { text: apiErrorText(answer.error, REFUSED.text), refused: true } },
      { status: answer.response.status },
    )
  }
  return {
    note: { text: 'Gracias por tu voto', refused: false },
    performance: performanceView(answer.data),
  }
}

const REFUSED = { text: 'No se pudo registrar tu voto', refused: true }

export default function PerfumePage() {
  const { perfume, jsonLd, saved, reviews, delivery, ladder, performance, voteForm, similar } =
    useLoaderData<typeof loader>()
  const voted = useActionData<typeof action>()
  const nonce = useNonce()

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
            <SizeChooser perfume={perfume} legend="Elige tu tamaño" large />
            <div>
              {perfume.variants.map((variant) => (
                <div key={variant.size} className="size-price flex-col items-stretch gap-1">
                  <p className="flex flex-wrap items-baseline gap-2">
                    <VariantPrice variant={variant} size="lg" />
                    <span className="text-sm text-ink-muted">{variant.per100Ml}</span>
                  </p>
                  {variant.lowest ? (
                    <p className="text-xs text-ink-muted">{variant.lowest}</p>
                  ) : null}
                  <p className="text-sm text-ink-muted">{variant.left}</p>
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
                {['Tamaño', 'Precio', 'Precio por ml', 'Disponibilidad'].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-4 font-medium">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ladder.map(([size, price, was, perMl, stock]) => (
                <tr key={size} className="border-b border-line">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {size}
                  </th>
                  <td className="py-2 pr-4">
                    {price} {was ? <s className="text-ink-muted">{was}</s> : null}
                  </td>
                  <td className="py-2 pr-4">{perMl}</td>
                  <td className="py-2 pr-4">{stock}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <Suspense>
        <PerformanceVotes
          perfumeId={perfume.id}
          performance={(voted && 'performance' in voted && voted.performance) || performance}
          form={voteForm}
          note={voted?.note}
        />
        {reviews ? (
          <PerfumeReviews perfumeId={perfume.id} perfumeName={perfume.name} summary={reviews} />
        ) : null}
        {similar.length ? <SimilarPerfumes similar={similar} /> : null}
      </Suspense>
    </div>
  )
}
