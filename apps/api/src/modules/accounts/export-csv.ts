import { csvCell } from '../messages/newsletter-csv'
import type { DataExport } from './dto/account-data.dto'

/** The sections of the export, in the order the file lists them. */
export const EXPORT_SECTIONS = [
  'profile',
  'addresses',
  'paymentMethods',
  'orders',
  'notifications',
  'settings',
  'favorites',
  'reviews',
  'performanceVotes',
] as const satisfies readonly (keyof DataExport)[]

/**
 * The export as one CSV file of four columns, `section,item,field,value`, so every section fits
 * one sheet whatever its shape:
 * - `section`: profile, addresses, paymentMethods, orders, notifications, settings, favorites,
 *   reviews, performanceVotes (after two `export` rows: the shop and the moment of the export);
 * - `item`: the position (1, 2...) of an address, order or notification in its list; empty for
 *   profile and settings;
 * - `field`: the field's path, nested ones dotted (`items.2.perfume`, `notifications.email`);
 * - `value`: its text; empty for null; true/false; amounts as '12.50'.
 * An empty list is one row with only its section's name. Lines end with CRLF; every cell is
 * quoted when needed and defused when a spreadsheet would read it as a formula.
 */
export function exportCsv(data: DataExport): string {
  const rows: string[][] = [
    ['section', 'item', 'field', 'value'],
    ['export', '', 'shop', data.shop],
    ['export', '', 'exportedAt', data.exportedAt],
  ]
  for (const section of EXPORT_SECTIONS) {
    const value: unknown = data[section]
    if (Array.isArray(value)) {
      if (!value.length) rows.push([section, '', '', ''])
      value.forEach((element, index) => {
        for (const [field, text] of leaves(element))
          rows.push([section, String(index + 1), field, text])
      })
    } else {
      for (const [field, text] of leaves(value)) rows.push([section, '', field, text])
    }
  }
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/** Every leaf of a value as [dotted path, text]; list positions count from 1. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (value === null || value === undefined) return [[path, '']]
  if (Array.isArray(value)) {
    if (!value.length) return [[path, '']]
    return value.flatMap((element, index) => leaves(element, join(path, String(index + 1))))
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
    if (!entries.length) return [[path, '']]
    return entries.flatMap(([key, element]) => leaves(element, join(path, key)))
  }
  return [[path, String(value)]]
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key
}
