import { STORE_TIME_ZONE } from '@aurum/contracts'
import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib'
import { embedShopFonts, printable, wrap } from '../../common/pdf-fonts'
import { A4, GOLD, HAIRLINE, INK, MUTED, NIGHT, type TextStyle } from '../../common/pdf-paper'
import type { AddressSnapshot } from '../accounts/entities/address.entity'

/** Everything a packing slip says, worked out before it is drawn. */
export interface PackingSlip {
  code: string // short order reference, e.g. 'A1B2C3D4'
  createdAt: Date
  email: string
  address: AddressSnapshot
  // The units still to go in the parcel (those given back are left out), in the order's order.
  lines: {
    name: string // the perfume, or the set's name
    brand: string
    setPerfumes: string[] // a set's perfumes; empty for one perfume
    ml: number
    quantity: number
    // The batches poured: one entry for a perfume, one per perfume (named) for a set
    batches: { perfume: string | null; codes: string[] }[]
  }[]
}

const SHOP = 'Aurum Decants'
const TITLE = 'Albarán'

// The invoice's page and palette (invoice-pdf.ts): the shop's papers look alike.
const PAGE = { ...A4, margin: 50 }
const RIGHT = PAGE.width - PAGE.margin
const BAND = 92
const BOTTOM = PAGE.margin + 22
const LINE_HEIGHT = 1.45

const STYLES = {
  shop: { bold: true, size: 20, color: GOLD },
  title: { bold: false, size: 12, color: rgb(1, 1, 1) },
  number: { bold: false, size: 10, color: GOLD },
  label: { bold: true, size: 8, color: MUTED },
  name: { bold: true, size: 11, color: INK },
  body: { bold: false, size: 9.5, color: INK },
  line: { bold: true, size: 9.5, color: INK },
  head: { bold: true, size: 9, color: INK },
  note: { bold: false, size: 8.5, color: MUTED },
  foot: { bold: false, size: 8, color: MUTED },
} satisfies Record<string, TextStyle>

/**
 * The table's columns, left edges, from the packer's box to the batches: the text columns wrap
 * within their width, the quantity sits right-aligned at its right edge.
 */
const BOX = 10 // the checkbox's side
const COLUMNS = {
  check: PAGE.margin,
  perfume: PAGE.margin + 24,
  brand: PAGE.margin + 154,
  size: PAGE.margin + 244,
  quantity: PAGE.margin + 274, // right edge: PAGE.margin + 314
  batches: PAGE.margin + 326,
}
const WIDTHS = {
  perfume: COLUMNS.brand - COLUMNS.perfume - 10,
  brand: COLUMNS.size - COLUMNS.brand - 10,
  batches: RIGHT - COLUMNS.batches,
}
const QUANTITY_RIGHT = COLUMNS.quantity + 40
const ROW_PADDING = 7

const orderDate = new Intl.DateTimeFormat('es-ES', {
  timeZone: STORE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

/**
 * The packing slips of these orders as one A4 PDF, in Spanish: each order starts on a page of its
 * own, its table flowing onto further pages when long, numbered within the order.
 */
export async function renderPackingSlipsPdf(slips: PackingSlip[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(slips.length === 1 ? `${TITLE} del pedido #${slips[0].code}` : 'Albaranes')
  pdf.setAuthor(SHOP)
  pdf.setCreator(SHOP)
  pdf.setProducer(SHOP)
  pdf.setLanguage('es-ES')
  const fonts = await embedShopFonts(pdf)
  for (const slip of slips) {
    const sheet = new Sheet(pdf, fonts, `Pedido #${slip.code}`)
    drawParties(sheet, slip)
    drawLines(sheet, slip)
    sheet.numberPages()
  }
  return pdf.save()
}

/** Who the parcel goes to, and the order's own facts beside it. */
function drawParties(sheet: Sheet, slip: PackingSlip): void {
  const { address } = slip
  const top = sheet.y
  const columnWidth = 240
  sheet.block(PAGE.margin, columnWidth, [
    ['Enviar a', STYLES.label],
    [address.name, STYLES.name],
    [address.street, STYLES.body],
    [`${address.zipCode} ${address.city} (${address.state})`, STYLES.body],
    [address.country, STYLES.body],
    [`Tel.: ${address.phone}`, STYLES.body],
  ])
  const addressBottom = sheet.y
  sheet.y = top
  sheet.block(RIGHT - columnWidth, columnWidth, [
    ['Pedido', STYLES.label],
    [`Pedido #${slip.code}`, STYLES.name],
    [`Fecha: ${orderDate.format(slip.createdAt)}`, STYLES.body],
    [`Cliente: ${address.name}`, STYLES.body],
    [slip.email, STYLES.body],
  ])
  sheet.y = Math.min(sheet.y, addressBottom) - 18
}

function drawLines(sheet: Sheet, slip: PackingSlip): void {
  if (!slip.lines.length) {
    sheet.block(PAGE.margin, RIGHT - PAGE.margin, [
      ['Nada que preparar: todas sus unidades se han reembolsado.', STYLES.body],
    ])
    return
  }
  const lineHeight = STYLES.body.size * LINE_HEIGHT
  // The head never stays alone at the foot of a page: it goes with at least one row.
  sheet.startPageUnlessRoom(STYLES.head.size * LINE_HEIGHT + 6 + 2 * lineHeight + ROW_PADDING)
  drawTableHead(sheet)
  for (const line of slip.lines) {
    const cell = (text: string, style: TextStyle, width: number) =>
      wrap(printable(text, sheet.font(style)), sheet.font(style), style.size, width).map(
        (part): [string, TextStyle] => [part, style],
      )
    const perfume = [
      ...cell(line.name, STYLES.line, WIDTHS.perfume),
      ...(line.setPerfumes.length
        ? cell(line.setPerfumes.join(' · '), STYLES.note, WIDTHS.perfume)
        : []),
    ]
    const brand = cell(line.brand, STYLES.body, WIDTHS.brand)
    const batches = line.batches.flatMap(({ perfume: name, codes }) => {
      const text = codes.length ? codes.join(', ') : 'Sin asignar'
      return cell(name ? `${name}: ${text}` : text, STYLES.body, WIDTHS.batches)
    })
    const height =
      Math.max(...[perfume, brand, batches].map((column) => columnHeight(column))) + ROW_PADDING
    // The head is repeated on every page the table reaches, so each page reads on its own.
    if (sheet.startPageUnlessRoom(height)) drawTableHead(sheet)
    const top = sheet.y
    sheet.checkbox(COLUMNS.check, top - 2)
    sheet.stack(COLUMNS.perfume, top, perfume)
    sheet.stack(COLUMNS.brand, top, brand)
    const first = baseline(top, STYLES.body)
    sheet.text(`${line.ml} ml`, COLUMNS.size, first, STYLES.body)
    sheet.textRight(String(line.quantity), QUANTITY_RIGHT, first, STYLES.line)
    sheet.stack(COLUMNS.batches, top, batches)
    sheet.y = top - height
    sheet.rule(PAGE.margin, RIGHT, sheet.y + ROW_PADDING / 2, HAIRLINE, 0.5)
  }
  const units = slip.lines.reduce((sum, line) => sum + line.quantity, 0)
  sheet.y -= 6
  sheet.startPageUnlessRoom(STYLES.head.size * LINE_HEIGHT)
  sheet.textRight(
    `${units} ${units === 1 ? 'unidad' : 'unidades'} en total`,
    QUANTITY_RIGHT,
    baseline(sheet.y, STYLES.head),
    STYLES.head,
  )
  sheet.y -= STYLES.head.size * LINE_HEIGHT
}

function columnHeight(lines: [string, TextStyle][]): number {
  return lines.reduce((sum, [, style]) => sum + style.size * LINE_HEIGHT, 0)
}

function drawTableHead(sheet: Sheet): void {
  const style = STYLES.head
  const y = baseline(sheet.y, style)
  sheet.text('Perfume', COLUMNS.perfume, y, style)
  sheet.text('Marca', COLUMNS.brand, y, style)
  sheet.text('Tamaño', COLUMNS.size, y, style)
  sheet.textRight('Cant.', QUANTITY_RIGHT, y, style)
  sheet.text('Lotes', COLUMNS.batches, y, style)
  sheet.y -= style.size * LINE_HEIGHT + 4
  sheet.rule(PAGE.margin, RIGHT, sheet.y + 2, GOLD, 0.75)
  sheet.y -= 4
}

/** Where text of `style` sits in a line box whose top is `top`. */
function baseline(top: number, style: TextStyle): number {
  const lineHeight = style.size * LINE_HEIGHT
  return top - lineHeight + (lineHeight - style.size) / 2
}

/**
 * The pages of one order's slip and how far down the current one is (`y`, in points from the
 * bottom). Every page starts with the shop's band; text goes through printable() so it always
 * draws.
 */
class Sheet {
  y = 0
  private page!: PDFPage
  private readonly pages: PDFPage[] = []

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly reference: string,
  ) {
    this.startPage()
  }

  font(style: TextStyle): PDFFont {
    return style.bold ? this.fonts.bold : this.fonts.regular
  }

  startPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height])
    this.pages.push(this.page)
    const top = PAGE.height - BAND
    this.page.drawRectangle({ x: 0, y: top, width: PAGE.width, height: BAND, color: NIGHT })
    this.rule(0, PAGE.width, top, GOLD, 1.5)
    this.text(SHOP, PAGE.margin, PAGE.height - 46, STYLES.shop)
    this.text(TITLE, PAGE.margin, PAGE.height - 70, STYLES.title)
    this.textRight(this.reference, RIGHT, PAGE.height - 70, STYLES.number)
    this.y = top - 28
  }

  /** Starts a new page when `height` more points do not fit above the foot; says whether it did. */
  startPageUnlessRoom(height: number): boolean {
    if (this.y - height >= BOTTOM) return false
    this.startPage()
    return true
  }

  text(text: string, x: number, y: number, style: TextStyle): void {
    const font = this.font(style)
    this.page.drawText(printable(text, font), { x, y, size: style.size, font, color: style.color })
  }

  textRight(text: string, right: number, y: number, style: TextStyle): void {
    const font = this.font(style)
    const line = printable(text, font)
    const x = right - font.widthOfTextAtSize(line, style.size)
    this.page.drawText(line, { x, y, size: style.size, font, color: style.color })
  }

  /** Lines already wrapped, stacked down from `top` at `x`. */
  stack(x: number, top: number, lines: [string, TextStyle][]): void {
    let y = top
    for (const [text, style] of lines) {
      this.text(text, x, baseline(y, style), style)
      y -= style.size * LINE_HEIGHT
    }
  }

  /** The packer's empty box, its top at `top`. */
  checkbox(x: number, top: number): void {
    this.page.drawRectangle({
      x,
      y: top - BOX,
      width: BOX,
      height: BOX,
      borderColor: INK,
      borderWidth: 0.75,
    })
  }

  rule(from: number, to: number, y: number, color: RGB, thickness: number): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color })
  }

  /** Lines stacked down from `y`, each wrapped to `width`, onto a new page when one is full. */
  block(x: number, width: number, lines: [string, TextStyle][]): void {
    for (const [text, style] of lines) {
      if (!text.trim()) continue
      const font = this.font(style)
      const lineHeight = style.size * LINE_HEIGHT
      for (const line of wrap(printable(text, font), font, style.size, width)) {
        this.startPageUnlessRoom(lineHeight)
        this.text(line, x, baseline(this.y, style), style)
        this.y -= lineHeight
      }
    }
  }

  /** 'Página X de Y' of this order's pages, and the shop, at the foot of each. */
  numberPages(): void {
    this.pages.forEach((page, index) => {
      this.page = page
      this.text(SHOP, PAGE.margin, PAGE.margin / 2, STYLES.foot)
      this.textRight(
        `${this.reference} · Página ${index + 1} de ${this.pages.length}`,
        RIGHT,
        PAGE.margin / 2,
        STYLES.foot,
      )
    })
  }
}
