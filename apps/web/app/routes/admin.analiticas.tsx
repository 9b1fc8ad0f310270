import { formatMoney } from '@aurum/contracts'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData, useNavigation } from '@remix-run/react'
import { AdminErrorBoundary } from '~/components/admin/admin-error'
import { BarChartFigure } from '~/components/admin/bar-chart-figure'
import {
  cellClass,
  headCellClass,
  headRowClass,
  TableRegion,
  tableClass,
} from '~/components/admin/data-table'
import { FormAlert, primaryButton, secondaryButton } from '~/components/admin/form-controls'
import { StatFigures } from '~/components/admin/stat-figures'
import { adminApi, required } from '~/utils/admin/admin-api.server'
import { dayLabel, monthLabel, peak } from '~/utils/admin/bar-chart'
import { salesRange } from '~/utils/admin/sales-range.server'
import { useCurrency } from '~/utils/use-currency'

export const meta: MetaFunction = () => [{ title: 'Analíticas | Panel de Administración' }]

/** "12.50" or "-3.00" from the API -> cents. */
const cents = (amount: string) => Math.round(Number(amount) * 100)

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await adminApi(request)
  const { range, problem } = salesRange(new URL(request.url).searchParams)
  const query = { params: { query: range } }
  const [stats, series] = await Promise.all([
    api.GET('/api/admin/sales-stats', query).then(required),
    api.GET('/api/admin/sales-series', query).then(required),
  ])
  const perfumes = (list: typeof series.topByUnits) =>
    list.map((perfume) => ({
      name: perfume.perfumeName,
      brand: perfume.brand,
      units: perfume.unitsSold,
      revenueCents: cents(perfume.revenue),
    }))
  return {
    range,
    problem,
    includesTestOrders: stats.includesTestOrders,
    figures: {
      revenueCents: cents(stats.totalRevenue),
      taxableBaseCents: cents(stats.taxableBase),
      taxCents: cents(stats.taxTotal),
      orders: stats.totalOrders,
      averageCents: cents(stats.averageOrderValue),
      monthCents: cents(stats.monthlyRevenue),
      costCents: cents(stats.costOfGoods),
      marginCents: cents(stats.grossMargin),
    },
    byMonth: series.byMonth.map((month) => ({
      month: month.month,
      revenueCents: cents(month.revenue),
    })),
    byDay: series.byDay,
    topByUnits: perfumes(series.topByUnits),
    topByRevenue: perfumes(series.topByRevenue),
  }
}

type TopPerfume = Awaited<ReturnType<typeof loader>>['topByUnits'][number]

function TopPerfumes({
  title,
  perfumes,
  currency,
}: {
  title: string
  perfumes: TopPerfume[]
  currency: string
}) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="font-display text-lg font-semibold">{title}</h3>
      {perfumes.length ? (
        <TableRegion label={title}>
          <table className={tableClass}>
            <thead className={headRowClass}>
              <tr>
                <th scope="col" className={headCellClass}>
                  Perfume
                </th>
                <th scope="col" className={`${headCellClass} text-right`}>
                  Unidades
                </th>
                <th scope="col" className={`${headCellClass} text-right`}>
                  Ingresos
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {perfumes.map((perfume) => (
                <tr key={`${perfume.brand} ${perfume.name}`}>
                  <th scope="row" className={`${cellClass} font-normal`}>
                    <span className="font-medium">{perfume.name}</span>
                    <span className="block text-xs text-ink-muted">{perfume.brand}</span>
                  </th>
                  <td data-label="Unidades" className={`${cellClass} text-right tabular-nums`}>
                    {perfume.units}
                  </td>
                  <td data-label="Ingresos" className={`${cellClass} text-right tabular-nums`}>
                    {formatMoney(perfume.revenueCents, currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : (
        <p className="rounded-2xl border border-line bg-surface p-6 text-ink-muted">
          Sin ventas en este periodo.
        </p>
      )}
    </section>
  )
}

export default function AdminAnalytics() {
  const data = useLoaderData<typeof loader>()
  const { range, figures } = data
  const currency = useCurrency()
  const loading = useNavigation().state === 'loading'
  const money = (value: number) => formatMoney(value, currency)
  const period = `del ${dayLabel(range.from, true)} al ${dayLabel(range.to, true)}`
  const csv = `/admin/analiticas/pedidos.csv?${new URLSearchParams({ ...range })}`

  const months = data.byMonth.map((month) => ({
    label: monthLabel(month.month),
    value: month.revenueCents,
  }))
  const bestMonth = peak(months)
  const days = data.byDay.map((day) => ({
    day: day.day,
    label: dayLabel(day.day),
    value: day.orders,
  }))
  const busiestDay = peak(days)
  const daysWithOrders = days.filter((day) => day.value > 0)
  const ordersInDays = daysWithOrders.reduce((sum, day) => sum + day.value, 0)

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-display text-2xl font-semibold">Analíticas</h2>
        <a href={csv} download className={secondaryButton}>
          Descargar CSV
        </a>
      </div>

      <Form
        method="get"
        aria-label="Periodo de las analíticas"
        className="flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-surface p-4"
      >
        <div>
          <label htmlFor="analiticas-desde" className="mb-1 block text-sm text-ink-muted">
            Desde
          </label>
          <input
            id="analiticas-desde"
            type="date"
            name="from"
            required
            defaultValue={range.from}
            className="rounded-lg border border-line bg-canvas px-3 py-2 text-ink"
          />
        </div>
        <div>
          <label htmlFor="analiticas-hasta" className="mb-1 block text-sm text-ink-muted">
            Hasta
          </label>
          <input
            id="analiticas-hasta"
            type="date"
            name="to"
            required
            defaultValue={range.to}
            className="rounded-lg border border-line bg-canvas px-3 py-2 text-ink"
          />
        </div>
        <button type="submit" className={primaryButton}>
          Aplicar
        </button>
        <p className="basis-full text-sm text-ink-muted" aria-live="polite">
          Mostrando {period}.
        </p>
      </Form>
      <FormAlert
        title={data.problem ? 'No se aplicó el periodo' : undefined}
        messages={data.problem ? [data.problem] : []}
      />

      {data.includesTestOrders ? (
        <p className="rounded-2xl border border-gold px-4 py-3 text-sm">
          Incluye pedidos de prueba (proveedor de pago local)
        </p>
      ) : null}

      <div aria-busy={loading} className="flex flex-col gap-8">
        <StatFigures
          label="Cifras de ventas"
          figures={[
            { label: 'Ingresos totales', value: money(figures.revenueCents), hint: 'Del periodo' },
            {
              label: 'Base imponible',
              value: money(figures.taxableBaseCents),
              hint: 'Los ingresos sin su IVA',
            },
            {
              label: 'IVA',
              value: money(figures.taxCents),
              hint: 'El incluido en los ingresos, reembolsos restados',
            },
            { label: 'Pedidos', value: figures.orders, hint: 'Del periodo' },
            { label: 'Ticket medio', value: money(figures.averageCents), hint: 'Del periodo' },
            { label: 'Ingresos del mes', value: money(figures.monthCents), hint: 'Mes en curso' },
            {
              label: 'Coste del producto',
              value: money(figures.costCents),
              hint: 'Mililitros vendidos, al coste de sus frascos',
            },
            {
              label: 'Margen bruto',
              value: money(figures.marginCents),
              hint: 'Ventas sin envío menos su coste',
            },
          ]}
        />

        <BarChartFigure
          id="grafico-ingresos"
          title="Ingresos por mes"
          description={
            bestMonth
              ? `Ingresos de cada mes ${period}. El mes más alto fue ${bestMonth.label}, con ${money(bestMonth.value)}.`
              : `Sin ingresos ${period}.`
          }
          data={months}
          formatValue={money}
          table={{
            caption: `Ingresos por mes ${period}`,
            columns: ['Mes', 'Ingresos'],
            rows: months.map((month) => [month.label, money(month.value)]),
          }}
        />

        <BarChartFigure
          id="grafico-pedidos"
          title="Pedidos por día"
          description={
            busiestDay
              ? `Pedidos de cada día ${period}: ${ordersInDays} en total, en ${daysWithOrders.length} días con pedidos. El día con más fue el ${dayLabel(busiestDay.day, true)}, con ${busiestDay.value}.`
              : `Sin pedidos ${period}.`
          }
          data={days}
          formatValue={String}
          table={{
            caption: `Días con pedidos ${period} (los demás, ninguno)`,
            columns: ['Día', 'Pedidos'],
            rows: daysWithOrders.map((day) => [dayLabel(day.day, true), String(day.value)]),
          }}
        />

        <div className="grid gap-8 lg:grid-cols-2">
          <TopPerfumes
            title="Más vendidos por unidades"
            perfumes={data.topByUnits}
            currency={currency}
          />
          <TopPerfumes
            title="Más vendidos por ingresos"
            perfumes={data.topByRevenue}
            currency={currency}
          />
        </div>
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
