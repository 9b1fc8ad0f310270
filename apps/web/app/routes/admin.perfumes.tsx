import { ADMIN_PERFUME_SORTS, CATEGORY_LABELS, PERFUME_CATEGORIES } from '@aurum/contracts'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation, useSubmit } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { inputClass, primaryButton, secondaryButton } from '~/components/admin/form-controls'
import { Pagination } from '~/components/admin/pagination'
import { type PerfumeEntry, PerfumeRows, PerfumeTiles } from '~/components/admin/perfume-entries'
import { adminApi, required, totalCount } from '~/utils/admin/admin-api.server'
import {
  ADMIN_PAGE_SIZE,
  perfumeListQuery,
  perfumeView,
  type PerfumeView,
} from '~/utils/admin/perfumes.server'

export const meta: MetaFunction = () => [{ title: 'Perfumes | Panel de Administración' }]

const SORT_LABELS: Record<(typeof ADMIN_PERFUME_SORTS)[number], string> = {
  name: 'Nombre',
  brand: 'Marca',
  category: 'Categoría',
  price: 'Precio',
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const params = new URL(request.url).searchParams
  const query = perfumeListQuery(params)
  const answer = await api.GET('/api/admin/perfumes', {
    params: {
      query: {
        ...query,
        inStock: query.inStock ? 'true' : undefined,
        onOffer: query.onOffer ? 'true' : undefined,
      },
    },
  })
  const total = totalCount(answer.response)
  const perfumes: PerfumeEntry[] = required(answer).map((perfume) => ({
    id: perfume.id,
    name: perfume.name,
    brand: perfume.brand,
    category: perfume.category,
    imageUrl: perfume.imageUrl,
    variants: perfume.sizes.map((size, index) => ({
      size,
      price: perfume.prices[index],
      stock: perfume.stock[index] ?? 0,
    })),
    inStock: perfume.inStock,
    isOnOffer: perfume.isOnOffer,
    discountPercentage: perfume.discountPercentage,
  }))
  return {
    perfumes,
    total,
    pages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    view: perfumeView(params),
    search: {
      search: query.search ?? '',
      category: query.category ?? '',
      sort: query.sort,
      order: query.order,
      inStock: query.inStock === true,
      onOffer: query.onOffer === true,
      page: query.page,
    },
  }
}

type Search = Awaited<ReturnType<typeof loader>>['search']

/** The tab's URL for a state: defaults are left out, so the plain tab is just /admin/perfumes. */
function listUrl(search: Search, view: PerfumeView, page: number): string {
  const params = new URLSearchParams()
  if (search.search) params.set('search', search.search)
  if (search.category) params.set('category', search.category)
  if (search.sort !== 'name') params.set('sort', search.sort)
  if (search.order !== 'asc') params.set('order', search.order)
  if (search.inStock) params.set('inStock', 'true')
  if (search.onOffer) params.set('onOffer', 'true')
  if (view !== 'list') params.set('view', view)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/admin/perfumes?${query}` : '/admin/perfumes'
}

export default function AdminPerfumes() {
  const { perfumes, total, pages, view, search } = useLoaderData<typeof loader>()
  const submit = useSubmit()
  const loading = useNavigation().state === 'loading'
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-display text-2xl font-semibold">Perfumes</h2>
        <div className="flex flex-wrap gap-3">
          {/* A download: the browser asks for the file itself, no script takes the link. */}
          <Link to="/admin/perfumes/exportar.csv" reloadDocument className={secondaryButton}>
            Exportar CSV
          </Link>
          <Link to="/admin/perfumes/importar" className={secondaryButton}>
            Importar CSV
          </Link>
          <Link to="/admin/perfumes/nuevo" className={primaryButton}>
            Nuevo perfume
          </Link>
        </div>
      </div>

      <Form
        method="get"
        role="search"
        aria-label="Filtrar perfumes"
        onChange={(event) => {
          // With JavaScript a changed select or switch filters at once; typing waits for Enter.
          const target = event.target
          if (
            target instanceof HTMLSelectElement ||
            (target instanceof HTMLInputElement && target.type === 'checkbox')
          )
            submit(event.currentTarget, { preventScrollReset: true, replace: true })
        }}
        className="grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <input type="hidden" name="view" value={view} />
        <div className="sm:col-span-2 lg:col-span-4">
          <label htmlFor="perfumes-buscar" className="mb-1 block text-sm text-ink-muted">
            Buscar
          </label>
          <input
            id="perfumes-buscar"
            type="search"
            name="search"
            defaultValue={search.search}
            placeholder="Nombre o marca"
            maxLength={100}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="perfumes-categoria" className="mb-1 block text-sm text-ink-muted">
            Categoría
          </label>
          <select
            id="perfumes-categoria"
            name="category"
            defaultValue={search.category}
            className={inputClass}
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
          <label htmlFor="perfumes-orden" className="mb-1 block text-sm text-ink-muted">
            Ordenar por
          </label>
          <select id="perfumes-orden" name="sort" defaultValue={search.sort} className={inputClass}>
            {ADMIN_PERFUME_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="perfumes-sentido" className="mb-1 block text-sm text-ink-muted">
            Orden
          </label>
          <select
            id="perfumes-sentido"
            name="order"
            defaultValue={search.order}
            className={inputClass}
          >
            <option value="asc">Ascendente</option>
            <option value="desc">Descendente</option>
          </select>
        </div>
        <div className="flex flex-col justify-end gap-2">
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              role="switch"
              name="inStock"
              value="true"
              defaultChecked={search.inStock}
              className="h-5 w-5 accent-gold"
            />
            Solo en stock
          </label>
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              role="switch"
              name="onOffer"
              value="true"
              defaultChecked={search.onOffer}
              className="h-5 w-5 accent-gold"
            />
            Solo ofertas
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={primaryButton}>
            Aplicar filtros
          </button>
          <Link to="/admin/perfumes" className="text-sm text-gold hover:underline">
            Quitar filtros
          </Link>
          <p className="ml-auto text-sm text-ink-muted" aria-live="polite">
            {total === 1 ? '1 perfume' : `${total} perfumes`}
          </p>
        </div>
      </Form>

      <nav aria-label="Vista" className="flex gap-2 self-end text-sm">
        {(['list', 'grid'] as const).map((option) => (
          <Link
            key={option}
            to={listUrl(search, option, search.page)}
            aria-current={view === option ? 'true' : undefined}
            preventScrollReset
            className="rounded-full border border-line px-4 py-1.5 hover:border-gold aria-[current=true]:border-gold aria-[current=true]:text-gold"
          >
            {option === 'list' ? 'Lista' : 'Cuadrícula'}
          </Link>
        ))}
      </nav>

      <div aria-busy={loading}>
        {!perfumes.length ? (
          <p className="rounded-2xl border border-line bg-surface p-8 text-center text-ink-muted">
            No se encontraron perfumes con los filtros seleccionados.
          </p>
        ) : view === 'grid' ? (
          <PerfumeTiles perfumes={perfumes} />
        ) : (
          <PerfumeRows perfumes={perfumes} />
        )}
      </div>

      <Pagination
        page={search.page}
        pages={pages}
        label="Páginas de perfumes"
        linkTo={(page) => listUrl(search, view, page)}
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
