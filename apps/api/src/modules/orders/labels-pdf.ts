import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'
import { embedShopFonts, printable, textWidth, wrap } from '../../common/pdf-fonts'
import { A4, GOLD, INK, MUTED, type TextStyle } from '../../common/pdf-paper'

/** One decant's label, worked out before it is drawn. */
export interface DecantLabel {
  orderCode: string // short order reference, e.g. 'A1B2C3D4'
  perfume: string
  brand: string
  ml: number
  batchCode: string | null // 'L1 + L2' when the decant was finished from a second bottle
  allergens: string | null
}

/** The words every decant carries: it is a sample of the original perfume, not an imitation. */
const DECANT_NOTICE = 'Decant de perfume original'

const SHOP = 'Aurum Decants'
const MM = 72 / 25.4

/**
 * The sheet: A4 portrait with 3 columns × 8 rows of 70 × 37 mm labels, edge to edge across the
 * width (3 × 70 = 210 mm) and 0.5 mm top and bottom (8 × 37 = 296 mm): the common 24-label sheet
 * (APLI 1274, Avery 3475-type). Labels fill it row by row, left to right, then the next sheet.
 */
const GRID = { columns: 3, rows: 8, width: 70 * MM, height: 37 * MM }
const ORIGIN = {
  x: (A4.width - GRID.columns * GRID.width) / 2,
  top: A4.height - (A4.height - GRID.rows * GRID.height) / 2,
}
// Printers do not reach a label's very edge, and a sheet may sit a millimetre off: text keeps clear.
const PADDING = { x: 4 * MM, y: 3.5 * MM }
const CONTENT_WIDTH = GRID.width - 2 * PADDING.x
const LINE_HEIGHT = 1.25
// The allergens set tighter: a long list must still fit whole.
const ALLERGEN_LINE_HEIGHT = 1.15

const STYLES = {
  perfume: { bold: true, size: 9.5, color: INK },
  brand: { bold: false, size: 7.5, color: MUTED },
  facts: { bold: false, size: 7.5, color: INK },
  notice: { bold: true, size: 6.5, color: INK },
  order: { bold: false, size: 6, color: MUTED },
} satisfies Record<string, TextStyle>
/**
 * The allergens take the largest size that lets the whole list fit: at the smallest, the longest
 * list a perfume may declare (MAX_ALLERGENS_LENGTH) still fits under a name of two lines.
 */
const ALLERGEN_SIZES = [6.5, 6, 5.5, 5, 4.5, 4, 3.5]

/** The labels as sheets of 24, in the order given; a page saying so when there is none. */
export async function renderLabelsPdf(labels: DecantLabel[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const codes = [...new Set(labels.map((label) => label.orderCode))]
  pdf.setTitle(codes.length === 1 ? `Etiquetas del pedido #${codes[0]}` : 'Etiquetas')
  pdf.setAuthor(SHOP)
  pdf.setCreator(SHOP)
  pdf.setProducer(SHOP)
  pdf.setLanguage('es-ES')
  const fonts = await embedShopFonts(pdf)
  const perSheet = GRID.columns * GRID.rows
  let page: PDFPage | undefined
  labels.forEach((label, index) => {
    const place = index % perSheet
    if (place === 0) page = pdf.addPage([A4.width, A4.height])
    const column = place % GRID.columns
    const row = Math.floor(place / GRID.columns)
    drawLabel(page as PDFPage, fonts, label, {
      x: ORIGIN.x + column * GRID.width,
      top: ORIGIN.top - row * GRID.height,
    })
  })
  if (!labels.length) {
    const empty = pdf.addPage([A4.width, A4.height])
    const style = { ...STYLES.facts, size: 11 }
    const font = fonts.regular
    empty.drawText(
      printable('No hay decants que etiquetar: sus unidades se han reembolsado.', font),
      {
        x: 50,
        y: A4.height - 80,
        size: style.size,
        font,
        color: style.color,
      },
    )
  }
  return pdf.save()
}

/** One label, its box's top-left corner at (x, top). */
function drawLabel(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  label: DecantLabel,
  at: { x: number; top: number },
): void {
  const fontOf = (style: TextStyle) => (style.bold ? fonts.bold : fonts.regular)
  const x = at.x + PADDING.x
  let y = at.top - PADDING.y
  const draw = (text: string, style: TextStyle, lineHeight = LINE_HEIGHT) => {
    const font = fontOf(style)
    page.drawText(text, { x, y: y - style.size, size: style.size, font, color: style.color })
    y -= style.size * lineHeight
  }
  const lines = (text: string, style: TextStyle, width = CONTENT_WIDTH) => {
    const font = fontOf(style)
    return wrap(printable(text, font), font, style.size, width)
  }

  for (const line of clamp(
    lines(label.perfume, STYLES.perfume),
    2,
    fontOf(STYLES.perfume),
    STYLES.perfume.size,
  )) {
    draw(line, STYLES.perfume)
  }
  for (const line of clamp(
    lines(label.brand, STYLES.brand),
    1,
    fontOf(STYLES.brand),
    STYLES.brand.size,
  )) {
    draw(line, STYLES.brand)
  }
  const facts = `${label.ml} ml · Lote ${label.batchCode ?? 'sin asignar'}`
  for (const line of clamp(
    lines(facts, STYLES.facts),
    1,
    fontOf(STYLES.facts),
    STYLES.facts.size,
  )) {
    draw(line, STYLES.facts)
  }

  // The foot: a gold hairline, the notice and the order the decant belongs to.
  const footBaseline = at.top - GRID.height + PADDING.y
  const footTop = footBaseline + STYLES.notice.size * LINE_HEIGHT + 2
  if (label.allergens) {
    const text = `Alérgenos: ${label.allergens}`
    const room = y - footTop - 1
    const font = fonts.regular
    const height = (size: number) => size * ALLERGEN_LINE_HEIGHT
    const size =
      ALLERGEN_SIZES.find(
        (candidate) => lines(text, allergenStyle(candidate)).length * height(candidate) <= room,
      ) ?? ALLERGEN_SIZES[ALLERGEN_SIZES.length - 1]
    const style = allergenStyle(size)
    const fitting = Math.max(1, Math.floor(room / height(size)))
    for (const line of clamp(lines(text, style), fitting, font, size)) {
      draw(line, style, ALLERGEN_LINE_HEIGHT)
    }
  }
  page.drawLine({
    start: { x, y: footTop - 1 },
    end: { x: x + CONTENT_WIDTH, y: footTop - 1 },
    thickness: 0.5,
    color: GOLD,
  })
  const notice = printable(DECANT_NOTICE, fonts.bold)
  page.drawText(notice, {
    x,
    y: footBaseline,
    size: STYLES.notice.size,
    font: fonts.bold,
    color: STYLES.notice.color,
  })
  const order = printable(`#${label.orderCode}`, fonts.regular)
  page.drawText(order, {
    x: x + CONTENT_WIDTH - textWidth(order, fonts.regular, STYLES.order.size),
    y: footBaseline,
    size: STYLES.order.size,
    font: fonts.regular,
    color: STYLES.order.color,
  })
}

function allergenStyle(size: number): TextStyle {
  return { bold: false, size, color: INK }
}

/** At most `max` lines; the last one kept ends in '…' when some were left out. */
function clamp(lines: string[], max: number, font: PDFFont, size: number): string[] {
  if (lines.length <= max) return lines
  const kept = lines.slice(0, max)
  let last = kept[max - 1]
  while (last && textWidth(`${last}…`, font, size) > CONTENT_WIDTH)
    last = [...last].slice(0, -1).join('')
  kept[max - 1] = `${last.trimEnd()}…`
  return kept
}
