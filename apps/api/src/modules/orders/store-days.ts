import { type SalesRangeQuery, STORE_TIME_ZONE } from '@aurum/contracts'

export interface SqlCondition {
  sql: string
  params: unknown[]
}

/**
 * A timestamp column within a range of the store's days (Europe/Madrid), both ends included;
 * either end may be open. Compares the column itself, so its index serves the range.
 */
export function withinStoreDays(column: string, range: SalesRangeQuery): SqlCondition {
  const parts = ['true']
  const params: unknown[] = []
  if (range.from) {
    parts.push(`${column} >= (?::date)::timestamp at time zone ?`)
    params.push(range.from, STORE_TIME_ZONE)
  }
  if (range.to) {
    parts.push(`${column} < (?::date + 1)::timestamp at time zone ?`)
    params.push(range.to, STORE_TIME_ZONE)
  }
  return { sql: parts.join(' and '), params }
}

/** A timestamp column within the store's current month, or day. */
export function withinCurrentStore(column: string, unit: 'month' | 'day'): SqlCondition {
  return {
    sql: `${column} >= date_trunc('${unit}', now() at time zone ?) at time zone ?`,
    params: [STORE_TIME_ZONE, STORE_TIME_ZONE],
  }
}
