import { MAX_SERIES_DAYS, SalesSeriesQuerySchema, storeDay } from '@aurum/contracts'

export interface SalesRange {
  from: string
  to: string
}

/**
 * The analytics tab's date range from its URL (both days included, store days): by default the
 * last 12 months up to today. A range the charts cannot draw falls back to the default, with the
 * reason for the form.
 */
export function salesRange(params: URLSearchParams): { range: SalesRange; problem?: string } {
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' }
  const parsed = SalesSeriesQuerySchema.safeParse(asked)
  if (parsed.success) return { range: parsed.data }
  const range = SalesSeriesQuerySchema.parse({})
  // Anything but the schema's own range checks is a date it could not read.
  if (parsed.error.issues.some((issue) => issue.code !== 'custom'))
    return { range, problem: 'Las fechas deben ser días válidos (AAAA-MM-DD).' }
  if ((asked.to || storeDay()) < asked.from)
    return { range, problem: 'La fecha de inicio no puede ser posterior a la de fin.' }
  return { range, problem: `El rango puede abarcar como máximo ${MAX_SERIES_DAYS} días.` }
}
