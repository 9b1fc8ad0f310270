import { parseSizeLabel } from '@aurum/contracts'
import { CsvError, parse } from 'csv-parse/sync'

/**
 * The catalogue as CSV: what GET /api/admin/perfumes/export.csv writes and
 * POST /api/admin/perfumes/import reads. One row per perfume under a header of the API's own field
 * names, in any order on import:
 *
 * - slug: the key a re-import matches rows by. A slug the shop does not have makes a new perfume
 *   with it; an empty one makes a new perfume with a slug made from its name.
 * - name, brand, description; category: masculino, femenino, unisex or nicho.
 * - sizes: every size the perfume sells with its full price, `2ml=4.90; 5ml=9.90; 10ml=17.90`
 *   (size=price, entries separated by ';', the cents after a dot or a comma). A size left out is
 *   deleted, as in the form.
 * - notes: `Bergamota; Jazmín; Vainilla`.
 * - imageUrl: https://... or a path of the site; empty for none.
 * - isOnOffer: true or false (sí/no and a Spanish spreadsheet's VERDADERO/FALSO are read too);
 *   discountPercentage: 1 to 90 on offer, 0 otherwise; offerDescription; offerEndsAt: ISO 8601
 *   with its offset, empty for an offer without an end. Off offer, the other three are cleared.
 * - allergens: as the labels print them.
 *
 * Stock is not in it (the inventory's millilitres are counted, never typed) nor the scent (a
 * structure the perfume form edits).
 */
export const PERFUME_CSV_COLUMNS = [
  'slug',
  'name',
  'brand',
  'category',
  'description',
  'sizes',
  'notes',
  'imageUrl',
  'isOnOffer',
  'discountPercentage',
  'offerDescription',
  'offerEndsAt',
  'allergens',
] as const
export type PerfumeCsvColumn = (typeof PERFUME_CSV_COLUMNS)[number]
export type PerfumeCsvRecord = Record<PerfumeCsvColumn, string>

/** A perfume as the back office shows it (AdminPerfumeView), the fields the CSV holds. */
export interface PerfumeCsvSource {
  slug: string
  name: string
  brand: string
  category: string
  description: string
  sizes: string[]
  /** Money text ('12.50'), parallel to sizes. */
  prices: string[]
  notes: string[]
  imageUrl: string | null
  isOnOffer: boolean
  discountPercentage: number
  offerDescription: string | null
  offerEndsAt: string | null
  allergens: string | null
}

/** A line of the file that could not be taken; row 1 is the header, as a spreadsheet numbers them. */
export interface PerfumeCsvError {
  row: number
  /** The column, or null for the row as a whole. */
  field: PerfumeCsvColumn | null
  message: string
}

/** A file read: each perfume row by its spreadsheet row number, or why the file cannot be read. */
export type PerfumeCsvFile =
  | { rows: { row: number; record: PerfumeCsvRecord }[]; errors: [] }
  | { rows: []; errors: PerfumeCsvError[] }

const SIZE_SEPARATOR = ';'
const NOTE_SEPARATOR = ';'
/** A spreadsheet reads a cell starting with one of these as a formula (OWASP's CSV injection). */
const FORMULA_START = /^'*[=+\-@\t\r]/
/** A cell the export defused: one apostrophe too many before what would be a formula. */
const DEFUSED = /^'+[=+\-@\t\r]/

/** The record of a perfume, each value as the file writes it (before defusing). */
export function perfumeCsvRecord(perfume: PerfumeCsvSource): PerfumeCsvRecord {
  const onOffer = perfume.isOnOffer
  return {
    slug: perfume.slug,
    name: perfume.name,
    brand: perfume.brand,
    category: perfume.category,
    description: perfume.description,
    sizes: sizesCell(perfume.sizes, perfume.prices),
    notes: perfume.notes.join(`${NOTE_SEPARATOR} `),
    imageUrl: perfume.imageUrl ?? '',
    isOnOffer: String(onOffer),
    discountPercentage: String(onOffer ? perfume.discountPercentage : 0),
    offerDescription: (onOffer ? perfume.offerDescription : null) ?? '',
    offerEndsAt: (onOffer ? perfume.offerEndsAt : null) ?? '',
    allergens: perfume.allergens ?? '',
  }
}

/** '2ml=4.90; 5ml=9.90', smallest size first whatever order they came in. */
function sizesCell(sizes: string[], prices: string[]): string {
  return sizes
    .map((size, index) => ({ size, price: prices[index], ml: parseSizeLabel(size)?.ml ?? 0 }))
    .sort((a, b) => a.ml - b.ml)
    .map(({ size, price }) => `${size}=${price}`)
    .join(`${SIZE_SEPARATOR} `)
}

/**
 * The whole file: a UTF-8 byte order mark (without it a Spanish Excel reads the accents as
 * Windows-1252), the header, a line per perfume, lines ended by CRLF.
 */
export function perfumesCsv(records: PerfumeCsvRecord[]): string {
  const lines = [
    PERFUME_CSV_COLUMNS.join(','),
    ...records.map((record) =>
      PERFUME_CSV_COLUMNS.map((column) => csvCell(record[column])).join(','),
    ),
  ]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/**
 * One cell, defused against formulas, then quoted when it holds a separator or a quote (RFC 4180).
 * A value already starting with apostrophes before a formula character gets one more as well, so
 * the import's removal of exactly one apostrophe gives every value back as it was.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** A cell read back: the apostrophe the export put before a formula is taken off again. */
export function undefusedCell(value: string): string {
  return DEFUSED.test(value) ? value.slice(1) : value
}

/**
 * The perfume rows of a file: the header must name every column once (in any order). A file a
 * spreadsheet saved with ';' between cells (Excel in Spanish does) is read as well, and so is one
 * it saved in Windows-1252. Rows with every cell empty are skipped; numbering still counts them.
 */
export function readPerfumesCsv(bytes: Buffer): PerfumeCsvFile {
  const text = decode(bytes).replace(/^\uFEFF/, '')
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ','
  let records: string[][]
  try {
    records = parse(text, { delimiter, relax_column_count: true })
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    const row = Number((error as CsvError & { records?: number }).records ?? 0) + 1
    return { rows: [], errors: [{ row, field: null, message: csvErrorText(error) }] }
  }
  const [header = [], ...lines] = records
  const names = header.map((name) => name.trim())
  const errors: PerfumeCsvError[] = []
  for (const column of PERFUME_CSV_COLUMNS) {
    if (!names.includes(column)) errors.push({ row: 1, field: column, message: 'Falta la columna' })
  }
  names.forEach((name, index) => {
    if (!(PERFUME_CSV_COLUMNS as readonly string[]).includes(name)) {
      errors.push({ row: 1, field: null, message: `La columna '${name}' no es del catálogo` })
    } else if (names.indexOf(name) !== index) {
      errors.push({ row: 1, field: name as PerfumeCsvColumn, message: 'La columna está repetida' })
    }
  })
  if (errors.length) return { rows: [], errors }
  const rows: { row: number; record: PerfumeCsvRecord }[] = []
  lines.forEach((cells, index) => {
    const row = index + 2
    if (cells.every((cell) => cell.trim() === '')) return
    if (cells.length !== names.length) {
      errors.push({
        row,
        field: null,
        message: `La fila tiene ${cells.length} celdas y la cabecera ${names.length}`,
      })
      return
    }
    const record = Object.fromEntries(
      names.map((name, cell) => [name, undefusedCell(cells[cell])]),
    ) as PerfumeCsvRecord
    rows.push({ row, record })
  })
  return errors.length ? { rows: [], errors } : { rows, errors: [] }
}

/** UTF-8 when the bytes are; otherwise what a spreadsheet on Windows saves, Windows-1252. */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

function csvErrorText(error: CsvError): string {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return 'Unas comillas se abren y no se cierran'
  return 'La fila no es CSV válido: revisa sus comillas'
}

/** The sizes cell as the form's two lists, or what is wrong with it. */
export function parseSizesCell(
  text: string,
): { sizes: string[]; prices: string[] } | { error: string } {
  const sizes: string[] = []
  const prices: string[] = []
  for (const entry of text.split(SIZE_SEPARATOR)) {
    if (!entry.trim()) continue
    const parts = entry.split('=')
    if (parts.length !== 2) return { error: 'Cada tamaño se escribe con su precio, como 5ml=9.90' }
    sizes.push(parts[0].trim())
    prices.push(parts[1].trim())
  }
  return { sizes, prices }
}

/** The notes cell as a list (the schema trims them and drops empty ones). */
export function parseNotesCell(text: string): string[] {
  return text.split(NOTE_SEPARATOR)
}

const YES = new Set(['true', 'sí', 'si', 'verdadero', '1'])
const NO = new Set(['false', 'no', 'falso', '0'])

/** The offer switch, or null when the cell says neither. */
export function parseFlagCell(text: string): boolean | null {
  const value = text.trim().toLowerCase()
  if (YES.has(value)) return true
  if (NO.has(value)) return false
  return null
}
