import { AdminInvoiceListQuerySchema, formatMoney } from '@aurum/contracts'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import {
  cellClass,
  headCellClass,
  headRowClass,
  TableRegion,
  tableClass,
} from '~/components/admin/data-table'
import { inputClass, primaryButton, secondaryButton } from '~/components/admin/form-controls'
import { Pagination } from '~/components/admin/pagination'
import { adminApi, required, totalCount } from '~/utils/admin/admin-api.server'
import { listQuery } from '~/utils/admin/list-query.server'
import { useCurrency } from '~/utils/use-currency'
import { amountCents } from '~/utils/money'

export const meta: MetaFunction = () => [{ title: 'Facturas | Panel de Administración' }]

/** Invoices per page of the tab. */
const INVOICES_PAGE_SIZE = 50

const INVOICE_KINDS = {
  simplified: 'Simplificada',
  full: 'Completa',
  credit: 'Rectificativa',
} as const

/** "12.50" or "-3.00" from the API -> cents (a credit note's amounts are negative). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const query = listQuery(
    AdminInvoiceListQuerySchema,
    new URL(request.url).searchParams,
    ['from', 'to', 'page'],
    { limit: String(INVOICES_PAGE_SIZE) },
  )
  const answer = await api.GET('/api/admin/invoices', { params: { query } })
  const total = totalCount(answer.response)
  return {
    invoices: required(answer).map((invoice) => ({
      number: invoice.number,
      kind: INVOICE_KINDS[
        invoice.kind === 'credit' ? 'credit' : invoice.simplified ? 'simplified' : 'full'
      ],
      // A store day, "2026-11-28" -> "28/11/2026".
      date: invoice.date.split('-').reverse().join('/'),
      orderId: invoice.orderId,
      orderCode: invoice.orderCode,
      buyerTaxId: invoice.buyerTaxId,
      baseCents: amountCents(invoice.base),
      taxRate: invoice.taxRate,
      taxCents: amountCents(invoice.tax),
      totalCents: amountCents(invoice.total),
    })),
    total,
    pages: Math.max(1, Math.ceil(total / INVOICES_PAGE_SIZE)),
    search: { from: query.from ?? '', to: query.to ?? '', page: query.page },
  }
}

type Search = Awaited<ReturnType<typeof loader>>['search']

/** The range as a query string: what is not set is left out. */
function rangeQuery(search: Search, page = 1): string {
  const params = new URLSearchParams()
  if (search.from) params.set('from', search.from)
  if (search.to) params.set('to', search.to)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

export default function AdminInvoices() {
  const { invoices, total, pages, search } = useLoaderData<typeof loader>()
  const currency = useCurrency()
  const navigation = useNavigation()
  const money = (value: number) => formatMoney(value, currency)
  const rate = new Intl.NumberFormat('es-ES')
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-display text-2xl font-semibold">Facturas</h2>
        {/* The accountant's file: every invoice of the range, not only this page. */}
        <a href={`/admin/facturas.csv${rangeQuery(search)}`} download className={secondaryButton}>
          Descargar CSV
        </a>
      </div>

      <Form
        method="get"
        role="search"
        aria-label="Filtrar facturas"
        className="grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2"
      >
        <div>
          <label htmlFor="facturas-desde" className="mb-1 block text-sm text-ink-muted">
            Desde
          </label>
          <input
            id="facturas-desde"
            type="date"
            name="from"
            defaultValue={search.from}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="facturas-hasta" className="mb-1 block text-sm text-ink-muted">
            Hasta
          </label>
          <input
            id="facturas-hasta"
            type="date"
            name="to"
            defaultValue={search.to}
            className={inputClass}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" className={primaryButton}>
            Aplicar filtros
          </button>
          <Link to="/admin/facturas" className="text-sm text-gold hover:underline">
            Quitar filtros
          </Link>
          <p className="ml-auto text-sm text-ink-muted" aria-live="polite">
            {total === 1 ? '1 factura' : `${total} facturas`}
          </p>
        </div>
      </Form>

      {invoices.length ? (
        <TableRegion label="Lista de facturas">
          <table
            aria-busy={navigation.state === 'loading'}
            className={`${tableClass} md:min-w-[60rem]`}
          >
            <caption className="sr-only">
              Facturas y facturas rectificativas, por número de serie
            </caption>
            <thead className={headRowClass}>
              <tr>
                <th scope="col" className={headCellClass}>
                  Número
                </th>
                <th scope="col" className={headCellClass}>
                  Fecha
                </th>
                <th scope="col" className={headCellClass}>
                  Tipo
                </th>
                <th scope="col" className={headCellClass}>
                  Pedido
                </th>
                <th scope="col" className={headCellClass}>
                  NIF cliente
                </th>
                <th scope="col" className={`${headCellClass} text-right`}>
                  Base
                </th>
                <th scope="col" className={`${headCellClass} text-right`}>
                  IVA
                </th>
                <th scope="col" className={`${headCellClass} text-right`}>
                  Total
                </th>
                <th scope="col" className={headCellClass}>
                  <span className="sr-only">PDF</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {invoices.map((invoice) => (
                <tr key={invoice.number}>
                  <th scope="row" className={`${cellClass} font-mono font-semibold`}>
                    {invoice.number}
                  </th>
                  <td data-label="Fecha" className={`${cellClass} whitespace-nowrap`}>
                    {invoice.date}
                  </td>
                  <td data-label="Tipo" className={cellClass}>
                    {invoice.kind}
                  </td>
                  <td data-label="Pedido" className={cellClass}>
                    <Link
                      to={`/admin/pedidos/${invoice.orderId}`}
                      className="font-mono text-gold hover:underline"
                    >
                      #{invoice.orderCode}
                    </Link>
                  </td>
                  <td data-label="NIF cliente" className={`${cellClass} font-mono`}>
                    {invoice.buyerTaxId ?? '—'}
                  </td>
                  <td
                    data-label="Base"
                    className={`${cellClass} text-right whitespace-nowrap tabular-nums`}
                  >
                    {money(invoice.baseCents)}
                  </td>
                  <td
                    data-label="IVA"
                    className={`${cellClass} text-right whitespace-nowrap tabular-nums`}
                  >
                    {money(invoice.taxCents)}
                    <span className="block text-xs text-ink-muted">
                      {rate.format(invoice.taxRate)} %
                    </span>
                  </td>
                  <td
                    data-label="Total"
                    className={`${cellClass} text-right whitespace-nowrap tabular-nums`}
                  >
                    {money(invoice.totalCents)}
                  </td>
                  <td data-label="PDF" className={cellClass}>
                    <a
                      href={`/admin/facturas/${invoice.number}.pdf`}
                      className="text-gold hover:underline"
                    >
                      PDF<span className="sr-only"> de la factura {invoice.number}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : (
        <p className="rounded-2xl border border-line bg-surface p-8 text-center text-ink-muted">
          {search.from || search.to
            ? 'No hay facturas en las fechas seleccionadas.'
            : 'Todavía no hay facturas.'}
        </p>
      )}

      <Pagination
        page={search.page}
        pages={pages}
        label="Páginas de facturas"
        linkTo={(page) => `/admin/facturas${rangeQuery(search, page)}`}
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
