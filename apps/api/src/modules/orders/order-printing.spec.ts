import { batchesPerDecant } from './order-printing.service'

const pour = (batchCode: string, ml: number) => ({ perfumeId: 'p', batchCode, ml })

describe('batchesPerDecant', () => {
  it('gives each decant the bottle it was poured from, in pouring order', () => {
    expect(batchesPerDecant([pour('L1', 10), pour('L2', 5)], 5, 3)).toEqual(['L1', 'L1', 'L2'])
  })

  it('names both batches of a decant finished from the next bottle', () => {
    expect(batchesPerDecant([pour('L1', 7), pour('L2', 3)], 5, 2)).toEqual(['L1', 'L1 + L2'])
  })

  it('leaves without a batch the decants the ledger holds no pour for', () => {
    expect(batchesPerDecant([pour('L1', 5)], 5, 2)).toEqual(['L1', null])
    expect(batchesPerDecant([], 10, 1)).toEqual([null])
  })

  it('pours no decant for no unit', () => {
    expect(batchesPerDecant([pour('L1', 5)], 5, 0)).toEqual([])
  })
})
