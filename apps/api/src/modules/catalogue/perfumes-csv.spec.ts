import {
  csvCell,
  parseFlagCell,
  parseSizesCell,
  perfumeCsvRecord,
  perfumesCsv,
  readPerfumesCsv,
  undefusedCell,
} from './perfumes-csv'

const PERFUME = {
  slug: 'ambar',
  name: 'Ámbar',
  brand: 'Casa',
  category: 'unisex',
  description: 'Cálido',
  sizes: ['10ml', '2ml'],
  prices: ['17.90', '4.90'],
  notes: ['Ámbar', 'Vainilla'],
  imageUrl: null,
  isOnOffer: false,
  discountPercentage: 0,
  offerDescription: null,
  offerEndsAt: null,
  allergens: null,
}

describe('perfumes CSV', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+34 600', "'+34 600"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rCR', `"'\rCR"`],
    ["'=ya", "''=ya"],
    ["'normal", "'normal"],
    ['a, b', '"a, b"'],
    ['dice "hola"', '"dice ""hola"""'],
  ])('writes %j as the cell %j and reads it back as it was', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
    const [row] = readPerfumesCsv(
      Buffer.from(perfumesCsv([perfumeCsvRecord({ ...PERFUME, description: value })])),
    ).rows
    expect(row.record.description).toBe(value)
  })

  it('takes off exactly the apostrophe the export adds, and no other', () => {
    expect(undefusedCell("'=1")).toBe('=1')
    expect(undefusedCell("''=1")).toBe("'=1")
    expect(undefusedCell("'hola")).toBe("'hola")
  })

  it('writes the sizes smallest first with their prices, and reads them back', () => {
    const record = perfumeCsvRecord(PERFUME)
    expect(record.sizes).toBe('2ml=4.90; 10ml=17.90')
    expect(record.notes).toBe('Ámbar; Vainilla')
    expect(parseSizesCell(' 2ml = 4,90 ;10 ml=17.90; ')).toEqual({
      sizes: ['2ml', '10 ml'],
      prices: ['4,90', '17.90'],
    })
    expect(parseSizesCell('2ml 4.90')).toEqual({
      error: 'Cada tamaño se escribe con su precio, como 5ml=9.90',
    })
  })

  it('reads the switch in English, in Spanish and as a Spanish spreadsheet writes it', () => {
    expect(['true', 'Sí', 'VERDADERO', '1'].map(parseFlagCell)).toEqual([true, true, true, true])
    expect(['false', 'no', 'FALSO', '0'].map(parseFlagCell)).toEqual([false, false, false, false])
    expect(parseFlagCell('quizá')).toBeNull()
  })

  it('numbers rows as a spreadsheet does and tells a cell count that does not fit', () => {
    const file = readPerfumesCsv(
      Buffer.from(`${perfumesCsv([perfumeCsvRecord(PERFUME)])}\r\nsolo,dos\r\n`),
    )
    expect(file.errors).toEqual([
      { row: 4, field: null, message: 'La fila tiene 2 celdas y la cabecera 13' },
    ])
  })

  it('tells unclosed quotes', () => {
    const header = perfumesCsv([]).trim()
    expect(readPerfumesCsv(Buffer.from(`${header}\r\n"abierto,b\r\n`)).errors).toEqual([
      { row: 2, field: null, message: 'Unas comillas se abren y no se cierran' },
    ])
  })
})
