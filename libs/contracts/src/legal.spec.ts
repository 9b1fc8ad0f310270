import { describe, expect, it } from '@jest/globals'
import { isSpanishTaxId } from './legal'

describe('isSpanishTaxId', () => {
  it('takes a DNI, a NIE and a CIF with their check character right', () => {
    for (const id of [
      '12345678Z',
      '12.345.678-z',
      'X1234567L',
      'Y1234567X',
      'B12345674',
      'Q2826000H',
    ])
      expect([id, isSpanishTaxId(id)]).toEqual([id, true])
  })

  it('refuses a wrong check character, a wrong length or another shape', () => {
    for (const id of [
      '12345678A',
      'X1234567A',
      'B12345675',
      '1234567Z',
      'X12345678L',
      'ESB12345674',
      '',
    ])
      expect([id, isSpanishTaxId(id)]).toEqual([id, false])
  })
})
