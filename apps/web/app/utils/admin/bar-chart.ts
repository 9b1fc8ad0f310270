/**
 * The geometry of a bar chart, for inline SVG: scales, bars and axis labels, with no chart
 * library. Pure, so the page draws the same chart on the server and in the browser.
 */

export interface BarDatum {
  /** The label under the bar ('nov 2026', '22 nov'). */
  label: string
  value: number
}

export interface BarChartOptions {
  /** Formats a value of the scale ('20 €', '3'). */
  formatValue: (value: number) => string
  width?: number
  height?: number
  /** At most this many labels under the bars; the others are skipped evenly. */
  maxXLabels?: number
  /** Lines of the value scale above zero. */
  ticks?: number
}

export interface BarChart {
  width: number
  height: number
  /** The drawing area, inside the space kept for the labels. */
  plot: { left: number; top: number; right: number; bottom: number }
  bars: { x: number; y: number; width: number; height: number }[]
  yTicks: { y: number; label: string }[]
  xLabels: { x: number; label: string }[]
}

const MARGIN = { left: 88, right: 12, top: 12, bottom: 32 }

/** Two decimals are enough for a pixel, and keep the markup short. */
const round = (value: number) => Math.round(value * 100) / 100

/**
 * A scale from 0 that ends on a round step (1, 2, 2.5 or 5 times a power of ten) at or above the
 * largest value. Values are whole numbers (cents, orders), so a step is a whole number too.
 */
export function niceScale(max: number, ticks = 4): { top: number; step: number } {
  if (!(max > 0)) return { top: 0, step: 0 }
  const raw = max / ticks
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const residual = raw / magnitude
  const nice =
    [1, 2, 2.5, 5].find(
      (candidate) => residual <= candidate && Number.isInteger(candidate * magnitude),
    ) ?? 10
  const step = Math.max(1, nice * magnitude)
  return { top: Math.ceil(max / step) * step, step }
}

export function barChart(data: BarDatum[], options: BarChartOptions): BarChart {
  const { formatValue, width = 960, height = 300, maxXLabels = 12, ticks = 4 } = options
  const plot = {
    left: MARGIN.left,
    top: MARGIN.top,
    right: width - MARGIN.right,
    bottom: height - MARGIN.bottom,
  }
  const plotHeight = plot.bottom - plot.top
  // A negative figure (more refunded than sold) is drawn as nothing, not below the axis.
  const values = data.map((datum) => Math.max(0, datum.value))
  const { top, step } = niceScale(Math.max(0, ...values), ticks)
  const yOf = (value: number) => (top ? plot.bottom - (value / top) * plotHeight : plot.bottom)

  const band = data.length ? (plot.right - plot.left) / data.length : 0
  const barWidth = band * 0.8
  const bars = values.map((value, index) => {
    const y = yOf(value)
    return {
      x: round(plot.left + index * band + (band - barWidth) / 2),
      y: round(y),
      width: round(barWidth),
      height: round(plot.bottom - y),
    }
  })

  const yTicks = [{ y: plot.bottom, label: formatValue(0) }]
  for (let value = step; step && value <= top; value += step)
    yTicks.push({ y: round(yOf(value)), label: formatValue(value) })

  const every = Math.max(1, Math.ceil(data.length / maxXLabels))
  const xLabels = data.flatMap((datum, index) =>
    index % every ? [] : [{ x: round(plot.left + (index + 0.5) * band), label: datum.label }],
  )

  return { width, height, plot, bars, yTicks, xLabels }
}

/** The datum with the largest value (the first of equals), or null when every one is 0. */
export function peak<T extends { value: number }>(data: T[]): T | null {
  return data.reduce<T | null>(
    (best, datum) => (datum.value > (best?.value ?? 0) ? datum : best),
    null,
  )
}

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic']

/** '2026-11' -> 'nov 2026'. Written out here, so server and browser print the same. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-')
  return `${MONTHS[Number(number) - 1]} ${year}`
}

/** '2026-11-22' -> '22 nov' (under a bar) or '22 nov 2026' (withYear). */
export function dayLabel(day: string, withYear = false): string {
  const [year, month, date] = day.split('-')
  const label = `${Number(date)} ${MONTHS[Number(month) - 1]}`
  return withYear ? `${label} ${year}` : label
}
