import { barChart, type BarDatum } from '~/utils/admin/bar-chart'
import { cellClass, headCellClass, headRowClass, tableClass } from './data-table'

interface Props {
  /** Prefix of the ids that tie the drawing to its title and description. */
  id: string
  title: string
  /** What the drawing shows, in words: read by screen readers instead of the bars. */
  description: string
  data: BarDatum[]
  formatValue: (value: number) => string
  /** The same figures as a table. */
  table: { caption: string; columns: [string, string]; rows: [string, string][] }
}

/**
 * A bar chart drawn as inline SVG (no library, no JavaScript needed), with its figures in a
 * table that opens beneath it.
 */
export function BarChartFigure({ id, title, description, data, formatValue, table }: Props) {
  const chart = barChart(data, { formatValue })
  const { plot } = chart
  return (
    <figure className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <figcaption className="font-display text-lg font-semibold">{title}</figcaption>
      {/* On a phone the drawing keeps its size and scrolls sideways. */}
      <div role="region" aria-label={`Gráfico: ${title}`} tabIndex={0} className="overflow-x-auto">
        <svg
          role="img"
          aria-labelledby={`${id}-titulo`}
          aria-describedby={`${id}-descripcion`}
          viewBox={`0 0 ${chart.width} ${chart.height}`}
          className="w-full min-w-[48rem]"
        >
          <title id={`${id}-titulo`}>{title}</title>
          <desc id={`${id}-descripcion`}>{description}</desc>
          <g className="fill-ink-muted text-[13px]">
            {chart.yTicks.map((tick) => (
              <g key={tick.label}>
                <line
                  x1={plot.left}
                  x2={plot.right}
                  y1={tick.y}
                  y2={tick.y}
                  className="stroke-line"
                />
                <text x={plot.left - 8} y={tick.y} textAnchor="end" dominantBaseline="middle">
                  {tick.label}
                </text>
              </g>
            ))}
            {chart.xLabels.map((label) => (
              <text key={label.x} x={label.x} y={plot.bottom + 22} textAnchor="middle">
                {label.label}
              </text>
            ))}
            {chart.bars.every((bar) => bar.height === 0) ? (
              <text
                x={(plot.left + plot.right) / 2}
                y={(plot.top + plot.bottom) / 2}
                textAnchor="middle"
              >
                Nada que mostrar en este periodo
              </text>
            ) : null}
          </g>
          <g className="fill-gold">
            {chart.bars.map((bar) => (
              <rect key={bar.x} x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
            ))}
          </g>
          <line
            x1={plot.left}
            x2={plot.right}
            y1={plot.bottom}
            y2={plot.bottom}
            className="stroke-ink-muted"
          />
        </svg>
      </div>
      <details>
        <summary className="cursor-pointer text-sm text-gold">
          Ver los datos en una tabla: {title}
        </summary>
        <div className="mt-3 rounded-lg border border-line">
          <table className={tableClass}>
            <caption className="px-4 py-2 text-left text-ink-muted">{table.caption}</caption>
            <thead className={headRowClass}>
              <tr>
                <th scope="col" className={headCellClass}>
                  {table.columns[0]}
                </th>
                <th scope="col" className={`${headCellClass} text-right`}>
                  {table.columns[1]}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {table.rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row" className={`${cellClass} font-normal`}>
                    {label}
                  </th>
                  <td
                    data-label={table.columns[1]}
                    className={`${cellClass} text-right tabular-nums`}
                  >
                    {value}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
