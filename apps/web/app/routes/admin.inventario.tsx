import {
  MOVEMENT_TYPE_LABELS,
  MOVEMENT_TYPES,
  MovementListQuerySchema,
  ADJUSTMENT_REASON_LABELS,
} from '@aurum/contracts'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import {
  cellClass,
  headCellClass,
  headRowClass,
  TableRegion,
  tableClass,
} from '~/components/admin/data-table'
import { inputClass, secondaryButton } from '~/components/admin/form-controls'
import { Pagination } from '~/components/admin/pagination'
import { adminApi, required, totalCount } from '~/utils/admin/admin-api.server'
import { formatStoreDateTime } from '~/utils/admin/store-time.server'

export const meta: MetaFunction = () => [{ title: 'Inventario | Panel de Administración' }]

const PAGE_SIZE = 50

/**
 * The inventory: every perfume's millilitres (fewest free first) and what each size can sell,
 * then the ledger of every change, filtered by perfume, type and dates, with its CSV.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const params = new URL(request.url).searchParams
  const parsed = MovementListQuerySchema.safeParse({
    perfumeId: params.get('perfume') ?? '',
    type: params.get('tipo') ?? '',
    from: params.get('desde') ?? '',
    to: params.get('hasta') ?? '',
    page: params.get('pagina') ?? 1,
    limit: PAGE_SIZE,
  })
  const query = parsed.success ? parsed.data : { page: 1, limit: PAGE_SIZE }
  const [perfumes, movements] = await Promise.all([
    api.GET('/api/admin/inventory'),
    api.GET('/api/admin/inventory/movements', { params: { query } }),
  ])
  return {
    invalidFilters: !parsed.success,
    filters: {
      perfume: params.get('perfume') ?? '',
      tipo: params.get('tipo') ?? '',
      desde: params.get('desde') ?? '',
      hasta: params.get('hasta') ?? '',
    },
    page: query.page,
    pages: Math.max(1, Math.ceil(totalCount(movements.response) / PAGE_SIZE)),
    perfumes: required(perfumes),
    movements: required(movements).map((movement) => ({
      id: movement.id,
      date: formatStoreDateTime(movement.createdAt),
      perfume: `${movement.perfumeName} · ${movement.brand}`,
      batchCode: movement.batchCode,
      type: MOVEMENT_TYPE_LABELS[movement.type],
      reason: movement.reason ? ADJUSTMENT_REASON_LABELS[movement.reason] : null,
      size: movement.size,
      ml: movement.ml,
      orderId: movement.orderId,
      by: movement.by,
    })),
  }
}

export default function AdminInventory() {
  const { perfumes, movements, filters, page, pages, invalidFilters } =
    useLoaderData<typeof loader>()
  const csv = new URLSearchParams(
    Object.entries(filters).filter(([, value]) => value) as [string, string][],
  )
  const pageLink = (to: number) => {
    const link = new URLSearchParams(csv)
    link.set('pagina', String(to))
    return `/admin/inventario?${link}#movimientos`
  }
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="existencias" className="flex flex-col gap-4">
        <h2 id="existencias" className="font-display text-2xl font-semibold">
          Inventario
        </h2>
        <p className="text-ink-muted">
          Los decants se sirven de los frascos de cada perfume: lo que puede vender cada tamaño sale
          de los mililitros libres (los de los pagos en curso quedan apartados).
        </p>
        <TableRegion label="Existencias por perfume">
          <table className={`${tableClass} md:min-w-[44rem]`}>
            <caption className="sr-only">Perfumes con menos mililitros libres primero</caption>
            <thead className={headRowClass}>
              <tr>
                <th scope="col" className={headCellClass}>
                  Perfume
                </th>
                <th scope="col" className={headCellClass}>
                  Frascos
                </th>
                <th scope="col" className={headCellClass}>
                  Mililitros libres
                </th>
                <th scope="col" className={headCellClass}>
                  Decants disponibles
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {perfumes.map((perfume) => (
                <tr key={perfume.perfumeId}>
                  <td data-label="Perfume" className={cellClass}>
                    <Link
                      to={`/admin/inventario/${perfume.perfumeId}`}
                      className="font-medium hover:text-gold"
                    >
                      {perfume.name}
                    </Link>
                    <span className="block text-ink-muted">{perfume.brand}</span>
                  </td>
                  <td data-label="Frascos" className={cellClass}>
                    {perfume.bottles}
                  </td>
                  <td data-label="Mililitros libres" className={cellClass}>
                    <span className={perfume.low ? 'text-danger' : undefined}>
                      {perfume.mlFree} ml
                    </span>
                    {perfume.low ? (
                      <span className="block text-xs text-danger">Quedan pocos</span>
                    ) : null}
                  </td>
                  <td data-label="Decants disponibles" className={cellClass}>
                    {perfume.sizes.map((size) => `${size.size}: ${size.stock}`).join(' · ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      </section>

      <section
        id="movimientos"
        aria-labelledby="movimientos-titulo"
        className="flex flex-col gap-4"
      >
        <h2 id="movimientos-titulo" className="font-display text-2xl font-semibold">
          Movimientos
        </h2>
        <Form method="get" className="grid gap-3 sm:grid-cols-5 sm:items-end">
          <div>
            <label htmlFor="filtro-perfume" className="mb-1 block text-sm font-medium">
              Perfume
            </label>
            <select
              id="filtro-perfume"
              name="perfume"
              defaultValue={filters.perfume}
              className={inputClass}
            >
              <option value="">Todos</option>
              {perfumes.map((perfume) => (
                <option key={perfume.perfumeId} value={perfume.perfumeId}>
                  {perfume.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filtro-tipo" className="mb-1 block text-sm font-medium">
              Tipo
            </label>
            <select id="filtro-tipo" name="tipo" defaultValue={filters.tipo} className={inputClass}>
              <option value="">Todos</option>
              {MOVEMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {MOVEMENT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filtro-desde" className="mb-1 block text-sm font-medium">
              Desde
            </label>
            <input
              id="filtro-desde"
              type="date"
              name="desde"
              defaultValue={filters.desde}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="filtro-hasta" className="mb-1 block text-sm font-medium">
              Hasta
            </label>
            <input
              id="filtro-hasta"
              type="date"
              name="hasta"
              defaultValue={filters.hasta}
              className={inputClass}
            />
          </div>
          <div className="flex gap-3">
            <button type="submit" className={secondaryButton}>
              Filtrar
            </button>
            <a
              href={`/admin/inventario/movimientos.csv?${csv}`}
              className={secondaryButton}
              download
            >
              CSV
            </a>
          </div>
        </Form>
        {invalidFilters ? (
          <p role="alert" className="text-danger">
            Los filtros no son válidos: se muestran todos los movimientos.
          </p>
        ) : null}
        {movements.length ? (
          <TableRegion label="Movimientos">
            <table className={`${tableClass} md:min-w-[52rem]`}>
              <caption className="sr-only">
                Movimientos de mililitros, el más reciente primero
              </caption>
              <thead className={headRowClass}>
                <tr>
                  <th scope="col" className={headCellClass}>
                    Fecha
                  </th>
                  <th scope="col" className={headCellClass}>
                    Perfume
                  </th>
                  <th scope="col" className={headCellClass}>
                    Lote
                  </th>
                  <th scope="col" className={headCellClass}>
                    Tipo
                  </th>
                  <th scope="col" className={`${headCellClass} text-right`}>
                    ml
                  </th>
                  <th scope="col" className={headCellClass}>
                    Detalle
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {movements.map((movement) => (
                  <tr key={movement.id}>
                    <td data-label="Fecha" className={`${cellClass} whitespace-nowrap`}>
                      {movement.date}
                    </td>
                    <td data-label="Perfume" className={cellClass}>
                      {movement.perfume}
                    </td>
                    <td data-label="Lote" className={cellClass}>
                      Lote {movement.batchCode}
                    </td>
                    <td data-label="Tipo" className={cellClass}>
                      {movement.type}
                    </td>
                    <td data-label="ml" className={`${cellClass} text-right tabular-nums`}>
                      {movement.ml > 0 ? `+${movement.ml}` : movement.ml}
                    </td>
                    <td data-label="Detalle" className={`${cellClass} text-ink-muted`}>
                      {[movement.reason, movement.size, movement.by].filter(Boolean).join(' · ')}
                      {movement.orderId ? (
                        <Link
                          to={`/admin/pedidos/${movement.orderId}`}
                          className="ml-1 text-gold hover:underline"
                        >
                          Pedido
                        </Link>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        ) : (
          <p className="rounded-2xl border border-line bg-surface p-8 text-center text-ink-muted">
            No hay movimientos con estos filtros.
          </p>
        )}
        <Pagination page={page} pages={pages} label="Páginas de movimientos" linkTo={pageLink} />
      </section>
    </div>
  )
}

export const ErrorBoundary = AdminErrorBoundary
