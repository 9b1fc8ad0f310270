import { CATALOGUE_SORTS, CATEGORY_LABELS, PERFUME_CATEGORIES } from '@aurum/contracts'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  Form,
  isRouteErrorResponse,
  Link,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteError,
  useSubmit,
} from '@remix-run/react'
import { PerfumeGrid, PerfumeGridSkeleton } from '~/components/perfume-card'
import { apiFailure, apiFor } from '~/utils/api.server'
import { favoritePerfumeIds } from '~/utils/favorites.server'
import { CONNECTION_ERROR, isConnectionError } from '~/utils/api-unavailable'
import { catalogueSearch, PAGE_SIZE } from '~/utils/catalogue-search'
import { perfumeCard, savedAmong } from '~/utils/storefront.server'

export const meta: MetaFunction = () => [
  { title: 'Catálogo de Perfumes | Aurum Decants' },
  {
    name: 'description',
    content:
      'Todos nuestros decants de perfumes originales: masculinos, femeninos, unisex y nicho.',
  },
]

const SORT_LABELS: Record<(typeof CATALOGUE_SORTS)[number], string> = {
  name: 'Nombre',
  brand: 'Marca',
  'price-asc': 'Precio: menor a mayor',
  'price-desc': 'Precio: mayor a menor',
  rating: 'Mejor valorados',
  newest: 'Novedades',
}

export async function loader({ request }: LoaderFunctionArgs) {
  const search = catalogueSearch(new URL(request.url).searchParams)
  const api = await apiFor(request)
  const [perfumes, brands, favoriteIds] = await Promise.all([
    api.GET('/api/perfumes', { params: { query: { ...search, limit: PAGE_SIZE } } }),
    api.GET('/api/brands'),
    favoritePerfumeIds(request),
  ])
  if (!perfumes.data || !brands.data) throw apiFailure('Failed to fetch perfumes', perfumes, brands)
  const total = Number(perfumes.response.headers.get('x-total-count') ?? perfumes.data.length)
  return {
    perfumes: perfumes.data.map(perfumeCard),
    brands: brands.data as string[],
    total,
    search,
    favoriteIds: savedAmong(favoriteIds, perfumes.data),
  }
}

export default function Catalogo() {
  const { perfumes, brands, total, search, favoriteIds } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const submit = useSubmit()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/catalogo'
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const pageLink = (page: number) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries({ ...search, page })) {
      if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
        params.set(key, String(value))
    }
    const query = params.toString()
    return query ? `/catalogo?${query}` : '/catalogo'
  }

  // Filters in use, counted on the 'Filtrar' button while the form is folded away.
  const activeFilters = [search.q, search.category, search.brand].filter(Boolean).length

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="font-display text-3xl font-bold text-gold sm:text-4xl">
        Catálogo de Perfumes
      </h1>
      <p className="mt-2 text-sm text-ink-muted" aria-live="polite">
        {total === 1 ? '1 perfume' : `${total} perfumes`}
      </p>
      {/*
        A phone sees the products first: the filters fold behind 'Filtrar' (details/summary, so no
        JavaScript is needed). From lg up they are always shown and the button goes.
      */}
      <details className="mt-4 rounded-2xl border border-line bg-surface lg:[&::details-content]:[content-visibility:visible]">
        <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold text-ink lg:hidden [&::-webkit-details-marker]:hidden">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5 text-gold"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M3 5h18M6 12h12M10 19h4" />
          </svg>
          {activeFilters ? `Filtrar (${activeFilters})` : 'Filtrar'}
        </summary>
        <Form
          method="get"
          action="/catalogo"
          role="search"
          aria-label="Filtrar el catálogo"
          onChange={(event) => {
            // With JavaScript a changed select filters at once; typing waits for Enter or the button.
            if (event.target instanceof HTMLSelectElement)
              submit(event.currentTarget, { preventScrollReset: true })
          }}
          className="grid gap-4 p-4 pt-1 sm:grid-cols-2 lg:grid-cols-5 lg:pt-4"
        >
          <div className="lg:col-span-2">
            <label htmlFor="catalogo-q" className="mb-1 block text-sm text-ink-muted">
              Buscar
            </label>
            <input
              id="catalogo-q"
              type="search"
              name="q"
              defaultValue={search.q ?? ''}
              placeholder="Buscar perfumes..."
              maxLength={100}
              className="w-full rounded-lg border border-line bg-canvas px-3 py-2 text-ink placeholder:text-ink-muted"
            />
          </div>
          <div>
            <label htmlFor="catalogo-categoria" className="mb-1 block text-sm text-ink-muted">
              Categoría
            </label>
            <select
              id="catalogo-categoria"
              name="category"
              defaultValue={search.category ?? ''}
              className="w-full rounded-lg border border-line bg-canvas px-3 py-2 text-ink"
            >
              <option value="">Todas las categorías</option>
              {PERFUME_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="catalogo-marca" className="mb-1 block text-sm text-ink-muted">
              Marca
            </label>
            <select
              id="catalogo-marca"
              name="brand"
              defaultValue={search.brand ?? ''}
              className="w-full rounded-lg border border-line bg-canvas px-3 py-2 text-ink"
            >
              <option value="">Todas las marcas</option>
              {brands.map((brand) => (
                <option key={brand} value={brand}>
                  {brand}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="catalogo-orden" className="mb-1 block text-sm text-ink-muted">
              Ordenar por
            </label>
            <select
              id="catalogo-orden"
              name="sort"
              defaultValue={search.sort}
              className="w-full rounded-lg border border-line bg-canvas px-3 py-2 text-ink"
            >
              {CATALOGUE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-5">
            <button
              type="submit"
              className="rounded-full bg-gold px-6 py-2 font-semibold text-on-gold hover:bg-gold-strong"
            >
              Aplicar filtros
            </button>
            <Link to="/catalogo" className="text-sm text-gold hover:underline">
              Quitar filtros
            </Link>
          </div>
        </Form>
      </details>

      <div className="mt-6 sm:mt-8" aria-busy={loading}>
        {loading ? (
          <>
            <p role="status" className="mb-4 text-ink-muted">
              Cargando catálogo...
            </p>
            <PerfumeGridSkeleton />
          </>
        ) : perfumes.length ? (
          <PerfumeGrid perfumes={perfumes} favoriteIds={favoriteIds} />
        ) : (
          <p className="rounded-2xl border border-line bg-surface p-8 text-center text-ink-muted">
            No se encontraron perfumes con los filtros seleccionados.
          </p>
        )}
      </div>

      {pages > 1 ? (
        <nav
          aria-label="Páginas del catálogo"
          className="mt-10 flex flex-wrap items-center justify-center gap-2"
        >
          {search.page > 1 ? (
            <Link
              to={pageLink(search.page - 1)}
              className="rounded-full border border-line px-4 py-2 hover:border-gold"
            >
              Anterior
            </Link>
          ) : null}
          {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
            <Link
              key={page}
              to={pageLink(page)}
              aria-current={page === search.page ? 'page' : undefined}
              aria-label={`Página ${page}`}
              className="rounded-full border border-line px-4 py-2 hover:border-gold aria-[current=page]:border-gold aria-[current=page]:bg-gold aria-[current=page]:text-on-gold"
            >
              {page}
            </Link>
          ))}
          {search.page < pages ? (
            <Link
              to={pageLink(search.page + 1)}
              className="rounded-full border border-line px-4 py-2 hover:border-gold"
            >
              Siguiente
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}

/**
 * Spec 000: 'Error al cargar perfumes' and why. When the API did not answer, the reason is the
 * spec's connection text and the search box keeps what was typed, ready to send again.
 */
export function ErrorBoundary() {
  const error = useRouteError()
  const location = useLocation()
  const connection = isConnectionError(error)
  const message = connection
    ? CONNECTION_ERROR
    : isRouteErrorResponse(error)
      ? String(error.data)
      : 'Failed to fetch perfumes'
  const search = catalogueSearch(new URLSearchParams(location.search))
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="font-display text-3xl font-bold text-gold">Error al cargar perfumes</h1>
      <p className="mt-3 text-ink-muted">{message}</p>
      {connection ? (
        <form
          method="get"
          action="/catalogo"
          role="search"
          aria-label="Filtrar el catálogo"
          className="mx-auto mt-6 flex max-w-md items-end gap-2 text-left"
        >
          <div className="flex-1">
            <label htmlFor="catalogo-q" className="mb-1 block text-sm text-ink-muted">
              Buscar
            </label>
            <input
              id="catalogo-q"
              type="search"
              name="q"
              defaultValue={search.q ?? ''}
              placeholder="Buscar perfumes..."
              maxLength={100}
              className="w-full rounded-lg border border-line bg-canvas px-3 py-2 text-ink placeholder:text-ink-muted"
            />
          </div>
          {/* The other filters ride along, so retrying asks for the same page. */}
          {search.category ? <input type="hidden" name="category" value={search.category} /> : null}
          {search.brand ? <input type="hidden" name="brand" value={search.brand} /> : null}
          {search.sort !== 'name' ? <input type="hidden" name="sort" value={search.sort} /> : null}
          <button
            type="submit"
            className="rounded-full bg-gold px-6 py-2 font-semibold text-on-gold hover:bg-gold-strong"
          >
            Buscar
          </button>
        </form>
      ) : null}
      <a
        href={connection ? `${location.pathname}${location.search}` : '/catalogo'}
        className="mt-6 inline-block text-gold hover:underline"
      >
        Reintentar
      </a>
    </div>
  )
}
