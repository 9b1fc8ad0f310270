import { describe, expect, it } from '@jest/globals'
import { deliveryPromise } from './orders.server'

describe('deliveryPromise', () => {
  // Friday 27 November 2026, noon in Madrid.
  const friday = new Date('2026-11-27T11:00:00Z')

  it('counts working days from today in Madrid, skipping the weekend', () => {
    expect(deliveryPromise({ min: 1, max: 3 }, friday)).toBe(
      'Pídelo hoy, llega entre el lunes, 30 de noviembre y el miércoles, 2 de diciembre',
    )
  })

  it('names one day when the range is one day', () => {
    expect(deliveryPromise({ min: 2, max: 2 }, friday)).toBe(
      'Pídelo hoy, llega el martes, 1 de diciembre',
    )
  })
})
