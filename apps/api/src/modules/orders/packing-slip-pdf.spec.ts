import { pdfText } from '../../../test/pdf-text'
import { type PackingSlip, renderPackingSlipsPdf } from './packing-slip-pdf'

function sampleSlip(overrides: Partial<PackingSlip> = {}): PackingSlip {
  return {
    code: 'A1B2C3D4',
    createdAt: new Date('2026-11-23T23:30:00.000Z'), // already the 24th in Madrid
    email: 'lucia@example.com',
    address: {
      name: 'Lucía Fernández',
      street: 'Calle Mayor 1',
      city: 'Madrid',
      state: 'Madrid',
      zipCode: '28013',
      country: 'España',
      phone: '+34 600 000 000',
    },
    lines: [
      {
        name: 'Ámbar Nocturno',
        brand: 'Casa Ámbar',
        setPerfumes: [],
        ml: 5,
        quantity: 2,
        batches: [{ perfume: null, codes: ['L1234', 'L1240'] }],
      },
      {
        name: 'Set descubrimiento',
        brand: 'Varias casas',
        setPerfumes: ['Cedro Azul', 'Rosa Negra'],
        ml: 2,
        quantity: 1,
        batches: [
          { perfume: 'Cedro Azul', codes: ['CA-7'] },
          { perfume: 'Rosa Negra', codes: [] },
        ],
      },
    ],
    ...overrides,
  }
}

describe('renderPackingSlipsPdf', () => {
  it('says who gets the parcel and what goes in it, with the batches poured', async () => {
    const { text, pages } = await pdfText(await renderPackingSlipsPdf([sampleSlip()]))
    expect(pages).toBe(1)
    for (const expected of [
      'Albarán',
      'Pedido #A1B2C3D4',
      'Fecha: 24/11/2026',
      'Lucía Fernández',
      'lucia@example.com',
      'Calle Mayor 1',
      '28013 Madrid (Madrid)',
      'Tel.: +34 600 000 000',
      'Ámbar Nocturno',
      'Casa Ámbar',
      '5 ml',
      'L1234, L1240',
      'Cedro Azul · Rosa Negra',
      'Cedro Azul: CA-7',
      'Rosa Negra: Sin asignar',
      '3 unidades en total',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('flows a long order onto further pages, each with the table head and numbered', async () => {
    const line = sampleSlip().lines[0]
    const lines = Array.from({ length: 70 }, (_, index) => ({
      ...line,
      name: `Perfume ${index + 1}`,
    }))
    const { text, pages } = await pdfText(await renderPackingSlipsPdf([sampleSlip({ lines })]))
    expect(pages).toBeGreaterThan(1)
    expect(text).toContain('Perfume 70')
    expect(text).toContain(`Página ${pages} de ${pages}`)
    expect(text.split('Lotes').length - 1).toBe(pages)
  })

  it('starts every order on a page of its own, numbered within the order', async () => {
    const { text, pages } = await pdfText(
      await renderPackingSlipsPdf([sampleSlip(), sampleSlip({ code: 'E5F6A7B8' })]),
    )
    expect(pages).toBe(2)
    expect(text).toContain('Pedido #A1B2C3D4 · Página 1 de 1')
    expect(text).toContain('Pedido #E5F6A7B8 · Página 1 de 1')
  })

  it('says so when every unit was given back', async () => {
    const { text } = await pdfText(await renderPackingSlipsPdf([sampleSlip({ lines: [] })]))
    expect(text).toContain('Nada que preparar: todas sus unidades se han reembolsado.')
  })
})
