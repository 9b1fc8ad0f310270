import { PDFDocument } from 'pdf-lib'
import type { DataExport } from './dto/account-data.dto'
import { pdfText } from '../../../test/pdf-text'
import { embedShopFonts, printable, wrap } from '../../common/pdf-fonts'
import { exportPdf, exportPdfBlocks } from './export-pdf'

function sampleExport(overrides: Partial<DataExport> = {}): DataExport {
  return {
    shop: 'Aurum Decants',
    exportedAt: '2026-11-23T10:00:00.000Z',
    profile: {
      name: 'Lucía Fernández',
      username: 'lucia',
      email: 'lucia@example.com',
      phone: '+34 600 000 000',
      createdAt: '2026-11-01T09:30:00.000Z',
    },
    addresses: [],
    paymentMethods: [
      { type: 'card', brand: 'visa', last4: '4242', expiry: '04/2030', isDefault: true },
    ],
    orders: [
      {
        code: 'ABCD1234',
        date: '2026-11-20T12:00:00.000Z',
        status: 'shipped',
        currency: 'EUR',
        items: [{ perfume: 'Ámbar', brand: 'Casa', size: '5ml', quantity: 2, unitPrice: '12.00' }],
        subtotal: '24.00',
        discount: '2.40',
        shipping: '4.95',
        total: '26.55',
        couponCode: 'BIENVENIDA',
        trackingNumber: 'TRK123',
        shippingAddress: {
          name: 'Lucía',
          street: 'Calle Mayor 1',
          city: 'Madrid',
          state: 'Madrid',
          zipCode: '28013',
          country: 'España',
          phone: '+34 600 000 000',
        },
      },
    ],
    notifications: [],
    settings: { appearance: { theme: 'dark', animations: true } },
    favorites: [],
    reviews: [],
    performanceVotes: [],
    ...overrides,
  }
}

describe('the data export as PDF', () => {
  it('reads as a document: title, sections, the customer and their orders, in Spanish', async () => {
    const bytes = await exportPdf(sampleExport())
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-')
    const { text, pages } = await pdfText(bytes)
    expect(pages).toBe(2)
    for (const expected of [
      'Aurum Decants',
      'Tus datos',
      'Perfil',
      'Nombre: Lucía Fernández',
      'Email: lucia@example.com',
      'Direcciones',
      'No tienes direcciones guardadas.',
      'Métodos de pago',
      'Visa terminada en 4242, caduca 04/2030 (predeterminado)',
      'Pedidos',
      'Pedido #ABCD1234',
      'Enviado',
      'Ámbar (Casa) 5ml x2',
      'Descuento (BIENVENIDA)',
      'Número de seguimiento: TRK123',
      'Configuración',
      'animations: sí',
      'Favoritos',
      'No tienes favoritos.',
      'Reseñas',
      'Votos de rendimiento',
      'No has votado el rendimiento de ningún perfume.',
      'Página 1 de 2',
      'Página 2 de 2',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).toMatch(/Total: 26,55\s€/)
  })

  it('wraps long lines and turns pages when the data is long', async () => {
    const notifications = Array.from({ length: 80 }, (_, index) => ({
      type: 'order',
      title: `Aviso ${index + 1}`,
      message: `Tu pedido está en camino ${'y llegará pronto '.repeat(12)}fin-${index + 1}`,
      isRead: index % 2 === 0,
      createdAt: '2026-11-21T08:00:00.000Z',
    }))
    const { text, pages } = await pdfText(await exportPdf(sampleExport({ notifications })))
    expect(pages).toBeGreaterThan(3)
    expect(text).toContain('Aviso 80')
    expect(text).toContain('fin-80')
    expect(text).toContain(`Página ${pages} de ${pages}`)
  })

  it('prints names in any script as written, and what the font lacks as ?', async () => {
    const doc = await PDFDocument.create()
    const { regular } = await embedShopFonts(doc)
    expect(printable('Ñandú ¿qué? ¡sí! 12,50 € – “ok” Őrség Łódź', regular)).toBe(
      'Ñandú ¿qué? ¡sí! 12,50 € – “ok” Őrség Łódź',
    )
    expect(printable('hola 🌹 東京', regular)).toBe('hola ? ??')
    expect(printable('línea 1\r\n\tlínea 2', regular)).toBe('línea 1 línea 2')
    // e + combining accent is drawn as the one letter 'é'; a zero-width space is not drawn at all.
    expect(printable('Jose\u0301 Ma\u200bría', regular)).toBe('José María')

    const bytes = await exportPdf(
      sampleExport({
        profile: {
          name: 'Αλέξανδρος Παπαδόπουλος',
          username: 'Иван Петров',
          email: 'rosa@example.com',
          phone: '🌹 600 東京',
          createdAt: '2026-11-01T09:30:00.000Z',
        },
      }),
    )
    const { text } = await pdfText(bytes)
    expect(text).toContain('Nombre: Αλέξανδρος Παπαδόπουλος')
    expect(text).toContain('Nombre de usuario: Иван Петров')
    expect(text).toContain('Teléfono: ? 600 ??')
  })

  it('breaks a word wider than the page', async () => {
    const doc = await PDFDocument.create()
    const { regular: font } = await embedShopFonts(doc)
    const lines = wrap(`corto ${'x'.repeat(300)} fin`, font, 10, 200)
    expect(lines.length).toBeGreaterThan(3)
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200)
    expect(lines.join('')).toBe(`corto${'x'.repeat(300)} fin`)
    expect(lines[0]).toBe('corto')
    expect(lines.at(-1)?.endsWith(' fin')).toBe(true)
  })

  it('says so when a section is empty', () => {
    const blocks = exportPdfBlocks(sampleExport({ orders: [], paymentMethods: [] }))
    expect(blocks).toEqual(
      expect.arrayContaining([
        { style: 'muted', text: 'No tienes pedidos.' },
        { style: 'muted', text: 'No tienes métodos de pago guardados.' },
      ]),
    )
  })
})
