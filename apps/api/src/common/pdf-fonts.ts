import { readFileSync } from 'node:fs'
import * as fontkit from '@pdf-lib/fontkit'
import type { PDFDocument, PDFFont } from 'pdf-lib'

/**
 * The shop's PDFs draw with DejaVu Sans, embedded: the standard PDF fonts only know WinAnsi, which
 * turned a Greek or Cyrillic name into '?'. DejaVu covers Latin, Greek and Cyrillic (and much
 * more), and only the letters a document uses are embedded: a one-page invoice is about 20 KB,
 * where the two fonts whole would add 1.4 MB.
 */
let fontFiles: { regular: Buffer; bold: Buffer } | undefined

/** Read from disk on the first PDF, not at every start of the API; the same bytes after that. */
function shopFontFiles(): { regular: Buffer; bold: Buffer } {
  fontFiles ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  }
  return fontFiles
}

/** DejaVu Sans and DejaVu Sans Bold, embedded in `doc` (subset to the letters drawn). */
export async function embedShopFonts(
  doc: PDFDocument,
): Promise<{ regular: PDFFont; bold: PDFFont }> {
  const files = shopFontFiles()
  doc.registerFontkit(fontkit)
  const [regular, bold] = await Promise.all([
    doc.embedFont(files.regular, { subset: true }),
    doc.embedFont(files.bold, { subset: true }),
  ])
  return { regular, bold }
}

/** What printable() and wrap() ask of a font, worked out once per font: they run for every line. */
interface FontFacts {
  characters: ReadonlySet<number>
  widths: Map<string, number>
}
const facts = new WeakMap<PDFFont, FontFacts>()

function factsOf(font: PDFFont): FontFacts {
  let known = facts.get(font)
  if (!known) {
    known = { characters: new Set(font.getCharacterSet()), widths: new Map() }
    facts.set(font, known)
  }
  return known
}

/**
 * Text `font` can draw on one line: composed (NFC, so 'é' typed as e + accent is the font's 'é'),
 * line breaks, tabs, other control characters and runs of spaces as one space, invisible
 * formatting characters (soft hyphens, zero-width spaces, direction marks) left out, and '?' for
 * whatever the font has no letter for (emoji, CJK), so drawing never fails and nothing is silently
 * lost.
 */
export function printable(text: string, font: PDFFont): string {
  const known = factsOf(font).characters
  let out = ''
  for (const char of text
    .normalize('NFC')
    .replace(/\p{Cf}+/gu, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp} ]+/gu, ' ')) {
    out += known.has(char.codePointAt(0) as number) ? char : '?'
  }
  return out
}

/**
 * Lines no wider than `width`: broken at spaces, and inside a word only when it alone is wider.
 * The text is expected to be printable() already (one line, single spaces).
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => textWidth(line, font, size) <= width
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word
    if (fits(candidate)) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = ''
    let rest = word
    while (rest && !fits(rest)) {
      // Cut between code points, never inside a surrogate pair.
      const chars = [...rest]
      let cut = chars.length - 1
      while (cut > 1 && !fits(chars.slice(0, cut).join(''))) cut--
      lines.push(chars.slice(0, cut).join(''))
      rest = chars.slice(cut).join('')
    }
    line = rest
  }
  if (line || !lines.length) lines.push(line)
  return lines
}

/**
 * The width of a line at `size`, added up letter by letter from widths kept per font. The font's
 * own widthOfTextAtSize() lays out the whole string on every call (microseconds a letter), which
 * made wrapping a long export take seconds. Added up this way a ligature (fi, ffi) counts as its
 * letters, a little wider than drawn, so a line that fits here fits on the page.
 */
export function textWidth(text: string, font: PDFFont, size: number): number {
  const { widths } = factsOf(font)
  let total = 0
  for (const char of text) {
    let width = widths.get(char)
    if (width === undefined) {
      width = font.widthOfTextAtSize(char, 1000)
      widths.set(char, width)
    }
    total += width
  }
  return (total * size) / 1000
}
