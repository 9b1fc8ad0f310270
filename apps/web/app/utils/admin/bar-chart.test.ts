import { describe, expect, it } from '@jest/globals'
import { barChart, dayLabel, monthLabel, niceScale, peak } from './bar-chart'

const plain = { formatValue: (value: number) => String(value) }

describe('the value scale', () => {
  it('ends on a round step at or above the largest value', () => {
    expect(niceScale(8985)).toEqual({ top: 10_000, step: 2500 })
    expect(niceScale(3)).toEqual({ top: 3, step: 1 })
    expect(niceScale(7)).toEqual({ top: 8, step: 2 })
    expect(niceScale(100)).toEqual({ top: 100, step: 25 })
    expect(niceScale(101)).toEqual({ top: 150, step: 50 })
  })

  it('never steps below 1: counts and cents are whole numbers', () => {
    expect(niceScale(1)).toEqual({ top: 1, step: 1 })
  })

  it('has no steps when there is nothing to draw', () => {
    expect(niceScale(0)).toEqual({ top: 0, step: 0 })
    expect(niceScale(Number.NaN)).toEqual({ top: 0, step: 0 })
  })
})

describe('a bar chart', () => {
  const chart = barChart(
    [
      { label: 'ene', value: 0 },
      { label: 'feb', value: 50 },
      { label: 'mar', value: 100 },
      { label: 'abr', value: 25 },
    ],
    { ...plain, width: 488, height: 244 },
  )

  it('draws one bar per value, in bands of the plot, as tall as its share of the scale', () => {
    expect(chart.plot).toEqual({ left: 88, top: 12, right: 476, bottom: 212 })
    // Bands of 97 px, bars 80 % of them, centred; the scale ends at 100 over 200 px.
    expect(chart.bars).toEqual([
      { x: 97.7, y: 212, width: 77.6, height: 0 },
      { x: 194.7, y: 112, width: 77.6, height: 100 },
      { x: 291.7, y: 12, width: 77.6, height: 200 },
      { x: 388.7, y: 162, width: 77.6, height: 50 },
    ])
  })

  it('labels the scale from 0 to its top, and each bar under its middle', () => {
    expect(chart.yTicks).toEqual([
      { y: 212, label: '0' },
      { y: 162, label: '25' },
      { y: 112, label: '50' },
      { y: 62, label: '75' },
      { y: 12, label: '100' },
    ])
    expect(chart.xLabels).toEqual([
      { x: 136.5, label: 'ene' },
      { x: 233.5, label: 'feb' },
      { x: 330.5, label: 'mar' },
      { x: 427.5, label: 'abr' },
    ])
  })

  it('formats the scale with the given function', () => {
    const money = barChart([{ label: 'nov 2026', value: 8985 }], {
      formatValue: (cents) => `${cents / 100} €`,
    })
    expect(money.yTicks.map((tick) => tick.label)).toEqual(['0 €', '25 €', '50 €', '75 €', '100 €'])
  })

  it('skips labels evenly when there are more bars than room for labels', () => {
    const days = Array.from({ length: 30 }, (_, index) => ({ label: `${index + 1}`, value: 1 }))
    const labels = barChart(days, { ...plain, maxXLabels: 7 }).xLabels.map((label) => label.label)
    expect(labels).toEqual(['1', '6', '11', '16', '21', '26'])
  })

  it('draws a negative figure as no bar', () => {
    expect(barChart([{ label: 'x', value: -5 }], plain).bars[0].height).toBe(0)
  })

  it('with only zeros or no data: flat bars and a single 0 on the scale', () => {
    const zeros = barChart(
      [
        { label: 'a', value: 0 },
        { label: 'b', value: 0 },
      ],
      plain,
    )
    expect(zeros.bars.map((bar) => bar.height)).toEqual([0, 0])
    expect(zeros.yTicks).toEqual([{ y: 268, label: '0' }])
    const empty = barChart([], plain)
    expect(empty.bars).toEqual([])
    expect(empty.xLabels).toEqual([])
    expect(empty.yTicks).toEqual([{ y: 268, label: '0' }])
  })
})

describe('the words around a chart', () => {
  it('finds the highest value, the first of equals, or none when all are 0', () => {
    const data = [
      { label: 'a', value: 2 },
      { label: 'b', value: 5 },
      { label: 'c', value: 5 },
    ]
    expect(peak(data)).toBe(data[1])
    expect(peak([{ label: 'a', value: 0 }])).toBeNull()
    expect(peak([])).toBeNull()
  })

  it('names months and days in Spanish', () => {
    expect(monthLabel('2026-11')).toBe('nov 2026')
    expect(monthLabel('2027-01')).toBe('ene 2027')
    expect(dayLabel('2026-11-02')).toBe('2 nov')
    expect(dayLabel('2026-12-31', true)).toBe('31 dic 2026')
  })
})
