import {
  CATALOGUE_SORTS,
  CATEGORY_LABELS,
  formatMoney,
  type PerfumeCategory,
  textToCents,
} from '@aurum/contracts'
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
import {
  catalogueFilters,
  catalogueLink,
  catalogueSearch,
  PAGE_SIZE,
} from '~/utils/catalogue-search'
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
  relevance: 'Relevancia',
  name: 'Nombre',
  brand: 'Marca',
  'price-asc': 'Precio: menor a mayor',
  'price-desc': 'Precio: mayor a menor',
  rating: 'Mejor valorados',
  newest: 'Novedades',
}

interface Choice {
  value: string
  count: number
}

/**
 * A filter of the form: a select whose every option says how many perfumes it leaves, as
 * [value, count] (the loader data stays small: the page's HTML has a budget). The chosen value is
 * kept even when nothing is left with it.
 */
interface FilterSelect {
  name: 'category' | 'brand' | 'family' | 'accord' | 'season' | 'size' | 'price'
  value: string
  options: [string, number][]
}

/** The accords offered: the commonest, for a list that fits a phone (and the chosen one). */
const ACCORDS_SHOWN = 10

const FILTER_TEXTS: Record<FilterSelect['name'], [label: string, all: string]> = {
  category: ['Categoría', 'Todas las categorías'],
  brand: ['Marca', 'Todas las marcas'],
  family: ['Familia olfativa', 'Todas las familias'],
  accord: ['Acorde', 'Todos los acordes'],
  season: ['Estación', 'Todas las estaciones'],
  size: ['Tamaño', 'Todos los tamaños'],
  price: ['Precio del decant', 'Todos los precios'],
}

/** What an option says: 'Masculino', 'Otoño', '5 ml', 'De 5,00 € a 6,99 €'... */
function optionText(name: FilterSelect['name'], value: string): string {
  if (name === 'category') return CATEGORY_LABELS[value as PerfumeCategory] ?? value
  if (name === 'season') return value.charAt(0).toUpperCase() + value.slice(1)
  if (name === 'size') return value.replace(/^(\d+)\s*ml$/i, '$1 ml')
  if (name !== 'price') return value
  // A price band 'min-max' in euros: 'Menos de 5,00 €', 'De 5,00 € a 6,99 €', '10,00 € o más'.
  const [min, max] = value.split('-').map((end) => (end ? (textToCents(end) ?? 0) : null))
  if (min === null) return `Menos de ${formatMoney((max ?? 0) + 1)}`
  if (max === null) return `${formatMoney(min)} o más`
  return `De ${formatMoney(min)} a ${formatMoney(max)}`
}

function filterSelects(
  search: ReturnType<typeof catalogueSearch>,
  facets: {
    brands: Choice[]
    categories: Choice[]
    families: Choice[]
    accords: Choice[]
    seasons: Choice[]
    sizes: Choice[]
    priceBands: { minPrice: string | null; maxPrice: string | null; count: number }[]
  },
): FilterSelect[] {
  const select = (name: FilterSelect['name'], choices: Choice[]): FilterSelect => {
    const value = search[name] ?? ''
    const options = choices.map(({ value, count }): [string, number] => [value, count])
    if (value && !options.some(([option]) => option === value)) options.unshift([value, 0])
    return { name, value, options }
  }
  return [
    select('category', facets.categories),
    select('brand', facets.brands),
    select('family', facets.families),
    select(
      'accord',
      facets.accords.filter(
        (accord, index) => index < ACCORDS_SHOWN || accord.value === search.accord,
      ),
    ),
    select('season', facets.seasons),
    select('size', facets.sizes),
    select(
      'price',
      facets.priceBands.map((band) => ({
        value: `${band.minPrice ?? ''}-${band.maxPrice ?? ''}`,
        count: band.count,
      })),
    ),
  ]
}

export async function loader({ request }: LoaderFunctionArgs) {
  const search = catalogueSearch(new URL(request.url).searchParams)
  const filters = catalogueFilters(search)
  const api = await apiFor(request)
  const [perfumes, facets, favoriteIds] = await Promise.all([
    api.GET('/api/perfumes', {
      params: { query: { ...filters, sort: search.sort, page: search.page, limit: PAGE_SIZE } },
    }),
    api.GET('/api/perfumes/facets', { params: { query: filters } }),
    favoritePerfumeIds(request),
  ])
  if (!perfumes.data || !facets.data) throw apiFailure('Failed to fetch perfumes', perfumes, facets)
  const total = Number(perfumes.response.headers.get('x-total-count') ?? perfumes.data.length)
  return {
    perfumes: perfumes.data.map(perfumeCard),
    filters: filterSelects(search, facets.data),
    total,
    search,
    favoriteIds: savedAmong(favoriteIds, perfumes.data),
  }
}

export default function Catalogo() {
  const { perfumes, filters, total, search, favoriteIds } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const submit = useSubmit()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/catalogo'
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const pageLink = (page: number) => catalogueLink({ ...search, page })

  // Filters in use, counted on the 'Filtrar' button while the form is folded away.
  const activeFilters =
    filters.filter((filter) => filter.value).length + (search.q ? 1 : 0) + (search.inStock ? 1 : 0)

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
            // With JavaScript a changed select or box filters at once; typing waits for Enter or the button.
            if (
              event.target instanceof HTMLSelectElement ||
              (event.target as HTMLInputElement).type === 'checkbox'
            )
              submit(event.currentTarget, { preventScrollReset: true })
          }}
          className="grid gap-4 p-4 pt-1 sm:grid-cols-2 lg:grid-cols-5 lg:pt-4"
        >
          <div className="lg:col-span-2">
            <label htmlFor="catalogo-q" className="filter-label">
              Buscar
            </label>
            <input
              id="catalogo-q"
              type="search"
              name="q"
              defaultValue={search.q ?? ''}
              placeholder="Buscar perfumes..."
              maxLength={100}
              className="filter-field placeholder:text-ink-muted"
            />
          </div>
          {filters.map(({ name, value, options }) => (
            <div key={name}>
              <label htmlFor={`catalogo-${name}`} className="filter-label">
                {FILTER_TEXTS[name][0]}
              </label>
              <select
                id={`catalogo-${name}`}
                name={name}
                defaultValue={value}
                className="filter-field"
              >
                <option value="">{FILTER_TEXTS[name][1]}</option>
                {options.map(([option, count]) => (
                  <option key={option} value={option}>
                    {`${optionText(name, option)} (${count})`}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div>
            <label htmlFor="catalogo-orden" className="filter-label">
              Ordenar por
            </label>
            <select
              id="catalogo-orden"
              name="sort"
              defaultValue={search.sort}
              className="filter-field"
            >
              {CATALOGUE_SORTS.filter((sort) => search.q || sort !== 'relevance').map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
          <label className="flex items-center gap-2 self-end py-2 text-ink">
            <input
              type="checkbox"
              name="inStock"
              value="true"
              defaultChecked={search.inStock}
              className="h-4 w-4 accent-gold"
            />
            Solo disponibles
          </label>
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
          // The first row (four cards wide at most) is on the first screen.
          <PerfumeGrid perfumes={perfumes} favoriteIds={favoriteIds} eager={4} />
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
            <Link to={pageLink(search.page - 1)} className="page-link">
              Anterior
            </Link>
          ) : null}
          {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
            <Link
              key={page}
              to={pageLink(page)}
              aria-current={page === search.page ? 'page' : undefined}
              aria-label={`Página ${page}`}
              className="page-link"
            >
              {page}
            </Link>
          ))}
          {search.page < pages ? (
            <Link to={pageLink(search.page + 1)} className="page-link">
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
          {search.sort !== 'name' && search.sort !== 'relevance' ? (
            <input type="hidden" name="sort" value={search.sort} />
          ) : null}
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
