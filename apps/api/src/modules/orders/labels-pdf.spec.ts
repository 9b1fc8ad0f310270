import { MAX_ALLERGENS_LENGTH } from '@aurum/contracts'
import { pdfText } from '../../../test/pdf-text'
import { type DecantLabel, renderLabelsPdf } from './labels-pdf'

const LABEL: DecantLabel = {
  orderCode: 'A1B2C3D4',
  perfume: 'Ámbar Nocturno',
  brand: 'Casa Ámbar',
  ml: 5,
  batchCode: 'L1234',
  allergens: 'Linalool, Limonene, Citral',
}

const count = (text: string, part: string) => text.split(part).length - 1

describe('renderLabelsPdf', () => {
  it('prints perfume, brand, ml, batch, allergens and the decant notice on each label', async () => {
    const { text, pages } = await pdfText(
      await renderLabelsPdf([LABEL, { ...LABEL, batchCode: null, allergens: null }]),
    )
    expect(pages).toBe(1)
    expect(count(text, 'Decant de perfume original')).toBe(2)
    expect(count(text, 'Ámbar Nocturno')).toBe(2)
    expect(count(text, 'Casa Ámbar')).toBe(2)
    expect(text).toContain('5 ml · Lote L1234')
    expect(text).toContain('5 ml · Lote sin asignar')
    expect(count(text, 'Alérgenos: Linalool, Limonene, Citral')).toBe(1)
    expect(count(text, '#A1B2C3D4')).toBe(2)
  })

  it('fills sheets of 24 and goes on to the next', async () => {
    const labels = Array.from({ length: 25 }, (_, index) => ({ ...LABEL, batchCode: `L${index}` }))
    const { text, pages } = await pdfText(await renderLabelsPdf(labels))
    expect(pages).toBe(2)
    expect(count(text, 'Decant de perfume original')).toBe(25)
  })

  it('fits the longest list of allergens whole, under a name of two lines', async () => {
    const words = ['Linalool', 'Limonene', 'Citral', 'Geraniol', 'Coumarin', 'Eugenol']
    let allergens = ''
    for (
      let index = 0;
      `${allergens}, ${words[index % words.length]}`.length <= MAX_ALLERGENS_LENGTH;
      index++
    ) {
      allergens = allergens ? `${allergens}, ${words[index % words.length]}` : words[0]
    }
    const long = {
      ...LABEL,
      perfume: 'Un perfume de nombre tan largo que ocupa las dos líneas de la etiqueta',
      allergens,
    }
    const { text } = await pdfText(await renderLabelsPdf([long]))
    expect(text).not.toContain('…')
    expect(text.replace(/\s+/g, ' ')).toContain(`Alérgenos: ${allergens}`)
  })

  it('says so when there is no decant to label', async () => {
    const { text, pages } = await pdfText(await renderLabelsPdf([]))
    expect(pages).toBe(1)
    expect(text).toContain('No hay decants que etiquetar')
  })
})
