import { formatMoney, STORE_TIME_ZONE } from '@aurum/contracts'
import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib'
import { embedShopFonts, printable, wrap } from '../../common/pdf-fonts'
import { A4, GOLD, HAIRLINE, INK, MUTED, NIGHT, type TextStyle } from '../../common/pdf-paper'

/** Everything an invoice says, worked out before it is drawn (RD 1619/2012, art. 7). */
export interface InvoiceDocument {
  number: string // 'F2026-000001' or 'R2026-000003'
  kind: 'invoice' | 'credit' // credit = factura rectificativa
  simplified: boolean // true: factura simplificada (no buyer)
  issuedAt: Date
  issuer: { name: string; taxId: string; address: string; email: string }
  buyer: { name: string; taxId: string; address: string } | null
  orderCode: string // short order reference, e.g. 'A1B2C3D4'
  corrects: { number: string; issuedAt: Date } | null // the invoice a credit note corrects
  reason: string | null // why a credit note was issued
  // IVA included; negative amounts on a credit note
  lines: { description: string; quantity: number; unitCents: number; totalCents: number }[]
  shippingCents: number // IVA included, 0 when none (negative on a credit)
  taxRate: number // percent, e.g. 21, or 0 when outside Spanish IVA
  exemptNote: string | null // e.g. 'Operación no sujeta a IVA (Canarias, Ceuta y Melilla)'
  baseCents: number
  taxCents: number
  totalCents: number
}

const PAGE = { ...A4, margin: 50 }
const RIGHT = PAGE.width - PAGE.margin
const BAND = 92 // the dark band at the top of every page
const BOTTOM = PAGE.margin + 22 // below this only the foot is drawn
const LINE_HEIGHT = 1.45

const STYLES = {
  shop: { bold: true, size: 20, color: GOLD },
  title: { bold: false, size: 12, color: rgb(1, 1, 1) },
  number: { bold: false, size: 10, color: GOLD },
  label: { bold: true, size: 8, color: MUTED },
  name: { bold: true, size: 11, color: INK },
  body: { bold: false, size: 9.5, color: INK },
  head: { bold: true, size: 9, color: INK },
  note: { bold: false, size: 8.5, color: MUTED },
  total: { bold: true, size: 12, color: INK },
  foot: { bold: false, size: 8, color: MUTED },
} satisfies Record<string, TextStyle>

// The table: the description takes what the three amount columns leave.
const COLUMNS = { quantity: RIGHT - 180, price: RIGHT - 90, amount: RIGHT } // right edges
const DESCRIPTION_WIDTH = COLUMNS.quantity - 60 - PAGE.margin
const ROW_PADDING = 6
// Totals sit at the right, under the amounts.
const TOTALS_X = RIGHT - 230

const issueDate = new Intl.DateTimeFormat('es-ES', {
  timeZone: STORE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})
const decimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 3 })

function invoiceTitle(invoice: InvoiceDocument): string {
  if (invoice.kind === 'credit') return 'Factura rectificativa'
  return invoice.simplified ? 'Factura simplificada' : 'Factura'
}

/** The invoice as an A4 PDF, in Spanish, the table flowing onto further pages when long. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const title = invoiceTitle(invoice)
  pdf.setTitle(`${title} ${invoice.number}`)
  pdf.setSubject(`Pedido #${invoice.orderCode}`)
  pdf.setAuthor(invoice.issuer.name)
  pdf.setCreator(invoice.issuer.name)
  pdf.setProducer(invoice.issuer.name)
  pdf.setLanguage('es-ES')
  const sheet = new Sheet(pdf, await embedShopFonts(pdf), {
    shop: invoice.issuer.name,
    title,
    number: invoice.number,
  })

  drawParties(sheet, invoice)
  if (invoice.kind === 'credit') drawCorrection(sheet, invoice)
  drawLines(sheet, invoice)
  drawTotals(sheet, invoice)
  sheet.numberPages()
  return pdf.save()
}

/** Who issues it and the invoice's own facts side by side, then the buyer on a full invoice. */
function drawParties(sheet: Sheet, invoice: InvoiceDocument): void {
  const { issuer, buyer } = invoice
  const top = sheet.y
  const columnWidth = 240
  sheet.block(PAGE.margin, columnWidth, [
    ['Emisor', STYLES.label],
    [issuer.name, STYLES.name],
    [`NIF: ${issuer.taxId}`, STYLES.body],
    [issuer.address, STYLES.body],
    [issuer.email, STYLES.body],
  ])
  const issuerBottom = sheet.y
  sheet.y = top
  sheet.block(RIGHT - columnWidth, columnWidth, [
    ['Datos de la factura', STYLES.label],
    [`Número: ${invoice.number}`, STYLES.body],
    [`Fecha de expedición: ${issueDate.format(invoice.issuedAt)}`, STYLES.body],
    [`Pedido #${invoice.orderCode}`, STYLES.body],
  ])
  sheet.y = Math.min(sheet.y, issuerBottom) - 14

  // A full invoice names its buyer (art. 6.1.d); a simplified one need not (art. 7.1).
  if (buyer && !invoice.simplified) {
    sheet.block(PAGE.margin, RIGHT - PAGE.margin, [
      ['Cliente', STYLES.label],
      [buyer.name, STYLES.name],
      [`NIF: ${buyer.taxId}`, STYLES.body],
      [buyer.address, STYLES.body],
    ])
    sheet.y -= 14
  }
}

/** A credit note says which invoice it corrects and why (art. 15). */
function drawCorrection(sheet: Sheet, invoice: InvoiceDocument): void {
  const lines: [string, TextStyle][] = []
  if (invoice.corrects) {
    const { number, issuedAt } = invoice.corrects
    lines.push([`Rectifica la factura ${number} de ${issueDate.format(issuedAt)}`, STYLES.head])
  }
  if (invoice.reason) lines.push([`Motivo: ${invoice.reason}`, STYLES.body])
  if (!lines.length) return
  sheet.block(PAGE.margin, RIGHT - PAGE.margin, lines)
  sheet.y -= 14
}

function drawLines(sheet: Sheet, invoice: InvoiceDocument): void {
  const rows = invoice.lines.map((line) => ({
    description: line.description,
    quantity: decimal.format(line.quantity),
    price: formatMoney(line.unitCents),
    amount: formatMoney(line.totalCents),
  }))
  if (invoice.shippingCents !== 0) {
    rows.push({
      description: 'Envío',
      quantity: '',
      price: '',
      amount: formatMoney(invoice.shippingCents),
    })
  }

  const style = STYLES.body
  const lineHeight = style.size * LINE_HEIGHT
  // The head never stays alone at the foot of a page: it goes with at least one row.
  sheet.startPageUnlessRoom(STYLES.head.size * LINE_HEIGHT + 6 + lineHeight + ROW_PADDING)
  drawTableHead(sheet)
  for (const row of rows) {
    const description = wrap(
      printable(row.description, sheet.font(style)),
      sheet.font(style),
      style.size,
      DESCRIPTION_WIDTH,
    )
    // The head is repeated on every page the table reaches, so each page reads on its own.
    if (sheet.startPageUnlessRoom(description.length * lineHeight + ROW_PADDING)) {
      drawTableHead(sheet)
    }
    const top = sheet.y
    description.forEach((text, index) => {
      sheet.text(text, PAGE.margin, baseline(top - index * lineHeight, style), style)
    })
    const first = baseline(top, style)
    sheet.textRight(row.quantity, COLUMNS.quantity, first, style)
    sheet.textRight(row.price, COLUMNS.price, first, style)
    sheet.textRight(row.amount, COLUMNS.amount, first, style)
    sheet.y = top - description.length * lineHeight - ROW_PADDING
    sheet.rule(PAGE.margin, RIGHT, sheet.y + ROW_PADDING / 2, HAIRLINE, 0.5)
  }
  sheet.y -= 10
}

function drawTableHead(sheet: Sheet): void {
  const style = STYLES.head
  const y = baseline(sheet.y, style)
  sheet.text('Descripción', PAGE.margin, y, style)
  sheet.textRight('Cantidad', COLUMNS.quantity, y, style)
  sheet.textRight('Precio', COLUMNS.price, y, style)
  sheet.textRight('Importe', COLUMNS.amount, y, style)
  sheet.y -= style.size * LINE_HEIGHT + 4
  sheet.rule(PAGE.margin, RIGHT, sheet.y + 2, GOLD, 0.75)
  sheet.y -= 2
}

/**
 * Base, IVA and total; with no Spanish IVA, the note that says why (art. 6.1.j) takes the place
 * of the IVA line. A simplified invoice adds 'IVA incluido' to its total, as art. 7.1.f allows,
 * because its prices are shown with IVA in them.
 */
function drawTotals(sheet: Sheet, invoice: InvoiceDocument): void {
  const width = RIGHT - TOTALS_X
  const note = invoice.taxRate === 0 && invoice.exemptNote ? invoice.exemptNote : null
  const noteLines = note
    ? wrap(
        printable(note, sheet.font(STYLES.note)),
        sheet.font(STYLES.note),
        STYLES.note.size,
        width,
      )
    : []
  const row = STYLES.body.size * LINE_HEIGHT
  const height =
    row * (note ? 1 : 2) +
    noteLines.length * STYLES.note.size * LINE_HEIGHT +
    8 +
    STYLES.total.size * LINE_HEIGHT +
    (invoice.simplified ? STYLES.note.size * LINE_HEIGHT : 0)
  sheet.startPageUnlessRoom(height)

  const amountRow = (label: string, cents: number) => {
    const y = baseline(sheet.y, STYLES.body)
    sheet.text(label, TOTALS_X, y, STYLES.body)
    sheet.textRight(formatMoney(cents), RIGHT, y, STYLES.body)
    sheet.y -= row
  }
  amountRow('Base imponible', invoice.baseCents)
  if (note) {
    for (const line of noteLines) {
      sheet.text(line, TOTALS_X, baseline(sheet.y, STYLES.note), STYLES.note)
      sheet.y -= STYLES.note.size * LINE_HEIGHT
    }
  } else {
    amountRow(`IVA ${decimal.format(invoice.taxRate)} %`, invoice.taxCents)
  }

  sheet.y -= 4
  sheet.rule(TOTALS_X, RIGHT, sheet.y, GOLD, 0.75)
  sheet.y -= 4
  const y = baseline(sheet.y, STYLES.total)
  sheet.text('Total', TOTALS_X, y, STYLES.total)
  sheet.textRight(formatMoney(invoice.totalCents), RIGHT, y, STYLES.total)
  sheet.y -= STYLES.total.size * LINE_HEIGHT
  if (invoice.simplified) {
    sheet.textRight('IVA incluido', RIGHT, baseline(sheet.y, STYLES.note), STYLES.note)
    sheet.y -= STYLES.note.size * LINE_HEIGHT
  }
}

/** Where text of `style` sits in a line box whose top is `top`. */
function baseline(top: number, style: TextStyle): number {
  const lineHeight = style.size * LINE_HEIGHT
  return top - lineHeight + (lineHeight - style.size) / 2
}

/**
 * The pages being drawn and how far down the current one is (`y`, in points from the bottom).
 * Every page starts with the shop's band; text goes through printable() so it always draws.
 */
class Sheet {
  y = 0
  private page!: PDFPage

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly band: { shop: string; title: string; number: string },
  ) {
    this.startPage()
  }

  font(style: TextStyle): PDFFont {
    return style.bold ? this.fonts.bold : this.fonts.regular
  }

  startPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height])
    const top = PAGE.height - BAND
    this.page.drawRectangle({ x: 0, y: top, width: PAGE.width, height: BAND, color: NIGHT })
    this.rule(0, PAGE.width, top, GOLD, 1.5)
    this.text(this.band.shop, PAGE.margin, PAGE.height - 46, STYLES.shop)
    this.text(this.band.title, PAGE.margin, PAGE.height - 70, STYLES.title)
    this.textRight(this.band.number, RIGHT, PAGE.height - 70, STYLES.number)
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

  rule(from: number, to: number, y: number, color: RGB, thickness: number): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color })
  }

  /**
   * Lines stacked down from `y`, each wrapped to `width`, onto a new page when one is full. An
   * empty one (an issuer with no email yet) leaves no gap.
   */
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

  /** 'Página X de Y' and who issued it at the foot of every page, once all pages exist. */
  numberPages(): void {
    const pages = this.pdf.getPages()
    pages.forEach((page, index) => {
      this.page = page
      this.text(this.band.shop, PAGE.margin, PAGE.margin / 2, STYLES.foot)
      this.textRight(`Página ${index + 1} de ${pages.length}`, RIGHT, PAGE.margin / 2, STYLES.foot)
    })
  }
}
