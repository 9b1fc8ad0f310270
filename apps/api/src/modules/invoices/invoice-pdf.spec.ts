import { formatMoney } from '@aurum/contracts'
import { pdfText } from '../../../test/pdf-text'
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf'

function sampleInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    number: 'F2026-000001',
    kind: 'invoice',
    simplified: true,
    issuedAt: new Date('2026-11-23T23:30:00.000Z'), // already the 24th in Madrid
    issuer: {
      name: 'Aurum Decants',
      taxId: 'B12345678',
      address: 'Calle Mayor 1, 28013 Madrid, España',
      email: 'facturas@aurumdecants.es',
    },
    buyer: null,
    orderCode: 'A1B2C3D4',
    corrects: null,
    reason: null,
    lines: [
      { description: 'Ámbar Oud (Casa) 5 ml', quantity: 2, unitCents: 1200, totalCents: 2400 },
      { description: 'Rosa Noir (Maison) 10 ml', quantity: 1, unitCents: 2145, totalCents: 2145 },
    ],
    shippingCents: 495,
    taxRate: 21,
    exemptNote: null,
    baseCents: 4165, // 5040 / 1.21, rounded
    taxCents: 875,
    totalCents: 5040,
    ...overrides,
  }
}

/** pdf-parse keeps the non-breaking space of '12,50 €'; the tests compare words, not spaces. */
async function textOf(invoice: InvoiceDocument): Promise<{ text: string; pages: number }> {
  const { text, pages } = await pdfText(await renderInvoicePdf(invoice))
  return { text: text.replace(/\u00a0/g, ' '), pages }
}
const money = (cents: number) => formatMoney(cents).replace(/\u00a0/g, ' ')

describe('the invoice as PDF', () => {
  it('shows a simplified invoice: number, date, issuer, lines, IVA and total', async () => {
    const bytes = await renderInvoicePdf(sampleInvoice())
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-')
    const { text, pages } = await pdfText(bytes)
    const plain = text.replace(/\u00a0/g, ' ')
    expect(pages).toBe(1)
    for (const expected of [
      'Factura simplificada',
      'Número: F2026-000001',
      'Fecha de expedición: 24/11/2026',
      'Aurum Decants',
      'NIF: B12345678',
      'Calle Mayor 1, 28013 Madrid, España',
      'facturas@aurumdecants.es',
      'Pedido #A1B2C3D4',
      'Descripción',
      'Ámbar Oud (Casa) 5 ml',
      `${money(1200)}${money(2400)}`, // price and amount of the first line
      'Envío',
      `Base imponible${money(4165)}`,
      `IVA 21 %${money(875)}`,
      `Total${money(5040)}`,
      'IVA incluido',
      'Página 1 de 1',
    ]) {
      expect(plain).toContain(expected)
    }
    // A simplified invoice names no buyer.
    expect(plain).not.toContain('Cliente')
  })

  it('prints a buyer named in Greek or Cyrillic exactly as written', async () => {
    const full = { simplified: false, number: 'F2026-000002' }
    const greek = await textOf(
      sampleInvoice({
        ...full,
        buyer: {
          name: 'Αλέξανδρος Παπαδόπουλος',
          taxId: 'X1234567L',
          address: 'Οδός Ερμού 10, 10563 Αθήνα',
        },
      }),
    )
    expect(greek.text).toContain('Factura')
    expect(greek.text).not.toContain('Factura simplificada')
    expect(greek.text).toContain('Cliente')
    expect(greek.text).toContain('Αλέξανδρος Παπαδόπουλος')
    expect(greek.text).toContain('NIF: X1234567L')
    expect(greek.text).toContain('Οδός Ερμού 10, 10563 Αθήνα')
    // The price is given with IVA apart, so 'IVA incluido' is for simplified invoices only.
    expect(greek.text).not.toContain('IVA incluido')

    const cyrillic = await textOf(
      sampleInvoice({
        ...full,
        buyer: { name: 'Анна Кузнецова', taxId: 'Y7654321G', address: 'Calle Sol 3, Málaga' },
      }),
    )
    expect(cyrillic.text).toContain('Анна Кузнецова')
  })

  it('shows a credit note: its title, the invoice it corrects, why, and negative amounts', async () => {
    const { text } = await textOf(
      sampleInvoice({
        number: 'R2026-000003',
        kind: 'credit',
        corrects: { number: 'F2026-000001', issuedAt: new Date('2026-11-23T10:00:00.000Z') },
        reason: 'Devolución de un artículo',
        lines: [
          {
            description: 'Ámbar Oud (Casa) 5 ml',
            quantity: 1,
            unitCents: -1200,
            totalCents: -1200,
          },
        ],
        shippingCents: 0,
        baseCents: -992,
        taxCents: -208,
        totalCents: -1200,
      }),
    )
    expect(text).toContain('Factura rectificativa')
    expect(text).toContain('Número: R2026-000003')
    expect(text).toContain('Rectifica la factura F2026-000001 de 23/11/2026')
    expect(text).toContain('Motivo: Devolución de un artículo')
    expect(text).toContain(`IVA 21 %${money(-208)}`)
    expect(text).toContain(`Total${money(-1200)}`)
    expect(money(-1200)).toMatch(/^-12,00 €$/)
    // No shipping was refunded, so there is no shipping line.
    expect(text).not.toContain('Envío')
  })

  it('shows why there is no IVA on an invoice outside Spanish IVA', async () => {
    const note = 'Operación no sujeta a IVA (Canarias, Ceuta y Melilla)'
    const { text } = await textOf(
      sampleInvoice({ taxRate: 0, exemptNote: note, baseCents: 5040, taxCents: 0 }),
    )
    // The note may be wrapped onto two lines in the totals column.
    expect(text.replace(/\s+/g, ' ')).toContain(note)
    expect(text).not.toContain('IVA 21 %')
    expect(text).toContain(`Base imponible${money(5040)}`)
    expect(text).toContain(`Total${money(5040)}`)
  })

  it('flows a long order onto further pages and numbers them', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      description: `Decant ${index + 1}: ${'una descripción larga que no cabe en una línea '.repeat(index % 3)}fin-${index + 1}`,
      quantity: 1,
      unitCents: 500,
      totalCents: 500,
    }))
    const { text, pages } = await textOf(
      sampleInvoice({ lines, baseCents: 25207, taxCents: 5293, totalCents: 30500 }),
    )
    expect(pages).toBeGreaterThan(1)
    expect(text).toContain('fin-1')
    expect(text).toContain('fin-60')
    expect(text).toContain(`Total${money(30500)}`)
    expect(text).toContain(`Página ${pages} de ${pages}`)
    // The table's head is repeated on every page it reaches.
    expect(text.split('Descripción').length - 1).toBe(pages)
  })

  it('draws text the font lacks as ? instead of failing', async () => {
    const { text } = await textOf(
      sampleInvoice({
        lines: [
          {
            description: 'Regalo 🌹\nde\tTokio 東京',
            quantity: 1,
            unitCents: 100,
            totalCents: 100,
          },
        ],
      }),
    )
    expect(text).toContain('Regalo ? de Tokio ??')
  })
})
