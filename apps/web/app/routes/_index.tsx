import type { MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { SOCIAL_LINKS } from '~/components/social-links'
import { PerfumeGrid } from '~/components/perfume-card'
import type { loader as rootLoader } from '~/root'
import { apiFailure, apiFor } from '~/utils/api.server'
import { favoritePerfumeIds } from '~/utils/favorites.server'
import { formatPrice } from '~/utils/money'
import { useNonce } from '~/utils/nonce'
import { publicOrigin } from '~/utils/seo.server'
import { getStoreSettings } from '~/utils/store-settings.server'
import { homeCollection, perfumeCard, savedAmong } from '~/utils/storefront.server'
import { useCurrency } from '~/utils/use-currency'
import { useStoreFlags } from '~/utils/use-store-flags'

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ matches }) => {
  const root = matches.find((match) => match.id === 'root')?.data
  const freeShipping = root?.store.freeShippingFrom
  return [
    { title: 'Aurum Decants | Decants de perfumes originales' },
    {
      name: 'description',
      content: `Prueba perfumes de lujo y nicho en decants de 2 ml, 5 ml y 10 ml. 100% originales y envío rápido${
        freeShipping
          ? `, gratis en pedidos superiores a ${formatPrice(freeShipping, root.currency)}`
          : ''
      }.`,
    },
  ]
}

export async function loader({ request }: { request: Request }) {
  const api = await apiFor(request)
  const [perfumes, collections, favoriteIds] = await Promise.all([
    api.GET('/api/perfumes/homepage'),
    getStoreSettings().then((settings) =>
      settings.collectionsEnabled ? api.GET('/api/collections') : null,
    ),
    favoritePerfumeIds(request),
  ])
  if (!perfumes.data) throw apiFailure('Failed to fetch perfumes', perfumes)
  if (collections && !collections.data) throw apiFailure('Failed to fetch collections', collections)
  return {
    perfumes: perfumes.data.map(perfumeCard),
    // null: the administrator has switched collections off, and the section goes with them.
    collections: collections?.data.map(homeCollection) ?? null,
    favoriteIds: savedAmong(favoriteIds, perfumes.data),
    origin: publicOrigin(request),
  }
}

/**
 * The shop for search engines (spec 000: founded in 2020 in Madrid, free shipping over 50 €),
 * its free-shipping threshold from the store settings, as the footer says it.
 */
function organizationData(origin: string, freeShipping: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Aurum Decants',
    url: origin,
    foundingDate: '2020',
    foundingLocation: { '@type': 'Place', name: 'Madrid, España' },
    address: { '@type': 'PostalAddress', addressLocality: 'Madrid', addressCountry: 'ES' },
    description: `Decants de perfumes originales de diseñador y nicho en 2 ml, 5 ml y 10 ml.${
      freeShipping ? ` Envío gratis en pedidos superiores a ${freeShipping}.` : ''
    }`,
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  }
}

function useBenefits() {
  const { freeShippingFrom } = useStoreFlags()
  const currency = useCurrency()
  const freeShipping = freeShippingFrom
    ? ` Gratis a partir de ${formatPrice(freeShippingFrom, currency)}.`
    : ''
  return [
    { title: '100% Original', text: 'Cada decant se extrae del frasco original de la marca.' },
    { title: 'Envío Rápido', text: `Preparamos tu pedido en 24 horas.${freeShipping}` },
    {
      title: 'Calidad Premium',
      text: 'Atomizadores de vidrio que conservan intacta la fragancia.',
    },
  ]
}

export default function Home() {
  const { perfumes, collections, favoriteIds, origin } = useLoaderData<typeof loader>()
  const benefits = useBenefits()
  const nonce = useNonce()
  const currency = useCurrency()
  const { freeShippingFrom } = useStoreFlags()
  const organization = organizationData(
    origin,
    freeShippingFrom ? formatPrice(freeShippingFrom, currency) : null,
  )
  return (
    <>
      <script
        type="application/ld+json"
        nonce={nonce}
        // "<" escaped so that no text can close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(organization).replace(/</g, '\\u003c') }}
      />
      <section className="relative overflow-hidden border-b border-line">
        <div className="mx-auto flex max-w-5xl flex-col items-center px-6 py-24 text-center">
          <p className="text-sm tracking-[0.3em] text-gold uppercase">
            Decants de perfumes originales
          </p>
          <h1 className="mt-4 font-display text-4xl leading-tight font-bold sm:text-6xl">
            Descubre el lujo, <span className="text-gold">gota a gota</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-ink-muted">
            Prueba las grandes fragancias de diseñador y nicho en tamaños de 2 ml, 5 ml y 10 ml
            antes de comprometerte con el frasco completo.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <a
              href="#perfumes"
              className="rounded-full bg-gold px-8 py-3 font-semibold text-on-gold hover:bg-gold-strong"
            >
              Ver Perfumes
            </a>
            {collections ? (
              <a
                href="#colecciones"
                className="rounded-full border border-gold px-8 py-3 font-semibold text-gold hover:bg-surface-raised"
              >
                Ver Colecciones
              </a>
            ) : null}
          </div>
        </div>
      </section>

      <section aria-labelledby="beneficios" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="beneficios" className="sr-only">
          Por qué Aurum Decants
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {benefits.map((benefit) => (
            <li
              key={benefit.title}
              className="rounded-2xl border border-line bg-surface p-8 text-center"
            >
              <h3 className="font-display text-xl font-semibold text-gold">{benefit.title}</h3>
              <p className="mt-2 text-sm text-ink-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="perfumes"
        aria-labelledby="perfumes-titulo"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6"
      >
        <div className="mb-8 flex items-end justify-between gap-4">
          <h2 id="perfumes-titulo" className="font-display text-3xl font-bold">
            Perfumes Destacados
          </h2>
          <Link to="/catalogo" className="text-sm font-medium text-gold hover:underline">
            Ver todo el catálogo
          </Link>
        </div>
        <PerfumeGrid perfumes={perfumes} favoriteIds={favoriteIds} />
      </section>

      {collections ? (
        <section
          id="colecciones"
          aria-labelledby="colecciones-titulo"
          className="mx-auto max-w-7xl px-4 py-12 sm:px-6"
        >
          <h2 id="colecciones-titulo" className="mb-8 font-display text-3xl font-bold">
            Colecciones
          </h2>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {collections.map((collection) => (
              <li key={collection.slug} className="collection-card">
                <p>{collection.theme}</p>
                <h3>{collection.name}</h3>
                <p>{collection.description}</p>
                <p>{collection.perfumeNames.join(' · ')}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby="redes-titulo"
        className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6"
      >
        <h2 id="redes-titulo" className="font-display text-3xl font-bold">
          Síguenos
        </h2>
        <p className="mt-2 text-ink-muted">Novedades, reseñas y sorteos cada semana.</p>
        <ul className="mt-6 flex justify-center gap-4">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-block rounded-full border border-gold px-6 py-2 text-gold hover:bg-surface-raised"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
