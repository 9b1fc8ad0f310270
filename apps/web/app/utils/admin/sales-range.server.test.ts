import { describe, expect, it } from '@jest/globals'
import { storeDay } from '@aurum/contracts'
import { salesRange } from './sales-range.server'

const ask = (query: string) => salesRange(new URLSearchParams(query))

describe('the analytics date range', () => {
  const today = storeDay()
  const byDefault = ask('').range

  it('is by default the last 12 months up to today', () => {
    expect(byDefault.to).toBe(today)
    expect(byDefault.from).toMatch(/^\d{4}-\d{2}-01$/)
    const months =
      Number(today.slice(0, 4)) * 12 +
      Number(today.slice(5, 7)) -
      (Number(byDefault.from.slice(0, 4)) * 12 + Number(byDefault.from.slice(5, 7)))
    expect(months).toBe(11)
    expect(ask('')).toEqual({ range: byDefault })
  })

  it('takes the days asked for, both included', () => {
    expect(ask('from=2026-01-01&to=2026-01-31')).toEqual({
      range: { from: '2026-01-01', to: '2026-01-31' },
    })
  })

  it('falls back to the default and says why when the range cannot be drawn', () => {
    expect(ask('from=2026-02-30&to=2026-03-01')).toEqual({
      range: byDefault,
      problem: 'Las fechas deben ser días válidos (AAAA-MM-DD).',
    })
    expect(ask('from=ayer')).toEqual({
      range: byDefault,
      problem: 'Las fechas deben ser días válidos (AAAA-MM-DD).',
    })
    expect(ask('from=2026-03-01&to=2026-02-01')).toEqual({
      range: byDefault,
      problem: 'La fecha de inicio no puede ser posterior a la de fin.',
    })
    expect(ask('from=2020-01-01&to=2023-01-01')).toEqual({
      range: byDefault,
      problem: 'El rango puede abarcar como máximo 731 días.',
    })
  })
})
